import type { z } from "zod";
import type { AssistantUnderstanding } from "../../contract";
import { PLACE_WORDS, TYPE_WORDS, TYPES_WITH_PLACES, WHEN_WORDS } from "./vocabulary";
import { GENERIC_WORDS, STOP_WORDS, wordsOf } from "./words";

export type Understanding = z.infer<typeof AssistantUnderstanding>;

export interface Question {
  understood: Understanding;
  /** Type words and place names, kept to search with when the filters find nothing. */
  filterWords: string[];
}

const LONGEST_PHRASE = 3;

/**
 * Reads a question: type names become type filters, "in <place>" (a known state or city) a
 * location filter when one of those types has places, time words a date filter; question and
 * stop words go, and the rest are the terms searched for (order kept, duplicates dropped).
 */
export function understand(question: string): Question {
  const words = wordsOf(question);
  const types: string[] = [];
  const terms: string[] = [];
  const filterWords: string[] = [];
  let when: Understanding["when"] = null;
  let place: string | null = null;

  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1 && !matched; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      const keys = TYPE_WORDS.get(phrase);
      const at = PLACE_WORDS.get(phrase);
      const time = WHEN_WORDS.get(phrase);
      if (keys) {
        for (const key of keys) if (!types.includes(key)) types.push(key);
        filterWords.push(...words.slice(i, i + n));
      } else if (at && !place) {
        place = at;
        filterWords.push(...words.slice(i, i + n));
      } else if (time && !when) {
        when = time;
      } else continue;
      matched = n;
    }
    if (matched) {
      i += matched;
      continue;
    }
    const word = words[i++];
    if (!STOP_WORDS.has(word) && !terms.includes(word) && (word.length > 1 || /\p{N}/u.test(word))) terms.push(word);
  }

  // A place narrows only types that have places; otherwise it is a word like any other.
  if (place && !types.some((t) => TYPES_WITH_PLACES.has(t))) {
    for (const word of wordsOf(place)) if (!terms.includes(word)) terms.push(word);
    place = null;
  }
  return { understood: { terms, types, when, place }, filterWords: filterWords.filter((w) => !terms.includes(w)) };
}

/** The terms a search should require: the specific ones, or all when every one is generic. */
export function specificTerms(terms: string[]): string[] {
  const specific = terms.filter((t) => !GENERIC_WORDS.has(t));
  return specific.length ? specific : terms;
}
