/**
 * The search query in the URL (docs/product/search.md#the-address-of-a-search: route `search`, parameter `queryData` holding the
 * search query of docs/product/search.md#the-address-of-a-search as JSON). Pure: parse, validate, serialise and build links. Used by
 * the search page loader, the header box, the Sectors menu and the dropdown. See
 * docs/decisions/0020-search-query-in-url.md.
 */
import { z } from "zod";
import { PUBLISHED_WINDOWS, SEARCH_TEXT_MAX, SearchQuery, type SearchQueryInput } from "../../contract/search";
import { FORM_FIELDS, SORT_ORDER } from "./fields";
import { COLLECTION_TYPE_IDS } from "../../contract/collection-types";

export { SearchQuery, SEARCH_TEXT_MAX };
export type { SearchQueryInput };

export const SEARCH_PATH = "/search";
export const QUERY_PARAM = "queryData";
/** Longest queryData accepted (characters, after URL decoding). A full query fits in ~4 kB. */
export const QUERY_DATA_MAX_CHARS = 8000;

export { FORM_FIELDS, PUBLISHED_LABELS, READ_TIME_OPTIONS, SORT_LABELS, SORT_ORDER } from "./fields";

const KNOWN_FIELDS = Object.keys(SearchQuery.shape) as (keyof SearchQuery)[];

export type ParseResult =
  | { ok: true; query: SearchQuery }
  | {
      ok: false;
      /** Sentences for the 400 page, one per problem. */
      problems: string[];
      /** Whatever search text could be recovered, for the plain search box on the 400 page. */
      searchText: string;
    };

/** The query with every default (an empty search). */
export function emptyQuery(): SearchQuery {
  return SearchQuery.parse({});
}

/** Each field's default, as JSON: serializeQuery leaves out the fields that equal it. */
const DEFAULT_JSON = Object.fromEntries(Object.entries(emptyQuery()).map(([key, value]) => [key, JSON.stringify(value)]));

// Control characters never belong in a search; they are dropped, not rejected.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text as searched: control characters dropped, whitespace collapsed, trimmed. */
export function cleanText(text: string): string {
  return text.replace(CONTROL, "").replace(/\s+/g, " ").trim();
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function salvageText(value: unknown): string {
  return typeof value === "string" ? cleanText(value).slice(0, SEARCH_TEXT_MAX) : "";
}

function describeIssue(issue: z.ZodIssue): string {
  const field = issue.path.length ? issue.path.join(".") : "queryData";
  if (issue.code === "too_big" && issue.path[0] === "searchText") {
    return `The search text is too long: at most ${SEARCH_TEXT_MAX} characters.`;
  }
  if (issue.path[0] === "sort_by" && issue.path.length === 1) {
    return `sort_by: must be one of ${SORT_ORDER.join(", ")}.`;
  }
  if (issue.code === "invalid_type") {
    return `${field}: expected ${issue.expected}, got ${issue.received}.`;
  }
  if (issue.code === "invalid_union" && issue.path[0] === "published_date") {
    return `published_date: must be ${PUBLISHED_WINDOWS.join(", ")} or a year such as 2024.`;
  }
  return `${field}: ${issue.message}.`.replace(/\.\.$/, ".");
}

/** Normalise a schema-valid query: trimmed text, blank tag names dropped, lists de-duplicated. */
function normalise(query: SearchQuery): SearchQuery {
  const tagName = query.tagName === null ? null : cleanText(query.tagName) || null;
  return {
    ...query,
    searchText: cleanText(query.searchText),
    tagName,
    collectionTypes: unique(query.collectionTypes).sort((a, b) => a - b),
    author_name: unique(query.author_name.map(cleanText).filter(Boolean)),
    tags: unique(query.tags.map(cleanText).filter(Boolean)),
    tagsSearched: unique(query.tagsSearched.map(cleanText).filter(Boolean)),
  };
}

/** Validate a decoded object against the search query; unknown fields are an error. */
export function parseQueryObject(value: unknown): ParseResult {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      ok: false,
      problems: [`The search must be a JSON object such as {"searchText":"health"}.`],
      searchText: typeof value === "string" ? salvageText(value) : "",
    };
  }
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  const unknown = Object.keys(record).filter((k) => !(KNOWN_FIELDS as string[]).includes(k));
  if (unknown.length) {
    const shown = unknown.slice(0, 5).map((k) => JSON.stringify(k.slice(0, 40)));
    problems.push(
      `Unknown field${unknown.length > 1 ? "s" : ""} ${shown.join(", ")}${unknown.length > 5 ? " and more" : ""}. ` +
        `A search can only use: ${KNOWN_FIELDS.join(", ")}.`,
    );
  }
  const known: Record<string, unknown> = {};
  for (const key of KNOWN_FIELDS) if (key in record) known[key] = record[key];
  const parsed = SearchQuery.safeParse(known);
  if (!parsed.success) {
    problems.push(...unique(parsed.error.issues.map(describeIssue)).slice(0, 8));
  } else {
    const badTypes = parsed.data.collectionTypes.filter((id) => !(COLLECTION_TYPE_IDS as number[]).includes(id));
    if (badTypes.length)
      problems.push(
        `collectionTypes: ${badTypes.slice(0, 5).join(", ")} ${badTypes.length > 1 ? "are not content types" : "is not a content type"}.`,
      );
  }
  if (problems.length || !parsed.success) {
    return { ok: false, problems, searchText: salvageText(record.searchText) };
  }
  return { ok: true, query: normalise(parsed.data) };
}

/** Parse the raw `queryData` parameter (already URL-decoded). */
export function parseQueryData(raw: string): ParseResult {
  if (raw.length > QUERY_DATA_MAX_CHARS) {
    const text = /"searchText"\s*:\s*"([^"\\]{0,200})/.exec(raw.slice(0, 1000))?.[1] ?? "";
    return {
      ok: false,
      problems: [
        `The search is too long (${raw.length.toLocaleString("en-IN")} characters). A search link can be at most ${QUERY_DATA_MAX_CHARS.toLocaleString("en-IN")} characters, and its text at most ${SEARCH_TEXT_MAX}.`,
      ],
      searchText: cleanText(text),
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {
      ok: false,
      problems: [`The search in this link is not valid JSON, so it cannot be read.`],
      searchText: "",
    };
  }
  return parseQueryObject(value);
}

const brandValue = z.enum(["", "true", "false"]);

/**
 * Build a query from the plain GET form fields (header box `q`, and the filter form). Bad values
 * are problems, as in queryData: a 10 kB `q` is rejected, not truncated.
 */
export function parseSearchForm(params: URLSearchParams): ParseResult {
  const problems: string[] = [];
  const text = params.get(FORM_FIELDS.text) ?? "";
  const draft: Record<string, unknown> = { searchText: text };

  const types = params.getAll(FORM_FIELDS.type).filter((v) => v !== "");
  draft.collectionTypes = types.map((v) => (/^\d{1,3}$/.test(v) ? Number(v) : v));

  draft.tags = params.getAll(FORM_FIELDS.tag).filter((v) => v.trim() !== "");
  const tagName = params.get(FORM_FIELDS.tagName);
  if (tagName && tagName.trim()) draft.tagName = tagName;
  draft.author_name = params.getAll(FORM_FIELDS.author).filter((v) => v.trim() !== "");

  const published = params.get(FORM_FIELDS.published);
  if (published) draft.published_date = published;

  const readTime = params.get(FORM_FIELDS.readTime);
  if (readTime) draft.read_time = /^\d{1,5}$/.test(readTime) ? Number(readTime) : readTime;

  const brand = brandValue.safeParse(params.get(FORM_FIELDS.brand) ?? "");
  if (!brand.success) problems.push(`brand: must be "true", "false" or empty.`);
  else if (brand.data) draft.is_brand = brand.data === "true";

  const sort = params.get(FORM_FIELDS.sort);
  if (sort) draft.sort_by = /^\d$/.test(sort) ? Number(sort) : sort;

  const result = parseQueryObject(draft);
  if (!result.ok) return { ...result, problems: [...problems, ...result.problems] };
  if (problems.length) return { ok: false, problems, searchText: result.query.searchText };
  return result;
}

/** True when the URL carries the plain form fields instead of queryData. */
export function hasFormFields(params: URLSearchParams): boolean {
  return Object.values(FORM_FIELDS).some((name) => params.has(name));
}

/** A query worth sending: some text or at least one filter. */
export function isRunnable(query: SearchQuery): boolean {
  return (
    query.searchText !== "" ||
    query.tagName !== null ||
    query.collectionTypes.length > 0 ||
    query.tags.length > 0 ||
    query.author_name.length > 0 ||
    query.published_date !== null ||
    query.read_time !== null ||
    query.is_brand !== null
  );
}

/**
 * The shortest JSON for a query: fields in schema order, defaults left out. The same query
 * always gives the same string, so links compare, cache and bookmark well.
 */
export function serializeQuery(input: SearchQueryInput): string {
  const query = SearchQuery.parse(input);
  const out: Record<string, unknown> = {};
  for (const key of KNOWN_FIELDS) {
    const value = query[key];
    if (JSON.stringify(value) !== DEFAULT_JSON[key]) out[key] = value;
  }
  return JSON.stringify(out);
}

/** The search page URL for a query: `/search?queryData={…}` (or `/search` for an empty one). */
export function searchHref(input: SearchQueryInput = {}): string {
  const json = serializeQuery(input);
  if (json === "{}") return SEARCH_PATH;
  return `${SEARCH_PATH}?${new URLSearchParams({ [QUERY_PARAM]: json }).toString()}`;
}

/** The same query with one change, from the first page (filters reset paging). */
export function withChange(query: SearchQuery, change: Partial<SearchQuery>): SearchQuery {
  return { ...query, nextIndex: 0, ...change };
}
