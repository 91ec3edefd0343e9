import { z } from "zod";
import { CollectionCard } from "./content";
import { Tag } from "./common";

export const SEARCH_TEXT_MAX = 200;
export const SEARCH_PAGE_SIZE = 12;

/** sort_by values; 3 (relevance) is the default (docs/product/search.md#the-address-of-a-search). */
export const SORT_BY = { newest: 1, oldest: 2, relevance: 3, title: 4 } as const;
export const DEFAULT_SORT_BY = SORT_BY.relevance;

/** published_date: a window back from today, or a calendar year. */
export const PUBLISHED_WINDOWS = ["past-week", "past-month", "past-year"] as const;
export const PublishedDate = z.union([z.enum(PUBLISHED_WINDOWS), z.string().regex(/^(19|20)\d{2}$/)]);

/**
 * The search query object (docs/product/search.md#the-address-of-a-search). The portal carries it in the `queryData` URL parameter
 * as JSON and posts it to POST /api/web/search/result. Unknown fields are dropped.
 */
export const SearchQuery = z.object({
  searchText: z.string().max(SEARCH_TEXT_MAX).default(""),
  /** A single tag name (the Sectors menu and tag chips). */
  tagName: z.string().max(100).nullable().default(null),
  /** Offset of the first result to return; the answer's nextIndex continues from there. */
  nextIndex: z.number().int().min(0).max(10_000).default(0),
  collectionTypes: z.array(z.number().int()).max(50).default([]),
  is_brand: z.boolean().nullable().default(null),
  /** Longest read time in minutes to include. */
  read_time: z.number().int().min(0).max(10_000).nullable().default(null),
  author_name: z.array(z.string().max(200)).max(20).default([]),
  published_date: PublishedDate.nullable().default(null),
  // nativeEnum, not a union of literals: a union builds an error for every option it tries
  // first, and every search link is built through this schema.
  sort_by: z.nativeEnum(SORT_BY).default(DEFAULT_SORT_BY),
  /** Tag names or slugs every result must carry. */
  tags: z.array(z.string().max(100)).max(20).default([]),
  /** Tags the visitor has searched before; used to rank related topics. */
  tagsSearched: z.array(z.string().max(100)).max(20).default([]),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
export type SearchQueryInput = z.input<typeof SearchQuery>;

/** docs/product/search.md#results "Search result item": a card plus the names the search screens read. */
export const SearchResultItem = CollectionCard.extend({
  thumbnail: z.string().nullable(),
  type_id: z.number().int(),
  type: z.string(),
});
export type SearchResultItem = z.infer<typeof SearchResultItem>;

export const SearchResponse = z.object({
  data: z.object({
    collections: z.array(SearchResultItem),
    /** Tags of the matching items (up to 8 kept by the dropdown) and tags matching the text. */
    tags: z.array(Tag),
    total: z.number().int(),
    /** Offset for the next page, or null when there is none. */
    nextIndex: z.number().int().nullable(),
  }),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/**
 * POST /api/web/search/miss: the results page tells the API that a search of words alone found
 * nothing (docs/product/editorial.md#what-readers-tell-us); the dropdown's type-ahead never does.
 */
export const SearchMissRequest = z.object({ searchText: z.string().trim().min(1).max(SEARCH_TEXT_MAX) });
export type SearchMissRequest = z.infer<typeof SearchMissRequest>;

/** A first page of words, with no filter: the only searches counted when they find nothing. */
export function isPlainSearch(q: SearchQuery): boolean {
  return (
    q.searchText.trim() !== "" &&
    q.nextIndex === 0 &&
    q.tagName === null &&
    q.collectionTypes.length === 0 &&
    q.tags.length === 0 &&
    q.author_name.length === 0 &&
    q.is_brand === null &&
    q.read_time === null &&
    q.published_date === null
  );
}

export const RecommendationsResponse = z.object({ data: z.array(SearchResultItem) });
export type RecommendationsResponse = z.infer<typeof RecommendationsResponse>;

/** A visitor is a signed-in user (Bearer token, user_id) or a browser (visitor_id cookie). */
export const RecentSearchRequest = z.object({
  user_id: z.number().int().nullable().default(null),
  visitor_id: z.string().uuid().nullable().default(null),
});
export const RecentSearchResponse = z.object({ data: z.array(z.object({ key: z.string() })) });
export type RecentSearchResponse = z.infer<typeof RecentSearchResponse>;

export const AddSearchRequest = z.object({
  search_key: z.string().trim().min(1).max(SEARCH_TEXT_MAX),
  user_id: z.number().int().nullable().default(null),
  visitor_id: z.string().uuid().nullable().default(null),
});
