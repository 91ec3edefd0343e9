/** What a question asks for (facts.ts answers it): its question words, English and Hindi. */

export type Intent = "when" | "where" | "who" | "howMuch" | "howLong" | "apply";

/** Phrases (lower case) as whole words of any script: a pattern for each list. */
export function wordsPattern(phrases: string[]): RegExp {
  const escaped = phrases.map((p) =>
    p
      .normalize("NFC")
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/ /g, "\\s+"),
  );
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${escaped.join("|")})(?![\\p{L}\\p{M}\\p{N}])`, "iu");
}

/** What a question asks for, by its question words (English and Hindi). */
const INTENTS: [Intent, RegExp][] = [
  [
    "howLong",
    wordsPattern([
      "how long",
      "duration",
      "how many weeks",
      "how many hours",
      "how many days",
      "how many months",
      "कितने समय",
      "कितनी देर",
      "कितने दिन",
      "अवधि",
    ]),
  ],
  [
    "when",
    wordsPattern([
      "when",
      "what date",
      "what day",
      "what time",
      "which date",
      "which day",
      "date",
      "dates",
      "deadline",
      "last date",
      "closing date",
      "till when",
      "कब",
      "तारीख",
      "तारीख़",
      "तिथि",
      "तिथियाँ",
      "तिथियां",
      "समय सीमा",
      "अंतिम तिथि",
    ]),
  ],
  [
    "where",
    wordsPattern([
      "where",
      "venue",
      "which city",
      "which place",
      "which state",
      "what place",
      "address",
      "located",
      "कहाँ",
      "कहां",
      "स्थान",
      "जगह",
      "आयोजन स्थल",
    ]),
  ],
  [
    "who",
    wordsPattern([
      "who",
      "whose",
      "founder",
      "founders",
      "founded by",
      "run by",
      "organised by",
      "organized by",
      "organiser",
      "organizer",
      "provider",
      "offered by",
      "कौन",
      "किसने",
      "किसके",
      "संस्थापक",
      "आयोजक",
    ]),
  ],
  [
    "howMuch",
    wordsPattern([
      "how much",
      "how big",
      "how large",
      "size",
      "cost",
      "costs",
      "fee",
      "fees",
      "price",
      "amount",
      "corpus",
      "worth",
      "कितना",
      "राशि",
      "आकार",
      "शुल्क",
      "फीस",
      "लागत",
    ]),
  ],
  [
    "apply",
    wordsPattern([
      "apply",
      "applying",
      "application",
      "applications",
      "register",
      "registering",
      "registration",
      "sign up",
      "signup",
      "enrol",
      "enroll",
      "enrolment",
      "download",
      "आवेदन",
      "पंजीकरण",
      "रजिस्टर",
      "रजिस्ट्रेशन",
      "डाउनलोड",
      "नामांकन",
    ]),
  ],
];

/** The kinds of fact a question asks for (none: it asks about the item as a whole). */
export function intentsOf(question: string): Set<Intent> {
  const text = question.normalize("NFC");
  const intents = new Set(INTENTS.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent));
  // "Where can I find …" asks for the item, not for its place.
  if (FINDING.test(text)) intents.delete("where");
  return intents;
}

const FINDING =
  /\bwhere (?:can|do|could|should|would) (?:i|we|one|you) (?:find|get|see|read|learn|access|download|look)\b|\bwhere to (?:find|get|see|read|learn|look)\b|(?:कहाँ|कहां) (?:मिल|से मिल|देख|पढ़)/iu;
