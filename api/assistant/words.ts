/**
 * Words of a question as the assistant weighs them: question words and stop words (English and
 * Hindi) carry no meaning for retrieval, and a word's stem lets "startups", "startup" and
 * "datasets", "dataset" count as one when sentences are scored. The search index stems on its
 * own (porter in FTS5, the english configuration in PostgreSQL); this stemming only compares
 * the question with the retrieved text.
 */

const ENGLISH_STOP = `a about above after again all also am an and any are aren as ask at be been before being
below between both but by can could did do does doing done down during each either else ever every
few find for from further get gets give go going got had has have having he her here hers him his
how i if in into is isn it its itself just know let like list look looking me more most much must my
need no nor not now of off on once only or other our out over own please provide same say see shall
she should show so some such tell than that the their them then there these they thing things this
those through to too under until up us very via want was we were what whats when where which while
who whom whose why will with would you your yours anything something someone anyone there's what's
who's i'm info information kind kinds sort lot lots many without within across among around per toward
towards upon onto`;

const HINDI_STOP = `क्या है हैं हो था थे थी के की का में से को पर और या कौन कौनसा कौनसी कौन-सा कौन-सी कैसे कहाँ कहां
कब क्यों एक यह वह ये वे इस उस इन उन इसके उसके लिए तक भी तो ही कोई कुछ जो कि ने रहा रहे रही करें करता करती
करते मुझे हमें आप मैं हम सकता सकते सकती चाहिए बारे बताइए बताएं बताएँ बताओ बताइये बताना दिखाइए दिखाओ कितने कितना
कितनी किस किन किसी वाले वाली वाला सभी जानकारी दें दीजिए होता होती होते गया गई गए हुआ हुई हुए अपने अपना अपनी`;

export const STOP_WORDS = new Set([...ENGLISH_STOP.split(/\s+/), ...HINDI_STOP.split(/\s+/)].filter(Boolean));

/**
 * Words so common on this portal that they barely tell items apart: they still count, lightly,
 * so "AI courses" prefers courses about AI without every item matching "AI" looking relevant.
 */
export const GENERIC_WORDS = new Set(["ai", "artificial", "intelligence", "india", "indian", "एआई", "भारत", "कृत्रिम", "बुद्धिमत्ता"]);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** Lower-case words of a text, NFC (as the search index sees them), apostrophes dropped. */
export function wordsOf(text: string): string[] {
  return text.normalize("NFC").toLowerCase().replace(/[’']/g, "").match(WORD) ?? [];
}

const HINDI_SUFFIXES = ["ियों", "ाओं", "ाएँ", "ाएं", "ों", "ें", "ीं", "ां"];

/** A light stem: simple English plurals and endings, Hindi plural endings. */
export function stem(word: string): string {
  if (/[\u0900-\u097f]/.test(word)) {
    for (const suffix of HINDI_SUFFIXES) {
      if (word.length > suffix.length + 1 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
    }
    return word;
  }
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) word = word.slice(0, -1);
  if (word.endsWith("ation") && word.length > 7) return word.slice(0, -5);
  if (word.endsWith("ate") && word.length > 6) return word.slice(0, -3);
  if (word.endsWith("ing") && word.length > 6) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 5) return word.slice(0, -2);
  return word;
}

/** The stems of a text's words, as a set (what a sentence or an item "contains"). */
export function stemsOf(text: string): Set<string> {
  return new Set(wordsOf(text).map(stem));
}

/**
 * How much a text reads as prose (0–1): written sentences are about a third function words,
 * keyword lists and tag clouds have almost none. A sentence made only of keywords answers
 * nothing even when it holds every word asked about.
 */
export function readability(text: string): number {
  const words = wordsOf(text);
  if (words.length < 4) return 0.5;
  const share = words.filter((w) => STOP_WORDS.has(w) || FUNCTION_WORDS.has(w)).length / words.length;
  return Math.min(1, share / 0.25);
}

/** Function words that are not stop words for retrieval but mark prose. */
const FUNCTION_WORDS = new Set(["the", "of", "and", "to", "in", "for", "with", "on", "by", "from", "its", "their", "that", "which"]);
