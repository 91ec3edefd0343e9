import { htmlToText } from "../repo/html";
import type { Candidate } from "./candidate";
import { equivalentsOf, isGenericTerm, isLightTerm } from "./lexicon";
import { sentenceList } from "./sentences";
import { KIND_TEXT } from "./vocabulary";
import { readability, stem, stemsOf, wordsOf } from "./words";

export { sentencesOf, standsAlone } from "./sentences";

/** How much a term counts: generic words (AI, India) and grammar's words (use, get) a little, the rest fully. */
function weight(term: string): number {
  return isGenericTerm(term) || isLightTerm(term) ? 0.3 : 1;
}

/** How much longer a word may be than the stem it starts with and still count as its form. */
const FORM_SLACK = 3;
/** Stems that a longer or shorter form can share (FORM_SLACK) begin with the same this many letters. */
const PREFIX = 4;

const prefixIndexes = new WeakMap<Set<string>, Map<string, string[]>>();

/** The text's stems of PREFIX letters or more, by their first PREFIX letters (made once per text). */
function prefixIndex(stems: Set<string>): Map<string, string[]> {
  let index = prefixIndexes.get(stems);
  if (!index) {
    index = new Map();
    for (const s of stems) {
      if (s.length < PREFIX) continue;
      const key = s.slice(0, PREFIX);
      const list = index.get(key);
      if (list) list.push(s);
      else index.set(key, [s]);
    }
    prefixIndexes.set(stems, index);
  }
  return index;
}

/**
 * Whether a text's stems hold a word: the same stem, or one a prefix of the other by a few
 * letters (farm, farmer; not renew, renewable).
 */
function holdsWord(stems: Set<string>, word: string): boolean {
  const wanted = stem(word);
  if (stems.has(wanted)) return true;
  if (wanted.length < PREFIX) return false;
  for (const s of prefixIndex(stems).get(wanted.slice(0, PREFIX)) ?? []) {
    if (Math.abs(s.length - wanted.length) > FORM_SLACK) continue;
    if (s.startsWith(wanted) || wanted.startsWith(s)) return true;
  }
  return false;
}

/**
 * Whether a text's stems hold the term or a word that means the same here, in English or Hindi
 * (api/assistant/lexicon.ts: "किसानों" is held by "farmers", "advice" by "advisories"); a phrase
 * ("machine learning") when the text holds each of its words.
 */
function holds(texts: Set<string>[], term: string): boolean {
  const held = (word: string) => texts.some((stems) => holdsWord(stems, word));
  for (const form of equivalentsOf(term)) {
    if (form.includes(" ") ? wordsOf(form).every(held) : held(form)) return true;
  }
  return false;
}

/** coverage() over several texts' stems together. */
function coverageIn(texts: Set<string>[], terms: string[]): { share: number; specific: boolean } {
  let total = 0;
  let found = 0;
  let specific = false;
  for (const term of terms) {
    const w = weight(term);
    total += w;
    if (holds(texts, term)) {
      found += w;
      if (w === 1) specific = true;
    }
  }
  return { share: total ? found / total : 0, specific };
}

/** Share (0–1) of the question's weighted terms the text holds, and whether a specific one is among them. */
export function coverage(stems: Set<string>, terms: string[]): { share: number; specific: boolean } {
  return coverageIn([stems], terms);
}

interface ItemText {
  /** Stems of everything the item says (both languages) and where it is. */
  all: Set<string>;
  title: Set<string>;
  excerpt: Set<string>;
  /** How much its summary and first paragraphs read as prose (readability). */
  prose: number;
}

/**
 * How much reading as prose adds: enough that an item written in sentences which holds three
 * quarters of the words ranks above a list of keywords that holds them all (at 100 000 synthetic
 * items, keyword lists hold every word of many questions).
 */
const PROSE_WEIGHT = 0.45;

/** Whether an item is written in sentences (not a list of keywords): see readability. */
export function readsAsProse(candidate: Candidate): boolean {
  return itemText(candidate).prose >= 0.5;
}

/** An item's text as scoring reads it, worked out once per retrieved item (it is scored several times). */
const itemTexts = new WeakMap<Candidate, ItemText>();

function itemText(candidate: Candidate): ItemText {
  let text = itemTexts.get(candidate);
  if (!text) {
    const body = htmlToText(candidate.body);
    text = {
      // Its place is part of what an item is about ("trainees in Jharkhand"), and so is what it is (a course is training).
      all: stemsOf(
        `${candidate.title} ${candidate.excerpt} ${candidate.tag_text} ${body} ${candidate.english} ${candidate.state ?? ""} ${candidate.location ?? ""} ${KIND_TEXT.get(candidate.collection_type) ?? ""}`,
      ),
      title: stemsOf(candidate.title),
      excerpt: stemsOf(candidate.excerpt),
      prose: readability(`${candidate.excerpt} ${body.slice(0, 600)}`),
    };
    itemTexts.set(candidate, text);
  }
  return text;
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
    const text = itemText(candidate);
    const { share, specific } = coverageIn(held.length ? [text.all, stemsOf(held.join(" "))] : [text.all], terms);
    if (!specific) return { candidate, score: 0, share };
    const inTitle = coverage(text.title, terms).share;
    // What its summary says is what the item is about; the body may only mention it.
    const inSummary = coverage(text.excerpt, terms).share;
    // An item of the asked type (or place) answers a little better than one that only mentions
    // it, and one written in sentences better than a list of keywords.
    const prose = text.prose;
    return {
      candidate,
      share,
      score: share + 0.2 * inTitle + 0.15 * inSummary + rankBonus + (held.length ? 0.1 : 0) + PROSE_WEIGHT * prose,
    };
  });
  return scored.sort((a, b) => b.score - a.score);
}

export interface PickedSentence {
  text: string;
  /** Index among the sources. */
  source: number;
  position: number;
}

const MAX_SENTENCES = 4;
/** How much of the question's words a title must hold for the question to be about its item. */
const ABOUT_THE_ITEM = 0.5;

/**
 * The 2–4 sentences that answer best across the sources: each scored by the terms it holds and
 * its position (summaries and first sentences say what an item is), weighted by its item's
 * score, plus `bonus` (a sentence holding the kind of answer asked for: a date for "when");
 * every source's best sentence first, then the next best while they still answer.
 *
 * A question about an item as a whole (its title holds half the words or more: "why do shared
 * GPU clusters need fair queues?") is answered first by the item's own summary, read under its
 * title as a standfirst is. A sentence that several sources hold word for word is a template
 * (boilerplate of a theme), not what any of them says, and is left out.
 */
export function pickSentences(items: ScoredItem[], terms: string[], bonus: (text: string) => number = () => 0): PickedSentence[] {
  const lists = items.map(({ candidate }) => sentenceList(candidate));
  const holders = new Map<string, Set<number>>();
  lists.forEach((list, source) => list.forEach((s) => holders.set(s.text, (holders.get(s.text) ?? new Set()).add(source))));
  const pool = items.flatMap(({ candidate, score }, source) => {
    const aboutItem = terms.length > 0 && coverage(stemsOf(candidate.title), terms).share >= ABOUT_THE_ITEM;
    return lists[source]
      .filter((s) => (holders.get(s.text)?.size ?? 0) < 2)
      .map(({ text, summary }, position) => {
        const read = summary && aboutItem ? `${candidate.title} ${text}` : text;
        const share = terms.length ? coverage(stemsOf(read), terms).share : position === 0 ? 1 : 0;
        const extra = share > 0 ? bonus(text) : 0;
        const value = (share * (0.6 + 0.4 * score) + 0.15 / (1 + position) + extra) * (0.5 + 0.5 * readability(text));
        return { text, source, position, value, signalled: extra > 0 };
      });
  });
  const best = [...pool].sort((a, b) => b.value - a.value);
  const picked: typeof pool = [];
  for (let source = 0; source < items.length; source++) {
    const top = best.find((s) => s.source === source);
    if (top) picked.push(top);
  }
  const floor = (best[0]?.value ?? 0) * 0.6;
  for (const s of best) {
    if (picked.length >= MAX_SENTENCES) break;
    // A sentence of an answering source that holds the kind of answer asked for ("Applications
    // close in six weeks." for "when …?") answers even when it holds fewer of the words.
    const signalled = s.signalled && picked.some((p) => p.source === s.source) && s.value >= floor / 2;
    if (!picked.includes(s) && (s.value >= floor || signalled) && (picked.length < 2 || s.value > 0.3)) picked.push(s);
  }
  return picked
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.source - b.source || a.position - b.position)
    .map(({ text, source, position }) => ({ text, source, position }));
}
