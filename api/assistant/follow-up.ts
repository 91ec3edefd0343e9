import type { Lang, PreviousQuestion } from "../../contract";
import { wordsPattern } from "./facts";
import { understand } from "./understand";
import { PLACE_WORDS, WHEN_WORDS } from "./vocabulary";
import { wordsOf } from "./words";

/**
 * Follow-ups (issue "An assistant people can trust"): "and in Pune?", "when is it?", "in Hindi?"
 * mean little alone. The portal sends the question before (as the assistant read it) and the
 * title of its first source with the new one (hidden fields of the page's form, or the widget's
 * conversation: no session), and a question that leans on them is read together with them:
 *
 * - a language ("in Hindi?", "अंग्रेज़ी में?"): the previous question again, in that language;
 * - a pronoun ("when is it?", "यह कहाँ है?"): the pronoun is the previous answer's first source;
 * - no words of its own ("and in Pune?", "what about upcoming ones?"), or a leading "and" /
 *   "what about" / "और": the previous question with the new words, the new place or time
 *   taking the place of the old one.
 *
 * Anything else is a new question, whatever came before.
 */

export interface FollowUp {
  /** The question to answer. */
  question: string;
  /** The language asked for, when the follow-up asked for one. */
  lang: Lang | null;
  /** What the question was read with (the previous question, or its first source's title). */
  previous: string;
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
]);
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

/**
 * The question as it should be answered, when it is a follow-up of `previous`; null when it
 * stands on its own (or there is nothing before it).
 */
export function readFollowUp(question: string, previous: PreviousQuestion | null | undefined): FollowUp | null {
  const before = previous?.question ? collapse(previous.question) : "";
  if (!before) return null;
  const asked = collapse(question.normalize("NFC"));
  const bare = trimEnd(asked).toLowerCase();
  for (const [lang, pattern] of LANGUAGE_ASKED) if (pattern.test(bare)) return { question: before, lang, previous: before };

  const topic = previous?.topic ? trimEnd(collapse(previous.topic)) : "";
  const continuing = CONTINUING.test(asked);
  // "What about past ones?": "ones" stands for what was asked about before.
  const rest = collapse(asked.replace(CONTINUING, "").replace(/(?<![\p{L}\p{M}])(?:ones|one)(?![\p{L}\p{M}])/giu, " "));
  const { understood } = understand(rest);
  // A place or time said alone is not a subject: "in Pune?" has no words of its own.
  const ownTerms = understood.terms.filter((t) => !PLACE_WORDS.has(t));
  const leans = PRONOUN.test(rest) && ownTerms.length <= 1 && !understood.types.length;
  const empty = !ownTerms.length && !understood.types.length;
  if (!continuing && !leans && !empty) return null;

  if (leans && topic && REPLACEABLE.test(rest)) {
    return { question: collapse(rest.replace(REPLACEABLE, topic)), lang: null, previous: topic };
  }
  if (leans && topic && !continuing) return { question: `${trimEnd(rest)} (${topic})`, lang: null, previous: topic };
  // The new place or time replaces the old one; everything else of the previous question stays.
  let base = trimEnd(before);
  if (hasPhrase(rest, PLACE_WORDS)) base = withoutPhrases(base, PLACE_WORDS);
  if (hasPhrase(rest, WHEN_WORDS)) base = withoutPhrases(base, WHEN_WORDS);
  const added = trimEnd(rest);
  return { question: collapse(added ? `${base} ${added}?` : `${base}?`), lang: null, previous: before };
}
