import { sql, type AliasedSelectQueryBuilder } from "kysely";
import type { Db } from "../db";
import type { SearchEngine } from "./engine";
import { applySearchFilters, hasFilters } from "./filters";
import { orderedBy } from "../repo/order";
import { toFts5Query, type TermGroup } from "./text";

/**
 * Title counts most, then tags, then the excerpt, then the body (columns in index order: the
 * English columns, then the translated title, excerpt and body with the same weights).
 */
const BM25_ALL = sql`bm25(collections_fts, 10.0, 3.0, 1.0, 5.0, 10.0, 3.0, 1.0)`;
/** Bodies barely count: an item whose title, tags or summary hold the words ranks above one whose body does. */
const BM25_SUMMARY_FIRST = sql`bm25(collections_fts, 10.0, 3.0, 0.02, 5.0, 10.0, 3.0, 0.02)`;

/**
 * One page of scored matches, best first and newest among equals, each row with the number of
 * all matches (a window count over the subquery `m`: bm25() may not stand beside a window).
 */
function rankedPage(db: Db, scored: AliasedSelectQueryBuilder<{ id: number; score: unknown }, "m">, pageSize: number, offset: number) {
  return db
    .selectFrom(scored)
    .select(["m.id", (eb) => eb.fn.countAll<number>().over().as("total")])
    .orderBy("m.score")
    .orderBy("m.id", "desc")
    .limit(pageSize)
    .offset(offset)
    .execute();
}

/** The index's columns that say what an item is about: titles, summaries and tags, in both languages. */
const SUMMARY_COLUMNS = ["title", "excerpt", "tag_text", "translated_title", "translated_excerpt"];

type FtsTables = { collections_fts: { rowid: number; collections_fts: string; rank: number } };

/** SQLite: how many items match the words, counting no further than `cap` when given (the index holds only published items). */
export async function sqliteCount(db: Db, groups: TermGroup[], cap?: number): Promise<number> {
  const matches = db
    .withTables<FtsTables>()
    .selectFrom("collections_fts")
    .select("rowid")
    .where(sql<boolean>`collections_fts MATCH ${toFts5Query(groups)}`)
    .$if(cap !== undefined, (q) => q.limit(cap!));
  const row = await db
    .selectFrom(matches.as("m"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** SQLite: FTS5 (migration 0002) ranked with bm25, filters through the listing indexes. */
export const sqliteSearch: SearchEngine = async (db, { query, groups, sort, pageSize, now, summaryOnly, summaryFirst, idsOnly }) => {
  const BM25 = summaryFirst ? BM25_SUMMARY_FIRST : BM25_ALL;
  const fdb = db.withTables<FtsTables>();
  const ftsQuery = groups.length ? toFts5Query(groups, summaryOnly ? SUMMARY_COLUMNS : undefined) : "";

  // Text only and by relevance: the index holds only published items, so it ranks and counts
  // alone, without a row lookup per match.
  if (groups.length && sort === 3 && !hasFilters(query)) {
    const fts = fdb.selectFrom("collections_fts").where(sql<boolean>`collections_fts MATCH ${ftsQuery}`);
    const count = () => fts.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    if (groups.some((g) => g.phrase)) {
      // A phrase's cost is reading position lists, so its matches are found once for the page
      // and the total (a window count). For words, ranking the top page and counting apart is
      // cheaper: a window would score every one of tens of thousands of matches.
      const rows = await rankedPage(db, fts.select(["rowid as id", BM25.as("score")]).as("m"), pageSize, query.nextIndex);
      if (idsOnly || rows.length || query.nextIndex === 0) return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
      return { ids: [], total: Number((await count())?.n ?? 0) };
    }
    const [rows, counted] = await Promise.all([
      fts.select("rowid as id").orderBy(BM25).orderBy("rowid", "desc").limit(pageSize).offset(query.nextIndex).execute(),
      idsOnly ? undefined : count(),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(counted?.n ?? 0) };
  }

  const match = sql<boolean>`collections_fts MATCH ${ftsQuery}`;
  // With a filter an index can narrow (types, dates): the filter's index drives and the
  // full-text matches become a set to test against. `+` stops SQLite from driving by that set.
  const indexDriven = groups.length > 0 && (query.collectionTypes.length > 0 || !!query.published_date);

  let base = fdb.selectFrom("collections as c");
  if (groups.length) {
    if (indexDriven) {
      base = base.where(sql`+c.id`, "in", fdb.selectFrom("collections_fts").select("rowid").where(match));
    } else {
      // CROSS JOIN fixes the loop order: run the full-text query once and look up each match by
      // rowid, never one full-text query per candidate row.
      base = fdb
        .selectFrom("collections_fts")
        .crossJoin("collections as c")
        .whereRef("c.id", "=", "collections_fts.rowid")
        .where(match) as unknown as typeof base;
    }
  }
  base = applySearchFilters(base, query, now);

  // bm25() is allowed only in the query that has the MATCH (not beside a window function), so
  // the ranked rows are a subquery `m` with a score.
  let rows: { id: number; total: number }[];
  if (sort === 3) {
    const scored = indexDriven
      ? fdb
          .selectFrom("collections_fts")
          .select(["collections_fts.rowid as id", BM25.as("score")])
          .where(match)
          .where(sql`+collections_fts.rowid`, "in", applySearchFilters(db.selectFrom("collections as c"), query, now).select("c.id"))
      : base.select(["c.id", BM25.as("score")]);
    rows = await rankedPage(db, scored.as("m"), pageSize, query.nextIndex);
  } else if (idsOnly) {
    // Without a window count an index in the sort's order stops at the page.
    const page = await orderedBy(db, base.select("c.id"), sort).limit(pageSize).offset(query.nextIndex).execute();
    return { ids: page.map((r) => r.id), total: 0 };
  } else {
    const page = orderedBy(db, base.select(["c.id", (eb) => eb.fn.countAll<number>().over().as("total")]), sort);
    rows = await page.limit(pageSize).offset(query.nextIndex).execute();
  }

  // One pass answered the page and the total (a window count), instead of a second full query.
  if (idsOnly || rows.length || query.nextIndex === 0) return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
  // Beyond the last page the window has no row to carry the total: count separately.
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return { ids: [], total: Number(count?.n ?? 0) };
};
