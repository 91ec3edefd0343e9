/**
 * Hindi read in Latin letters, for the lexicon (api/assistant/lexicon.ts): Devanagari
 * transliterated as romanised Hindi writes it, and the comparison key that reads "kisan",
 * "kisaan" and "किसान" alike.
 */

import { DEVANAGARI_CONSONANTS } from "../../contract/devanagari";

const DEVANAGARI = /[\u0900-\u097f]/;
export const isDevanagari = (word: string) => DEVANAGARI.test(word);

const CONSONANT = DEVANAGARI_CONSONANTS;
/** A consonant with a nukta (़): the Persian and English sounds Hindi writes with it. */
const NUKTA: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f", य: "y" };
const VOWEL: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ii",
  उ: "u",
  ऊ: "uu",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
  "ा": "aa",
  "ि": "i",
  "ी": "ii",
  "ु": "u",
  "ू": "uu",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
  "ॅ": "e",
  "ं": "n",
  "ँ": "n",
  "ः": "h",
};

const INDEPENDENT = new Set(["अ", "आ", "इ", "ई", "उ", "ऊ", "ऋ", "ए", "ऐ", "ओ", "औ", "ऑ", "ऍ"]);

/** Devanagari in Latin letters, as romanised Hindi writes it (the key drops every "a" after the first letter). */
export function transliterate(word: string): string {
  const chars = [...word.normalize("NFD")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (CONSONANT[c] !== undefined) {
      const nukta = chars[i + 1] === "\u093c";
      out += nukta ? (NUKTA[c] ?? CONSONANT[c]) : CONSONANT[c];
      if (nukta) i++;
      // The inherent vowel, unless a vowel sign or a virama follows: it keeps "p"+"h" from reading
      // as "ph" (the key drops it again).
      const next = chars[i + 1] ?? "";
      if (!(next in VOWEL && !INDEPENDENT.has(next)) && next !== "\u094d") out += "a";
    } else if (VOWEL[c] !== undefined) {
      // An anusvara before p, b or m sounds, and is typed, as "m".
      out += (c === "ं" || c === "ँ") && /^[पफबभम]/.test(chars[i + 1] ?? "") ? "m" : VOWEL[c];
    } else if (c === "\u094d" || c === "\u093c") {
      // virama, a stray nukta: nothing
    } else if (/[a-z0-9]/i.test(c)) out += c.toLowerCase();
  }
  return out;
}

/** Romanised Hindi written the one way the key compares (see the file's comment); keeps every "a". */
function normalised(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/eh/g, "ah")
    .replace(/chh|ch/g, "c")
    .replace(/sh/g, "s")
    .replace(/ph/g, "f")
    .replace(/([kgtdbjcr])h/g, "$1")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/ck/g, "k")
    .replace(/ee|ii/g, "i")
    .replace(/oo|uu/g, "u")
    .replace(/au|ou/g, "o")
    .replace(/ai|ei/g, "e")
    .replace(/(.)\1+/g, "$1");
}

/** The comparison key of normalised romanised Hindi: the first letter, then no "a". */
function keyOf(normal: string): string {
  return (normal.slice(0, 1) + normal.slice(1).replace(/a/g, "")).replace(/(.)\1+/g, "$1");
}

/** Hindi endings (plural, oblique, infinitive, participle) a word is also tried without, longest first. */
const ENDINGS = [
  "iyon",
  "iyan",
  "iyo",
  "aon",
  "ein",
  "yon",
  "yan",
  "aya",
  "aye",
  "ayi",
  "on",
  "en",
  "ne",
  "na",
  "ni",
  "te",
  "ta",
  "ti",
  "ya",
  "ye",
  "yi",
  "e",
  "i",
  "o",
];

/** The keys a romanised or Devanagari word may have: as written, then without a Hindi ending. */
export function romanKeys(word: string): string[] {
  const latin = isDevanagari(word) ? transliterate(word) : word;
  const normal = normalised(latin);
  const keys = [keyOf(normal)];
  for (const ending of ENDINGS) {
    if (normal.length - ending.length >= 3 && normal.endsWith(ending)) {
      const key = keyOf(normal.slice(0, -ending.length));
      if (!keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}

/** The comparison key of a word as written (exported for tests). */
export function romanKey(word: string): string {
  return romanKeys(word)[0];
}
