import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_PAGE_SIZE } from "../../contract";
import { searchCollections } from "../../api/search";
import { addFixtures, daysAgo } from "./fixtures";
import { startTestApi, type TestApi } from "./harness";

let api: TestApi;

const search = (body: Record<string, unknown>) => api.post("/api/web/search/result", body);
const slugsOf = (res: { body: { data: { collections: { slug: string }[] } } }) => res.body.data.collections.map((c) => c.slug);

beforeAll(async () => {
  api = await startTestApi();
  await addFixtures(
    api.db,
    [
      { name: "Fixture Author One", slug: "fixture-author-one" },
      { name: "Fixture Author Two", slug: "fixture-author-two" },
    ],
    [
      {
        collection_type: 2,
        title: "Quorvex pipelines for rural clinics",
        slug: "qa-quorvex-pipelines",
        body: "<p>Clinics adopt quorvex tooling.</p>",
        tags: ["Qa Fixture", "Quorvex Health"],
        authors: ["fixture-author-one"],
        published_at: "2021-03-01T10:00:00Z",
        read_time: 5,
        is_brand: true,
      },
      {
        collection_type: 3,
        title: "Clinic scheduling with open data",
        slug: "qa-clinic-scheduling",
        body: "<p>Quorvex mentions appear here, and much later the word zintrab.</p>",
        tags: ["Qa Fixture"],
        published_at: "2022-05-01T10:00:00Z",
        read_time: 15,
      },
      {
        collection_type: 2,
        title: "Alpha guide to zintrab models",
        slug: "qa-alpha-guide",
        body: "<p>One mention of quorvex in the body.</p>",
        tags: ["Qa Fixture"],
        authors: ["fixture-author-two"],
        published_at: "2023-07-01T10:00:00Z",
        read_time: 30,
      },
      {
        collection_type: 9,
        title: "Zintrab quorvex phrase",
        slug: "qa-zintrab-phrase",
        body: "<p>The quorvex zintrab phrase in order.</p>",
        tags: ["Qa Fixture"],
        published_at: daysAgo(2),
      },
      {
        collection_type: 2,
        title: "Quorvex draft",
        slug: "qa-quorvex-draft",
        body: "<p>quorvex</p>",
        tags: ["Qa Fixture"],
        status: "draft",
      },
      {
        collection_type: 2,
        title: "Quorvex trashed",
        slug: "qa-quorvex-trashed",
        body: "<p>quorvex</p>",
        tags: ["Qa Fixture"],
        status: "trashed",
        published_at: "2020-01-01T00:00:00Z",
      },
      ...Array.from({ length: 15 }, (_, i) => ({
        collection_type: 5,
        title: `Plenthar video ${String(i + 1).padStart(2, "0")}`,
        slug: `qa-plenthar-${i + 1}`,
        body: "<p>plenthar</p>",
        tags: ["Qa Paging"],
        published_at: `2020-01-${String(i + 1).padStart(2, "0")}T00:00:00Z`,
      })),
    ],
  );
});

afterAll(async () => {
  await api?.close();
});

describe("search results", () => {
  it("finds only published items containing the word", async () => {
    const res = await search({ searchText: "quorvex" });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    expect(slugsOf(res).sort()).toEqual(["qa-alpha-guide", "qa-clinic-scheduling", "qa-quorvex-pipelines", "qa-zintrab-phrase"]);
    expect(res.body.data.nextIndex).toBeNull();
  });

  it("ranks title matches above body-only matches by default", async () => {
    const res = await search({ searchText: "quorvex" });
    expect(slugsOf(res).slice(0, 2).sort()).toEqual(["qa-quorvex-pipelines", "qa-zintrab-phrase"]);
  });

  it("matches the last word as a prefix while the visitor types", async () => {
    const res = await search({ searchText: "quorv" });
    expect(res.body.data.total).toBe(4);
  });

  it("requires every word to match", async () => {
    const res = await search({ searchText: "quorvex zintrab" });
    expect(slugsOf(res).sort()).toEqual(["qa-alpha-guide", "qa-clinic-scheduling", "qa-zintrab-phrase"]);
  });

  it("treats text in double quotes as a phrase", async () => {
    const res = await search({ searchText: '"quorvex zintrab"' });
    expect(slugsOf(res)).toEqual(["qa-zintrab-phrase"]);
  });

  it("counts a phrase's matches on the page and beyond the last page", async () => {
    expect((await search({ searchText: '"quorvex zintrab"' })).body.data.total).toBe(1);
    const beyond = await search({ searchText: '"quorvex zintrab"', nextIndex: 100 });
    expect(beyond.body.data).toMatchObject({ collections: [], total: 1, nextIndex: null });
  });

  it("answers search result items with the names the search screens read", async () => {
    const res = await search({ searchText: "quorvex pipelines" });
    const item = res.body.data.collections[0];
    expect(item).toMatchObject({ slug: "qa-quorvex-pipelines", type_id: 2, type: "Article", collection_type: 2, is_brand: true });
    expect(item.authors[0].slug).toBe("fixture-author-one");
  });

  it("answers tags whose names match the text and tags of the results, at most 8", async () => {
    const res = await search({ searchText: "quorvex health" });
    const names = (res.body.data.tags as { name: string }[]).map((t) => t.name);
    expect(names[0]).toBe("Quorvex Health");
    expect(names).toContain("Qa Fixture");
    const wide = await search({ searchText: "" });
    expect(wide.body.data.tags.length).toBeLessThanOrEqual(8);
  });

  it("calls the same search directly with defaults filled in", async () => {
    const data = await searchCollections(api.db, { searchText: "plenthar" });
    expect(data.total).toBe(15);
  });
});

describe("search sort orders", () => {
  const base = { searchText: "quorvex" };
  it("sorts newest first with sort_by 1", async () => {
    const res = await search({ ...base, sort_by: 1 });
    expect(slugsOf(res)).toEqual(["qa-zintrab-phrase", "qa-alpha-guide", "qa-clinic-scheduling", "qa-quorvex-pipelines"]);
  });

  it("sorts oldest first with sort_by 2", async () => {
    const res = await search({ ...base, sort_by: 2 });
    expect(slugsOf(res)).toEqual(["qa-quorvex-pipelines", "qa-clinic-scheduling", "qa-alpha-guide", "qa-zintrab-phrase"]);
  });

  it("sorts by title with sort_by 4", async () => {
    const res = await search({ ...base, sort_by: 4 });
    expect(slugsOf(res)).toEqual(["qa-alpha-guide", "qa-clinic-scheduling", "qa-quorvex-pipelines", "qa-zintrab-phrase"]);
  });

  it("falls back to newest first for relevance without text", async () => {
    const res = await search({ searchText: "", tagName: "Qa Fixture", sort_by: 3 });
    expect(slugsOf(res)).toEqual(["qa-zintrab-phrase", "qa-alpha-guide", "qa-clinic-scheduling", "qa-quorvex-pipelines"]);
  });
});

describe("search filters", () => {
  it("filters by collection types", async () => {
    expect(slugsOf(await search({ searchText: "quorvex", collectionTypes: [3] }))).toEqual(["qa-clinic-scheduling"]);
    expect(slugsOf(await search({ searchText: "quorvex", collectionTypes: [3, 9] })).sort()).toEqual([
      "qa-clinic-scheduling",
      "qa-zintrab-phrase",
    ]);
  });

  it("answers nothing for unknown collection types", async () => {
    const res = await search({ searchText: "quorvex", collectionTypes: [999] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ collections: [], total: 0, nextIndex: null });
  });

  it("filters by a tag name or slug in tagName", async () => {
    expect(slugsOf(await search({ searchText: "", tagName: "Quorvex Health" }))).toEqual(["qa-quorvex-pipelines"]);
    expect(slugsOf(await search({ searchText: "", tagName: "quorvex-health" }))).toEqual(["qa-quorvex-pipelines"]);
  });

  it("requires every tag in tags", async () => {
    expect(slugsOf(await search({ searchText: "", tags: ["Qa Fixture", "Quorvex Health"] }))).toEqual(["qa-quorvex-pipelines"]);
    expect(slugsOf(await search({ searchText: "", tags: ["Qa Paging", "Quorvex Health"] }))).toEqual([]);
  });

  it("filters by author name", async () => {
    expect(slugsOf(await search({ searchText: "quorvex", author_name: ["Fixture Author Two"] }))).toEqual(["qa-alpha-guide"]);
    expect(slugsOf(await search({ searchText: "quorvex", author_name: ["fixture author one", "Fixture Author Two"] })).sort()).toEqual([
      "qa-alpha-guide",
      "qa-quorvex-pipelines",
    ]);
  });

  it("filters by a published year", async () => {
    expect(slugsOf(await search({ searchText: "quorvex", published_date: "2022" }))).toEqual(["qa-clinic-scheduling"]);
  });

  it("filters by a published window back from today", async () => {
    expect(slugsOf(await search({ searchText: "quorvex", published_date: "past-week" }))).toEqual(["qa-zintrab-phrase"]);
    expect(slugsOf(await search({ searchText: "quorvex", published_date: "past-month" }))).toEqual(["qa-zintrab-phrase"]);
    expect(slugsOf(await search({ searchText: "quorvex", published_date: "past-year" }))).toEqual(["qa-zintrab-phrase"]);
  });

  it("filters by longest read time", async () => {
    expect(slugsOf(await search({ searchText: "quorvex", read_time: 10 }))).toEqual(["qa-quorvex-pipelines"]);
    expect(slugsOf(await search({ searchText: "quorvex", read_time: 15 })).sort()).toEqual([
      "qa-clinic-scheduling",
      "qa-quorvex-pipelines",
    ]);
  });

  it("filters by brand content both ways", async () => {
    expect(slugsOf(await search({ searchText: "quorvex", is_brand: true }))).toEqual(["qa-quorvex-pipelines"]);
    expect(slugsOf(await search({ searchText: "quorvex", is_brand: false }))).not.toContain("qa-quorvex-pipelines");
  });

  it("combines text, type, tag and date filters in one query", async () => {
    const res = await search({ searchText: "zintrab", collectionTypes: [2, 3], tags: ["Qa Fixture"], published_date: "2023", sort_by: 1 });
    expect(slugsOf(res)).toEqual(["qa-alpha-guide"]);
  });
});

describe("search paging", () => {
  it("answers the first page with a nextIndex", async () => {
    const res = await search({ searchText: "plenthar", sort_by: 2 });
    expect(res.body.data.collections).toHaveLength(SEARCH_PAGE_SIZE);
    expect(res.body.data.total).toBe(15);
    expect(res.body.data.nextIndex).toBe(SEARCH_PAGE_SIZE);
    expect(slugsOf(res)[0]).toBe("qa-plenthar-1");
  });

  it("answers the last page with nextIndex null", async () => {
    const res = await search({ searchText: "plenthar", sort_by: 2, nextIndex: 12 });
    expect(slugsOf(res)).toEqual(["qa-plenthar-13", "qa-plenthar-14", "qa-plenthar-15"]);
    expect(res.body.data.nextIndex).toBeNull();
  });

  it("answers an empty page beyond the last", async () => {
    const res = await search({ searchText: "plenthar", nextIndex: 100 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ collections: [], total: 15, nextIndex: null });
  });

  it("pages through every result exactly once", async () => {
    const first = await search({ searchText: "", tagName: "Qa Paging", sort_by: 4 });
    const second = await search({ searchText: "", tagName: "Qa Paging", sort_by: 4, nextIndex: first.body.data.nextIndex });
    const all = [...slugsOf(first), ...slugsOf(second)];
    expect(new Set(all).size).toBe(15);
  });
});

describe("search text is never query syntax", () => {
  const hostile = [
    '"',
    "*",
    "NEAR(a b)",
    "a OR b",
    "-x",
    "' OR 1=1 --",
    '"unterminated',
    "title:foo",
    "^",
    "quorvex*",
    "AND",
    "NOT quorvex",
    "'; DROP TABLE collections; --",
    "(",
    ")",
    "{}",
    "\\",
    "%_",
    "quorvex -zintrab",
    "col:quorvex",
  ];
  for (const text of hostile) {
    it(`answers 200 for the search text ${JSON.stringify(text)}`, async () => {
      const res = await search({ searchText: text });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.data.collections)).toBe(true);
    });
  }

  it("still finds the words around operators and punctuation", async () => {
    expect((await search({ searchText: '"unterminated quorvex' })).body.data.total).toBe(0);
    expect((await search({ searchText: "quorvex*" })).body.data.total).toBe(4);
    expect((await search({ searchText: "-quorvex" })).body.data.total).toBe(4);
  });

  it("keeps the tables after SQL in the search text", async () => {
    await search({ searchText: "'; DROP TABLE collections; --" });
    expect((await search({ searchText: "quorvex" })).body.data.total).toBe(4);
  });
});

describe("relevance on the sample content", () => {
  // Known questions and the item that answers them best: it must stay among the first three
  // whatever is done to make search faster (docs/performance.md), on SQLite and PostgreSQL alike.
  const KNOWN: [query: string, best: string][] = [
    ["deepfake fraud calls", "deepfake-fraud-calls-lessons"],
    ["AI skills employers ask for", "mapping-ai-skills-employers-ask-for"],
    ["tax helpdesk assistant", "tax-helpdesk-retrieval-assistant"],
    ["handwritten health records", "digitising-handwritten-health-records"],
    ["village boundaries satellite", "mapping-village-boundaries-satellite"],
    ["credit decision fairness", "fintech-fairness-explaining-credit-decision"],
    ["climate risk districts", "climate-risk-modelling-districts"],
    ['"open evaluation sets"', "open-evaluation-sets-indian-languages"],
  ];

  it.each(KNOWN)("%s → %s among the first three", async (query, best) => {
    const res = await search({ searchText: query });
    expect(res.status).toBe(200);
    expect(slugsOf(res).slice(0, 3)).toContain(best);
  });
});
