/**
 * The search page link for plain text, without the contract (so the browser bundle of the header
 * dropdown stays free of zod). Gives the same URL as `searchHref({ searchText })` in query.ts for
 * text that is already clean (tests/search/query.test.ts checks this).
 */
export function textSearchHref(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return "/search";
  return `/search?${new URLSearchParams({ queryData: JSON.stringify({ searchText: clean }) }).toString()}`;
}

/** The search page filtered by one tag (the Sectors menu, tag chips): `/search?queryData={"tagName":…}`. */
export function tagSearchHref(tagName: string): string {
  const clean = tagName.replace(/\s+/g, " ").trim();
  if (!clean) return "/search";
  return `/search?${new URLSearchParams({ queryData: JSON.stringify({ tagName: clean }) }).toString()}`;
}
