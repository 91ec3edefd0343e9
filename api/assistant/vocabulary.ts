/**
 * What the assistant recognises in a question besides plain words: content-type names and their
 * synonyms (English and Hindi), Indian states and cities (with other spellings and Hindi names)
 * and time words. Data only; api/assistant/understand.ts reads it.
 */
import { CONTENT_TYPES } from "../../contract/content-types";

/** Extra words for types, beyond the registry's own names (lower case; phrases allowed). */
const TYPE_SYNONYMS: Record<string, string[]> = {
  articles: ["article", "articles", "explainer", "explainers"],
  news: ["news", "खबर", "ख़बर", "खबरें", "ख़बरें"],
  "case-studies": ["case study", "case studies", "केस स्टडीज़"],
  videos: ["video", "videos", "talk", "talks", "recording", "recordings"],
  "research-reports": ["research report", "research reports", "report", "reports", "paper", "papers", "रिपोर्ट", "रिपोर्टें", "शोध पत्र"],
  events: ["event", "events", "conference", "conferences", "workshop", "workshops", "hackathon", "hackathons", "meetup", "meetups", "आयोजन", "सम्मेलन", "कार्यशाला", "कार्यशालाएँ"],
  startups: ["startup", "startups", "start-up", "start-ups", "स्टार्टअप", "स्टार्टअप्स"],
  colleges: ["college", "colleges", "university", "universities", "कॉलेज", "विश्वविद्यालय"],
  incubators: ["incubator", "incubators", "accelerator", "accelerators", "इनक्यूबेटर"],
  "investment-funds": ["fund", "funds", "investment fund", "investment funds", "investor", "investors", "venture capital", "फंड", "निवेश फंड", "निवेशक"],
  companies: ["company", "companies", "firm", "firms", "कंपनी", "कंपनियाँ", "कंपनियां"],
  products: ["product", "products", "उत्पाद"],
  people: ["people", "person", "लोग", "व्यक्ति"],
  initiatives: ["initiative", "initiatives", "programme", "programmes", "program", "programs", "पहल"],
  government: ["ministry", "ministries", "मंत्रालय"],
  learning: ["course", "courses", "learn", "learning", "training", "कोर्स", "पाठ्यक्रम", "प्रशिक्षण"],
  datasets: ["dataset", "datasets", "data set", "data sets", "डेटासेट", "डेटा सेट"],
  countries: ["country", "countries", "region", "regions", "देश"],
  "job-roles": ["job role", "job roles", "job", "jobs", "career", "careers", "नौकरी", "नौकरियाँ"],
  missions: ["mission", "missions", "मिशन"],
  "ai-standards": ["standard", "standards", "ai standard", "ai standards", "मानक"],
  "data-standards": ["metadata", "data standard", "data standards", "metadata standards"],
};

/** Phrase (lower case) → collection keys it names. */
export const TYPE_WORDS = new Map<string, string[]>();
for (const type of CONTENT_TYPES) {
  const names = [type.key.replace(/-/g, " "), type.name, type.plural, type.hi.name, type.hi.plural, ...(TYPE_SYNONYMS[type.key] ?? [])];
  for (const name of names) {
    const phrase = name.normalize("NFC").toLowerCase().replace(/&/g, " ").replace(/\s+/g, " ").trim();
    const keys = TYPE_WORDS.get(phrase) ?? [];
    if (!keys.includes(type.key)) TYPE_WORDS.set(phrase, [...keys, type.key]);
  }
}
// Plurals the registry spells like the singular ("Colleges" as a name) need nothing more; a
// generic name like "government of india" is too vague to filter on alone.
TYPE_WORDS.delete("government of india");
TYPE_WORDS.delete("भारत सरकार");

/** Collection keys whose items have a state or city (the registry's "state" facet). */
export const TYPES_WITH_PLACES = new Set(CONTENT_TYPES.filter((t) => t.facets.includes("state")).map((t) => t.key));

/** Collection type id by key, and back. */
export const TYPE_ID = new Map(CONTENT_TYPES.map((t) => [t.key, t.id]));
export const TYPE_KEY = new Map(CONTENT_TYPES.map((t) => [t.id, t.key]));

/** Canonical place name (as stored in items' state or location) → other ways to write it. */
const PLACES: Record<string, string[]> = {
  "Andhra Pradesh": ["आंध्र प्रदेश"], "Arunachal Pradesh": ["अरुणाचल प्रदेश"], Assam: ["असम"], Bihar: ["बिहार"],
  Chhattisgarh: ["छत्तीसगढ़"], Goa: ["गोवा"], Gujarat: ["गुजरात"], Haryana: ["हरियाणा"], "Himachal Pradesh": ["हिमाचल प्रदेश", "himachal"],
  Jharkhand: ["झारखंड"], Karnataka: ["कर्नाटक"], Kerala: ["केरल"], "Madhya Pradesh": ["मध्य प्रदेश"], Maharashtra: ["महाराष्ट्र"],
  Manipur: ["मणिपुर"], Meghalaya: ["मेघालय"], Mizoram: ["मिज़ोरम"], Nagaland: ["नागालैंड"], Odisha: ["ओडिशा", "orissa"], Punjab: ["पंजाब"],
  Rajasthan: ["राजस्थान"], Sikkim: ["सिक्किम"], "Tamil Nadu": ["तमिलनाडु", "tamilnadu"], Telangana: ["तेलंगाना"], Tripura: ["त्रिपुरा"],
  "Uttar Pradesh": ["उत्तर प्रदेश"], Uttarakhand: ["उत्तराखंड"], "West Bengal": ["पश्चिम बंगाल", "bengal"], Delhi: ["दिल्ली", "new delhi", "नई दिल्ली"],
  "Jammu and Kashmir": ["जम्मू और कश्मीर", "kashmir"], Ladakh: ["लद्दाख"], Puducherry: ["पुडुचेरी", "pondicherry"], Chandigarh: ["चंडीगढ़"],
  Bengaluru: ["bangalore", "बेंगलुरु", "बेंगलूरु", "बंगलौर"], Mumbai: ["bombay", "मुंबई"], Chennai: ["madras", "चेन्नई"], Kolkata: ["calcutta", "कोलकाता"],
  Hyderabad: ["हैदराबाद"], Pune: ["पुणे"], Ahmedabad: ["अहमदाबाद"], Jaipur: ["जयपुर"], Lucknow: ["लखनऊ"], Bhopal: ["भोपाल"],
  Bhubaneswar: ["भुवनेश्वर"], Guwahati: ["गुवाहाटी"], Patna: ["पटना"], Ranchi: ["रांची"], Nagpur: ["नागपुर"], Coimbatore: ["कोयंबटूर"],
  Thiruvananthapuram: ["trivandrum", "तिरुवनंतपुरम"], Kozhikode: ["calicut", "कोझिकोड"], Mysuru: ["mysore", "मैसूरु"], Surat: ["सूरत"],
  Gandhinagar: ["गांधीनगर"], Ludhiana: ["लुधियाना"], Varanasi: ["वाराणसी", "banaras"], Dehradun: ["देहरादून"], Shimla: ["शिमला"],
  Madurai: ["मदुरै"], Nashik: ["नासिक"], Jodhpur: ["जोधपुर"], Karnal: ["करनाल"], Anand: [], Mandi: ["मंडी"], Noida: ["नोएडा"],
  Gurugram: ["gurgaon", "गुरुग्राम"], Kochi: ["cochin", "कोच्चि"], Visakhapatnam: ["vizag", "विशाखापत्तनम"], Indore: ["इंदौर"],
};

/** Phrase (lower case) → the canonical place name. */
export const PLACE_WORDS = new Map<string, string>();
for (const [name, others] of Object.entries(PLACES)) {
  for (const phrase of [name, ...others]) PLACE_WORDS.set(phrase.normalize("NFC").toLowerCase(), name);
}

/** Time words → the date filter they ask for. */
export const WHEN_WORDS = new Map<string, "upcoming" | "past" | "this-year">([
  ["upcoming", "upcoming"], ["coming", "upcoming"], ["future", "upcoming"], ["next", "upcoming"], ["soon", "upcoming"],
  ["आगामी", "upcoming"], ["आने वाले", "upcoming"], ["आने वाली", "upcoming"], ["आगे", "upcoming"],
  ["past", "past"], ["previous", "past"], ["earlier", "past"], ["held", "past"], ["पिछले", "past"], ["पिछली", "past"], ["बीते", "past"],
  ["this year", "this-year"], ["this years", "this-year"], ["इस साल", "this-year"], ["इस वर्ष", "this-year"], ["current year", "this-year"],
]);
