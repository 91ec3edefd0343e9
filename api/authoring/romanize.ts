/**
 * Devanagari in Latin letters, for the addresses of items written in Hindi: "मानसून में धान की
 * बुआई" → "manasun men dhan ki buai" → slug "manasun-men-dhan-ki-buai". Hunterian-style and
 * without diacritics (ā is a, ṣ and ś are sh), so the slug stays plain ASCII; a word's final
 * inherent vowel is dropped as Hindi speaks it (धान: dhan). Readable, not scholarly: an address
 * only has to be recognisable and stable.
 */
import { DEVANAGARI_CONSONANTS } from "../../contract/devanagari";

const CONSONANTS: Record<string, string> = {
  ...DEVANAGARI_CONSONANTS,
  क़: "q",
  ख़: "kh",
  ग़: "gh",
  ज़: "z",
  ड़: "r",
  ढ़: "rh",
  फ़: "f",
  य़: "y",
};
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const SIGNS: Record<string, string> = {
  "ा": "a",
  "ि": "i",
  "ी": "i",
  "ु": "u",
  "ू": "u",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
  "ॅ": "e",
};
const VIRAMA = "्";
const NUKTA = "़";
const NASAL: Record<string, string> = { "ं": "n", "ँ": "n", "ः": "h" };
const DIGITS = "०१२३४५६७८९";

export function romanize(text: string): string {
  // Precomposed nukta letters (क़) and base + nukta (क + ़) alike.
  const chars = [...text.normalize("NFC")];
  let out = "";
  for (let i = 0; i < chars.length; i += 1) {
    let ch = chars[i];
    if (chars[i + 1] === NUKTA && CONSONANTS[ch + NUKTA]) {
      ch += NUKTA;
      i += 1;
    }
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      const next = chars[i + 1];
      out += consonant;
      if (next === VIRAMA) i += 1;
      else if (next !== undefined && SIGNS[next] !== undefined) {
        out += SIGNS[next];
        i += 1;
      } else if (next !== undefined && /\p{Script=Devanagari}/u.test(next)) out += "a";
      // At a word's end the inherent vowel is silent, except after a cluster (स्वास्थ्य: svasthya).
      else if (chars[i - 1] === VIRAMA) out += "a";
      continue;
    }
    if (VOWELS[ch] !== undefined) out += VOWELS[ch];
    else if (NASAL[ch] !== undefined) out += NASAL[ch];
    else if (DIGITS.includes(ch)) out += String(DIGITS.indexOf(ch));
    else if (ch === "।" || ch === "॥") out += " ";
    else if (ch !== NUKTA && ch !== VIRAMA && SIGNS[ch] === undefined) out += ch;
  }
  return out;
}
