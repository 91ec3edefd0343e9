/**
 * The content-type registry: one entry per listed collection type (contract/collection-types.ts,
 * docs/product/browse.md#content-types) with every fact about it, the one table both sides read. The API takes keys, names,
 * facets and detail paths (the assistant's and the alerts' links, authoring's public addresses);
 * the portal builds its routes, menus, cards, detail facts, JSON-LD and `og:type` from it
 * (app/content/registry.ts). Adding a type, or a fact to a type, is one edit here. What each
 * field means: ContentTypeDef in ./content-type-defs.ts.
 */
import { LOCATION, SECTOR, WEBSITE, fact, jsonLd, type ContentTypeDef, type FactDef } from "./content-type-defs";

export * from "./content-type-defs";

export const CONTENT_TYPES: readonly ContentTypeDef[] = [
  {
    id: 2, key: "articles", name: "Article", plural: "Articles",
    description: "Analysis and explainers on artificial intelligence in India.",
    hi: { name: "लेख", plural: "लेख", description: "भारत में कृत्रिम बुद्धिमत्ता पर विश्लेषण और व्याख्यात्मक लेख।" },
    landing: ["/articles"], listings: [{ path: "/articles/all" }],
    detail: "/article", bareListing: ["/article"], facets: ["tag", "year"], jsonLd: jsonLd("Article", "article"),
    facts: [LOCATION],
  },
  {
    id: 3, key: "news", name: "News", plural: "News",
    description: "The latest news from India's AI ecosystem.",
    hi: { name: "समाचार", plural: "समाचार", description: "भारत के एआई इकोसिस्टम से ताज़ा समाचार।" },
    landing: ["/news"], listings: [{ path: "/news/all" }],
    detail: "/news", facets: ["tag", "year"], jsonLd: jsonLd("NewsArticle", "article"),
    facts: [LOCATION],
  },
  {
    id: 4, key: "case-studies", name: "Case Studies", plural: "Case Studies",
    description: "How AI is being put to work across sectors.",
    hi: { name: "केस स्टडी", plural: "केस स्टडी", description: "विभिन्न क्षेत्रों में एआई को किस तरह काम में लाया जा रहा है।" },
    landing: ["/case-studies"], listings: [{ path: "/case-studies/all" }, { path: "/case-study/all" }],
    detail: "/case-study", bareListing: ["/case-study"], facets: ["tag", "year"], jsonLd: jsonLd("Article", "article"),
    facts: [LOCATION],
  },
  {
    id: 5, key: "videos", name: "Videos", plural: "Videos",
    description: "Talks, explainers and event recordings.",
    hi: { name: "वीडियो", plural: "वीडियो", description: "वार्ताएँ, व्याख्यात्मक वीडियो और कार्यक्रमों की रिकॉर्डिंग।" },
    landing: ["/videos"], listings: [{ path: "/videos/all" }, { path: "/raise/video-library", title: "RAISE Video Library", titleHi: "रेज़ वीडियो लाइब्रेरी" }],
    detail: "/videos", detailAliases: ["/raise/video-library"], facets: ["tag", "year"], jsonLd: jsonLd("VideoObject", "video"), ogType: "video.other",
    facts: [fact.duration("duration", "duration", "video_duration_seconds")],
  },
  {
    id: 9, key: "research-reports", name: "Research Report", plural: "Research Reports",
    description: "Reports and papers on AI research, policy and practice.",
    hi: { name: "शोध रिपोर्ट", plural: "शोध रिपोर्ट", description: "एआई शोध, नीति और व्यवहार पर रिपोर्ट और शोध-पत्र।" },
    landing: ["/research-reports"], listings: [{ path: "/research-reports/all" }],
    detail: "/research-reports", facets: ["tag", "year"], jsonLd: jsonLd("Report", "article"),
    facts: [LOCATION],
  },
  {
    id: 11, key: "events", name: "Event", plural: "Events",
    description: "Conferences, workshops and hackathons.",
    hi: { name: "कार्यक्रम", plural: "कार्यक्रम", description: "सम्मेलन, कार्यशालाएँ और हैकाथॉन।" },
    landing: ["/events"], listings: [{ path: "/events/all" }],
    detail: "/events", facets: ["tag", "state", "country", "year"], jsonLd: jsonLd("Event", "event"),
    facts: [
      fact.dateTime("starts", "starts", "event_start"), fact.dateTime("ends", "ends", "event_end"), fact.text("venue", "venue", "venue"), LOCATION,
      fact.link("registration", "registration", "registration_url", "register"),
    ],
  },
  {
    id: 12, key: "startups", name: "Startup", plural: "Startups",
    description: "AI startups building in India.",
    hi: { name: "स्टार्टअप", plural: "स्टार्टअप", description: "भारत में काम कर रहे एआई स्टार्टअप।" },
    landing: ["/startup"], listings: [{ path: "/startup/all" }],
    detail: "/startup", facets: ["tag", "state"], jsonLd: jsonLd("Organization", "organization"),
    facts: [SECTOR, fact.text("stage", "stage", "stage"), fact.list("founders", "founders", "founders"), LOCATION, WEBSITE],
  },
  {
    id: 13, key: "colleges", name: "Colleges", plural: "Colleges",
    description: "Colleges and universities teaching and researching AI.",
    hi: { name: "कॉलेज", plural: "कॉलेज", description: "एआई की पढ़ाई और शोध करने वाले कॉलेज और विश्वविद्यालय।" },
    landing: ["/colleges"], listings: [{ path: "/colleges/all" }],
    detail: "/college", bareListing: ["/college"], facets: ["tag", "state"], jsonLd: jsonLd("CollegeOrUniversity", "organization"),
    facts: [SECTOR, LOCATION, WEBSITE],
  },
  {
    id: 14, key: "incubators", name: "Incubator", plural: "Incubators",
    description: "Incubators and accelerators supporting AI startups.",
    hi: { name: "इनक्यूबेटर", plural: "इनक्यूबेटर", description: "एआई स्टार्टअप को सहयोग देने वाले इनक्यूबेटर और एक्सेलरेटर।" },
    landing: ["/incubators"], listings: [{ path: "/incubators/all" }],
    detail: "/incubator", bareListing: ["/incubator"], facets: ["tag", "state"], jsonLd: jsonLd("Organization", "organization"),
    facts: [SECTOR, LOCATION, WEBSITE],
  },
  {
    id: 15, key: "investment-funds", name: "Investment Fund", plural: "Investment Funds",
    description: "Funds investing in AI companies.",
    hi: { name: "निवेश कोष", plural: "निवेश कोष", description: "एआई कंपनियों में निवेश करने वाले कोष।" },
    landing: ["/investment-funds"], listings: [{ path: "/investment-funds/all" }],
    detail: "/investment-fund", bareListing: ["/investment-fund"], facets: ["tag", "country"], jsonLd: jsonLd("Organization", "organization"),
    facts: [fact.text("fund-size", "fundSize", "fund_size"), fact.text("fund-stage", "fundStage", "fund_stage"), LOCATION, WEBSITE],
  },
  {
    id: 16, key: "companies", name: "Company", plural: "Companies",
    description: "Companies building and using AI.",
    hi: { name: "कंपनी", plural: "कंपनियाँ", description: "एआई का निर्माण और उपयोग करने वाली कंपनियाँ।" },
    landing: ["/companies"], listings: [{ path: "/companies/all" }],
    detail: "/company", bareListing: ["/company"], facets: ["tag", "state", "country"], jsonLd: jsonLd("Organization", "organization"),
    facts: [SECTOR, LOCATION, WEBSITE],
  },
  {
    id: 17, key: "products", name: "Product", plural: "Products",
    description: "AI products made in India.",
    hi: { name: "उत्पाद", plural: "उत्पाद", description: "भारत में बने एआई उत्पाद।" },
    landing: ["/products"], listings: [{ path: "/products/all" }],
    detail: "/product", bareListing: ["/product"], facets: ["tag"], jsonLd: jsonLd("Product", "product"),
    facts: [SECTOR, LOCATION, WEBSITE],
  },
  {
    id: 18, key: "people", name: "People", plural: "People",
    description: "Researchers, founders and leaders in AI.",
    hi: { name: "व्यक्ति", plural: "व्यक्ति", description: "एआई के शोधकर्ता, संस्थापक और अग्रणी व्यक्ति।" },
    landing: ["/people"], listings: [{ path: "/people/all" }],
    detail: "/people", facets: ["tag", "country"], jsonLd: jsonLd("Person", "person"), ogType: "profile",
    facts: [], // the person card shows it all
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
    facets: ["tag", "state"], jsonLd: null,
    facts: [LOCATION],
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
    facets: ["tag", "state"], jsonLd: jsonLd("GovernmentOrganization", "organization"),
    facts: [LOCATION],
  },
  {
    id: 24, key: "learning", name: "Course", plural: "Learning",
    description: "Courses to learn AI, from first steps to specialist skills.",
    hi: { name: "पाठ्यक्रम", plural: "पाठ्यक्रम", description: "एआई सीखने के पाठ्यक्रम, पहले कदम से लेकर विशेषज्ञ कौशल तक।" },
    landing: ["/learning"], listings: [{ path: "/learning/all" }],
    detail: "/learning", facets: ["tag"], jsonLd: jsonLd("Course", "course"),
    facts: [fact.text("provider", "provider", "provider"), fact.text("level", "level", "level"), fact.text("course-duration", "duration", "duration")],
  },
  {
    id: 30, key: "datasets", name: "Datasets", plural: "Datasets",
    description: "Open datasets for training and evaluating AI.",
    hi: { name: "डेटासेट", plural: "डेटासेट", description: "एआई के प्रशिक्षण और मूल्यांकन के लिए खुले डेटासेट।" },
    landing: ["/datasets"], listings: [{ path: "/datasets/all" }],
    detail: "/dataset", bareListing: ["/dataset"], facets: ["tag", "year"], jsonLd: jsonLd("Dataset", "dataset"),
    facts: [
      fact.text("format", "format", "dataset_format"), fact.text("licence", "licence", "dataset_licence"), fact.text("size", "size", "dataset_size"),
      fact.date("updated", "updated", "dataset_updated"),
    ],
  },
  {
    id: 31, key: "countries", name: "Countries & Regions", plural: "Countries & Regions",
    description: "AI policy and ecosystems around the world.",
    hi: { name: "देश और क्षेत्र", plural: "देश और क्षेत्र", description: "दुनिया भर में एआई नीति और इकोसिस्टम।" },
    landing: ["/countriesregions", "/countries"], listings: [{ path: "/countriesregions/all" }, { path: "/countries/all" }],
    detail: "/countriesregions", facets: ["tag"], jsonLd: jsonLd("Country", "place"),
    facts: [fact.text("region", "region", "region")],
  },
  {
    id: 34, key: "job-roles", name: "Job opening", plural: "Job openings",
    description: "Roles in AI and the skills they need.",
    hi: { name: "रोज़गार अवसर", plural: "रोज़गार अवसर", description: "एआई की कार्य भूमिकाएँ और उनके लिए ज़रूरी कौशल।" },
    landing: ["/job-roles"], listings: [{ path: "/job-roles/all" }],
    detail: "/job-roles", facets: ["tag"], jsonLd: null,
    facts: [LOCATION],
  },
  {
    id: 37, key: "missions", name: "Mission", plural: "Missions",
    description: "National missions driving AI adoption.",
    hi: { name: "मिशन", plural: "मिशन", description: "एआई को अपनाने को गति देने वाले राष्ट्रीय मिशन।" },
    landing: ["/missions"], listings: [{ path: "/missions/all" }],
    detail: "/missions", facets: ["tag"], jsonLd: null,
    facts: [LOCATION],
  },
  {
    id: 40, key: "ai-standards", name: "AI Standards", plural: "AI Standards",
    description: "Standards for trustworthy and interoperable AI.",
    hi: { name: "एआई मानक", plural: "एआई मानक", description: "भरोसेमंद और अंतर-संचालनीय एआई के मानक।" },
    landing: ["/ai-standards"], listings: [{ path: "/ai-standards/all" }],
    detail: "/ai-standards", facets: ["tag"], jsonLd: null,
    facts: [fact.text("standard-body", "standardBody", "standard_body"), fact.text("standard-status", "standardStatus", "standard_status")],
  },
  {
    id: 41, key: "data-standards", name: "Metadata & Data Standards", plural: "Metadata & Data Standards",
    description: "Standards for describing and exchanging data.",
    hi: { name: "मेटाडेटा और डेटा मानक", plural: "मेटाडेटा और डेटा मानक", description: "डेटा के विवरण और आदान-प्रदान के मानक।" },
    landing: ["/metadata-data-standards"], listings: [{ path: "/metadata-data-standards/all" }],
    detail: "/metadata-data-standards", facets: ["tag"], jsonLd: null,
    facts: [fact.text("standard-body", "standardBody", "standard_body"), fact.text("standard-status", "standardStatus", "standard_status")],
  },
];

/**
 * Ministries are Government (23) items whose head_category is "ministry": their own landing,
 * listing and detail prefix (type 23 in the ministry category, docs/product/browse.md).
 */
export const MINISTRIES = {
  typeId: 23, category: "ministry", name: "Ministry", plural: "Ministries",
  description: "Ministries of the Government of India and their AI work.",
  hi: { name: "मंत्रालय", plural: "मंत्रालय", description: "भारत सरकार के मंत्रालय और एआई में उनका कार्य।" },
  landing: "/ministries", listing: "/ministries/all", detail: "/ministries",
};

const byId = new Map(CONTENT_TYPES.map((t) => [t.id, t]));

export function contentTypeById(id: number): ContentTypeDef | undefined {
  return byId.get(id);
}

/** The facts a type's detail pages show (a type the registry does not list shows its location). */
export function typeFacts(typeId: number): readonly FactDef[] {
  return byId.get(typeId)?.facts ?? [LOCATION];
}

/**
 * The path prefix of an item's detail page: its category's own prefix (ministries) or its type's;
 * null for a type the portal has no pages for (the assistant's and the alerts' links use it too).
 */
export function detailPrefix(typeId: number, headCategory: string | null | undefined): string | null {
  const type = byId.get(typeId);
  if (!type) return null;
  return (headCategory && type.categoryDetail?.[headCategory]) || type.detail;
}
