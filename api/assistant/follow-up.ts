import type { Lang, PreviousQuestion } from "../../contract";
import { factWordsIn, wordsPattern } from "./facts";
import { englishOf } from "./lexicon";
import { isRomanHindi, readWords, specificTerms, understand } from "./understand";
import { PLACE_WORDS, TYPE_WORDS, WHEN_WORDS } from "./vocabulary";
import { wordsOf } from "./words";

/**
 * Follow-ups (issue "An assistant people can trust"): "and in Pune?", "when is it?", "in Hindi?"
 * mean little alone. The portal sends the question before (as the assistant read it) and the
 * title of its first source with the new one (hidden fields of the page's form, or the widget's
 * conversation: no session), and a question that leans on them is read together with them:
 *
 * - a language ("in Hindi?", "अंग्रेज़ी में?"): the previous question again, in that language;
 * - a pronoun ("when is it?", "यह कहाँ है?"): the pronoun is the previous answer's first source;
 *   with a type ("is there a video on it?", "iska video bhi hai?"), items of that type about it,
 *   or else about what the previous question asked;
 * - no words of its own ("and in Pune?", "what about upcoming ones?"), or a leading "and" /
 *   "what about" / "और": the previous question with the new words, the new place or time
 *   taking the place of the old one; when nothing holds the words together, the new words in
 *   place of the old ("and health?" after "which ministry works on AI in agriculture?").
 *
 * Anything else is a new question, whatever came before.
 */

/** One way to read a follow-up: the question to answer, and what it was read with. */
export interface Reading {
  question: string;
  /** The previous question, or its first source's title. */
  previous: string;
  /** The share of its words an item must hold to answer, when not the usual (answer.ts MIN_SHARE). */
  minShare?: number;
}

/**
 * "Is there a course on that too?" read with the previous question about a corpus: the words
 * that made that question's item a corpus ("recorded") are not the course's, so a course that
 * holds half of them answers.
 */
const OTHER_TYPE_SHARE = 0.5;

export interface FollowUp {
  /** The ways to read it, likeliest first: the next is tried when one finds nothing. */
  readings: Reading[];
  /** The language asked for, when the follow-up asked for one. */
  lang: Lang | null;
  /** It asks for items of its types about what came before: items of other types do not answer. */
  typed: boolean;
}

const LANGUAGE_ASKED: [Lang, RegExp][] = [
  [
    "hi",
    /^(?:(?:and|now|please|can you|could you)\s+)*(?:(?:say|answer|tell|show|give|write|translate)(?:\s+(?:it|this|that|me|the answer))*\s+)?(?:in|into|to)\s+hindi(?:\s+please)?$|^(?:और\s+)?(?:हिंदी|हिन्दी)(?:\s+में)?(?:\s+(?:बताइए|बताएं|बताएँ|बताओ|लिखिए|दिखाइए))?$|^hindi(?:\s+(?:mein|me|please))?$/iu,
  ],
  [
    "en",
    /^(?:(?:and|now|please|can you|could you)\s+)*(?:(?:say|answer|tell|show|give|write|translate)(?:\s+(?:it|this|that|me|the answer))*\s+)?(?:in|into|to)\s+english(?:\s+please)?$|^(?:और\s+)?(?:अंग्रेज़ी|अंग्रेजी|इंग्लिश)(?:\s+में)?(?:\s+(?:बताइए|बताएं|बताएँ|बताओ|लिखिए|दिखाइए))?$|^english(?:\s+(?:mein|me|please))?$/iu,
  ],
];

/** Words that lean on what came before. */
const PRONOUN = wordsPattern([
  "it",
  "its",
  "this",
  "that",
  "they",
  "them",
  "their",
  "there",
  "यह",
  "वह",
  "ये",
  "वे",
  "इसका",
  "इसकी",
  "इसके",
  "उसका",
  "उसकी",
  "उसके",
  "इसमें",
  "उसमें",
  "इसे",
  "उसे",
  "वहाँ",
  "वहां",
  "इस",
  "उस",
  "iska",
  "iski",
  "iske",
  "uska",
  "uski",
  "uske",
  "isme",
  "ismein",
  "usme",
  "usmein",
  "ise",
  "isse",
  "usse",
  "yeh",
  "ye",
  "woh",
  "wo",
  "vo",
  "wahan",
  "vahan",
]);
/** "Are there any…?", "is there a video…?": this "there" stands for nothing before. */
const EXISTENTIAL_THERE = /(?<![\p{L}\p{M}\p{N}])(?:is|are|was|were|be|isnt|arent)\s+there(?![\p{L}\p{M}\p{N}])/giu;
/** The pronouns a topic can stand in for, as written in a question (English ones lower case). */
const REPLACEABLE = /(?<![\p{L}\p{M}\p{N}])(?:it|this|that|यह|वह)(?![\p{L}\p{M}\p{N}])/iu;
/** A question that goes on from the last one. */
const CONTINUING = /^(?:and|also|what about|how about|same|और|तथा|और क्या)(?![\p{L}\p{M}\p{N}])\s*/iu;

const trimEnd = (text: string) => text.replace(/[\s?？!.।]+$/u, "");
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** `text` without the phrases of `vocabulary` it holds (and an "in"/"at"/"में" beside them). */
function withoutPhrases(text: string, vocabulary: Map<string, unknown>): string {
  const words = wordsOf(text);
  let out = text;
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(" ");
      if (!vocabulary.has(phrase)) continue;
      const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
      out = out.replace(
        new RegExp(
          `(?:(?<![\\p{L}\\p{M}])(?:in|at|from|near)\\s+)?(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])(?:\\s+में)?`,
          "iu",
        ),
        " ",
      );
    }
  }
  return collapse(out);
}

const hasPhrase = (text: string, vocabulary: Map<string, unknown>) => withoutPhrases(text, vocabulary) !== collapse(text);

/** The words of `text` (as written) that the question is about, left out: "which ministry works on AI in" of "… in agriculture". */
function withoutSubject(text: string): string {
  const subject = new Set(specificTerms(understand(text).understood.terms));
  const hinglish = isRomanHindi(readWords(text));
  let out = text;
  for (const word of wordsOf(text)) {
    if (!subject.has(word) && !(hinglish && subject.has(englishOf(word) ?? ""))) continue;
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, "iu"), " ");
  }
  return collapse(out);
}

/** The type names a text holds, as written ("video", "khabar"). */
function typeNamesIn(text: string): string[] {
  const words = wordsOf(text);
  const names: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      if (i + n > words.length || !TYPE_WORDS.has(phrase)) continue;
      names.push(phrase);
      i += n - 1;
      break;
    }
  }
  return names;
}

/**
 * The question as it should be answered, when it is a follow-up of `previous`; null when it
 * stands on its own (or there is nothing before it).
 */
export function readFollowUp(question: string, previous: PreviousQuestion | null | undefined): FollowUp | null {
  const before = previous?.question ? collapse(previous.question) : "";
  if (!before) return null;
  const asked = collapse(question.normalize("NFC"));
  const bare = trimEnd(asked).toLowerCase();
  for (const [lang, pattern] of LANGUAGE_ASKED) {
    if (pattern.test(bare)) return { readings: [{ question: before, previous: before }], lang, typed: false };
  }

  const topic = previous?.topic ? trimEnd(collapse(previous.topic)) : "";
  const continuing = CONTINUING.test(asked);
  // "What about past ones?": "ones" stands for what was asked about before.
  const rest = collapse(asked.replace(CONTINUING, "").replace(/(?<![\p{L}\p{M}])(?:ones|one)(?![\p{L}\p{M}])/giu, " "));
  const { understood } = understand(rest);
  // A place or time said alone is not a subject: "in Pune?" has no words of its own; nor is the
  // fact asked for ("which city is it based in?").
  const facts = factWordsIn(readWords(rest), understood.terms);
  const ownTerms = understood.terms.filter((t) => !PLACE_WORDS.has(t) && !facts.has(t));
  const typed = understood.types.length > 0;
  // "This year" is a time, not a pronoun.
  const pronoun = PRONOUN.test(withoutPhrases(rest, WHEN_WORDS).replace(EXISTENTIAL_THERE, " "));
  const leans = pronoun && ownTerms.length <= 1;
  const empty = !ownTerms.length && !typed;
  if (!continuing && !leans && !empty) return null;

  if (leans && topic && (REPLACEABLE.test(rest) || !continuing)) {
    const about = REPLACEABLE.test(rest) ? collapse(rest.replace(REPLACEABLE, topic)) : `${trimEnd(rest)} (${topic})`;
    const readings: Reading[] = [{ question: about, previous: topic }];
    // "Is there a course on that too?": else a course on what the previous question asked.
    if (typed) {
      const other = `${trimEnd(withoutPhrases(before, TYPE_WORDS))} (${typeNamesIn(rest).join(", ")})?`;
      readings.push({ question: other, previous: before, minShare: OTHER_TYPE_SHARE });
    }
    return { readings, lang: null, typed };
  }
  // The new place or time replaces the old one; everything else of the previous question stays.
  let base = trimEnd(before);
  if (hasPhrase(rest, PLACE_WORDS)) base = withoutPhrases(base, PLACE_WORDS);
  if (hasPhrase(rest, WHEN_WORDS)) base = withoutPhrases(base, WHEN_WORDS);
  const added = trimEnd(rest);
  const together = collapse(added ? `${base} ${added}?` : `${base}?`);
  const readings = [{ question: together, previous: before }];
  if (ownTerms.length || typed) {
    // "And health?": the new subject (or type) in place of the old one.
    let other = ownTerms.length ? withoutSubject(base) : base;
    if (typed) other = withoutPhrases(other, TYPE_WORDS);
    const instead = collapse(`${other} ${added}?`);
    if (instead !== together) readings.push({ question: instead, previous: before });
  }
  return { readings, lang: null, typed: false };
}
