import { sql } from "kysely";
import { SEARCH_PAGE_SIZE, SearchQuery } from "../../contract";
import type { Lang, SearchQueryInput, SearchResponse, Tag } from "../../contract";
import { dialectOf, type Db } from "../db/connection";
import { loadCards, toSearchItem, type CardContext } from "../repo/cards";
import { localizeTags } from "../repo/localize";
import type { SearchPage } from "./engine";
import { postgresCount, postgresSearch } from "./postgres";
import { sqliteCount, sqliteSearch } from "./sqlite";
import { parseSearchText, type TermGroup } from "./text";

export type SearchResult = SearchResponse["data"];

export interface SearchOptions {
  publicOrigin?: string;
  now?: Date;
  pageSize?: number;
  /** PostgreSQL: count no further than this (at least the ranked candidates); PG_COUNT_CAP when unset. */
  countCap?: number;
  /** The language of the answer; the text is matched in every language either way. */
  lang?: Lang;
  /**
   * The words to match, built by the caller instead of read from `query.searchText` (the
   * assistant's groups of words any one of which will do); the text is then only a label.
   */
  groups?: TermGroup[];
  /** Match the text in titles, tags and summaries only (either language), not in bodies. */
  summaryOnly?: boolean;
  /** SQLite: rank matches in titles, tags and summaries above matches in bodies only. */
  summaryFirst?: boolean;
  /** Only the page's ids are wanted: the matches are not counted, and `total` is the number of ids. */
  idsOnly?: boolean;
}

/** Ids of one page of matches and the total, ranked and filtered by the database's own engine. */
export async function searchIds(db: Db, query: SearchQuery, options: SearchOptions = {}): Promise<SearchPage> {
  const groups = options.groups ?? parseSearchText(query.searchText);
  // Text made only of punctuation (`"`, `*`, `^`) matches nothing rather than everything.
  if (!groups.length && query.searchText.trim()) return { ids: [], total: 0 };
  const engine = dialectOf(db) === "postgres" ? postgresSearch : sqliteSearch;
  const page = await engine(db, {
    query,
    groups,
    sort: query.sort_by === 3 && !groups.length ? 1 : query.sort_by,
    pageSize: options.pageSize ?? SEARCH_PAGE_SIZE,
    now: options.now,
    countCap: options.countCap,
    summaryOnly: options.summaryOnly,
    summaryFirst: options.summaryFirst,
    idsOnly: options.idsOnly,
  });
  // An engine asked for ids only counts nothing it would have to count apart.
  return options.idsOnly ? { ids: page.ids, total: page.ids.length } : page;
}

/**
 * How many published items the search text matches, counting no further than `cap` when given:
 * whether it finds anything, or whether a word is rare, without ranking a page. Empty text: how
 * many published items there are.
 */
export async function countMatches(db: Db, searchText: string, cap?: number): Promise<number> {
  const groups = parseSearchText(searchText);
  if (!groups.length) {
    if (searchText.trim()) return 0; // only punctuation: matches nothing
    const row = await db
      .selectFrom("collections")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "published")
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
  return (dialectOf(db) === "postgres" ? postgresCount : sqliteCount)(db, groups, cap);
}

function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Tags whose name contains the search text (the dropdown's "related topics"): the English name,
 * or, asked in another language, the name in that language.
 */
async function tagsMatching(db: Db, text: string, limit: number, lang: Lang): Promise<Tag[]> {
  const trimmed = text.replace(/["*^]/g, " ").trim();
  if (trimmed.length < 2) return [];
  const pattern = likePattern(trimmed);
  const rows = await db
    .selectFrom("tags as t")
    .select(["t.id", "t.name", "t.slug"])
    .where((eb) => {
      const english = sql<boolean>`lower(t.name) LIKE ${pattern} ESCAPE '\\'`;
      if (lang === "en") return english;
      return eb.or([
        english,
        eb.exists(
          eb
            .selectFrom("tag_translations as tt")
            .select(sql`1`.as("one"))
            .whereRef("tt.tag_id", "=", "t.id")
            .where("tt.lang", "=", lang)
            .where(sql<boolean>`lower(tt.name) LIKE ${pattern} ESCAPE '\\'`),
        ),
      ]);
    })
    .orderBy(sql`length(t.name)`)
    .orderBy("t.id")
    .limit(limit)
    .execute();
  return localizeTags(db, rows, lang);
}

/**
 * The site search (POST /api/web/search/result): one page of published items with the tags of
 * those items and tags named like the text, at most 8.
 */
export async function searchCollections(db: Db, input: SearchQueryInput | SearchQuery, options: SearchOptions = {}): Promise<SearchResult> {
  const query = SearchQuery.parse(input);
  const lang = options.lang ?? "en";
  const ctx: CardContext = { db, publicOrigin: options.publicOrigin };
  const [{ ids, total }, named] = await Promise.all([searchIds(db, query, options), tagsMatching(db, query.searchText, 8, lang)]);
  const cards = await loadCards(ctx, ids, lang);
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
export type { TermGroup } from "./text";
export { titleOrder } from "../repo/order";
