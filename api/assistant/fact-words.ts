import { wordsPattern, type Intent } from "./intents";

/**
 * Words that say which fact is asked for, not what about: "who founded VaaniBridge AI?" is about
 * VaaniBridge AI, whose page names its founders without the word "founded". They are left out of
 * the words searched for and scored when others remain; the facts then answer them.
 */
const FACT_WORDS = new Set([
  "founded",
  "founder",
  "founders",
  "venue",
  "venues",
  "date",
  "dates",
  "deadline",
  "deadlines",
  "size",
  "cost",
  "costs",
  "fee",
  "fees",
  "price",
  "amount",
  "duration",
  "located",
  "address",
  "register",
  "registration",
  "apply",
  "applying",
  "organiser",
  "organisers",
  "organizer",
  "organizers",
  "organised",
  "organized",
  "provider",
  "offered",
  "big",
  "large",
  "long",
  "held",
  "based",
  "takes",
  "place",
  "time",
  "timing",
  "timings",
  "तारीख",
  "तारीख़",
  "तिथि",
  "तिथियाँ",
  "तिथियां",
  "स्थान",
  "जगह",
  "संस्थापक",
  "आवेदन",
  "पंजीकरण",
  "शुल्क",
  "फीस",
  "अवधि",
  "आकार",
  "आयोजक",
  "आयोजन",
  "स्थल",
]);

/** "Which city", "किस राज्य", "kis shahar": the kind of place asked for, not what the question is about. */
const WHICH = new Set([
  "which",
  "what",
  "किस",
  "कौन",
  "कौनसे",
  "कौनसा",
  "कौनसी",
  "kis",
  "kaun",
  "kaunse",
  "kaunsa",
  "kaunsi",
  "konse",
  "konsa",
]);
/** "कौन से शहर", "kaun se": the word between. */
const LINKS = new Set(["से", "सा", "सी", "se", "sa", "si"]);
const PLACE_KINDS = new Set([
  "city",
  "town",
  "state",
  "district",
  "country",
  "place",
  "location",
  "शहर",
  "नगर",
  "राज्य",
  "ज़िले",
  "जिले",
  "देश",
]);

/**
 * The terms of a question that only name the fact asked for: the fact words ("founded",
 * "venue", "based"), and the kind of place after "which" ("which city is it based in?").
 * `words` are the question's words as read (understand.ts readWords: "kis shahar" is "kis city").
 */
export function factWordsIn(words: string[], terms: string[]): Set<string> {
  const after = (i: number) => WHICH.has(words[i - 1]) || (LINKS.has(words[i - 1]) && WHICH.has(words[i - 2]));
  const kinds = new Set(words.filter((w, i) => i > 0 && PLACE_KINDS.has(w) && after(i)));
  return new Set(terms.filter((t) => FACT_WORDS.has(t) || kinds.has(t)));
}

/** `terms` without the words that only name the fact asked for (all of them when nothing else is left). */
export function withoutFactWords(terms: string[], words: string[] = []): string[] {
  const facts = factWordsIn(words, terms);
  const rest = terms.filter((t) => !facts.has(t));
  return rest.length ? rest : terms;
}

const MONTHS =
  "january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec";
const HINDI_MONTHS = "जनवरी फरवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर सितम्बर अक्टूबर अक्तूबर नवंबर नवम्बर दिसंबर दिसम्बर";

/** Words that show a sentence holds the kind of answer asked for (a date, a place, an amount…). */
const SIGNALS: Partial<Record<Intent, RegExp[]>> = {
  when: [
    /\b(?:19|20)\d{2}\b/,
    wordsPattern([
      ...MONTHS.split(" "),
      ...HINDI_MONTHS.split(" "),
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
    ]),
    wordsPattern([
      "day",
      "days",
      "week",
      "weeks",
      "month",
      "months",
      "deadline",
      "open",
      "opens",
      "opened",
      "close",
      "closes",
      "closed",
      "until",
      "सप्ताह",
      "हफ़्ते",
      "हफ्ते",
      "महीने",
      "दिन",
      "तारीख",
      "तिथि",
      "तक",
    ]),
  ],
  where: [/\b(?:in|at|from) [A-Z][a-z]+/, wordsPattern(["venue", "district", "districts", "city", "स्थित", "ज़िले", "जिले", "राज्य", "शहर"])],
  howMuch: [/\d|₹/, wordsPattern(["crore", "lakh", "percent", "rupee", "rupees", "करोड़", "लाख", "प्रतिशत", "रुपये"])],
  howLong: [
    /\d/,
    wordsPattern([
      "hour",
      "hours",
      "day",
      "days",
      "week",
      "weeks",
      "month",
      "months",
      "year",
      "years",
      "घंटे",
      "दिन",
      "सप्ताह",
      "महीने",
      "वर्ष",
    ]),
  ],
  apply: [
    wordsPattern([
      "apply",
      "applicant",
      "applicants",
      "application",
      "applications",
      "eligible",
      "eligibility",
      "register",
      "registration",
      "form",
      "submit",
      "request",
      "आवेदन",
      "पात्र",
      "पंजीकरण",
      "अनुरोध",
    ]),
  ],
  who: [wordsPattern(["by", "founded", "led", "run", "runs", "organised", "organized", "offers", "provides", "द्वारा", "संस्थापक"])],
};

/** A bonus for a sentence that holds the kind of answer the question asks for. */
export function signalBonus(intents: Set<Intent>): (text: string) => number {
  const patterns = [...intents].flatMap((i) => SIGNALS[i] ?? []);
  if (!patterns.length) return () => 0;
  return (text) => (patterns.some((p) => p.test(text)) ? 0.15 : 0);
}
