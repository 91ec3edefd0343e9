import { htmlToText, htmlToTextBlocks, SENTENCE_ENDED } from "../repo/html";
import type { Candidate } from "./retrieve";
import { GENERIC_WORDS, readability, stem, stemsOf } from "./words";

/** How much a term counts: generic words (AI, India) a little, the rest fully. */
function weight(term: string): number {
  return GENERIC_WORDS.has(term) ? 0.3 : 1;
}

/** How much longer a word may be than the stem it starts with and still count as its form. */
const FORM_SLACK = 3;

/**
 * Whether a text's stems hold the term: the same stem, or one a prefix of the other by a few
 * letters (farm, farmer; not renew, renewable).
 */
function holds(stems: Set<string>, term: string): boolean {
  const wanted = stem(term);
  if (stems.has(wanted)) return true;
  if (wanted.length < 4) return false;
  for (const s of stems) {
    if (s.length < 4 || Math.abs(s.length - wanted.length) > FORM_SLACK) continue;
    if (s.startsWith(wanted) || wanted.startsWith(s)) return true;
  }
  return false;
}

/** Share (0–1) of the question's weighted terms the text holds, and whether a specific one is among them. */
export function coverage(stems: Set<string>, terms: string[]): { share: number; specific: boolean } {
  let total = 0;
  let found = 0;
  let specific = false;
  for (const term of terms) {
    total += weight(term);
    if (holds(stems, term)) {
      found += weight(term);
      if (!GENERIC_WORDS.has(term)) specific = true;
    }
  }
  return { share: total ? found / total : 0, specific };
}

export interface ScoredItem {
  candidate: Candidate;
  /** 0–1 and a little more: how well the item answers (terms held, in the title, engine rank). */
  score: number;
  /** The share (0–1) of the question's weighted words the item holds. */
  share: number;
}

/**
 * Scores the retrieved items against the question's terms: what share of them the item holds
 * (title, summary, tags, body, in both languages), with the title and the engine's own order as
 * tie-breakers; `implied` names the words an item holds by what it is (its type, its place).
 * Without terms (a type, place or time alone) every item that passed the filters
 * answers, in retrieval order.
 */
export function scoreItems(candidates: Candidate[], terms: string[], implied: (c: Candidate) => string[] = () => []): ScoredItem[] {
  const scored = candidates.map((candidate, position) => {
    const rankBonus = 0.05 * (1 - position / candidates.length);
    if (!terms.length) return { candidate, score: 1 + rankBonus, share: 1 };
    const held = implied(candidate);
    const all = stemsOf(`${candidate.title} ${candidate.excerpt} ${candidate.tag_text} ${htmlToText(candidate.body)} ${candidate.english} ${held.join(" ")}`);
    const { share, specific } = coverage(all, terms);
    if (!specific) return { candidate, score: 0, share };
    const inTitle = coverage(stemsOf(candidate.title), terms).share;
    // An item of the asked type (or place) answers a little better than one that only mentions
    // it, and one written in sentences better than a list of keywords.
    const prose = readability(`${candidate.excerpt} ${htmlToText(candidate.body).slice(0, 600)}`);
    return { candidate, share, score: share + 0.2 * inTitle + rankBonus + (held.length ? 0.1 : 0) + 0.25 * prose };
  });
  return scored.sort((a, b) => b.score - a.score);
}

const SENTENCE_END = /(?<=[.!?।])\s+(?=[\p{Lu}\p{N}"“‘(]|\p{Script=Devanagari})/u;
const MIN_SENTENCE = 25;
const MAX_SENTENCE = 400;

/**
 * The item's sentences, summary first, then the body's as plain text (api/repo/html.ts
 * htmlToTextBlocks: no markup, entities, images, code blocks or tables; every list item and
 * paragraph a block that ends like a sentence). Headings are left out: "Measuring whether it
 * works." holds the words of "how do you measure whether … works?" and answers nothing.
 */
export function sentencesOf(candidate: Candidate): string[] {
  const blocks = [candidate.excerpt, ...htmlToTextBlocks(candidate.body, { headings: false })];
  const out: string[] = [];
  for (const block of blocks) {
    for (const raw of block.split(SENTENCE_END)) {
      const sentence = raw.trim();
      // Too short to stand on, or a summary that is a phrase, not a sentence.
      if (sentence.length < MIN_SENTENCE || !(SENTENCE_ENDED.test(sentence) || sentence.endsWith(")"))) continue;
      const text = sentence.length > MAX_SENTENCE ? `${sentence.slice(0, MAX_SENTENCE - 1).trimEnd()}…` : sentence;
      if (!out.includes(text)) out.push(text);
    }
  }
  return out;
}

export interface PickedSentence {
  text: string;
  /** Index among the sources. */
  source: number;
  position: number;
}

const MAX_SENTENCES = 4;

/**
 * The 2–4 sentences that answer best across the sources: each scored by the terms it holds and
 * its position (summaries and first sentences say what an item is), weighted by its item's
 * score; every source's best sentence first, then the next best while they still answer.
 */
export function pickSentences(items: ScoredItem[], terms: string[]): PickedSentence[] {
  const pool = items.flatMap(({ candidate, score }, source) =>
    sentencesOf(candidate).map((text, position) => {
      const share = terms.length ? coverage(stemsOf(text), terms).share : position === 0 ? 1 : 0;
      const value = (share * (0.6 + 0.4 * score) + 0.15 / (1 + position)) * (0.5 + 0.5 * readability(text));
      return { text, source, position, value };
    }),
  );
  const best = [...pool].sort((a, b) => b.value - a.value);
  const picked: typeof pool = [];
  for (let source = 0; source < items.length; source++) {
    const top = best.find((s) => s.source === source);
    if (top) picked.push(top);
  }
  const floor = (best[0]?.value ?? 0) * 0.6;
  for (const s of best) {
    if (picked.length >= MAX_SENTENCES) break;
    if (!picked.includes(s) && s.value >= floor && (picked.length < 2 || s.value > 0.3)) picked.push(s);
  }
  return picked
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.source - b.source || a.position - b.position)
    .map(({ text, source, position }) => ({ text, source, position }));
}
