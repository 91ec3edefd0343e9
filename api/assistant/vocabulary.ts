/**
 * What the assistant recognises in a question besides plain words: content-type names and their
 * synonyms (English and Hindi), Indian states and cities (with other spellings and Hindi names)
 * and time words. Data only; api/assistant/understand.ts reads it.
 */
import { CONTENT_TYPES } from "../../contract/content-types";
import { OTHER_PLACES_HI, STATE_NAMES_HI } from "../../contract/place-names";

/** Extra words for types, beyond the registry's own names (lower case; phrases allowed). */
const TYPE_SYNONYMS: Record<string, string[]> = {
  articles: ["article", "articles", "explainer", "explainers", "lekh"],
  news: ["news", "खबर", "ख़बर", "खबरें", "ख़बरें", "khabar", "khabren", "khabrein", "samachar"],
  "case-studies": ["case study", "case studies", "केस स्टडीज़"],
  videos: ["video", "videos", "वीडियो"],
  "research-reports": [
    "research report",
    "research reports",
    "report",
    "reports",
    "रिपोर्ट",
    "रिपोर्टें",
    "शोध पत्र",
    "shodh report",
    "shodh patra",
    "riport",
  ],
  events: [
    "event",
    "events",
    "conference",
    "conferences",
    "workshop",
    "workshops",
    "hackathon",
    "hackathons",
    "meetup",
    "meetups",
    "आयोजन",
    "सम्मेलन",
    "कार्यशाला",
    "कार्यशालाएँ",
    "कार्यशालाएं",
    "हैकाथॉन",
    "karyakram",
    "sammelan",
    "karyashala",
  ],
  startups: ["startup", "startups", "start-up", "start-ups", "स्टार्टअप", "स्टार्टअप्स"],
  colleges: ["college", "colleges", "university", "universities", "कॉलेज", "विश्वविद्यालय", "vishwavidyalaya", "mahavidyalaya"],
  incubators: ["incubator", "incubators", "accelerator", "accelerators", "इनक्यूबेटर"],
  "investment-funds": [
    "fund",
    "funds",
    "investment fund",
    "investment funds",
    "investor",
    "investors",
    "venture capital",
    "फंड",
    "निवेश फंड",
    "निवेशक",
    "nivesh fund",
  ],
  companies: ["company", "companies", "कंपनी", "कंपनियाँ", "कंपनियां", "kampani", "kampaniyan", "kampniyan"],
  products: ["product", "products", "उत्पाद", "utpad"],
  people: [],
  initiatives: ["initiative", "initiatives", "पहल", "pahal"],
  government: ["ministry", "ministries", "मंत्रालय", "mantralay", "mantralaya"],
  learning: ["course", "courses", "कोर्स", "पाठ्यक्रम", "pathyakram"],
  datasets: ["dataset", "datasets", "data set", "data sets", "डेटासेट", "डेटा सेट", "detaset"],
  countries: ["country", "countries", "region", "regions", "देश", "desh"],
  "job-roles": [
    "job role",
    "job roles",
    "job",
    "jobs",
    "career",
    "careers",
    "नौकरी",
    "नौकरियाँ",
    "नौकरियां",
    "naukri",
    "naukari",
    "naukriyan",
    "rozgar",
    "rojgar",
  ],
  missions: ["mission", "missions", "मिशन", "mishan"],
  "ai-standards": ["standard", "standards", "ai standard", "ai standards", "मानक", "manak"],
  "data-standards": ["data standard", "data standards", "metadata standard", "metadata standards"],
};

/**
 * Names that are more often ordinary words of a question than a type asked for: "machine
 * learning", "government schools", "model training", "people want…", "paper registers", "a
 * programme for…", "founders talk about…", "write metadata". The registry gives some of them.
 */
const NOT_TYPE_WORDS = [
  "government",
  "learning",
  "learn",
  "training",
  "प्रशिक्षण",
  "people",
  "person",
  "लोग",
  "व्यक्ति",
  "paper",
  "papers",
  "programme",
  "programmes",
  "program",
  "programs",
  "talk",
  "talks",
  "recording",
  "recordings",
  "metadata",
  "firm",
  "firms",
];

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
for (const word of NOT_TYPE_WORDS) TYPE_WORDS.delete(word);

/**
 * Words an item holds by what it is, besides its type's names: a course is training, a ministry is
 * government (words too ambiguous in a question to filter by type: NOT_TYPE_WORDS).
 */
const KIND_WORDS: Record<string, string[]> = {
  learning: ["training", "प्रशिक्षण", "prashikshan"],
  government: ["government", "सरकार", "sarkar"],
  people: ["person", "people", "व्यक्ति"],
  "research-reports": ["paper", "papers"],
};

/** Collection type id → the words its items hold by what they are (every phrase naming only that type, and KIND_WORDS). */
export const KIND_TEXT = new Map<number, string>(
  CONTENT_TYPES.map((t) => {
    const names = [...TYPE_WORDS].filter(([, keys]) => keys.length === 1 && keys[0] === t.key).map(([phrase]) => phrase);
    return [t.id, [...names, ...(KIND_WORDS[t.key] ?? [])].join(" ")];
  }),
);

/** Collection keys whose items have a state or city (the registry's "state" facet). */
export const TYPES_WITH_PLACES = new Set(CONTENT_TYPES.filter((t) => t.facets.includes("state")).map((t) => t.key));

/** Collection type id by key, and back. */
export const TYPE_ID = new Map(CONTENT_TYPES.map((t) => [t.key, t.id]));
export const TYPE_KEY = new Map(CONTENT_TYPES.map((t) => [t.id, t.key]));

/**
 * Canonical place name (as stored in items' state or location) → other ways to write it: older
 * and romanised spellings ("bangalore", "dilli"); the Hindi names come from contract/place-names.ts.
 */
const PLACES: Record<string, string[]> = {
  "Himachal Pradesh": ["himachal"],
  Odisha: ["orissa"],
  "Tamil Nadu": ["tamilnadu"],
  "West Bengal": ["bengal"],
  Delhi: ["new delhi", "नई दिल्ली", "dilli", "dehli"],
  "Jammu and Kashmir": ["kashmir", "jammu kashmir"],
  Puducherry: ["pondicherry"],
  Bengaluru: ["bangalore", "banglore", "bengaluru", "bengalooru", "बंगलौर", "बेंगलूरु", "बैंगलोर"],
  Mumbai: ["bombay", "bambai"],
  Chennai: ["madras"],
  Kolkata: ["calcutta", "kalkatta"],
  Hyderabad: ["haidrabad", "hydrabad"],
  Pune: ["poona"],
  Lucknow: ["lakhnau"],
  Thiruvananthapuram: ["trivandrum"],
  Kozhikode: ["calicut"],
  Mysuru: ["mysore"],
  Varanasi: ["banaras", "benaras", "kashi"],
  Gurugram: ["gurgaon"],
  Kochi: ["cochin"],
  Visakhapatnam: ["vizag", "विशाखापत्तनम"],
  Nashik: ["nasik"],
  Coimbatore: ["kovai"],
  Ahmedabad: ["amdavad"],
  Guwahati: ["gauhati"],
  Bhubaneswar: ["bhubaneshwar"],
  "United Kingdom": ["uk", "britain", "england", "ब्रिटेन", "यूके"],
  "United States": ["usa", "us", "america", "amerika", "अमेरिका", "अमरीका"],
  "United Arab Emirates": ["uae", "emirates", "यूएई"],
  "Republic of Korea": ["korea", "south korea", "कोरिया", "दक्षिण कोरिया"],
  "European Union": ["eu", "europe", "यूरोप"],
  Germany: ["jarmani"],
  France: ["frans"],
};
// Every state, union territory, city and country the portal names, in English and Hindi. "India"
// is not a place to narrow to: everything on the portal is about India.
for (const [name, hindi] of Object.entries({ ...STATE_NAMES_HI, ...OTHER_PLACES_HI })) {
  if (name === "India") continue;
  PLACES[name] = [...(PLACES[name] ?? []), hindi];
}

/** Phrase (lower case) → the canonical place name. */
export const PLACE_WORDS = new Map<string, string>();
for (const [name, others] of Object.entries(PLACES)) {
  for (const phrase of [name, ...others]) PLACE_WORDS.set(phrase.normalize("NFC").toLowerCase().replace(/\s+/g, " "), name);
}
// "US" is also "us": only the spelled-out names stand for the United States.
PLACE_WORDS.delete("us");

/** The words of the places' canonical names ("madhya", "pradesh"): the search does not index an item's place. */
export const PLACE_NAME_WORDS = new Set(Object.keys(PLACES).flatMap((name) => name.toLowerCase().split(/\s+/)));

/** Time words → the date filter they ask for. */
export const WHEN_WORDS = new Map<string, "upcoming" | "past" | "this-year">([
  ["upcoming", "upcoming"],
  ["coming", "upcoming"],
  ["future", "upcoming"],
  ["next", "upcoming"],
  ["soon", "upcoming"],
  ["आगामी", "upcoming"],
  ["आने वाले", "upcoming"],
  ["आने वाली", "upcoming"],
  ["आगे", "upcoming"],
  ["aane wale", "upcoming"],
  ["agami", "upcoming"],
  ["past", "past"],
  ["previous", "past"],
  ["earlier", "past"],
  ["held", "past"],
  ["पिछले", "past"],
  ["पिछली", "past"],
  ["बीते", "past"],
  ["pichhle", "past"],
  ["pichle", "past"],
  ["this year", "this-year"],
  ["this years", "this-year"],
  ["इस साल", "this-year"],
  ["इस वर्ष", "this-year"],
  ["current year", "this-year"],
  ["is saal", "this-year"],
  ["is sal", "this-year"],
]);

/**
 * Time words that are ordinary words outside a question about events ("the next passage", "where
 * is it held", "earlier warnings", "the future of work"): a date filter only beside an event type.
 */
export const EVENT_ONLY_WHEN_WORDS = new Set([
  "coming",
  "future",
  "next",
  "soon",
  "आगे",
  "past",
  "previous",
  "earlier",
  "held",
  "पिछले",
  "पिछली",
  "बीते",
  "pichhle",
  "pichle",
]);
