// @ts-check
/**
 * The content-type registry as plain data, in plain JavaScript so that app/routes.ts can
 * import it at build time without a TypeScript loader. app/content/registry.ts wraps it with
 * types and helpers; everything else imports the TypeScript module.
 *
 * One entry per listed collection type (contract/collection-types.ts, SPEC §3):
 *   id        collection type id
 *   key       the contract's key
 *   name      display name on cards (SPEC §3 "Display names")
 *   plural    heading of the landing page and listings
 *   hi        the name, plural and description in Hindi (and `titleHi` beside a listing's title):
 *             kept here beside the English so a type is described in one place
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
/** @typedef {{ path: string, category?: string, title?: string, titleHi?: string }} ListingDef */
/** @typedef {{ name: string, plural: string, description: string }} TypeText */
/**
 * @typedef {{
 *   id: number, key: string, name: string, plural: string, description: string, hi: TypeText,
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
    hi: { name: "लेख", plural: "लेख", description: "भारत में कृत्रिम बुद्धिमत्ता पर विश्लेषण और व्याख्यात्मक लेख।" },
    landing: ["/articles"], listings: [{ path: "/articles/all" }],
    detail: "/article", bareListing: ["/article"], facets: ["tag", "year"], schemaType: "Article",
  },
  {
    id: 3, key: "news", name: "News", plural: "News",
    description: "The latest news from India's AI ecosystem.",
    hi: { name: "समाचार", plural: "समाचार", description: "भारत के एआई इकोसिस्टम से ताज़ा समाचार।" },
    landing: ["/news"], listings: [{ path: "/news/all" }],
    detail: "/news", facets: ["tag", "year"], schemaType: "NewsArticle",
  },
  {
    id: 4, key: "case-studies", name: "Case Studies", plural: "Case Studies",
    description: "How AI is being put to work across sectors.",
    hi: { name: "केस स्टडी", plural: "केस स्टडी", description: "विभिन्न क्षेत्रों में एआई को किस तरह काम में लाया जा रहा है।" },
    landing: ["/case-studies"], listings: [{ path: "/case-studies/all" }, { path: "/case-study/all" }],
    detail: "/case-study", bareListing: ["/case-study"], facets: ["tag", "year"], schemaType: "Article",
  },
  {
    id: 5, key: "videos", name: "Videos", plural: "Videos",
    description: "Talks, explainers and event recordings.",
    hi: { name: "वीडियो", plural: "वीडियो", description: "वार्ताएँ, व्याख्यात्मक वीडियो और कार्यक्रमों की रिकॉर्डिंग।" },
    landing: ["/videos"], listings: [{ path: "/videos/all" }, { path: "/raise/video-library", title: "RAISE Video Library", titleHi: "रेज़ वीडियो लाइब्रेरी" }],
    detail: "/videos", detailAliases: ["/raise/video-library"], facets: ["tag", "year"], schemaType: "VideoObject", ogType: "video.other",
  },
  {
    id: 9, key: "research-reports", name: "Research Report", plural: "Research Reports",
    description: "Reports and papers on AI research, policy and practice.",
    hi: { name: "शोध रिपोर्ट", plural: "शोध रिपोर्ट", description: "एआई शोध, नीति और व्यवहार पर रिपोर्ट और शोध-पत्र।" },
    landing: ["/research-reports"], listings: [{ path: "/research-reports/all" }],
    detail: "/research-reports", facets: ["tag", "year"], schemaType: "Report",
  },
  {
    id: 11, key: "events", name: "Event", plural: "Events",
    description: "Conferences, workshops and hackathons.",
    hi: { name: "कार्यक्रम", plural: "कार्यक्रम", description: "सम्मेलन, कार्यशालाएँ और हैकाथॉन।" },
    landing: ["/events"], listings: [{ path: "/events/all" }],
    detail: "/events", facets: ["tag", "state", "country", "year"], schemaType: "Event",
  },
  {
    id: 12, key: "startups", name: "Startup", plural: "Startups",
    description: "AI startups building in India.",
    hi: { name: "स्टार्टअप", plural: "स्टार्टअप", description: "भारत में काम कर रहे एआई स्टार्टअप।" },
    landing: ["/startup"], listings: [{ path: "/startup/all" }],
    detail: "/startup", facets: ["tag", "state"], schemaType: "Organization",
  },
  {
    id: 13, key: "colleges", name: "Colleges", plural: "Colleges",
    description: "Colleges and universities teaching and researching AI.",
    hi: { name: "कॉलेज", plural: "कॉलेज", description: "एआई की पढ़ाई और शोध करने वाले कॉलेज और विश्वविद्यालय।" },
    landing: ["/colleges"], listings: [{ path: "/colleges/all" }],
    detail: "/college", bareListing: ["/college"], facets: ["tag", "state"], schemaType: "CollegeOrUniversity",
  },
  {
    id: 14, key: "incubators", name: "Incubator", plural: "Incubators",
    description: "Incubators and accelerators supporting AI startups.",
    hi: { name: "इनक्यूबेटर", plural: "इनक्यूबेटर", description: "एआई स्टार्टअप को सहयोग देने वाले इनक्यूबेटर और एक्सेलरेटर।" },
    landing: ["/incubators"], listings: [{ path: "/incubators/all" }],
    detail: "/incubator", bareListing: ["/incubator"], facets: ["tag", "state"], schemaType: "Organization",
  },
  {
    id: 15, key: "investment-funds", name: "Investment Fund", plural: "Investment Funds",
    description: "Funds investing in AI companies.",
    hi: { name: "निवेश कोष", plural: "निवेश कोष", description: "एआई कंपनियों में निवेश करने वाले कोष।" },
    landing: ["/investment-funds"], listings: [{ path: "/investment-funds/all" }],
    detail: "/investment-fund", bareListing: ["/investment-fund"], facets: ["tag", "country"], schemaType: "Organization",
  },
  {
    id: 16, key: "companies", name: "Company", plural: "Companies",
    description: "Companies building and using AI.",
    hi: { name: "कंपनी", plural: "कंपनियाँ", description: "एआई का निर्माण और उपयोग करने वाली कंपनियाँ।" },
    landing: ["/companies"], listings: [{ path: "/companies/all" }],
    detail: "/company", bareListing: ["/company"], facets: ["tag", "state", "country"], schemaType: "Organization",
  },
  {
    id: 17, key: "products", name: "Product", plural: "Products",
    description: "AI products made in India.",
    hi: { name: "उत्पाद", plural: "उत्पाद", description: "भारत में बने एआई उत्पाद।" },
    landing: ["/products"], listings: [{ path: "/products/all" }],
    detail: "/product", bareListing: ["/product"], facets: ["tag"], schemaType: "Product",
  },
  {
    id: 18, key: "people", name: "People", plural: "People",
    description: "Researchers, founders and leaders in AI.",
    hi: { name: "व्यक्ति", plural: "व्यक्ति", description: "एआई के शोधकर्ता, संस्थापक और अग्रणी व्यक्ति।" },
    landing: ["/people"], listings: [{ path: "/people/all" }],
    detail: "/people", facets: ["tag", "country"], schemaType: "Person", ogType: "profile",
  },
  {
    id: 20, key: "initiatives", name: "Initiatives", plural: "Initiatives",
    description: "AI initiatives by colleges, companies and governments.",
    hi: { name: "पहल", plural: "पहल", description: "कॉलेजों, कंपनियों और सरकारों की एआई पहल।" },
    landing: ["/initiatives"],
    listings: [
      { path: "/initiatives/all" },
      { path: "/initiatives/all-colleges", category: "college", title: "Initiatives by Colleges", titleHi: "कॉलेजों की पहल" },
      { path: "/initiatives/all-companies", category: "company", title: "Initiatives by Companies", titleHi: "कंपनियों की पहल" },
      { path: "/initiatives/all-goverment", category: "government", title: "Government Initiatives", titleHi: "सरकारी पहल" },
      { path: "/initiatives/all-state-government", category: "state-government", title: "State Government Initiatives", titleHi: "राज्य सरकारों की पहल" },
    ],
    detail: "/initiatives",
    categoryNames: { college: "Colleges", company: "Companies", government: "Government", "state-government": "State Governments" },
    facets: ["tag", "state"], schemaType: null,
  },
  {
    id: 23, key: "government", name: "Government of India", plural: "Government of India",
    description: "Initiatives, offerings and ministries of the Government of India.",
    hi: { name: "भारत सरकार", plural: "भारत सरकार", description: "भारत सरकार की पहल, सेवाएँ और मंत्रालय।" },
    landing: ["/government-of-india", "/government"],
    listings: [
      { path: "/government-of-india/all", titleHi: "भारत सरकार: सभी सामग्री" },
      { path: "/government-of-india/all-initiatives-and-offerings", category: "initiatives-and-offerings", title: "Initiatives and Offerings", titleHi: "पहल और सेवाएँ" },
      { path: "/government-of-india/all-state-initiatives", category: "state-initiatives", title: "State Initiatives", titleHi: "राज्यों की पहल" },
    ],
    detail: "/government",
    categoryDetail: { ministry: "/ministries" },
    categoryNames: { "initiatives-and-offerings": "Initiatives and Offerings", "state-initiatives": "State Initiatives", ministry: "Ministries" },
    facets: ["tag", "state"], schemaType: "GovernmentOrganization",
  },
  {
    id: 24, key: "learning", name: "Course", plural: "Learning",
    description: "Courses to learn AI, from first steps to specialist skills.",
    hi: { name: "पाठ्यक्रम", plural: "पाठ्यक्रम", description: "एआई सीखने के पाठ्यक्रम, पहले कदम से लेकर विशेषज्ञ कौशल तक।" },
    landing: ["/learning"], listings: [{ path: "/learning/all" }],
    detail: "/learning", facets: ["tag"], schemaType: "Course",
  },
  {
    id: 30, key: "datasets", name: "Datasets", plural: "Datasets",
    description: "Open datasets for training and evaluating AI.",
    hi: { name: "डेटासेट", plural: "डेटासेट", description: "एआई के प्रशिक्षण और मूल्यांकन के लिए खुले डेटासेट।" },
    landing: ["/datasets"], listings: [{ path: "/datasets/all" }],
    detail: "/dataset", bareListing: ["/dataset"], facets: ["tag", "year"], schemaType: "Dataset",
  },
  {
    id: 31, key: "countries", name: "Countries & Regions", plural: "Countries & Regions",
    description: "AI policy and ecosystems around the world.",
    hi: { name: "देश और क्षेत्र", plural: "देश और क्षेत्र", description: "दुनिया भर में एआई नीति और इकोसिस्टम।" },
    landing: ["/countriesregions", "/countries"], listings: [{ path: "/countriesregions/all" }, { path: "/countries/all" }],
    detail: "/countriesregions", facets: ["tag"], schemaType: "Country",
  },
  {
    id: 34, key: "job-roles", name: "Job opening", plural: "Job openings",
    description: "Roles in AI and the skills they need.",
    hi: { name: "रोज़गार अवसर", plural: "रोज़गार अवसर", description: "एआई की कार्य भूमिकाएँ और उनके लिए ज़रूरी कौशल।" },
    landing: ["/job-roles"], listings: [{ path: "/job-roles/all" }],
    detail: "/job-roles", facets: ["tag"], schemaType: null,
  },
  {
    id: 37, key: "missions", name: "Mission", plural: "Missions",
    description: "National missions driving AI adoption.",
    hi: { name: "मिशन", plural: "मिशन", description: "एआई को अपनाने को गति देने वाले राष्ट्रीय मिशन।" },
    landing: ["/missions"], listings: [{ path: "/missions/all" }],
    detail: "/missions", facets: ["tag"], schemaType: null,
  },
  {
    id: 40, key: "ai-standards", name: "AI Standards", plural: "AI Standards",
    description: "Standards for trustworthy and interoperable AI.",
    hi: { name: "एआई मानक", plural: "एआई मानक", description: "भरोसेमंद और अंतर-संचालनीय एआई के मानक।" },
    landing: ["/ai-standards"], listings: [{ path: "/ai-standards/all" }],
    detail: "/ai-standards", facets: ["tag"], schemaType: null,
  },
  {
    id: 41, key: "data-standards", name: "Metadata & Data Standards", plural: "Metadata & Data Standards",
    description: "Standards for describing and exchanging data.",
    hi: { name: "मेटाडेटा और डेटा मानक", plural: "मेटाडेटा और डेटा मानक", description: "डेटा के विवरण और आदान-प्रदान के मानक।" },
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
  hi: { name: "मंत्रालय", plural: "मंत्रालय", description: "भारत सरकार के मंत्रालय और एआई में उनका कार्य।" },
  landing: "/ministries", listing: "/ministries/all", detail: "/ministries",
};

/**
 * The path prefix of an item's detail page: its category's own prefix (ministries) or its type's;
 * null for a type the portal has no pages for. Plain data for the API too (the assistant's links).
 * @param {number} typeId
 * @param {string | null | undefined} headCategory
 * @returns {string | null}
 */
export function detailPrefix(typeId, headCategory) {
  const type = CONTENT_TYPES.find((t) => t.id === typeId);
  if (!type) return null;
  return (headCategory && type.categoryDetail?.[headCategory]) || type.detail;
}

/** PRODUCT_NAME on the server and at build time; the browser has no `process`. */
export function envProductName() {
  return typeof process !== "undefined" && process.env ? process.env.PRODUCT_NAME : undefined;
}

/**
 * The product portal landing (SPEC "/{product}portal"); the product name is fixed at build time.
 * The address is made of the name's Latin letters and digits: a name in another script (the Hindi
 * settings' "इंडियाएआई") has none, and the address stays the default one, the same in every language.
 */
/** @param {string} [productName] */
export function portalPath(productName) {
  /** @param {string | undefined} name */
  const slug = (name) => (name ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");
  return `/${slug(productName) || slug(envProductName()) || "indiaai"}portal`;
}

/**
 * Every URL the browse pages answer, as { id, path, kind } for app/routes.ts.
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
