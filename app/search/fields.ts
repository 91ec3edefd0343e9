/**
 * Names and labels of the search form fields, free of the contract so the search page's browser
 * bundle does not carry zod. query.ts maps these fields onto the contract's SearchQuery.
 */

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
export const SORT_LABELS: Record<SortBy, string> = {
  3: "Most relevant",
  1: "Newest first",
  2: "Oldest first",
  4: "Title A–Z",
};

export const PUBLISHED_LABELS = {
  "past-week": "Past week",
  "past-month": "Past month",
  "past-year": "Past year",
} as const;

/** Read-time ceilings offered by the filter form (minutes). */
export const READ_TIME_OPTIONS = [1, 2, 5, 10, 20, 30, 60] as const;
