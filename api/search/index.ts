import { sql } from "kysely";
import { SEARCH_PAGE_SIZE, SearchQuery } from "../../contract";
import type { SearchQueryInput, SearchResponse, Tag } from "../../contract";
import { dialectOf, type Db } from "../db/connection";
import { loadCards, toSearchItem, type CardContext } from "../repo/cards";
import { applySearchFilters, hasFilters } from "./filters";
import { parseSearchText, toFts5Query, toTsQuery } from "./text";

export type SearchResult = SearchResponse["data"];

export interface SearchOptions {
  publicOrigin?: string;
  now?: Date;
  pageSize?: number;
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
  if (groups.length) {
    if (postgres) {
      base = base.where(sql<boolean>`c.search_vector @@ to_tsquery('english', ${ftsQuery})`);
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
  base = applySearchFilters(base, query, options.now);

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
  } else if (postgres) {
    // PostgreSQL would buffer every match (tsvector included) for a window count; a separate
    // count on a second connection is cheaper.
    let page = base.select("c.id");
    if (sort === 1) page = page.orderBy("c.published_at", "desc").orderBy("c.id", "desc");
    else if (sort === 2) page = page.orderBy("c.published_at", "asc").orderBy("c.id", "asc");
    else if (sort === 4) page = page.orderBy(titleOrder(db)).orderBy("c.id", "asc");
    else page = page.orderBy(sql`ts_rank(c.search_vector, to_tsquery('english', ${ftsQuery}))`, "desc").orderBy("c.id", "desc");
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
