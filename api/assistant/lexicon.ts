/**
 * The words of the portal's own subjects in Hindi, in Hindi typed in Latin letters ("kisano",
 * "sehat", "naukri") and in English, as sets of words that mean the same here: a question in
 * any of the three finds an item written in any of them (every item has English; some have a
 * Hindi translation). Data, and the few functions that read it:
 *
 * - `conceptsOf(word)`: the sets a word belongs to. Devanagari and romanised Hindi are read
 *   through a transliteration key (`romanKey`): Devanagari is transliterated to Latin letters, and
 *   both are reduced to the consonants and the vowels other than "a" (romanised Hindi writes the
 *   short "a" as it pleases: kisan, kisaan, kissan; naukri, naukari), with aspirates, "sh"/"s",
 *   "w"/"v", "z"/"j", "ph"/"f" and long vowels merged, and Hindi endings (plural, oblique,
 *   infinitive: -on, -en, -e, -ne…) tried off. English words are read by their stem.
 * - `equivalentsOf(term)`: every word of the term's sets, for scoring (api/assistant/score.ts).
 * - `searchFormOf(term)`: the English word to search with (every item has English).
 * - `englishOf(word)`: a romanised Hindi word's English, for a question typed in Hinglish
 *   (api/assistant/understand.ts decides which questions those are).
 *
 * Each entry is "english words | Hindi words | romanised Hindi spellings"; the first English word
 * is the one searched for. Romanised spellings are only needed where the transliteration of the
 * Hindi does not already give them.
 */
import { FIELD_ENTRIES } from "./lexicon-fields";
import { TOPIC_ENTRIES } from "./lexicon-topics";
import { isDevanagari, romanKey, romanKeys } from "./transliterate";
import { GENERIC_WORDS, LIGHT_WORDS, stem } from "./words";

export { isDevanagari, romanKey, transliterate } from "./transliterate";

const ENTRIES = `${FIELD_ENTRIES}\n${TOPIC_ENTRIES}`;

interface Concept {
  en: string[];
  hi: string[];
  latn: string[];
}

const CONCEPTS: Concept[] = ENTRIES.trim()
  .split("\n")
  .map((line) => {
    const [en, hi, latn] = line.split("|").map((part) =>
      part
        .split(",")
        .map((w) => w.trim().normalize("NFC").toLowerCase())
        .filter(Boolean),
    );
    return { en, hi: hi ?? [], latn: latn ?? [] };
  });

/** A Devanagari word as the index compares it: no nukta, candrabindu as anusvara, plural endings off. */
function hindiForm(word: string): string {
  return stem(
    word
      .normalize("NFD")
      .replace(/\u093c/g, "")
      .normalize("NFC")
      .replace(/ँ/g, "ं"),
  );
}

const BY_HINDI = new Map<string, Concept[]>();
const BY_KEY = new Map<string, Concept[]>();
const BY_LATIN = new Map<string, Concept[]>();
const BY_ENGLISH = new Map<string, Concept[]>();
const add = (index: Map<string, Concept[]>, key: string, concept: Concept) => {
  const list = index.get(key) ?? [];
  if (!list.includes(concept)) index.set(key, [...list, concept]);
};
for (const concept of CONCEPTS) {
  for (const word of concept.en) add(BY_ENGLISH, stem(word), concept);
  for (const word of concept.latn) add(BY_LATIN, word, concept);
  for (const word of concept.hi) if (!/\s/.test(word)) add(BY_HINDI, hindiForm(word), concept);
  for (const word of [...concept.hi, ...concept.latn]) {
    if (/\s/.test(word)) continue;
    const key = romanKey(word);
    if (key.length >= 2) add(BY_KEY, key, concept);
  }
}

/**
 * The Hindi (Devanagari or romanised) sets of a word, by its transliteration key. Keys of one or
 * two letters say too little to compare romanised words by ("km": kaam, kam); Devanagari is
 * written one way, so its short keys still compare.
 */
function byKey(word: string, shortest = 3): Concept[] {
  for (const key of romanKeys(word)) {
    if (key.length < shortest) continue;
    const found = BY_KEY.get(key);
    if (found) return found;
  }
  return [];
}

/**
 * The sets a word of a question belongs to: a Devanagari word by its key; a Latin one as an
 * English word (by its stem), or, when `hinglish` (the question is romanised Hindi), as one of the
 * romanised spellings, then by its key.
 */
const known = new Map<string, Concept[]>();

export function conceptsOf(word: string, hinglish = false): Concept[] {
  const key = `${hinglish ? "1" : "0"}${word}`;
  let found = known.get(key);
  if (!found) {
    if (known.size > 20_000) known.clear();
    found = lookUp(word, hinglish);
    known.set(key, found);
  }
  return found;
}

function lookUp(word: string, hinglish: boolean): Concept[] {
  const w = word.normalize("NFC").toLowerCase();
  if (isDevanagari(w)) return BY_HINDI.get(hindiForm(w)) ?? byKey(w, 2);
  const english = BY_ENGLISH.get(stem(w));
  if (english) return english;
  if (!hinglish) return [];
  return BY_LATIN.get(w) ?? (w.length >= 4 ? byKey(w) : []);
}

/**
 * A romanised Hindi word's English (the first English word of its set), or null: for a word of a
 * question typed in Hinglish that is not an English word of the lexicon ("kisano" → "farmer",
 * "sehat" → "health"; "startup" stays).
 */
export function englishOf(word: string): string | null {
  const w = word.normalize("NFC").toLowerCase();
  if (isDevanagari(w) || BY_ENGLISH.has(stem(w))) return null;
  const concepts = BY_LATIN.get(w) ?? (w.length >= 4 ? byKey(w) : []);
  return concepts[0]?.en[0] ?? null;
}

const equivalents = new Map<string, string[]>();

/**
 * Every word that means what `term` means here (the term first): its set's English and Hindi
 * words; a phrase ("machine learning") is held when each of its words is. A term of no set is
 * only itself.
 */
export function equivalentsOf(term: string): string[] {
  const known = equivalents.get(term);
  if (known) return known;
  const words = [term];
  for (const concept of conceptsOf(term)) {
    for (const word of [...concept.en, ...concept.hi]) if (!words.includes(word)) words.push(word);
  }
  if (equivalents.size > 5000) equivalents.clear();
  equivalents.set(term, words);
  return words;
}

/** The word to search for: a Hindi word's English (every item has an English text), else the term. */
export function searchFormOf(term: string): string {
  if (!isDevanagari(term)) return term;
  return conceptsOf(term)[0]?.en[0] ?? term;
}

/** Words searched for one term at most (lexicon sets of technology name a dozen kinds of it). */
const MOST_FORMS = 10;

/**
 * Every word or phrase to search for a term with, any one of which will do: its search form
 * (English: nearly every item has an English text) first, then the other English words and
 * phrases of its sets, and a Devanagari term as written. SQLite's ranking (bm25) weighs each by
 * how few items hold it: the item that says "agritech" ranks above the thousands that say
 * "agriculture" (PostgreSQL's ts_rank does not weigh by rarity: there, matching titles and
 * summaries first does the most).
 */
export function searchFormsOf(term: string): string[] {
  const out: string[] = [];
  const stems: string[] = [];
  // One form per stem: the search stems too, so "farmers" beside "farmer" only costs.
  const push = (word: string) => {
    if (out.length >= MOST_FORMS || stems.includes(stem(word))) return;
    out.push(word);
    stems.push(stem(word));
  };
  push(searchFormOf(term));
  for (const concept of conceptsOf(term)) for (const word of concept.en) push(word);
  // An item written in Hindi, without an English text, holds the word as the question has it.
  if (isDevanagari(term)) push(term.normalize("NFC"));
  return out;
}

/**
 * Other English words for a term, to search with when its first one finds little (advice:
 * "tips"; detection: "spot"): one per different word, inflections of the first left out.
 */
export function searchAlternativesOf(term: string, most = 2): string[] {
  if (most <= 0) return [];
  const first = searchFormOf(term);
  const seen = [first.slice(0, 5)];
  const out: string[] = [];
  for (const concept of conceptsOf(term)) {
    for (const word of concept.en) {
      if (out.length >= most) return out;
      if (seen.includes(word.slice(0, 5))) continue;
      seen.push(word.slice(0, 5));
      out.push(word);
    }
  }
  return out;
}

/** A Hindi verb's endings (present, infinitive, future, past, polite): "पहुंचती", "बनाने", "मिलेगा". */
const VERBAL_ENDING = /(?:ता|ती|ते|ना|नी|ने|ेगा|ेगी|ेंगे|ाया|ाए|ाएं|ाएँ|ें|िए|िये|इए|कर)$/u;

/**
 * Whether a term says more about a question's grammar than its subject: the light English words
 * (use, get) and a Devanagari verb form the lexicon does not know ("गड़बड़ाती": it is how a
 * question is put, rarely a word the answer holds). They count lightly and are never required.
 */
export function isLightTerm(term: string): boolean {
  if (LIGHT_WORDS.has(term)) return true;
  const concepts = conceptsOf(term);
  if (concepts.some((c) => LIGHT_WORDS.has(c.en[0]))) return true;
  return isDevanagari(term) && [...term].length >= 3 && VERBAL_ENDING.test(term) && !concepts.length;
}

/** Whether a term is one of the words every item of the portal holds (AI, India) in any language. */
export function isGenericTerm(term: string): boolean {
  return GENERIC_WORDS.has(term) || conceptsOf(term).some((c) => GENERIC_WORDS.has(c.en[0]));
}

/**
 * Expressions read as other words before anything else: the stock market is not a market where
 * things are shared, "bolkar likhna" (writing by speaking) is speech to text.
 */
const PHRASES: [string, string][] = [
  ["share market", "stock market"],
  ["share bazar", "stock market"],
  ["share bazaar", "stock market"],
  ["शेयर बाजार", "stock market"],
  ["शेयर बाज़ार", "stock market"],
  ["look after", "care"],
  ["looks after", "care"],
  ["looking after", "care"],
  ["कृत्रिम बुद्धिमत्ता", "ai"],
  ["kritrim buddhimatta", "ai"],
  ["बोलकर लिखने", "speech text"],
  ["बोलकर लिखना", "speech text"],
  ["bolkar likhne", "speech text"],
  ["bolkar likhna", "speech text"],
];
const PHRASE_WORDS = new Map(PHRASES.map(([from, to]) => [from.normalize("NFC"), to.split(" ")]));
const LONGEST_PHRASE = 3;

/** A question's words with its expressions (PHRASES) in the words they stand for. */
export function withPhrasesRead(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let n = Math.min(LONGEST_PHRASE, words.length - i);
    for (; n >= 2; n--) {
      const to = PHRASE_WORDS.get(words.slice(i, i + n).join(" "));
      if (to) {
        out.push(...to);
        break;
      }
    }
    if (n >= 2) i += n;
    else out.push(words[i++]);
  }
  return out;
}
