import { sql } from "kysely";
import { SEARCH_PAGE_SIZE, SearchQuery } from "../../contract";
import type { SearchQueryInput, SearchResponse, Tag } from "../../contract";
import { dialectOf, type Db } from "../db/connection";
import { loadCards, toSearchItem, type CardContext } from "../repo/cards";
import type { SearchPage } from "./engine";
import { postgresSearch } from "./postgres";
import { sqliteSearch } from "./sqlite";
import { parseSearchText } from "./text";

export type SearchResult = SearchResponse["data"];

export interface SearchOptions {
  publicOrigin?: string;
  now?: Date;
  pageSize?: number;
  /** PostgreSQL: count no further than this (at least the ranked candidates); PG_COUNT_CAP when unset. */
  countCap?: number;
}

/** Ids of one page of matches and the total, ranked and filtered by the database's own engine. */
export async function searchIds(db: Db, query: SearchQuery, options: SearchOptions = {}): Promise<SearchPage> {
  const groups = parseSearchText(query.searchText);
  // Text made only of punctuation (`"`, `*`, `^`) matches nothing rather than everything.
  if (!groups.length && query.searchText.trim()) return { ids: [], total: 0 };
  const engine = dialectOf(db) === "postgres" ? postgresSearch : sqliteSearch;
  return engine(db, {
    query,
    groups,
    sort: query.sort_by === 3 && !groups.length ? 1 : query.sort_by,
    pageSize: options.pageSize ?? SEARCH_PAGE_SIZE,
    now: options.now,
    countCap: options.countCap,
  });
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

export { PG_COUNT_CAP, PG_RANKED_CANDIDATES } from "./postgres";
export { titleOrder } from "./order";
