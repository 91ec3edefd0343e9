import { sql } from "kysely";
import { SEARCH_TEXT_MAX, SearchQuery } from "../../contract";
import { dialectOf, type Db } from "../db/connection";
import { countMatches, searchIds, type TermGroup } from "../search";
import { isDevanagari, searchAlternativesOf, searchFormOf, searchFormsOf } from "./lexicon";
import { specificTerms, type Understanding } from "./understand";
import { PLACE_NAME_WORDS, TYPE_ID } from "./vocabulary";
import { readability } from "./words";

/** The search the assistant retrieves with: the API's own (tests inject a slow one). */
export type SearchFn = typeof searchIds;

const AND_PAGE = 20;
const TERM_PAGE = 6;
const LISTING_PAGE = 40;
const MAX_TERM_QUERIES = 6;
/** A word held by at most this many items is rare: searched for alone, its items are few and cheap to rank. */
const RARE = 40;
/**
 * A word held by more than this many items is common: a search of only such words is not worth
 * its cost. PostgreSQL counts a word's items no further than one more (itemsHolding).
 */
const COMMON = 999;
const MAX_RARE_QUERIES = 4;
const COUNT_TTL_MS = 10 * 60 * 1000;
const COUNTS_KEPT = 5000;

export interface Plan {
  terms: string[];
  types: string[];
  /** A location filter (typed plans only). */
  place: string | null;
  when: Understanding["when"];
  /** Words searched with that only say what the item is (type names searched as words): the rest are what it is about. */
  kinds?: string[];
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
  // SQLite would otherwise walk every published item in date order (the published index) looking
  // for the few of these types in the place: at 100 000 items ~100 ms instead of ~10 ms. The "+"
  // leaves the date order to a sort of the types' rows, found through the listing index.
  const newest = dialectOf(db) === "sqlite" ? sql`+c.published_at` : sql`c.published_at`;
  const rows = await q.orderBy(newest, "desc").orderBy("c.id", "desc").limit(FILTERED_PAGE).execute();
  return rows.map((r) => r.id);
}

/**
 * Each search looks this far down its ranking for items written in sentences: the search ranks
 * a list of keywords that repeats a question's words above the item that says, once, what was
 * asked (at 100 000 synthetic items, far above).
 */
const WIDE_PAGE = 100;
/** Enough of an item's beginning to tell prose from a list of keywords (readability). */
const OPENING_CHARS = 400;

/**
 * `ids` (in the search's order), those whose opening reads as prose first, `n` of them; `found`
 * gains those that count as found: the prose ones of a long list, all of a short one (read as
 * they are: the scoring tells them apart).
 */
async function proseFirst(db: Db, ids: number[], n: number, found: Set<number>): Promise<number[]> {
  if (ids.length <= n) {
    for (const id of ids) found.add(id);
    return ids;
  }
  const rows = await db
    .selectFrom("collections")
    .select(["id", "excerpt", sql<string>`substr(body, 1, ${OPENING_CHARS})`.as("opening")])
    .where("id", "in", ids)
    .execute();
  const prose = new Set(
    rows.filter((r) => readability(`${r.excerpt ?? ""} ${r.opening.replace(/<[^>]*>?/g, " ")}`) >= 0.5).map((r) => r.id),
  );
  for (const id of prose) found.add(id);
  return [...ids.filter((id) => prose.has(id)), ...ids.filter((id) => !prose.has(id))].slice(0, n);
}

/** How a plan is searched: its words as search forms, whether a search is worth its cost, the words it requires. */
function searching(db: Db, search: SearchFn, plan: Plan, now: Date) {
  const collectionTypes = plan.types.map((t) => TYPE_ID.get(t)).filter((id): id is number => id !== undefined);
  const query = (searchText: string, sort_by: 1 | 3) => SearchQuery.parse({ searchText, collectionTypes, sort_by });
  // Hindi words are searched in English (every item has an English text; api/assistant/lexicon.ts);
  // a Hindi word the lexicon does not know is left to the scoring unless nothing else is left.
  const formsOf = (words: string[]) => {
    const forms = [...new Set(words.map(searchFormOf))];
    return forms.some((f) => !isDevanagari(f)) ? forms.filter((f) => !isDevanagari(f)) : forms;
  };
  // Each word as a group of its ways of saying it, any one of which will do (a phrase as itself).
  const groupsOf = (words: string[]): TermGroup[] => {
    const forms = formsOf(words);
    return forms.map((form) => {
      const word = words.find((w) => searchFormOf(w) === form) ?? form;
      const any = searchFormsOf(word);
      return any.length > 1
        ? { words: any, phrase: false, prefix: false, any: true }
        : { words: form.split(/\s+/), phrase: /\s/.test(form), prefix: false };
    });
  };
  // The items that count as found: a page of keyword lists is not a page found.
  const found = new Set<number>();
  // What a search counts as found is its own until it ends: searches made at once do not read
  // each other's (the answers stay the same whichever ends first).
  const run = async (words: string[], pageSize: number, leftOut = false) => {
    const own = new Set<number>();
    const ids = await runFinding(words, pageSize, leftOut, own);
    own.forEach((id) => found.add(id));
    return ids;
  };
  const runFinding = async (words: string[], pageSize: number, leftOut: boolean, own: Set<number>) => {
    const forms = formsOf(words);
    if (!forms.length) return (await search(db, query("", 1), { pageSize, now, idsOnly: true })).ids;
    const searched = (how: { summaryOnly?: boolean; summaryFirst?: boolean }) =>
      search(db, query(withinSearchLimit(forms), 3), { pageSize: WIDE_PAGE, now, idsOnly: true, groups: groupsOf(words), ...how });
    // Titles, tags and summaries first: they say what an item is about, where a body may only
    // mention a word (and a list of keywords holds every word somewhere). SQLite ranks every
    // match, so one search whose ranking barely counts bodies does it. PostgreSQL ranks only the
    // newest ~1 000 matches (PG_RANKED_CANDIDATES), which bodies of keyword lists would fill: the
    // words together are matched in titles, tags and summaries alone first, and in bodies too
    // when those find less than a page written in sentences. A match by weight is re-checked on
    // every item holding the words anywhere, costly for the few words of a search with one left
    // out: those search everything at once, as before.
    if (dialectOf(db) === "sqlite") return proseFirst(db, (await searched({ summaryFirst: true })).ids, pageSize, own);
    if (leftOut) return proseFirst(db, (await searched({})).ids, pageSize, own);
    const about = await proseFirst(db, (await searched({ summaryOnly: true })).ids, pageSize, own);
    if (about.filter((id) => own.has(id)).length >= pageSize) return about;
    const all = await proseFirst(db, (await searched({})).ids, pageSize, own);
    return [...about, ...all.filter((id) => !about.includes(id))].slice(0, Math.max(pageSize, about.length));
  };
  const asWritten = async (words: string[]) => {
    const groups = words.map((w) => (isDevanagari(w) ? { words: [w.normalize("NFC")], phrase: false, prefix: false } : groupsOf([w])[0]));
    const { ids } = await search(db, query(withinSearchLimit(words), 3), { pageSize: WIDE_PAGE, now, idsOnly: true, groups });
    return proseFirst(db, ids, AND_PAGE, found);
  };
  // A further search is worth its cost only if one of its words is not everywhere: words that
  // thousands of items hold find those thousands, ranked at the price of all of them, and a
  // handful of them says little (COMMON; the counts are kept a while). Common words together
  // are worth it too when few items are likely to hold them all (their shares multiplied:
  // "farmer soil weather" among the startups; on PostgreSQL, counted up to COMMON + 1 each).
  const worth = async (words: string[]) => {
    let likely = 0;
    for (const form of formsOf(words)) {
      if (isDevanagari(form)) return true;
      const n = await itemsHolding(db, form, now);
      if (n <= COMMON) return true;
      likely = likely ? (likely * n) / (await itemsHolding(db, null, now)) : n;
    }
    return likely <= COMMON;
  };
  // A place is not in the search's text (the scoring reads the item's state and city): the words
  // together keep it, the specific ones do without it.
  const specific = specificTerms(plan.terms);
  const unplaced = specific.filter((t) => !PLACE_NAME_WORDS.has(t));
  const required = unplaced.length ? unplaced : specific;
  return { collectionTypes, run, asWritten, worth, required, found };
}

/**
 * Ids of the items that may answer, best first, from the API's search: all the terms together,
 * the specific ones together, then (when those find less than a page) with one of them left out
 * at a time (a question's words need not all be in the item that answers: "invest"). Each word
 * is searched with its other ways of saying it, any one of which will do ("कृषि": agriculture,
 * farming, agritech), and each search looks in titles, tags and summaries before bodies. A word
 * alone only when it is rare (rareWordIds). A type with a place or time: that listing. No terms
 * at all: the type's newest items.
 */
export async function retrieveIds(db: Db, search: SearchFn, plan: Plan, now: Date): Promise<number[]> {
  const { collectionTypes, run, asWritten, worth, required, found } = searching(db, search, plan, now);
  if (collectionTypes.length && (plan.place || plan.when)) return filteredListing(db, collectionTypes, plan.place, !!plan.when);
  if (!plan.terms.length) return run([], LISTING_PAGE);

  const ids: number[] = [];
  const add = (list: number[]) => list.forEach((id) => ids.includes(id) || ids.push(id));
  const foundCount = () => ids.filter((id) => found.has(id)).length;
  // The words together, the specific ones together, and the words as written do not depend on
  // each other: PostgreSQL makes them at once, on connections of the pool. A Hindi word the
  // lexicon does not know is left out of the searches in English: the words as the question has
  // them find an item written in Hindi, or its Hindi translation, that holds it.
  const lists = await Promise.all([
    run(plan.terms, AND_PAGE),
    required.length < plan.terms.length ? run(required, AND_PAGE) : [],
    required.some((t) => isDevanagari(searchFormOf(t))) ? asWritten(required) : [],
  ]);
  lists.forEach(add);
  // Left-out words only when the words together found less than a page: each query costs more
  // the more items it matches. They too are made at once.
  if (required.length >= 3 && foundCount() < AND_PAGE) {
    const leftOut = await Promise.all(
      required.slice(0, MAX_TERM_QUERIES).map(async (left) => {
        const rest = required.filter((t) => t !== left);
        if (!(await worth(rest))) return [];
        // Without the type's name ("jobs"), the question's own words: a report about roles answers "which jobs…?".
        return run(rest, plan.kinds?.includes(left) ? AND_PAGE : TERM_PAGE, true);
      }),
    );
    leftOut.forEach(add);
  }
  return ids;
}

const counts = new WeakMap<Db, Map<string, { at: number; n: number }>>();

/** How many published items hold a word (null: how many there are), kept a few minutes per database. */
async function itemsHolding(db: Db, word: string | null, now: Date): Promise<number> {
  const cache = counts.get(db) ?? new Map<string, { at: number; n: number }>();
  counts.set(db, cache);
  const known = cache.get(word ?? "");
  if (known && now.getTime() - known.at < COUNT_TTL_MS) return known.n;
  const searchText = word === null ? "" : withinSearchLimit([word]);
  // PostgreSQL counts by visiting the matching rows: no further than tells a common word from
  // the rest (COMMON). SQLite reads the counts from its index, cheaply: exactly.
  const total = await countMatches(db, searchText, dialectOf(db) === "postgres" ? COMMON + 1 : undefined);
  if (cache.size >= COUNTS_KEPT) cache.clear();
  cache.set(word ?? "", { at: now.getTime(), n: total });
  return total;
}

/**
 * Items that hold one of the question's rare words (or a rare other way to say one): a question
 * put in words of its own ("Which student teams built browser tools to catch edited photos?")
 * shares few of them with the item that answers ("…detect manipulated images…"), so the words
 * together find nothing, while its rarest words alone find the item, and the scoring then
 * counts the other ways of saying the rest (api/assistant/lexicon.ts). Only rare words are
 * searched alone: their items are few, so the search is cheap and an item holding one is worth
 * scoring.
 */
export async function rareWordIds(db: Db, search: SearchFn, plan: Plan, now: Date): Promise<number[]> {
  // Per word of the question, the way of saying it that most items hold while still rare (an
  // answer is likelier among them), then the words whose items are fewest first. The counts are
  // independent of each other (and kept a while): asked at once.
  const formsByTerm = specificTerms(plan.terms).map((term) =>
    [searchFormOf(term), ...searchAlternativesOf(term, 4)].filter((form) => !isDevanagari(form) && !/\s/.test(form)),
  );
  const counted = [...new Set(formsByTerm.flat())];
  const holding = new Map(await Promise.all(counted.map(async (form) => [form, await itemsHolding(db, form, now)] as const)));
  const picks: { form: string; n: number }[] = [];
  for (const forms of formsByTerm) {
    let best: { form: string; n: number } | null = null;
    for (const form of forms) {
      if (picks.some((p) => p.form === form)) continue;
      const n = holding.get(form) ?? 0;
      if (n > 0 && n <= RARE && (!best || n > best.n)) best = { form, n };
    }
    if (best) picks.push(best);
  }
  const collectionTypes = plan.types.map((t) => TYPE_ID.get(t)).filter((id): id is number => id !== undefined);
  const lists = await Promise.all(
    picks
      .sort((a, b) => a.n - b.n)
      .slice(0, MAX_RARE_QUERIES)
      .map(
        async ({ form }) =>
          (
            await search(db, SearchQuery.parse({ searchText: withinSearchLimit([form]), collectionTypes, sort_by: 3 }), {
              pageSize: TERM_PAGE * 2,
              now,
              idsOnly: true,
            })
          ).ids,
      ),
  );
  return [...new Set(lists.flat())];
}

/**
 * The words as one search text the search accepts (SEARCH_TEXT_MAX): a question of up to 300
 * characters can keep more than that after its stop words go. The first words are kept, in the
 * question's order; an item holding all of them is what answers anyway.
 */
function withinSearchLimit(words: string[]): string {
  let text = "";
  for (const word of words) {
    // Quoted: the search reads a last bare word as the start of a word still being typed (its
    // type-ahead), and a common word's prefix ("data*") costs as much as dozens of words.
    const next = `${text ? `${text} ` : ""}"${word}"`;
    if (next.length > SEARCH_TEXT_MAX) break;
    text = next;
  }
  return text;
}
