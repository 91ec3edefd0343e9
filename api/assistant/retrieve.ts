import { sql } from "kysely";
import { SEARCH_TEXT_MAX, SearchQuery, type Lang } from "../../contract";
import type { Db } from "../db/connection";
import { searchIds } from "../search";
import { specificTerms, type Understanding } from "./understand";
import { TYPE_ID } from "./vocabulary";

/** The search the assistant retrieves with: the API's own (tests inject a slow one). */
export type SearchFn = typeof searchIds;

/** A retrieved item with the text the answer may quote (in the asked language where translated). */
export interface Candidate {
  id: number;
  collection_type: number;
  slug: string;
  head_category: string | null;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  body: string;
  tag_text: string;
  /** The English text too, when `lang` is another language: questions mix both. */
  english: string;
  lang: Lang;
  state: string | null;
  location: string | null;
  published_at: string | null;
  event_start: string | null;
}

const AND_PAGE = 20;
const TERM_PAGE = 6;
const LISTING_PAGE = 40;
const MAX_TERM_QUERIES = 6;

interface Plan {
  terms: string[];
  types: string[];
  /** A location filter (typed plans only). */
  place: string | null;
  when: Understanding["when"];
}

const EVENTS = TYPE_ID.get("events");
const FILTERED_PAGE = 100;

/**
 * The newest items of the types in a place, or with dates when a time was asked (events with
 * their dates): a listing by the columns, as the browse pages filter, since the search has no
 * place or event-date filter. The question's words then rank these (api/assistant/score.ts).
 */
async function filteredListing(db: Db, types: number[], place: string | null, dated: boolean): Promise<number[]> {
  let q = db.selectFrom("collections as c").select("c.id").where("c.status", "=", "published").where("c.collection_type", "in", types);
  if (place) {
    const name = place.toLowerCase();
    q = q.where((eb) => eb.or([eb(sql`lower(c.state)`, "=", name), eb(sql`lower(c.location)`, "=", name)]));
  }
  if (dated && EVENTS !== undefined && types.includes(EVENTS)) {
    q = q.where((eb) => eb.or([eb("c.collection_type", "!=", EVENTS), eb("c.attributes", "like", '%"event_start"%')]));
  }
  const rows = await q.orderBy("c.published_at", "desc").orderBy("c.id", "desc").limit(FILTERED_PAGE).execute();
  return rows.map((r) => r.id);
}

/**
 * Ids of the items that may answer, best first, from the API's search: all the terms together,
 * the specific ones together, then (when those find less than a page) with one of them left out
 * at a time (a question's words need not all be in the item that answers: "invest"). Never
 * each word alone: an item holding one word of several cannot answer (answer.ts MIN_SHARE).
 * A type with a place or time: that listing. No terms at all: the type's newest items.
 */
async function retrieveIds(db: Db, search: SearchFn, plan: Plan, now: Date): Promise<number[]> {
  const collectionTypes = plan.types.map((t) => TYPE_ID.get(t)).filter((id): id is number => id !== undefined);
  if (collectionTypes.length && (plan.place || plan.when)) return filteredListing(db, collectionTypes, plan.place, !!plan.when);
  const query = (searchText: string, sort_by: 1 | 3) => SearchQuery.parse({ searchText, collectionTypes, sort_by });
  const run = async (words: string[], pageSize: number) =>
    (await search(db, query(withinSearchLimit(words), words.length ? 3 : 1), { pageSize, now, countCap: pageSize })).ids;
  if (!plan.terms.length) return run([], LISTING_PAGE);

  const required = specificTerms(plan.terms);
  const ids: number[] = [];
  const add = (list: number[]) => list.forEach((id) => ids.includes(id) || ids.push(id));
  add(await run(plan.terms, AND_PAGE));
  if (required.length < plan.terms.length) add(await run(required, AND_PAGE));
  // Left-out words only when the words together found less than a page: each query costs more
  // the more items it matches.
  if (required.length >= 3 && ids.length < AND_PAGE) {
    for (const left of required.slice(0, MAX_TERM_QUERIES)) add(await run(required.filter((t) => t !== left), TERM_PAGE));
  }
  return ids;
}

/**
 * The words as one search text the search accepts (SEARCH_TEXT_MAX): a question of up to 300
 * characters can keep more than that after its stop words go. The first words are kept, in the
 * question's order; an item holding all of them is what answers anyway.
 */
function withinSearchLimit(words: string[]): string {
  let text = "";
  for (const word of words) {
    const next = text ? `${text} ${word}` : word;
    if (next.length > SEARCH_TEXT_MAX) break;
    text = next;
  }
  return text;
}

function eventStart(attributes: string): string | null {
  try {
    const value = (JSON.parse(attributes) as { event_start?: unknown }).event_start;
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The rows of `ids`, in that order, with the text in `lang` where a translation is published;
 * each says the language its text is in.
 */
async function loadCandidates(db: Db, ids: number[], lang: Lang): Promise<Candidate[]> {
  if (!ids.length) return [];
  const [rows, translations] = await Promise.all([
    db
      .selectFrom("collections")
      .select(["id", "collection_type", "slug", "head_category", "title", "excerpt", "body", "tag_text", "state", "location", "published_at", "attributes", "lang"])
      .where("id", "in", ids)
      .where("status", "=", "published")
      .execute(),
    lang === "en"
      ? Promise.resolve([])
      : db
          .selectFrom("collection_translations")
          .select(["collection_id", "title", "excerpt", "body"])
          .where("collection_id", "in", ids)
          .where("lang", "=", lang)
          .where("status", "=", "published")
          .execute(),
  ]);
  const translated = new Map(translations.map((t) => [t.collection_id, t]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = translated.get(id);
    const english = `${row.title} ${row.excerpt ?? ""}`;
    return [
      {
        id,
        collection_type: row.collection_type,
        slug: row.slug,
        head_category: row.head_category,
        title: own?.title ?? row.title,
        excerpt: (own ? own.excerpt : row.excerpt) ?? "",
        body: own?.body ?? row.body,
        tag_text: row.tag_text,
        english: own ? `${english} ${row.body}` : "",
        // A translation's language, else the one the item was written in (a Hindi contribution).
        lang: own ? lang : row.lang,
        state: row.state,
        location: row.location,
        published_at: row.published_at,
        event_start: eventStart(row.attributes),
      },
    ];
  });
}

/** Keeps the candidates the question's place and time allow. */
function narrow(candidates: Candidate[], understood: Understanding, now: Date, typed: boolean): Candidate[] {
  // Across all types the place is one of the words searched for, not a filter.
  const place = typed ? understood.place?.toLowerCase() : undefined;
  const year = String(now.getUTCFullYear());
  return candidates.filter((c) => {
    if (place && c.state?.toLowerCase() !== place && c.location?.toLowerCase() !== place) return false;
    if (!understood.when) return true;
    const date = c.event_start ?? c.published_at;
    if (!date) return false;
    if (understood.when === "this-year") return date.startsWith(year) || new Date(date).getUTCFullYear() === Number(year);
    const future = new Date(date).getTime() > now.getTime();
    return understood.when === "upcoming" ? future : !future;
  });
}

/**
 * The items that may answer the question. With types: first among those types; when none is
 * left (or `typed` is false), across every type, the type words then searched as words.
 */
export async function retrieve(
  db: Db,
  search: SearchFn,
  understood: Understanding,
  filterWords: string[],
  lang: Lang,
  now: Date,
  typed = true,
): Promise<Candidate[]> {
  const plan: Plan = typed ? understood : { terms: [...understood.terms, ...filterWords], types: [], place: null, when: understood.when };
  let candidates = narrow(await loadCandidates(db, await retrieveIds(db, search, plan, now), lang), understood, now, typed);
  if (understood.when === "upcoming") {
    candidates = [...candidates].sort((a, b) => (a.event_start ?? a.published_at ?? "").localeCompare(b.event_start ?? b.published_at ?? ""));
  }
  return candidates;
}
