import type { AdviceTopic } from "../../contract";
import { wordsPattern } from "./facts";
import { TYPE_WORDS } from "./vocabulary";
import { wordsOf } from "./words";

/**
 * Questions that ask for medical, legal or financial advice get a fixed, kind refusal with a
 * pointer to the public service that can help (the portal words it, in both languages): the
 * portal's articles about AI in health, law or finance are not advice for one person's case,
 * and an answer quoted from them could read as if they were.
 *
 * A question asks for advice when it names the field's words about a person's own case ("my",
 * "I", "मुझे"), asks what one should do or take about them ("should I", "best medicine", "which
 * stock to buy"), or asks for advice outright ("legal advice"). A question about the field
 * ("AI for diabetic retinopathy screening", "which fund invests in climate adaptation?") is
 * answered from the content as before, and so is one that names what the portal lists ("the best
 * dataset on diabetes"), unless it is about one's own case as well ("which startup should I
 * invest in?").
 */

const DOMAINS: [AdviceTopic, string[]][] = [
  [
    "medical",
    [
      "symptom",
      "symptoms",
      "fever",
      "pain",
      "cough",
      "cold",
      "headache",
      "medicine",
      "medicines",
      "medication",
      "tablet",
      "tablets",
      "pill",
      "pills",
      "dose",
      "dosage",
      "drug",
      "drugs",
      "treatment",
      "treat",
      "cure",
      "diagnose",
      "diagnosis",
      "disease",
      "illness",
      "sick",
      "pregnant",
      "pregnancy",
      "diabetes",
      "blood pressure",
      "cancer",
      "infection",
      "allergy",
      "rash",
      "injury",
      "paracetamol",
      "antibiotic",
      "antibiotics",
      "vaccine",
      "doctor",
      "बुखार",
      "दर्द",
      "खांसी",
      "खाँसी",
      "दवा",
      "दवाई",
      "दवाएं",
      "दवाएँ",
      "दवाइयां",
      "दवाइयाँ",
      "इलाज",
      "उपचार",
      "बीमारी",
      "खुराक",
      "गोली",
      "गोलियां",
      "मधुमेह",
      "शुगर",
      "कैंसर",
      "रक्तचाप",
      "बीपी",
      "संक्रमण",
      "गर्भवती",
      "डॉक्टर",
      "लक्षण",
    ],
  ],
  [
    "legal",
    [
      "sue",
      "lawsuit",
      "lawyer",
      "advocate",
      "court",
      "legal",
      "illegal",
      "bail",
      "divorce",
      "custody",
      "fir",
      "police complaint",
      "arrest",
      "arrested",
      "eviction",
      "evict",
      "landlord",
      "tenant",
      "inheritance",
      "property dispute",
      "legal notice",
      "alimony",
      "dowry",
      "मुकदमा",
      "मुक़दमा",
      "वकील",
      "अदालत",
      "कोर्ट",
      "कानूनी",
      "क़ानूनी",
      "जमानत",
      "ज़मानत",
      "तलाक",
      "तलाक़",
      "एफआईआर",
      "गिरफ्तारी",
      "गिरफ़्तारी",
      "मकान मालिक",
      "किरायेदार",
      "वसीयत",
      "संपत्ति विवाद",
      "दहेज",
    ],
  ],
  [
    "financial",
    [
      "invest",
      "investing",
      "investment",
      "investments",
      "stock",
      "stocks",
      "share",
      "shares",
      "mutual fund",
      "mutual funds",
      "sip",
      "crypto",
      "bitcoin",
      "loan",
      "loans",
      "emi",
      "mortgage",
      "tax",
      "taxes",
      "income tax",
      "insurance",
      "pension",
      "savings",
      "portfolio",
      "trading",
      "fixed deposit",
      "credit card",
      "credit score",
      "निवेश",
      "शेयर",
      "म्यूचुअल फंड",
      "लोन",
      "ऋण",
      "कर्ज",
      "कर्ज़",
      "टैक्स",
      "आयकर",
      "बीमा",
      "पेंशन",
      "क्रिप्टो",
      "बचत",
      "ईएमआई",
      "क्रेडिट कार्ड",
    ],
  ],
];

const DOMAIN_PATTERNS = DOMAINS.map(([topic, words]) => [topic, wordsPattern(words)] as const);

/** About one's own case. */
const PERSONAL = wordsPattern([
  "i",
  "i'm",
  "im",
  "me",
  "my",
  "mine",
  "myself",
  "we",
  "our",
  "us",
  "my wife",
  "my husband",
  "my child",
  "my son",
  "my daughter",
  "my mother",
  "my father",
  "मैं",
  "मुझे",
  "मुझको",
  "मेरा",
  "मेरी",
  "मेरे",
  "हम",
  "हमें",
  "हमारा",
  "हमारी",
  "हमारे",
]);

/** Asking what to do or take. */
const SEEKING = wordsPattern([
  "should",
  "shall",
  "best",
  "recommend",
  "recommended",
  "advise",
  "advice",
  "suggest",
  "which one",
  "what to take",
  "what to do",
  "how to treat",
  "how to cure",
  "cure for",
  "treatment for",
  "safe to take",
  "to buy",
  "to invest",
  "worth buying",
  "चाहिए",
  "सलाह",
  "सुझाव",
  "बेहतर",
  "सबसे अच्छा",
  "सबसे अच्छी",
  "क्या लूं",
  "क्या लूँ",
  "क्या करूं",
  "क्या करूँ",
  "खरीदूं",
  "खरीदूँ",
]);

/** Asking for advice outright: "legal advice", "चिकित्सा सलाह". */
const OUTRIGHT: [AdviceTopic, RegExp][] = [
  ["medical", wordsPattern(["medical advice", "health advice", "doctor's advice", "चिकित्सा सलाह", "स्वास्थ्य सलाह", "डॉक्टर की सलाह"])],
  ["legal", wordsPattern(["legal advice", "legal help", "कानूनी सलाह", "क़ानूनी सलाह", "कानूनी मदद"])],
  ["financial", wordsPattern(["financial advice", "investment advice", "tax advice", "वित्तीय सलाह", "निवेश सलाह", "टैक्स सलाह"])],
];

/** Whether the question names a kind of item the portal lists (a dataset, a course, a startup…). */
function namesContent(text: string): boolean {
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 3 && i + n <= words.length; n++) if (TYPE_WORDS.has(words.slice(i, i + n).join(" "))) return true;
  }
  return false;
}

/** The kind of advice a question asks for, or null when it asks about the portal's content. */
export function adviceAsked(question: string): AdviceTopic | null {
  const text = question.normalize("NFC").replace(/[’']/g, "'").toLowerCase();
  for (const [topic, pattern] of OUTRIGHT) if (pattern.test(text)) return topic;
  const personal = PERSONAL.test(text);
  const seeking = SEEKING.test(text);
  if (namesContent(text) ? !(personal && seeking) : !(personal || seeking)) return null;
  for (const [topic, pattern] of DOMAIN_PATTERNS) if (pattern.test(text)) return topic;
  return null;
}
