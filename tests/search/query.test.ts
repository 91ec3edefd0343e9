import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  QUERY_DATA_MAX_CHARS,
  SEARCH_TEXT_MAX,
  emptyQuery,
  isRunnable,
  parseQueryData,
  parseSearchForm,
  searchHref,
  serializeQuery,
} from "~/search/query";
import { tagSearchHref, textSearchHref } from "~/chrome/search-href";

function params(entries: [string, string][]) {
  return new URLSearchParams(entries);
}

describe("parseQueryData", () => {
  it("reads a full query and fills defaults", () => {
    const result = parseQueryData(JSON.stringify({ searchText: " health  care ", collectionTypes: [3, 2, 2], tags: ["AI", "AI"] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query.searchText).toBe("health care");
    expect(result.query.collectionTypes).toEqual([2, 3]);
    expect(result.query.tags).toEqual(["AI"]);
    expect(result.query.sort_by).toBe(3);
    expect(result.query.nextIndex).toBe(0);
  });

  it("rejects text that is not JSON with an explanation", () => {
    const result = parseQueryData("{searchText:health");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatch(/not valid JSON/);
  });

  it("rejects JSON of the wrong shape", () => {
    for (const raw of ["[]", "42", "null", '"health"', "true"]) {
      const result = parseQueryData(raw);
      expect(result.ok, raw).toBe(false);
    }
    const wrong = parseQueryData(JSON.stringify({ searchText: 5, collectionTypes: "2", sort_by: 9 }));
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.problems.join(" ")).toMatch(/searchText/);
    expect(wrong.problems.join(" ")).toMatch(/collectionTypes/);
    expect(wrong.problems.join(" ")).toMatch(/sort_by/);
  });

  it("rejects unknown fields and names them", () => {
    const result = parseQueryData(JSON.stringify({ searchText: "health", colour: "red" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatch(/Unknown field "colour"/);
    expect(result.searchText).toBe("health");
  });

  it("rejects unknown content types", () => {
    const result = parseQueryData(JSON.stringify({ collectionTypes: [2, 999] }));
    expect(result.ok).toBe(false);
  });

  it("rejects a huge queryData before parsing it", () => {
    const raw = JSON.stringify({ searchText: "x".repeat(QUERY_DATA_MAX_CHARS) });
    const result = parseQueryData(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatch(/too long/);
  });

  it("rejects a search text over the limit (a 10 kB text is a 400, not truncated)", () => {
    const result = parseQueryData(JSON.stringify({ searchText: "a".repeat(SEARCH_TEXT_MAX + 1) }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatch(/at most 200 characters/);
    expect(result.searchText).toHaveLength(SEARCH_TEXT_MAX);
  });

  it("keeps FTS operators and quotes as literal text", () => {
    const text = `"health" OR care* NEAR(a b) -x AND NOT y ^z col:umn`;
    const result = parseQueryData(JSON.stringify({ searchText: text }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.query.searchText).toBe(text);
  });

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (raw) => {
          const result = parseQueryData(raw);
          expect(typeof result.ok).toBe("boolean");
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("parseSearchForm (GET form fields to a query)", () => {
  it("turns the header box's plain text into a query", () => {
    const result = parseSearchForm(params([["q", "  machine learning "]]));
    expect(result).toEqual({ ok: true, query: { ...emptyQuery(), searchText: "machine learning" } });
  });

  it("reads every filter", () => {
    const result = parseSearchForm(
      params([
        ["q", "ai"],
        ["type", "2"],
        ["type", "3"],
        ["tag", "Healthcare"],
        ["tagName", "Agriculture"],
        ["author", "A. Writer"],
        ["author", ""],
        ["published", "past-month"],
        ["read_time", "10"],
        ["brand", "true"],
        ["sort", "1"],
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query).toMatchObject({
      searchText: "ai",
      collectionTypes: [2, 3],
      tags: ["Healthcare"],
      tagName: "Agriculture",
      author_name: ["A. Writer"],
      published_date: "past-month",
      read_time: 10,
      is_brand: true,
      sort_by: 1,
    });
  });

  it("rejects bad filter values", () => {
    for (const bad of [
      [["type", "x"]],
      [["sort", "7"]],
      [["published", "yesterday"]],
      [["read_time", "-1"]],
      [["brand", "maybe"]],
      [["q", "a".repeat(10_240)]],
    ] as [string, string][][]) {
      expect(parseSearchForm(params(bad)).ok, JSON.stringify(bad[0][0])).toBe(false);
    }
  });
});

describe("serializeQuery and searchHref", () => {
  it("leaves defaults out and keeps schema order", () => {
    expect(serializeQuery({})).toBe("{}");
    expect(serializeQuery({ sort_by: 3, tags: ["b"], searchText: "x" })).toBe('{"searchText":"x","tags":["b"]}');
  });

  it("builds the Sectors menu link", () => {
    expect(searchHref({ tagName: "Healthcare" })).toBe("/search?queryData=%7B%22tagName%22%3A%22Healthcare%22%7D");
    expect(searchHref()).toBe("/search");
  });

  it("round-trips every valid query", () => {
    const arb = fc.record({
      searchText: fc.string({ maxLength: 40 }).map((s) => s.replace(/\s+/g, " ").trim()),
      collectionTypes: fc
        .uniqueArray(fc.constantFrom(2, 3, 4, 5, 9, 11, 18, 24), { maxLength: 4 })
        .map((a) => [...a].sort((x, y) => x - y)),
      sort_by: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
      nextIndex: fc.integer({ min: 0, max: 10_000 }),
      read_time: fc.option(fc.integer({ min: 0, max: 600 })),
      is_brand: fc.option(fc.boolean()),
    });
    fc.assert(
      fc.property(arb, (input) => {
        const url = new URL(searchHref(input), "http://x");
        const raw = url.searchParams.get("queryData") ?? "{}";
        const back = parseQueryData(raw);
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.query).toEqual({ ...emptyQuery(), ...input, searchText: back.query.searchText });
      }),
      { numRuns: 200 },
    );
  });

  it("gives the same links as the zod-free helpers the browser uses", () => {
    for (const text of ["health", "a b", `"quoted" & more`, "हिन्दी खोज"]) {
      expect(textSearchHref(text)).toBe(searchHref({ searchText: text }));
      expect(tagSearchHref(text)).toBe(searchHref({ tagName: text }));
    }
    expect(textSearchHref("   ")).toBe("/search");
  });

  it("knows when a query has nothing to search", () => {
    expect(isRunnable(emptyQuery())).toBe(false);
    expect(isRunnable({ ...emptyQuery(), tagName: "AI" })).toBe(true);
    expect(isRunnable({ ...emptyQuery(), searchText: "ai" })).toBe(true);
  });
});
