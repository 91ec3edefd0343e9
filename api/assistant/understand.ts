import type { z } from "zod";
import type { AssistantUnderstanding } from "../../contract";
import { englishOf, isDevanagari, isGenericTerm, isLightTerm, withPhrasesRead } from "./lexicon";
import { EVENT_ONLY_WHEN_WORDS, PLACE_WORDS, TYPE_WORDS, TYPES_WITH_PLACES, WHEN_WORDS } from "./vocabulary";
import { ROMAN_HINDI_MARKERS, STOP_WORDS, wordsOf } from "./words";

export type Understanding = z.infer<typeof AssistantUnderstanding>;

export interface Question {
  understood: Understanding;
  /** Type words and place names, kept to search with when the filters find nothing. */
  filterWords: string[];
}

const LONGEST_PHRASE = 3;

/**
 * Whether a question is Hindi typed in Latin letters, alone or mixed with English ("GPU ke liye
 * subsidy", "kisano ko salah kaise milti hai"): it has a Hindi postposition or question word.
 */
export function isRomanHindi(words: string[]): boolean {
  return words.some((w) => ROMAN_HINDI_MARKERS.has(w));
}

/** "We are a small company", "hum ek chhoti company hain": who asks, not what they ask about. */
const SELF_STARTS = [["we", "are"], ["i", "am"], ["im"], ["hum", "ek"], ["ham", "ek"], ["main", "ek"], ["मैं", "एक"], ["हम", "एक"]];
const ARTICLES = new Set(["a", "an"]);
const SELF_ENDS = new Set(["hain", "hai", "hoon", "hun", "hu", "हूं", "हूँ", "हैं", "है"]);

/**
 * The question without the asker's description of themselves ("…, we are a small company"):
 * its words would otherwise be read as what is asked about (a type, even). English: the words of
 * substance after "we are a", "I am an"; Hindi: up to the verb that ends it ("…hain", "…हूं").
 */
function withoutSelfDescription(words: string[]): string[] {
  for (let i = 0; i < words.length; i++) {
    const start = SELF_STARTS.find((p) => p.every((w, k) => words[i + k] === w));
    if (!start) continue;
    let j = i + start.length;
    if (start[start.length - 1] !== "एक" && start[start.length - 1] !== "ek") {
      if (!ARTICLES.has(words[j] ?? "")) continue;
      j++;
      const from = j;
      while (j < words.length && j - from < 3 && !STOP_WORDS.has(words[j])) j++;
    } else {
      const from = j;
      while (j < words.length && j - from < 4 && !SELF_ENDS.has(words[j])) j++;
      if (SELF_ENDS.has(words[j] ?? "")) j++;
    }
    return [...words.slice(0, i), ...withoutSelfDescription(words.slice(j))];
  }
  return words;
}

/**
 * The words of a question as the assistant reads them: expressions read as what they stand for
 * (lexicon.ts withPhrasesRead), the asker's description of themselves left out, and, in a
 * question typed in romanised Hindi, each Hindi word of the portal's subjects in its English
 * ("kisano" → "farmer", "naukri" → "job"), so that type names, places and terms are read the same
 * in all three ways of writing. English words, names and Devanagari stay as written (Devanagari is
 * matched through the lexicon when items are scored and searched).
 */
export function readWords(question: string): string[] {
  const read = withPhrasesRead(wordsOf(question));
  const words = withoutSelfDescription(read);
  if (!isRomanHindi(read)) return words;
  return words.map((w) => (STOP_WORDS.has(w) || isDevanagari(w) || PLACE_WORDS.has(w) || TYPE_WORDS.has(w) ? w : (englishOf(w) ?? w)));
}

/**
 * Reads a question: type names become type filters, "in <place>" (a known state, city or
 * country, in English, Hindi or romanised) a location filter when one of those types has places,
 * time words a date filter; question and stop words go, and the rest are the terms searched for
 * (order kept, duplicates dropped). Romanised Hindi is read in English first (readWords).
 */
export function understand(question: string): Question {
  const words = readWords(question);
  const types: string[] = [];
  const terms: string[] = [];
  const filterWords: string[] = [];
  let when: Understanding["when"] = null;
  let whenWord = "";
  let place: string | null = null;
  let placeName = "";

  for (let i = 0; i < words.length;) {
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
        placeName = at;
        // Searched for by its name as the items store it, however it was written ("गोवा", "dilli").
        filterWords.push(...wordsOf(at));
      } else if (time && !when) {
        when = time;
        whenWord = phrase;
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

  // "Who …?" asks for a person, unless it names what it asks for ("who invests…" may be a fund:
  // items of every type are still searched, answer.ts).
  if (!types.length && ["who", "whom", "whose"].includes(words[0] ?? "")) types.push("people");
  // "The next passage", "where is it held": a date filter only in a question about events.
  if (when && EVENT_ONLY_WHEN_WORDS.has(whenWord) && !types.includes("events")) when = null;
  // A place narrows only types that have places; otherwise it is a word like any other.
  if (place && !types.some((t) => TYPES_WITH_PLACES.has(t))) {
    for (const word of wordsOf(place)) if (!terms.includes(word)) terms.push(word);
    place = null;
  }
  // The place's words are in the terms by its name now.
  const kept = place ? filterWords : filterWords.filter((w) => !wordsOf(placeName).includes(w));
  return { understood: { terms, types, when, place }, filterWords: kept.filter((w) => !terms.includes(w)) };
}

/**
 * The terms a search should require: the specific ones (not "AI", "India", nor the words a
 * question needs for its grammar: "use", "get"), or all when every one is of those.
 */
export function specificTerms(terms: string[]): string[] {
  const specific = terms.filter((t) => !isGenericTerm(t) && !isLightTerm(t));
  return specific.length ? specific : terms;
}
