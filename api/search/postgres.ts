import { sql, type RawBuilder } from "kysely";
import type { SearchQuery } from "../../contract";
import type { Db } from "../db/connection";
import type { SearchEngine } from "./engine";
import { applySearchFilters, filterTagNames, hasFilters, type ResolvedTags } from "./filters";
import { orderedBy } from "../repo/order";
import { phraseTexts, toTsQuery, type TermGroup } from "./text";

/** PostgreSQL: tsvector/tsquery (migrations 0002, 0006, 0007, 0028), see docs/decisions/0002. */
export const postgresSearch: SearchEngine = async (db, { query, groups, sort, pageSize, now, countCap, summaryOnly, idsOnly }) => {
  // Titles have weight A, tags and summaries B (migration 0008), bodies C: the weights in the
  // query match titles and summaries alone. Without a filter, such a match is made on the
  // vector's A and B lexemes, which have an index of their own (migration 0028); with one, the
  // filter's index drives (at 100 000 items 9 ms, against 15 ms for both indexes together).
  const ftsQuery = groups.length ? toTsQuery(groups, summaryOnly ? "AB" : "") : "";
  const matches =
    summaryOnly && !hasFilters(query)
      ? sql<boolean>`ts_filter(c.search_vector, '{a,b}') @@ to_tsquery('english', ${toTsQuery(groups)})`
      : sql<boolean>`c.search_vector @@ to_tsquery('english', ${ftsQuery})`;
  let base = db.selectFrom("collections as c");
  // The same matches written for the bigram and prefix indexes (see postgresMatch), for queries
  // that collect or count a set of matches, never for a scan in the sort's order. Those indexes
  // are of whole vectors: not for titles and summaries alone.
  let setBase = base;
  if (groups.length) {
    base = base.where(matches);
    setBase = setBase.where(summaryOnly ? matches : postgresMatch(groups, matches, hasFilters(query)));
  }
  const resolved = await resolveTags(db, query);
  base = applySearchFilters(base, query, now, resolved);

  if (groups.length) {
    // The filters as a set of ids of their own: the planner can then answer them from indexes
    // alone (type and date from the listing index, tags from collection_tags) and test the
    // text only on the items that pass, instead of testing every item of the types and year.
    if (hasFilters(query)) {
      const filtered = applySearchFilters(db.selectFrom("collections as c"), query, now, resolved).select("c.id");
      setBase = setBase.where("c.status", "=", "published").where("c.id", "in", filtered);
    } else setBase = applySearchFilters(setBase, query, now, resolved);
    return postgresTextPage(
      db,
      base,
      setBase,
      query,
      sort,
      ftsQuery,
      pageSize,
      groups.some((g) => g.phrase),
      idsOnly ? null : (countCap ?? PG_COUNT_CAP),
    );
  }
  // A window count would buffer every match; a separate count on a second connection is cheaper.
  const [found, count] = await Promise.all([
    orderedBy(db, base.select("c.id"), sort).limit(pageSize).offset(query.nextIndex).execute(),
    idsOnly ? undefined : base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  return { ids: found.map((r) => r.id), total: Number(count?.n ?? 0) };
};

/**
 * PostgreSQL relevance ranks at most this many matches: the newest ones (docs/decisions/0002).
 * Text with fewer matches is ranked exactly as a full ranking would.
 */
export const PG_RANKED_CANDIDATES = 1000;
/** PostgreSQL counts matches up to this many; beyond it `total` is "at least" this (plus paging room). */
export const PG_COUNT_CAP = 10_000; // the portal shows a total at this cap as "10,000+" (app/search/constants.ts)

// The filtered `collections as c` query from searchIds (its exact type is not worth spelling here).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's type of the filtered join is too deep to name
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
 * `countCap` null: only the page is wanted (searchIds answers its size as the total), and
 * nothing is counted that the page's own query does not count.
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
  countCap: number | null,
): Promise<{ ids: number[]; total: number }> {
  const limit = Math.max(PG_RANKED_CANDIDATES, query.nextIndex + pageSize + 1);
  const cap = Math.max(countCap ?? 0, limit);
  const tsquery = sql`to_tsquery('english', ${ftsQuery})`;
  // The sort's order over columns of `t` (`title_key` is lower(title)). `inMemory`: for a sort
  // of rows already read, where byte order ("C") is the cheapest comparison and, on ISO dates,
  // the same order; a scan in the sort's order keeps the column's collation, which its index has.
  const order = (t: string, inMemory = false) => {
    const [published, id, title] = [sql.ref(`${t}.published_at`), sql.ref(`${t}.id`), sql.ref(`${t}.title_key`)];
    const date = inMemory ? sql`${published} COLLATE "C"` : published;
    if (sort === 2) return sql`${date} ASC, ${id} ASC`;
    if (sort === 4) return sql`${title} COLLATE "C" ASC, ${id} ASC`;
    return sql`${date} DESC, ${id} DESC`;
  };
  // `row_ref` (the row's ctid) lets the ranking read each candidate's row again without an
  // index lookup: one statement reads one snapshot, so the address still holds that row.
  // `title_key` is only worked out for the title sort.
  const hitColumns = [
    "c.id",
    sql<string>`c.ctid`.as("row_ref"),
    "c.published_at",
    (sort === 4 ? sql<string>`lower(c.title)` : sql<string>`null::text`).as("title_key"),
  ] as const;
  // One page of `m` (id, n: rows counted, pos: position in the sort's order), ranked if asked.
  const ranked = sort === 3;
  const pageOf = (candidates: ReturnType<typeof sql>) =>
    sql<{ id: number; n: number }>`
      SELECT r.id, r.n FROM (
        SELECT m.id, m.n, m.pos${ranked ? sql`, ts_rank(c.search_vector, ${tsquery}) AS score` : sql``}
        FROM (${candidates}) m
        ${ranked ? sql`JOIN collections c ON c.ctid = m.row_ref` : sql``}
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
  const ordered = sql`SELECT h.id, h.row_ref, count(*) OVER () AS n, h.pos FROM (${base
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
    const count = countCap === null ? null : countCapped(db, setBase, cap);
    count?.catch(() => undefined); // awaited below; this only keeps a failed page from leaving it unhandled
    const rows = (await pageOf(ordered)).rows;
    return { ids: rows.map((r) => r.id), total: count ? await count : 0 };
  }

  // A phrase or a filter: the matches up to the cap, once (from the bigram index, or the
  // filter's own index); `n` counts them all and the first `limit` in the sort's order are
  // numbered, so one query answers the page and the total.
  const collected = sql`WITH hits AS MATERIALIZED (${setBase.select(hitColumns).limit(cap)}),
      top AS (SELECT * FROM hits h ORDER BY ${order("h", true)} LIMIT ${limit})
    SELECT t.id, t.row_ref, (SELECT count(*) FROM hits) AS n, row_number() OVER (ORDER BY ${order("t", true)}) AS pos FROM top t`;
  const rows = (await pageOf(collected)).rows;
  const n = rows.length ? Number(rows[0].n) : null;
  if (n !== null && n < cap) return { ids: rows.map((r) => r.id), total: n };
  if (n === null && (query.nextIndex === 0 || countCap === null)) return { ids: [], total: 0 };
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

/** PostgreSQL: how many published items match the words, counting no further than `cap` when given (nothing ranked). */
export async function postgresCount(db: Db, groups: TermGroup[], cap?: number): Promise<number> {
  const words = sql<boolean>`c.search_vector @@ to_tsquery('english', ${toTsQuery(groups)})`;
  const matches = db
    .selectFrom("collections as c")
    .where(postgresMatch(groups, words, false))
    .where("c.status", "=", "published");
  if (cap !== undefined) return countCapped(db, matches, cap);
  const row = await matches.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
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
function postgresMatch(groups: TermGroup[], words: RawBuilder<boolean>, filtered: boolean) {
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
