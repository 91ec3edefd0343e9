import { sql } from "kysely";
import { SEARCH_PAGE_SIZE, SearchQuery } from "../../contract";
import type { SearchQueryInput, SearchResponse, Tag } from "../../contract";
import { dialectOf, type Db } from "../db/connection";
import { loadCards, toSearchItem, type CardContext } from "../repo/cards";
import { applySearchFilters, filterTagNames, hasFilters, type ResolvedTags } from "./filters";
import { parseSearchText, phraseTexts, toFts5Query, toTsQuery, type TermGroup } from "./text";

export type SearchResult = SearchResponse["data"];

export interface SearchOptions {
  publicOrigin?: string;
  now?: Date;
  pageSize?: number;
  /** PostgreSQL: count no further than this (at least the ranked candidates); PG_COUNT_CAP when unset. */
  countCap?: number;
}

/** Title counts most, then tags, then the excerpt, then the body (columns in index order). */
const BM25 = sql`bm25(collections_fts, 10.0, 3.0, 1.0, 5.0)`;

type FtsTables = { collections_fts: { rowid: number; collections_fts: string; rank: number } };

/** Title order that reads the same on both databases (byte order of the lower-cased title). */
export function titleOrder(db: Db) {
  return dialectOf(db) === "postgres" ? sql`lower(c.title) COLLATE "C"` : sql`lower(c.title)`;
}

/** Ids of one page of matches and the total, ranked and filtered in one SQL per question. */
export async function searchIds(
  db: Db,
  query: SearchQuery,
  options: SearchOptions = {},
): Promise<{ ids: number[]; total: number }> {
  const groups = parseSearchText(query.searchText);
  // Text made only of punctuation (`"`, `*`, `^`) matches nothing rather than everything.
  if (!groups.length && query.searchText.trim()) return { ids: [], total: 0 };
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const postgres = dialectOf(db) === "postgres";
  const fdb = db.withTables<FtsTables>();

  const sort = query.sort_by === 3 && !groups.length ? 1 : query.sort_by;
  const ftsQuery = groups.length ? (postgres ? toTsQuery(groups) : toFts5Query(groups)) : "";

  // SQLite, text only and by relevance: the index holds only published items, so it ranks and
  // counts alone, without a row lookup per match.
  if (!postgres && groups.length && sort === 3 && !hasFilters(query)) {
    const fts = fdb.selectFrom("collections_fts").where(sql<boolean>`collections_fts MATCH ${ftsQuery}`);
    const [rows, count] = await Promise.all([
      fts.select("rowid as id").orderBy(BM25).orderBy("rowid", "desc").limit(pageSize).offset(query.nextIndex).execute(),
      fts.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(count?.n ?? 0) };
  }

  const match = sql<boolean>`collections_fts MATCH ${ftsQuery}`;
  // SQLite with a filter an index can narrow (types, dates): the filter's index drives and the
  // full-text matches become a set to test against. `+` stops SQLite from driving by that set.
  const indexDriven = !postgres && groups.length > 0 && (query.collectionTypes.length > 0 || !!query.published_date);

  let base = fdb.selectFrom("collections as c");
  // PostgreSQL: the same matches written for the bigram and prefix indexes (see postgresMatch);
  // for queries that collect or count a set of matches, never for a scan in the sort's order.
  let setBase = base;
  if (groups.length) {
    if (postgres) {
      base = base.where(sql<boolean>`c.search_vector @@ to_tsquery('english', ${ftsQuery})`);
      setBase = setBase.where(postgresMatch(groups, ftsQuery, hasFilters(query)));
    } else if (indexDriven) {
      base = base.where(sql`+c.id`, "in", fdb.selectFrom("collections_fts").select("rowid").where(match));
    } else {
      // CROSS JOIN fixes the loop order in SQLite: run the full-text query once and look up
      // each match by rowid, never one full-text query per candidate row.
      base = fdb
        .selectFrom("collections_fts")
        .crossJoin("collections as c")
        .whereRef("c.id", "=", "collections_fts.rowid")
        .where(match) as unknown as typeof base;
    }
  }
  const resolved = postgres ? await resolveTags(db, query) : undefined;
  base = applySearchFilters(base, query, options.now, resolved);

  // The ranked or ordered ids; SQLite allows bm25() only in the query that has the MATCH (not
  // beside a window function), so there the ranked rows are a subquery `m` with a score.
  let rows: { id: number; total: number }[];
  if (!postgres && sort === 3) {
    const scored = indexDriven
      ? fdb
          .selectFrom("collections_fts")
          .select(["collections_fts.rowid as id", BM25.as("score")])
          .where(match)
          .where(sql`+collections_fts.rowid`, "in", applySearchFilters(db.selectFrom("collections as c"), query, options.now).select("c.id"))
      : base.select(["c.id", BM25.as("score")]);
    rows = await db
      .selectFrom(scored.as("m"))
      .select(["m.id", (eb) => eb.fn.countAll<number>().over().as("total")])
      .orderBy("m.score")
      .orderBy("m.id", "desc")
      .limit(pageSize)
      .offset(query.nextIndex)
      .execute();
  } else if (postgres && groups.length) {
    // The filters as a set of ids of their own: the planner can then answer them from indexes
    // alone (type and date from the listing index, tags from collection_tags) and test the
    // text only on the items that pass, instead of testing every item of the types and year.
    if (hasFilters(query)) {
      const filtered = applySearchFilters(db.selectFrom("collections as c"), query, options.now, resolved).select("c.id");
      setBase = setBase.where("c.status", "=", "published").where("c.id", "in", filtered);
    } else setBase = applySearchFilters(setBase, query, options.now, resolved);
    return postgresTextPage(db, base, setBase, query, sort, ftsQuery, pageSize, groups.some((g) => g.phrase), options.countCap ?? PG_COUNT_CAP);
  } else if (postgres) {
    // PostgreSQL would buffer every match for a window count; a separate count on a second
    // connection is cheaper.
    let page = base.select("c.id");
    if (sort === 1) page = page.orderBy("c.published_at", "desc").orderBy("c.id", "desc");
    else if (sort === 2) page = page.orderBy("c.published_at", "asc").orderBy("c.id", "asc");
    else page = page.orderBy(titleOrder(db)).orderBy("c.id", "asc");
    const [found, count] = await Promise.all([
      page.limit(pageSize).offset(query.nextIndex).execute(),
      base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
    ]);
    return { ids: found.map((r) => r.id), total: Number(count?.n ?? 0) };
  } else {
    let page = base.select(["c.id", (eb) => eb.fn.countAll<number>().over().as("total")]);
    if (sort === 1) page = page.orderBy("c.published_at", "desc").orderBy("c.id", "desc");
    else if (sort === 2) page = page.orderBy("c.published_at", "asc").orderBy("c.id", "asc");
    else page = page.orderBy(titleOrder(db)).orderBy("c.id", "asc");
    rows = await page.limit(pageSize).offset(query.nextIndex).execute();
  }

  // One pass answered the page and the total (a window count), instead of a second full query.
  if (rows.length) return { ids: rows.map((r) => r.id), total: Number(rows[0].total) };
  if (query.nextIndex === 0) return { ids: [], total: 0 };
  // Beyond the last page the window has no row to carry the total: count separately.
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return { ids: [], total: Number(count?.n ?? 0) };
}

/**
 * PostgreSQL relevance ranks at most this many matches: the newest ones (docs/decisions/0002).
 * Text with fewer matches is ranked exactly as a full ranking would.
 */
export const PG_RANKED_CANDIDATES = 1000;
/** PostgreSQL counts matches up to this many; beyond it `total` is "at least" this (plus paging room). */
export const PG_COUNT_CAP = 10_000; // the portal shows a total at this cap as "10,000+" (app/search/constants.ts)

// The filtered `collections as c` query from searchIds (its exact type is not worth spelling here).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQb = any;

/**
 * PostgreSQL, text search: the first `limit` matches in the sort's order, each numbered by its
 * position, and the total, capped at PG_COUNT_CAP.
 * - Words alone: a query in the sort's order (an index on that order drives it, stopping early,
 *   for common words) with a window count over those few rows, and beside it the capped count
 *   (through the prefix index for a lone 2–3 character prefix). When fewer than `limit` rows
 *   come back, their count is the total.
 * - A phrase or a filter: the matches are collected once, up to the cap, and one query answers
 *   the page and the total from that set. Only when the set reaches the cap (more matches than
 *   the cap: the total is the cap, and the set an arbitrary part of them) does the page come
 *   from the query in the sort's order instead.
 * Relevance ranks the newest PG_RANKED_CANDIDATES matches and places any further ones after
 * them, newest first: one total order, so paging stays consistent.
 */
async function postgresTextPage(
  db: Db,
  base: AnyQb,
  setBase: AnyQb,
  query: SearchQuery,
  sort: number,
  ftsQuery: string,
  pageSize: number,
  phrase: boolean,
  countCap: number,
): Promise<{ ids: number[]; total: number }> {
  const limit = Math.max(PG_RANKED_CANDIDATES, query.nextIndex + pageSize + 1);
  const cap = Math.max(countCap, limit);
  const tsquery = sql`to_tsquery('english', ${ftsQuery})`;
  // The sort's order over columns of `t` (`title_key` is lower(title)).
  const order = (t: string) => {
    const [published, id, title] = [sql.ref(`${t}.published_at`), sql.ref(`${t}.id`), sql.ref(`${t}.title_key`)];
    if (sort === 2) return sql`${published} ASC, ${id} ASC`;
    if (sort === 4) return sql`${title} COLLATE "C" ASC, ${id} ASC`;
    return sql`${published} DESC, ${id} DESC`;
  };
  const hitColumns = ["c.id", "c.published_at", sql<string>`lower(c.title)`.as("title_key")] as const;
  // One page of `m` (id, n: rows counted, pos: position in the sort's order), ranked if asked.
  const ranked = sort === 3;
  const pageOf = (candidates: ReturnType<typeof sql>) =>
    sql<{ id: number; n: number }>`
      SELECT r.id, r.n FROM (
        SELECT m.id, m.n, m.pos${ranked ? sql`, ts_rank(c.search_vector, ${tsquery}) AS score` : sql``}
        FROM (${candidates}) m
        ${ranked ? sql`JOIN collections c ON c.id = m.id` : sql``}
      ) r
      ORDER BY ${
        ranked
          ? sql`(r.pos > ${PG_RANKED_CANDIDATES}), CASE WHEN r.pos <= ${PG_RANKED_CANDIDATES} THEN r.score END DESC NULLS LAST,
                CASE WHEN r.pos <= ${PG_RANKED_CANDIDATES} THEN r.id END DESC, r.pos`
          : sql`r.pos`
      }
      LIMIT ${pageSize} OFFSET ${query.nextIndex}`.execute(db);
  // The first `limit` matches in the sort's order, numbered in the same query as the ORDER BY …
  // LIMIT, so an ordered index scan feeds both and nothing is sorted again.
  const ordered = sql`SELECT h.id, count(*) OVER () AS n, h.pos FROM (${base
    .select([
      ...hitColumns,
      sql<number>`row_number() OVER (ORDER BY ${sort === 4 ? sql`lower(c.title) COLLATE "C" ASC, c.id ASC` : order("c")})`.as("pos"),
    ])
    .orderBy(sort === 4 ? sql`lower(c.title) COLLATE "C" ASC, c.id ASC` : order("c"))
    .limit(limit)}) h`;

  if (!phrase && !hasFilters(query)) {
    // Words alone: a rare word counts in a millisecond and a common one needs the capped count
    // anyway (the ordered page stops after ~1 000 rows, the count reads up to the cap), so the
    // count runs beside the page on a second connection.
    const count = countCapped(db, setBase, cap);
    count.catch(() => undefined); // awaited below; this only keeps a failed page from leaving it unhandled
    const rows = (await pageOf(ordered)).rows;
    return { ids: rows.map((r) => r.id), total: await count };
  }

  // A phrase or a filter: the matches up to the cap, once (from the bigram index, or the
  // filter's own index); `n` counts them all and the first `limit` in the sort's order are
  // numbered, so one query answers the page and the total.
  const collected = sql`WITH hits AS MATERIALIZED (${setBase.select(hitColumns).limit(cap)}),
      top AS (SELECT * FROM hits h ORDER BY ${order("h")} LIMIT ${limit})
    SELECT t.id, (SELECT count(*) FROM hits) AS n, row_number() OVER (ORDER BY ${order("t")}) AS pos FROM top t`;
  const rows = (await pageOf(collected)).rows;
  const n = rows.length ? Number(rows[0].n) : null;
  if (n !== null && n < cap) return { ids: rows.map((r) => r.id), total: n };
  if (n === null && query.nextIndex === 0) return { ids: [], total: 0 };
  if (n === null) {
    // Past the last page: the set's size is still the total, unless it reached the cap.
    const total = await countCapped(db, setBase, cap);
    if (total < cap) return { ids: [], total };
  }
  // More matches than the cap: the set holds an arbitrary `cap` of them, so the page comes from
  // the query in the sort's order, and the total is the cap.
  const page = (await pageOf(ordered)).rows;
  return { ids: page.map((r) => r.id), total: cap };
}

/** How many rows `qb` matches, counting no further than `cap`. */
function countCapped(db: Db, qb: AnyQb, cap: number): Promise<number> {
  return sql<{ n: number }>`SELECT count(*) AS n FROM (${qb.select(sql`1`.as("one")).limit(cap)}) s`
    .execute(db)
    .then((r) => Number(r.rows[0]?.n ?? 0));
}

/**
 * PostgreSQL: the text match written for queries that collect or count a set of matches. Each
 * phrase also goes through the bigram index (migration 0006), and a lone 2–3 character prefix
 * through the prefix index (migration 0007). Where that index alone is exact (the text is one
 * phrase of two adjacent lexemes, or one prefix whose lexeme is 2–3 characters long), the `@@`
 * re-check of each candidate's tsvector is left out. The CASE conditions are immutable calls on
 * the query's constants: the planner folds them before it plans, so only one branch is planned.
 * Not for a scan in the sort's order: these index expressions are costly to compute row by row.
 * The prefix index serves the unfiltered type-ahead count only: the planner has no statistics
 * for a partial index's expression and takes every prefix for a rare one, so with a filter it
 * would read all the items with the prefix rather than use the filter's index.
 */
function postgresMatch(groups: TermGroup[], ftsQuery: string, filtered: boolean) {
  const words = sql<boolean>`c.search_vector @@ to_tsquery('english', ${ftsQuery})`;
  const phrases = phraseTexts(groups);
  const bigrams = (text: string) => sql<boolean>`search_bigrams(c.search_vector) @> search_bigrams(to_tsvector('english', ${text}))`;
  if (groups.length === 1 && phrases.length === 1) {
    const text = phrases[0];
    return sql<boolean>`CASE WHEN search_phrase_is_bigram(${text}) THEN ${bigrams(text)} ELSE ${bigrams(text)} AND ${words} END`;
  }
  const [only] = groups;
  if (groups.length === 1 && only.prefix && only.words[0].length <= 3 && !filtered) {
    const word = only.words[0];
    return sql<boolean>`CASE WHEN cardinality(search_prefix_key(${word})) = 1
      THEN search_prefixes(c.search_vector) @> search_prefix_key(${word}) ELSE ${words} END`;
  }
  return phrases.reduce((match, text) => sql<boolean>`${match} AND ${bigrams(text)}`, words);
}

/** PostgreSQL: the ids of the tags the query filters by (see ResolvedTags). */
async function resolveTags(db: Db, query: SearchQuery): Promise<ResolvedTags | undefined> {
  const names = [...new Set(filterTagNames(query))];
  if (!names.length) return undefined;
  const rows = await db
    .selectFrom("tags as t")
    .select(["t.id", sql<string>`lower(t.name)`.as("lname"), "t.slug"])
    .where((w) => w.or([w(sql`lower(t.name)`, "in", names), w("t.slug", "in", names)]))
    .execute();
  return new Map(names.map((n) => [n, rows.filter((r) => r.lname === n || r.slug === n).map((r) => r.id)]));
}

function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Tags whose name contains the search text (the dropdown's "related topics"). */
async function tagsMatching(db: Db, text: string, limit: number): Promise<Tag[]> {
  const trimmed = text.replace(/["*^]/g, " ").trim();
  if (trimmed.length < 2) return [];
  return db
    .selectFrom("tags as t")
    .select(["t.id", "t.name", "t.slug"])
    .where(sql<boolean>`lower(t.name) LIKE ${likePattern(trimmed)} ESCAPE '\\'`)
    .orderBy(sql`length(t.name)`)
    .orderBy("t.id")
    .limit(limit)
    .execute();
}

/**
 * The site search (POST /api/web/search/result): one page of published items with the tags of
 * those items and tags named like the text, at most 8.
 */
export async function searchCollections(
  db: Db,
  input: SearchQueryInput | SearchQuery,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const query = SearchQuery.parse(input);
  const ctx: CardContext = { db, publicOrigin: options.publicOrigin };
  const [{ ids, total }, named] = await Promise.all([
    searchIds(db, query, options),
    tagsMatching(db, query.searchText, 8),
  ]);
  const cards = await loadCards(ctx, ids);
  const tags = new Map<number, Tag>();
  for (const tag of [...named, ...cards.flatMap((c) => c.tags)]) {
    if (tags.size >= 8) break;
    if (!tags.has(tag.id)) tags.set(tag.id, tag);
  }
  const end = query.nextIndex + ids.length;
  return {
    collections: cards.map(toSearchItem),
    tags: [...tags.values()],
    total,
    nextIndex: end < total && ids.length > 0 ? end : null,
  };
}

export { parseSearchText, toFts5Query, toTsQuery } from "./text";
