import { describe, expect, it } from "vitest";
import { LISTING_SORTS, MAX_PAGE } from "../../contract";
import { SORTS, UPSTREAM_MAX_PAGE, listingSearch, pageWindow, upstreamPage } from "../../app/content/listing-query";
import { parseListingParams } from "../../app/content/listing-params.server";
import { message } from "../../app/components/forms";
import { translator } from "../../app/i18n";

const q = (s: string) => new URLSearchParams(s);

describe("parseListingParams", () => {
  it("defaults to page 1, newest first, no filters", () => {
    expect(parseListingParams(q(""), ["tag"])).toEqual({ ok: true, params: { page: 1, sort: "latest", filters: {} } });
  });
  it("reads page, sort and offered facets", () => {
    const r = parseListingParams(q("page=3&sort=title&tag=health&year=2024&state=Kerala"), ["tag", "year"]);
    expect(r).toEqual({ ok: true, params: { page: 3, sort: "title", filters: { tag: "health", year: "2024" } } });
  });
  it("ignores facets the type does not offer and unknown parameters", () => {
    const r = parseListingParams(q("state=Goa&utm_source=x"), ["tag"]);
    expect(r).toEqual({ ok: true, params: { page: 1, sort: "latest", filters: {} } });
  });
  it("treats empty values as no filter (a GET form with blank selects)", () => {
    const r = parseListingParams(q("tag=&year=&sort=&page="), ["tag", "year"]);
    expect(r.ok && r.params).toEqual({ page: 1, sort: "latest", filters: {} });
  });
  it.each(["-1", "0", "abc", "1.5", "1e3", "9999999999999"])("rejects page=%s with a clear message", (page) => {
    const r = parseListingParams(q(`page=${page}`), []);
    expect(r.ok).toBe(false);
    // The messages are dictionary keys, shown in the page's language.
    if (!r.ok) expect(message(translator("en"), r.errors[0]).text).toMatch(/page number/);
  });
  it("accepts a huge page number (the loader sends the visitor to the last page)", () => {
    const r = parseListingParams(q("page=1000000000"), []);
    expect(r.ok && r.params.page).toBe(1000000000);
    expect(upstreamPage(1000000000)).toBe(10000);
  });
  it("rejects unknown sorts, bad years and odd filter characters", () => {
    expect(parseListingParams(q("sort=random"), []).ok).toBe(false);
    expect(parseListingParams(q("year=24"), ["year"]).ok).toBe(false);
    expect(parseListingParams(q("tag=<script>"), ["tag"]).ok).toBe(false);
    expect(parseListingParams(q(`tag=${"a".repeat(101)}`), ["tag"]).ok).toBe(false);
  });
  it("accepts names with spaces, ampersands and non-Latin letters", () => {
    const r = parseListingParams(q("state=Jammu %26 Kashmir&tag=कृषि"), ["state", "tag"]);
    expect(r.ok && r.params.filters).toEqual({ state: "Jammu & Kashmir", tag: "कृषि" });
  });
});

describe("listingSearch", () => {
  const params = { page: 2, sort: "latest" as const, filters: { tag: "health", year: "2024" } };
  it("keeps filters and drops defaults", () => {
    expect(listingSearch(params, { page: 1 })).toBe("?tag=health&year=2024");
    expect(listingSearch(params, { page: 3 })).toBe("?tag=health&year=2024&page=3");
    expect(listingSearch({ page: 1, sort: "title", filters: {} })).toBe("?sort=title");
    expect(listingSearch({ page: 1, sort: "latest", filters: {} })).toBe("");
  });
});

describe("pageWindow", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [1, 10, [1, 2, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
  ])("page %s of %s", (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe("the portal's copy of the contract's listing constants", () => {
  it("matches the contract", () => {
    expect([...SORTS]).toEqual([...LISTING_SORTS]);
    expect(UPSTREAM_MAX_PAGE).toBe(MAX_PAGE);
  });
});
