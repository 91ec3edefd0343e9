import { ASSISTANT_LIMITS, type AssistantAnswer, type Lang } from "../../contract";
import { detailPrefix } from "../../contract/content-types";
import { dialectOf, type Db } from "../db/connection";
import { HttpError } from "../http";
import { htmlToText } from "../repo/html";
import type { AssistantConfig } from "./config";
import { rephrase } from "./llm";
import { relatedTopics } from "./related";
import { retrieve, type Candidate } from "./retrieve";
import { pickSentences, readsAsProse, scoreItems, type ScoredItem } from "./score";
import { countUnanswered, newAnswerId, saveAnswer, sweepOld } from "./store";
import { readWords, understand, type Question } from "./understand";
import { TYPE_KEY } from "./vocabulary";
import {
  actionLink,
  adviceAsked,
  factSentences,
  intentsOf,
  loadFacts,
  readFollowUp,
  signalBonus,
  withoutFactWords,
  type PreviousQuestion,
} from "./trust";

/**
 * Below this score (share of the question's weighted terms an item holds, plus small bonuses)
 * an item does not answer. Tuned with the quality set (tests/assistant/questions.ts).
 */
export const ANSWER_THRESHOLD = 0.8;
/**
 * And an item must hold at least this share of the question's words: bonuses alone never make
 * an answer of an item that holds two words of three ("price … Delhi" is not about onions).
 */
export const MIN_SHARE = 0.75;
/** Sources whose sentences make the answer; further sources are listed for reading on. */
const ANSWER_SOURCES = 3;
/** A source within this much of the best one still answers. */
const SOURCE_SPREAD = 0.35;

const TRY_AGAIN: Record<Lang, string> = {
  en: "The assistant is taking too long to search. Please try again in a moment.",
  hi: "सहायक को खोजने में बहुत समय लग रहा है। कृपया थोड़ी देर बाद फिर से प्रयास करें।",
};

const EMPTY: Record<Lang, string> = {
  en: "Type a question",
  hi: "कृपया अपना प्रश्न लिखें",
};

/** The question as text: markup removed (it is never rendered), spaces collapsed. */
export function cleanQuestion(question: string): string {
  return htmlToText(question.replace(/<[^>]*>?/g, " "))
    .replace(/[<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function withTimeout<T>(work: Promise<T>, ms: number, lang: Lang): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpError(503, TRY_AGAIN[lang], undefined, 2)), ms);
  });
  work.catch(() => undefined); // a late failure after the timeout is nobody's answer
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The items that answer, scored against every word of the question. With types, the items of
 * those types (and place) hold the type (and place) words by what they are; items of any type
 * that hold the words themselves compete with them, so "public datasets platform" can find an
 * initiative, not only datasets.
 */
async function findAnswering(
  db: Db,
  config: AssistantConfig,
  read: Question,
  lang: Lang,
  now: Date,
  typesOnly = false,
  minShare = MIN_SHARE,
) {
  const { understood, filterWords } = read;
  const terms = [...understood.terms, ...filterWords];
  const typed = understood.types.length ? await retrieve(db, config.search, understood, filterWords, lang, now, true) : [];
  // Items of any type are searched too unless an item of the type already holds every word in
  // sentences (the searches are the answer's main cost; a list of keywords never answers), or
  // only the types answer ("is there a video on it?").
  const typedHoldsAll = scoreItems(typed, terms, () => filterWords).some((s) => s.share >= 1 && readsAsProse(s.candidate));
  const searchAll =
    terms.length > 0 && !(typesOnly && understood.types.length) && (!typed.length || (understood.terms.length > 0 && !typedHoldsAll));
  const anyType = searchAll ? await retrieve(db, config.search, understood, filterWords, lang, now, false) : [];
  const candidates = [...typed, ...anyType.filter((c) => !typed.some((t) => t.id === c.id))];
  const typedIds = new Set(typed.map((c) => c.id));
  const scored = scoreItems(candidates, terms, (c) => (typedIds.has(c.id) ? filterWords : [])).map((s) => ({
    ...s,
    // Asked in Hindi, an item with a Hindi text answers a little better than an English one.
    score: s.score + (lang !== "en" && s.candidate.lang === lang ? 0.05 : 0),
  }));
  // A list of keywords has no sentence to quote, however many of the words it holds.
  const answering = scored.filter((s) => s.share >= minShare && readsAsProse(s.candidate)).sort((a, b) => b.score - a.score);
  const best = answering[0]?.score ?? 0;
  if (best < ANSWER_THRESHOLD) return [] as ScoredItem[];
  return answering.filter((s) => s.score >= Math.max(ANSWER_THRESHOLD, best - SOURCE_SPREAD));
}

/** A question read, without the words that name the fact asked for ("who founded …", "when is … held"): those are not searched for. */
function questionOf(question: string): Question {
  const read = understand(question);
  return { ...read, understood: { ...read.understood, terms: withoutFactWords(read.understood.terms, readWords(question)) } };
}

function hrefOf(c: Candidate): string {
  return `${detailPrefix(c.collection_type, c.head_category) ?? "/search"}/${c.slug.toLowerCase()}`;
}

/** Sentences in an answer at most: the facts that answer, then the portal's sentences. */
const MAX_ANSWER_SENTENCES = 6;
/** An answer whose newest source is older than this says it may be out of date. */
const OUTDATED_YEARS = 2;

function isOutdated(dates: (string | null)[], now: Date): boolean {
  const times = dates.map((d) => (d ? new Date(d).getTime() : NaN)).filter((t) => !Number.isNaN(t));
  if (!times.length) return false;
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - OUTDATED_YEARS);
  return Math.max(...times) < limit.getTime();
}

/**
 * Answers a question from the portal's own content (docs/decisions/0095, 0126): retrieval
 * through the API's search, then the facts and sentences that answer; a configured model may
 * only rephrase them. Not found is said plainly, with a search and related topics, and counted
 * for editors. A follow-up is read with the question before it (`previous`); a request for
 * medical, legal or financial advice is declined (the portal points to the right service).
 */
export async function answerQuestion(
  db: Db,
  config: AssistantConfig,
  asked: string,
  askedLang: Lang,
  now = new Date(),
  previous?: PreviousQuestion | null,
): Promise<AssistantAnswer> {
  const typed = cleanQuestion(asked);
  if (!typed) throw new HttpError(422, EMPTY[askedLang], { question: [EMPTY[askedLang]] });
  const before = previous
    ? { question: cleanQuestion(previous.question), topic: previous.topic ? cleanQuestion(previous.topic) : null }
    : null;
  const followUp = readFollowUp(typed, before);
  const readings = followUp?.readings ?? [{ question: typed, previous: "" }];
  const lang: Lang = followUp?.lang ?? askedLang;
  let question = readings[0].question;
  let follow_up = followUp ? { previous: readings[0].previous, lang } : null;
  let { understood, filterWords } = questionOf(question);

  const advice = adviceAsked(question);
  if (advice) {
    // Declined, kindly and always the same way: nothing is searched, nothing is quoted.
    const declined: AssistantAnswer = {
      id: newAnswerId(),
      question,
      status: "declined",
      sentences: [],
      machine_written: null,
      sources: [],
      understood,
      search_text: "",
      related: [],
      lang,
      outdated: false,
      advice,
      follow_up,
    };
    await saveAnswer(db, { id: declined.id, question, lang, status: "declined" }, now);
    await sweepOld(db, now);
    return declined;
  }

  // A follow-up read one way finds nothing: the next way. PostgreSQL searches the (at most two)
  // readings at once, on the pool's connections; the first that answers, in order, is taken.
  const find = async () => {
    const reads = readings.map((reading, i) => (i ? questionOf(reading.question) : { understood, filterWords }));
    const search = (i: number) => findAnswering(db, config, reads[i], lang, now, followUp?.typed, readings[i].minShare);
    const atOnce = dialectOf(db) === "postgres" ? readings.map((_, i) => search(i)) : [];
    atOnce.forEach((p) => p.catch(() => undefined)); // each is awaited below, or not needed
    for (const [i, reading] of readings.entries()) {
      const found = await (atOnce[i] ?? search(i));
      if (found.length) return { found, reading, read: reads[i], i };
    }
    return { found: [] as ScoredItem[], i: 0 };
  };
  const chosen = await withTimeout(find(), config.retrievalTimeoutMs, lang);
  const items = chosen.found;
  if (chosen.i && chosen.reading && chosen.read) {
    ({ question } = chosen.reading);
    ({ understood, filterWords } = chosen.read);
    follow_up = { previous: chosen.reading.previous, lang };
  }
  const sources = items.slice(0, ASSISTANT_LIMITS.sourcesMax);
  const facts = await loadFacts(
    db,
    sources.map((s) => s.candidate.id),
  );
  // Sentences are chosen by the words asked about, and those that hold the kind of answer asked
  // for (a date for "when") a little first; a question of a type, place or time alone
  // ("upcoming events") is answered by what each item is (its summary).
  const terms = understood.terms;
  const intents = intentsOf(question);
  // "Upcoming events", "events this year": a time asked about is a date asked for.
  if (understood.when) intents.add("when");
  let picked = pickSentences(sources.slice(0, ANSWER_SOURCES), terms, signalBonus(intents));
  // The facts asked for ("when", "where", "how much", "how to apply"), from the first source and
  // from every other one that is about what was asked (its title holds the words, or a listing).
  let factual = sources.slice(0, ANSWER_SOURCES).flatMap(({ candidate }, source) => {
    const about = source === 0 || !terms.length || scoreItems([candidate], terms)[0]?.share >= 1;
    return about ? factSentences(candidate, facts.get(candidate.id), intents, candidate.lang, now).map((text) => ({ text, source })) : [];
  });
  // Asked in Hindi: Hindi sentences where the sources have them, English only when none has.
  const inLang = picked.filter((p) => sources[p.source].candidate.lang === lang);
  const factsInLang = factual.filter((f) => sources[f.source].candidate.lang === lang);
  if (inLang.length || factsInLang.length) {
    picked = inLang;
    factual = factsInLang;
  }
  const status = picked.length || factual.length ? "answered" : "not_found";
  const used = status === "answered" ? sources : [];

  let sentences = [...factual, ...picked.map(({ text, source }) => ({ text, source }))].slice(0, MAX_ANSWER_SENTENCES);
  let machineWritten: string | null = null;
  if (config.llm && status === "answered") {
    const passages = used.slice(0, ANSWER_SOURCES).map(({ candidate }, i) => {
      const own = sentences.filter((p) => p.source === i).map((p) => p.text);
      return [candidate.title, ...(own.length ? own : [candidate.excerpt])].join(". ");
    });
    const written = await rephrase(config.llm, question, passages, lang);
    if (written) {
      sentences = written;
      machineWritten = config.llm.model;
    }
  }

  const answerLang: Lang =
    status === "answered" && !machineWritten && sentences.some((s) => used[s.source]?.candidate.lang !== lang) ? "en" : lang;
  const searchText = (terms.length ? terms : filterWords).join(" ") || question;
  const answer: AssistantAnswer = {
    id: newAnswerId(),
    question,
    status,
    sentences: status === "answered" ? sentences : [],
    machine_written: machineWritten,
    sources: used.map(({ candidate }, i) => ({
      title: candidate.title,
      type: TYPE_KEY.get(candidate.collection_type) ?? "articles",
      href: hrefOf(candidate),
      passage:
        picked
          .filter((p) => p.source === i)
          .map((p) => p.text)
          .join(" ") ||
        candidate.excerpt ||
        candidate.title,
      published_at: candidate.published_at,
      lang: candidate.lang,
      link: actionLink(facts.get(candidate.id)),
    })),
    understood,
    search_text: searchText.slice(0, 200),
    related: await relatedTopics(db, { terms, types: understood.types, sourceIds: used.map((s) => s.candidate.id), lang, now }),
    lang: answerLang,
    outdated:
      status === "answered" &&
      isOutdated(
        used.map((s) => s.candidate.published_at),
        now,
      ),
    advice: null,
    follow_up,
  };

  await saveAnswer(db, { id: answer.id, question, lang, status }, now);
  if (status === "not_found") await countUnanswered(db, question, now);
  await sweepOld(db, now);
  return answer;
}
