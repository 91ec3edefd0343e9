// @ts-check
/**
 * The content-type registry as plain data, in plain JavaScript so that remix.config.js can
 * import it at build time without a TypeScript loader. app/content/registry.ts wraps it with
 * types and helpers; everything else imports the TypeScript module.
 *
 * One entry per listed collection type (contract/collection-types.ts, SPEC §3):
 *   id        collection type id
 *   key       the contract's key
 *   name      display name on cards (SPEC §3 "Display names")
 *   plural    heading of the landing page and listings
 *   landing   landing page paths (featured + latest); the first is canonical
 *   listings  paged listings; `category` narrows to one head_category; the first is canonical
 *   detail    detail path prefix: the item lives at `${detail}/${slug}`
 *   detailAliases   other prefixes answering the same detail page (same type)
 *   bareListing     bare prefixes (`/article` of SPEC's `/article/{slug?}`) that show the listing
 *   categoryDetail  head_category → detail prefix, when a sub-group has its own detail route
 *   facets    listing filters the type offers (tag, state, country, year)
 *   ogType    OpenGraph type of its detail pages (default "article")
 *
 * Mapping decisions are explained in app/content/README.md.
 */

/** @typedef {"tag" | "state" | "country" | "year"} Facet */
/** @typedef {{ path: string, category?: string, title?: string }} ListingDef */
/**
 * @typedef {{
 *   id: number, key: string, name: string, plural: string, description: string,
 *   landing: string[], listings: ListingDef[], detail: string,
 *   detailAliases?: string[], bareListing?: string[],
 *   categoryDetail?: Record<string, string>, categoryNames?: Record<string, string>,
 *   facets: Facet[], schemaType: string | null, ogType?: "profile" | "video.other"
 * }} ContentTypeDef
 */

/** @type {ContentTypeDef[]} */
export const CONTENT_TYPES = [
  {
    id: 2, key: "articles", name: "Article", plural: "Articles",
    description: "Analysis and explainers on artificial intelligence in India.",
    landing: ["/articles"], listings: [{ path: "/articles/all" }],
    detail: "/article", bareListing: ["/article"], facets: ["tag", "year"], schemaType: "Article",
  },
  {
    id: 3, key: "news", name: "News", plural: "News",
    description: "The latest news from India's AI ecosystem.",
    landing: ["/news"], listings: [{ path: "/news/all" }],
    detail: "/news", facets: ["tag", "year"], schemaType: "NewsArticle",
  },
  {
    id: 4, key: "case-studies", name: "Case Studies", plural: "Case Studies",
    description: "How AI is being put to work across sectors.",
    landing: ["/case-studies"], listings: [{ path: "/case-studies/all" }, { path: "/case-study/all" }],
    detail: "/case-study", bareListing: ["/case-study"], facets: ["tag", "year"], schemaType: "Article",
  },
  {
    id: 5, key: "videos", name: "Videos", plural: "Videos",
    description: "Talks, explainers and event recordings.",
    landing: ["/videos"], listings: [{ path: "/videos/all" }, { path: "/raise/video-library", title: "RAISE Video Library" }],
    detail: "/videos", detailAliases: ["/raise/video-library"], facets: ["tag", "year"], schemaType: "VideoObject", ogType: "video.other",
  },
  {
    id: 9, key: "research-reports", name: "Research Report", plural: "Research Reports",
    description: "Reports and papers on AI research, policy and practice.",
    landing: ["/research-reports"], listings: [{ path: "/research-reports/all" }],
    detail: "/research-reports", facets: ["tag", "year"], schemaType: "Report",
  },
  {
    id: 11, key: "events", name: "Event", plural: "Events",
    description: "Conferences, workshops and hackathons.",
    landing: ["/events"], listings: [{ path: "/events/all" }],
    detail: "/events", facets: ["tag", "state", "country", "year"], schemaType: "Event",
  },
  {
    id: 12, key: "startups", name: "Startup", plural: "Startups",
    description: "AI startups building in India.",
    landing: ["/startup"], listings: [{ path: "/startup/all" }],
    detail: "/startup", facets: ["tag", "state"], schemaType: "Organization",
  },
  {
    id: 13, key: "colleges", name: "Colleges", plural: "Colleges",
    description: "Colleges and universities teaching and researching AI.",
    landing: ["/colleges"], listings: [{ path: "/colleges/all" }],
    detail: "/college", bareListing: ["/college"], facets: ["tag", "state"], schemaType: "CollegeOrUniversity",
  },
  {
    id: 14, key: "incubators", name: "Incubator", plural: "Incubators",
    description: "Incubators and accelerators supporting AI startups.",
    landing: ["/incubators"], listings: [{ path: "/incubators/all" }],
    detail: "/incubator", bareListing: ["/incubator"], facets: ["tag", "state"], schemaType: "Organization",
  },
  {
    id: 15, key: "investment-funds", name: "Investment Fund", plural: "Investment Funds",
    description: "Funds investing in AI companies.",
    landing: ["/investment-funds"], listings: [{ path: "/investment-funds/all" }],
    detail: "/investment-fund", bareListing: ["/investment-fund"], facets: ["tag", "country"], schemaType: "Organization",
  },
  {
    id: 16, key: "companies", name: "Company", plural: "Companies",
    description: "Companies building and using AI.",
    landing: ["/companies"], listings: [{ path: "/companies/all" }],
    detail: "/company", bareListing: ["/company"], facets: ["tag", "state", "country"], schemaType: "Organization",
  },
  {
    id: 17, key: "products", name: "Product", plural: "Products",
    description: "AI products made in India.",
    landing: ["/products"], listings: [{ path: "/products/all" }],
    detail: "/product", bareListing: ["/product"], facets: ["tag"], schemaType: "Product",
  },
  {
    id: 18, key: "people", name: "People", plural: "People",
    description: "Researchers, founders and leaders in AI.",
    landing: ["/people"], listings: [{ path: "/people/all" }],
    detail: "/people", facets: ["tag", "country"], schemaType: "Person", ogType: "profile",
  },
  {
    id: 20, key: "initiatives", name: "Initiatives", plural: "Initiatives",
    description: "AI initiatives by colleges, companies and governments.",
    landing: ["/initiatives"],
    listings: [
      { path: "/initiatives/all" },
      { path: "/initiatives/all-colleges", category: "college", title: "Initiatives by Colleges" },
      { path: "/initiatives/all-companies", category: "company", title: "Initiatives by Companies" },
      { path: "/initiatives/all-goverment", category: "government", title: "Government Initiatives" },
      { path: "/initiatives/all-state-government", category: "state-government", title: "State Government Initiatives" },
    ],
    detail: "/initiatives",
    categoryNames: { college: "Colleges", company: "Companies", government: "Government", "state-government": "State Governments" },
    facets: ["tag", "state"], schemaType: null,
  },
  {
    id: 23, key: "government", name: "Government of India", plural: "Government of India",
    description: "Initiatives, offerings and ministries of the Government of India.",
    landing: ["/government-of-india", "/government"],
    listings: [
      { path: "/government-of-india/all" },
      { path: "/government-of-india/all-initiatives-and-offerings", category: "initiatives-and-offerings", title: "Initiatives and Offerings" },
      { path: "/government-of-india/all-state-initiatives", category: "state-initiatives", title: "State Initiatives" },
    ],
    detail: "/government",
    categoryDetail: { ministry: "/ministries" },
    categoryNames: { "initiatives-and-offerings": "Initiatives and Offerings", "state-initiatives": "State Initiatives", ministry: "Ministries" },
    facets: ["tag", "state"], schemaType: "GovernmentOrganization",
  },
  {
    id: 24, key: "learning", name: "Course", plural: "Learning",
    description: "Courses to learn AI, from first steps to specialist skills.",
    landing: ["/learning"], listings: [{ path: "/learning/all" }],
    detail: "/learning", facets: ["tag"], schemaType: "Course",
  },
  {
    id: 30, key: "datasets", name: "Datasets", plural: "Datasets",
    description: "Open datasets for training and evaluating AI.",
    landing: ["/datasets"], listings: [{ path: "/datasets/all" }],
    detail: "/dataset", bareListing: ["/dataset"], facets: ["tag", "year"], schemaType: "Dataset",
  },
  {
    id: 31, key: "countries", name: "Countries & Regions", plural: "Countries & Regions",
    description: "AI policy and ecosystems around the world.",
    landing: ["/countriesregions", "/countries"], listings: [{ path: "/countriesregions/all" }, { path: "/countries/all" }],
    detail: "/countriesregions", facets: ["tag"], schemaType: "Country",
  },
  {
    id: 34, key: "job-roles", name: "Job Role", plural: "Job Roles",
    description: "Roles in AI and the skills they need.",
    landing: ["/job-roles"], listings: [{ path: "/job-roles/all" }],
    detail: "/job-roles", facets: ["tag"], schemaType: null,
  },
  {
    id: 37, key: "missions", name: "Mission", plural: "Missions",
    description: "National missions driving AI adoption.",
    landing: ["/missions"], listings: [{ path: "/missions/all" }],
    detail: "/missions", facets: ["tag"], schemaType: null,
  },
  {
    id: 40, key: "ai-standards", name: "AI Standards", plural: "AI Standards",
    description: "Standards for trustworthy and interoperable AI.",
    landing: ["/ai-standards"], listings: [{ path: "/ai-standards/all" }],
    detail: "/ai-standards", facets: ["tag"], schemaType: null,
  },
  {
    id: 41, key: "data-standards", name: "Metadata & Data Standards", plural: "Metadata & Data Standards",
    description: "Standards for describing and exchanging data.",
    landing: ["/metadata-data-standards"], listings: [{ path: "/metadata-data-standards/all" }],
    detail: "/metadata-data-standards", facets: ["tag"], schemaType: null,
  },
];

/**
 * The site's menus of content types, by type id in the order SPEC §2 lists them: the header's
 * Resources and Ecosystem mega menus and the footer's Explore list (which adds Contribute and
 * Contact Us after them). Each entry links to the type's landing page under its plural name.
 */
export const MENUS = {
  resources: [2, 9, 5, 3, 4, 40, 24, 30, 41],
  ecosystem: [11, 13, 31, 12, 16, 20, 15, 18, 23],
  explore: [3, 2, 12, 4, 9, 11],
};

/**
 * Ministries are Government (23) items whose head_category is "ministry": their own landing,
 * listing and detail prefix (SPEC "23 ministries").
 */
export const MINISTRIES = {
  typeId: 23, category: "ministry", name: "Ministry", plural: "Ministries",
  description: "Ministries of the Government of India and their AI work.",
  landing: "/ministries", listing: "/ministries/all", detail: "/ministries",
};

/** PRODUCT_NAME on the server and at build time; the browser has no `process`. */
export function envProductName() {
  return typeof process !== "undefined" && process.env ? process.env.PRODUCT_NAME : undefined;
}

/** The product portal landing (SPEC "/{product}portal"); the product name is fixed at build time. */
export function portalPath(productName = envProductName() || "IndiaAI") {
  return `/${productName.toLowerCase().replace(/[^a-z0-9]/g, "")}portal`;
}

/**
 * Every URL the browse pages answer, as { id, path, kind } for remix.config.js `routes()`.
 * kind "landing" and "listing" are served by routes/content.landing.tsx and
 * routes/content.listing.tsx; "detail" by routes/content.detail.tsx.
 * @returns {{ id: string, path: string, kind: "landing" | "listing" | "detail" | "hub" | "author" }[]}
 */
export function browseRoutes() {
  /** @type {{ id: string, path: string, kind: "landing" | "listing" | "detail" | "hub" | "author" }[]} */
  const out = [];
  const seen = new Set();
  /** @param {string} path @param {"landing" | "listing" | "detail" | "hub" | "author"} kind */
  const add = (path, kind) => {
    if (seen.has(path)) return;
    seen.add(path);
    const id = `browse-${kind}${path.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}`;
    out.push({ id, path, kind });
  };
  for (const t of CONTENT_TYPES) {
    for (const p of t.landing) add(p, "landing");
    for (const l of t.listings) add(l.path, "listing");
    for (const p of t.bareListing ?? []) add(p, "listing");
  }
  add(MINISTRIES.landing, "landing");
  add(MINISTRIES.listing, "listing");
  add(portalPath(), "landing");
  for (const t of CONTENT_TYPES) {
    for (const p of [t.detail, ...(t.detailAliases ?? [])]) add(`${p}/:slug`, "detail");
    for (const p of Object.values(t.categoryDetail ?? {})) add(`${p}/:slug`, "detail");
  }
  add("/hub", "hub");
  add("/hub/:slug", "hub");
  add("/author", "author");
  add("/author/:slug", "author");
  return out;
}
