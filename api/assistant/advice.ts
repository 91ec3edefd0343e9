import type { AdviceTopic } from "../../contract";
import { wordsPattern } from "./facts";
import { BODY_WORDS, DOMAINS, PERSONAL_WORDS, SEEKING_WORDS } from "./advice-words";
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
 * stock to buy"), speaks of one's own body ("my eyes are blurry") or asks for advice outright
 * ("legal advice"). A question about the field
 * ("AI for diabetic retinopathy screening", "which fund invests in climate adaptation?") is
 * answered from the content as before, and so is one that names what the portal lists ("the best
 * dataset on diabetes"), unless it is about one's own case as well ("which startup should I
 * invest in?").
 */

const DOMAIN_PATTERNS = DOMAINS.map(([topic, words]) => [topic, wordsPattern(words)] as const);

/** About one's own case. */
const PERSONAL = wordsPattern(PERSONAL_WORDS);

/**
 * "Should I…", "what should we…", "which one should…": asking what to do; not "how should a
 * lender explain…", "what should the model card say" (what others should do is the fields' own
 * subject).
 */
const SHOULD =
  /(?<![\p{L}\p{N}])(?:should|shall)(?![\p{L}\p{N}])(?!\s+(?:a|an|the|their|its|his|her|these|those|such|every|each|any)(?![\p{L}\p{N}]))/iu;

/** Asking what to do or take. */
const SEEKING = wordsPattern(SEEKING_WORDS);

/** One's own body, as its owner speaks of it: "my eyes are blurry", "मेरी आंखें" (not "AI for eye screening"). */
const OWN_BODY = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:my|मेरी|मेरा|मेरे)\\s+(?:[\\p{L}\\p{M}]+\\s+)?(?:${BODY_WORDS.join("|")})(?![\\p{L}\\p{M}\\p{N}])`,
  "iu",
);

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
  const seeking = SEEKING.test(text) || SHOULD.test(text);
  if (OWN_BODY.test(text) && !namesContent(text)) return "medical";
  if (namesContent(text) ? !(personal && seeking) : !(personal || seeking)) return null;
  for (const [topic, pattern] of DOMAIN_PATTERNS) if (pattern.test(text)) return topic;
  return null;
}
