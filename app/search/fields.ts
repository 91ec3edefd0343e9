/**
 * Names and labels of the search form fields, free of the contract so the search page's browser
 * bundle does not carry zod. query.ts maps these fields onto the contract's SearchQuery.
 */

import type { MessageKey } from "~/i18n";

/** Names of the plain GET form fields (header box and filter form) mapped into the query. */
export const FORM_FIELDS = {
  text: "q",
  type: "type",
  tag: "tag",
  tagName: "tagName",
  author: "author",
  published: "published",
  readTime: "read_time",
  brand: "brand",
  sort: "sort",
} as const;

export type SortBy = 1 | 2 | 3 | 4;

/** Sort orders as offered: relevance (3, the default) first. */
export const SORT_ORDER: SortBy[] = [3, 1, 2, 4];
export const SORT_LABELS: Record<SortBy, MessageKey> = {
  3: "search.sort.relevant",
  1: "search.sort.newest",
  2: "search.sort.oldest",
  4: "search.sort.title",
};

/** The published_date windows and their labels' dictionary keys. */
export const PUBLISHED_LABELS = {
  "past-week": "search.published.week",
  "past-month": "search.published.month",
  "past-year": "search.published.year",
} as const satisfies Record<string, MessageKey>;

/** Read-time ceilings offered by the filter form (minutes). */
export const READ_TIME_OPTIONS = [1, 2, 5, 10, 20, 30, 60] as const;
