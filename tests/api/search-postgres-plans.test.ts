import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTED_TYPE_IDS, SearchQuery, type SearchQueryInput } from "../../contract";
import { PG_RANKED_CANDIDATES, searchIds } from "../../api/search";
import { applySearchFilters } from "../../api/search/filters";
import { parseSearchText, toTsQuery } from "../../api/search/text";
import { loadSynthetic } from "../../api/seed/synthetic";
import { dialect, startTestApi, type TestApi } from "./harness";

/**
 * PostgreSQL answers searches through the bigram and prefix indexes, from a collected set of
 * matches, or by a scan in the sort's order (docs/decisions/0002). Whatever the plan, a page
 * must hold the same items as the plain definition: every published item whose tsvector
 * matches the text (`@@`) and the filters, in the sort's order; relevance ranks the newest
 * PG_RANKED_CANDIDATES matches by ts_rank and places the rest after them, newest first.
 */
let api: TestApi;
const now = new Date();

/** The plain definition: all matches through `@@` alone, ordered in JavaScript. */
async function reference(input: SearchQueryInput, pageSize = 12, cap = Infinity, weights = "") {
  const query = SearchQuery.parse(input);
  const tsquery = toTsQuery(parseSearchText(query.searchText), weights);
  const base = api.db.selectFrom("collections as c").where(sql<boolean>`c.search_vector @@ to_tsquery('english', ${tsquery})`);
  const rows = await applySearchFilters(base, query, now)
    .select([
      "c.id",
      "c.published_at",
      sql<string>`lower(c.title)`.as("title_key"),
      sql<number>`ts_rank(c.search_vector, to_tsquery('english', ${tsquery}))`.as("score"),
    ])
    .execute();
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const newest = (a: (typeof rows)[number], b: (typeof rows)[number]) => byText(b.published_at ?? "", a.published_at ?? "") || b.id - a.id;
  let ordered: typeof rows;
  if (query.sort_by === 2) ordered = [...rows].sort((a, b) => -newest(a, b));
  else if (query.sort_by === 4) ordered = [...rows].sort((a, b) => byText(a.title_key, b.title_key) || a.id - b.id);
  else ordered = [...rows].sort(newest);
  if (query.sort_by === 3) {
    const head = ordered.slice(0, PG_RANKED_CANDIDATES).sort((a, b) => b.score - a.score || b.id - a.id);
    ordered = [...head, ...ordered.slice(PG_RANKED_CANDIDATES)];
  }
  return {
    ids: ordered.slice(query.nextIndex, query.nextIndex + pageSize).map((r) => r.id),
    total: Math.min(rows.length, cap),
  };
}

describe.runIf(dialect === "postgres")("PostgreSQL search plans answer what plain @@ answers", () => {
  beforeAll(async () => {
    api = await startTestApi();
    // Enough items for the commonest word ("ai", in ~74 %) to pass 1 000 matches.
    await loadSynthetic(api.db, { count: 1600, seed: 11 });
    await sql`ANALYZE`.execute(api.db);
  });

  afterAll(async () => {
    await api?.close();
  });

  const year = String(now.getFullYear() - 2);
  // [what, query, whether the small corpus has matches for it]
  const cases: [string, SearchQueryInput, boolean?][] = [
    ["a two-word phrase", { searchText: '"data model"' }],
    ["a phrase of one word twice", { searchText: '"model models"' }],
    ["a phrase around a stop word", { searchText: '"data for model"' }],
    ["a three-word phrase", { searchText: '"machine learning models"' }],
    ["a phrase with a word", { searchText: '"data model" ai' }],
    ["a phrase sorted by title", { searchText: '"data model"', sort_by: 4 }],
    ["a phrase, second page, oldest first", { searchText: '"data model"', sort_by: 2, nextIndex: 12 }],
    ["a filtered phrase", { searchText: '"data model"', collectionTypes: [2, 3, 4], tags: ["Healthcare"] }],
    ["a filtered phrase, newest first", { searchText: '"model models"', published_date: year, sort_by: 1 }],
    ["a two-letter prefix", { searchText: "da" }],
    ["a three-letter prefix", { searchText: "mod" }],
    ["a three-letter prefix, second page by title", { searchText: "gov", sort_by: 4, nextIndex: 12 }],
    ["a prefix that is a stop word", { searchText: "was" }, false],
    ["a longer prefix", { searchText: "bias" }],
    [
      "words with filters by relevance",
      { searchText: "health", collectionTypes: [2, 3, 4], published_date: year, tags: ["Education"], sort_by: 3 },
    ],
    ["words with filters, newest first", { searchText: "data", collectionTypes: [2, 3, 4], published_date: year, sort_by: 1 }],
    ["a prefix with a filter", { searchText: "dat", collectionTypes: [2], sort_by: 1 }],
  ];
  for (const [name, input, found = true] of cases) {
    it(`answers ${name} like plain @@`, async () => {
      const expected = await reference(input);
      if (found) expect(expected.ids.length).toBeGreaterThan(0);
      const actual = await searchIds(api.db, SearchQuery.parse(input), { now });
      expect(actual).toEqual(expected);
    });
  }

  it("answers the commonest prefix like plain @@, ranking only the newest 1 000 matches", async () => {
    const input = { searchText: "ai" };
    const expected = await reference(input);
    expect(expected.total).toBeGreaterThan(PG_RANKED_CANDIDATES);
    expect(await searchIds(api.db, SearchQuery.parse(input), { now })).toEqual(expected);
  });

  it("pages a filtered search with more matches than the count cap in the sort's order and answers the cap as the total", async () => {
    for (const sort_by of [1, 3, 4] as const) {
      const input = { searchText: "ai", collectionTypes: LISTED_TYPE_IDS, sort_by, nextIndex: 24 };
      const expected = await reference(input, 12, PG_RANKED_CANDIDATES);
      expect(expected.total).toBe(PG_RANKED_CANDIDATES);
      expect(await searchIds(api.db, SearchQuery.parse(input), { now, countCap: PG_RANKED_CANDIDATES })).toEqual(expected);
    }
  });

  it("answers an empty page past the end of a filtered phrase with the exact total", async () => {
    const input = { searchText: '"data model"', collectionTypes: LISTED_TYPE_IDS, nextIndex: 5000 };
    const { total } = await reference(input);
    expect(total).toBeGreaterThan(0);
    expect(await searchIds(api.db, SearchQuery.parse(input), { now })).toEqual({ ids: [], total });
  });

  it("answers titles and summaries alone like plain @@ with the weights A and B", async () => {
    const inputs: SearchQueryInput[] = [
      { searchText: "health data" },
      { searchText: "model", sort_by: 1 },
      { searchText: "ai", nextIndex: 12 },
      { searchText: "health", collectionTypes: [2, 3, 4] },
    ];
    for (const input of inputs) {
      const expected = await reference({ sort_by: 3, ...input }, 12, Infinity, "AB");
      const everywhere = await reference({ sort_by: 3, ...input }, 12);
      expect(expected.ids.length, input.searchText).toBeGreaterThan(0);
      expect(expected.total, input.searchText).toBeLessThan(everywhere.total);
      const actual = await searchIds(api.db, SearchQuery.parse({ sort_by: 3, ...input }), { now, summaryOnly: true });
      expect(actual, input.searchText).toEqual(expected);
    }
  });

  it("keeps published dates and titles in the row, not in TOAST", async () => {
    const { rows } = await sql<{ outside: number }>`
      SELECT count(*) FILTER (WHERE pg_column_toast_chunk_id(published_at) IS NOT NULL
        OR pg_column_toast_chunk_id(title) IS NOT NULL) AS outside FROM collections`.execute(api.db);
    expect(Number(rows[0].outside)).toBe(0);
  });
});
