import { htmlToTextBlocks, SENTENCE_ENDED } from "../repo/html";
import type { Candidate } from "./candidate";
import { STOP_WORDS, wordsOf } from "./words";

const SENTENCE_END = /(?<=[.!?।])\s+(?=[\p{Lu}\p{N}"“‘(]|\p{Script=Devanagari})/u;
const MIN_SENTENCE = 25;
const MAX_SENTENCE = 400;

/** A file name, an address or an e-mail: what a sentence "as a file: x.csv" is made of. */
const FILE_OR_LINK =
  /\b[\w.-]+\.(?:csv|tsv|json|jsonl|xml|xlsx?|ods|pdf|docx?|odt|txt|zip|gz|tar|parquet|geojson|png|jpe?g|svg|mp4|vtt)\b|https?:\/\/\S+|\bwww\.\S+|[\w.+-]+@[\w-]+\.[\w.]+/giu;
/** Sentences about the page rather than its subject ("the topics below lead to…", "this is sample content"). */
const ABOUT_THE_PAGE =
  /\b(?:the|these) (?:figures|topics|links|sections|sources|items|tables?|columns|steps) (?:below|above)\b|\bsample content\b|\ba real listing would\b|\bthis (?:page|listing|section) (?:lists|shows|describes)\b|नीचे (?:दिए|दी|दिया) (?:गए|गई|गया)/iu;
/** The fewest words of substance (not stop or function words) a sentence needs to say something. */
const MIN_CONTENT_WORDS = 3;

const contentWords = (text: string) => wordsOf(text).filter((w) => !STOP_WORDS.has(w) && w.length > 1);
const QUOTES = /[“”"‘’']/g;

/**
 * Whether a sentence says something on its own. Not: a file name or an address with a label
 * ("The same dictionary as a file: x.csv."), a bare heading ("Measuring Whether It Works."), the
 * item's title again, a sentence about the page ("The topics below lead to…"), or a framing
 * template that quotes the item's own title ("Consider how the ideas in “…” play out in…").
 */
export function standsAlone(sentence: string, titles: string[]): boolean {
  const words = wordsOf(sentence);
  if (words.length < 4) return false;
  const stripped = sentence.replace(FILE_OR_LINK, " ");
  if (stripped !== sentence && contentWords(stripped).length < MIN_CONTENT_WORDS + 1) return false;
  if (contentWords(sentence).length < MIN_CONTENT_WORDS) return false;
  if (ABOUT_THE_PAGE.test(sentence)) return false;
  // A heading: a few words, every longer one capitalised ("Measuring Whether It Works.").
  const long = (sentence.match(/\b[A-Za-z][\w-]*\b/g) ?? []).filter((w) => w.length > 3);
  if (words.length <= 8 && long.length >= 3 && long.every((w) => /^[A-Z]/.test(w))) return false;
  const plain = sentence
    .replace(/[.!?।…]+$/u, "")
    .replace(QUOTES, "")
    .trim()
    .toLowerCase();
  for (const title of titles) {
    const t = title.replace(QUOTES, "").trim().toLowerCase();
    if (!t) continue;
    if (plain === t) return false;
    // A sentence that quotes its own item's title frames the item instead of saying what it says.
    if (sentence.toLowerCase().includes(`“${t}”`) || sentence.toLowerCase().includes(`"${t}"`) || sentence.toLowerCase().includes(`‘${t}’`))
      return false;
  }
  return true;
}

/** One sentence an item may be quoted by; `summary`: it is the item's summary (its standfirst). */
export interface Sentence {
  text: string;
  summary: boolean;
}

/**
 * The item's sentences, summary first, then the body's as plain text (api/repo/html.ts
 * htmlToTextBlocks: no markup, entities, images, code blocks or tables; every list item and
 * paragraph a block that ends like a sentence), each one that says something on its own
 * (standsAlone). Headings are left out: "Measuring whether it works." holds the words of "how
 * do you measure whether … works?" and answers nothing.
 */
export function sentenceList(candidate: Candidate): Sentence[] {
  const titles = [candidate.title];
  const blocks = [
    { block: candidate.excerpt, summary: true },
    ...htmlToTextBlocks(candidate.body, { headings: false }).map((block) => ({ block, summary: false })),
  ];
  const out: Sentence[] = [];
  for (const { block, summary } of blocks) {
    for (const raw of block.split(SENTENCE_END)) {
      const sentence = raw.trim();
      // Too short to stand on, or a summary that is a phrase, not a sentence.
      if (sentence.length < MIN_SENTENCE || !(SENTENCE_ENDED.test(sentence) || sentence.endsWith(")"))) continue;
      if (!standsAlone(sentence, titles)) continue;
      const text = sentence.length > MAX_SENTENCE ? `${sentence.slice(0, MAX_SENTENCE - 1).trimEnd()}…` : sentence;
      if (!out.some((s) => s.text === text)) out.push({ text, summary });
    }
  }
  return out;
}

/** The sentences the assistant may quote of an item (see sentenceList). */
export function sentencesOf(candidate: Candidate): string[] {
  return sentenceList(candidate).map((s) => s.text);
}
