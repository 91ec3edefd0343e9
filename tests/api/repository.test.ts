import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrations, openDb, type Db } from "../../api/db";
import { insertCollection, sanitizeBody, slugify } from "../../api/repo";
import { seedIfEmpty } from "../../api/seed";
import { loadSynthetic } from "../../api/seed/synthetic";
import { parseSearchText, toFts5Query, toTsQuery } from "../../api/search/text";
import { SearchQuery } from "../../contract";
import { countMatches, searchCollections, searchIds } from "../../api/search";
import { createTestDatabase, type TestDatabase } from "./harness";

describe("body sanitising", () => {
  it("keeps article markup", () => {
    const html =
      '<h2>T</h2><p>A <a href="https://x.org">link</a> and <code>x</code></p><ul><li>i</li></ul><table><tr><td>1</td></tr></table><blockquote>q</blockquote><figure><img src="https://x.org/a.png" alt="A"><figcaption>c</figcaption></figure>';
    const out = sanitizeBody(html);
    for (const part of [
      "<h2>T</h2>",
      '<a href="https://x.org">link</a>',
      "<code>x</code>",
      "<ul><li>i</li></ul>",
      "<td>1</td>",
      "<blockquote>q</blockquote>",
      '<img src="https://x.org/a.png" alt="A"',
      "<figcaption>c</figcaption>",
    ]) {
      expect(out).toContain(part);
    }
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const out = sanitizeBody(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="javascript:alert(1)" onerror="y()"><iframe src="https://e"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(out).toContain("<p>Hi</p>");
  });

  it("adds rel=noopener to links that open a new tab", () => {
    expect(sanitizeBody('<a href="https://x.org" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe("search text parsing", () => {
  it("splits words and makes the last one a prefix", () => {
    expect(toFts5Query(parseSearchText("Health data"))).toBe('"health" "data"*');
    expect(toTsQuery(parseSearchText("Health data"))).toBe("'health' & 'data':*");
  });

  it("keeps quoted text as a phrase", () => {
    expect(toFts5Query(parseSearchText('"open data" india'))).toBe('"open data" "india"*');
    expect(toTsQuery(parseSearchText('"open data"'))).toBe("('open' <-> 'data')");
  });

  it("writes a group of alternatives and a restriction to titles and summaries in each dialect", () => {
    const groups = [
      { words: ["farming", "agritech"], phrase: false, prefix: false, any: true },
      { words: ["fund"], phrase: false, prefix: false },
    ];
    expect(toFts5Query(groups)).toBe('("farming" OR "agritech") AND "fund"');
    expect(toFts5Query(groups, ["title", "excerpt"])).toBe('{title excerpt} : (("farming" OR "agritech") AND "fund")');
    expect(toTsQuery(groups)).toBe("('farming' | 'agritech') & 'fund'");
    expect(toTsQuery(groups, "AB")).toBe("('farming':AB | 'agritech':AB) & 'fund':AB");
  });

  it("drops operators and punctuation to plain words", () => {
    expect(toFts5Query(parseSearchText("NEAR(a b) OR -cd*"))).toBe('"near" "a" "b" "or" "cd"*');
    expect(parseSearchText("' OR 1=1 --").map((g) => g.words[0])).toEqual(["or", "1", "1"]);
    expect(parseSearchText('"')).toEqual([]);
  });

  it("answers slugs for names without Latin letters", () => {
    expect(slugify("Generative AI")).toBe("generative-ai");
    expect(slugify("कृत्रिम बुद्धिमत्ता")).toMatch(/^tag-[a-z0-9]+$/);
  });
});

describe("repository and start-up", () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase({ from: "migrated" });
    db = openDb(database.options).db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it("runs migrations again without changes", async () => {
    await migrateToLatest(db);
    // Kysely's own bookkeeping table, outside the app's schema.
    const rows = await (db as unknown as Kysely<{ kysely_migration: { name: string } }>)
      .selectFrom("kysely_migration")
      .select("name")
      .execute();
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
  });

  it("seeds an empty database once", async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
  });

  it("refuses an item that breaks the contract", async () => {
    await expect(insertCollection(db, { collection_type: 2, title: "", slug: "Bad Slug" })).rejects.toThrow();
  });

  it("refuses an item by an unknown author", async () => {
    await expect(insertCollection(db, { collection_type: 2, title: "T", slug: "qa-no-author", authors: ["ghost"] })).rejects.toThrow(
      /ghost/,
    );
  });

  it("re-indexes an item when its title changes", async () => {
    const id = await insertCollection(db, {
      collection_type: 2,
      title: "Vexillography primer",
      slug: "qa-reindex",
      published_at: "2024-01-01T00:00:00Z",
    });
    expect((await searchCollections(db, { searchText: "vexillography" })).total).toBe(1);
    await db.updateTable("collections").set({ title: "Heraldry primer" }).where("id", "=", id).execute();
    expect((await searchCollections(db, { searchText: "vexillography" })).total).toBe(0);
    expect((await searchCollections(db, { searchText: "heraldry" })).total).toBe(1);
  });

  it("matches any word of a group a caller builds, and titles and summaries alone when asked", async () => {
    const inTitle = await insertCollection(db, {
      collection_type: 2,
      title: "Quillwort survey of the wetlands",
      excerpt: "Counting a rare fern.",
      slug: "qa-group-title",
      published_at: "2024-01-01T00:00:00Z",
    });
    const inBody = await insertCollection(db, {
      collection_type: 2,
      title: "Field notes",
      excerpt: "A season outdoors.",
      body: "<p>We met a lycopod survey team in the wetlands.</p>",
      slug: "qa-group-body",
      published_at: "2024-01-02T00:00:00Z",
    });
    const query = SearchQuery.parse({ searchText: "quillwort survey", sort_by: 3 });
    const groups = [
      { words: ["quillwort", "lycopod"], phrase: false, prefix: false, any: true },
      { words: ["survey"], phrase: false, prefix: false },
    ];
    expect((await searchIds(db, query, { groups })).ids.sort()).toEqual([inTitle, inBody].sort());
    expect((await searchIds(db, query, { groups, summaryOnly: true })).ids).toEqual([inTitle]);
    // A visitor's text never becomes a group of alternatives: "OR" is a word like any other.
    expect((await searchCollections(db, { searchText: "quillwort OR lycopod" })).total).toBe(0);
  });

  it("answers the same page without counting when only the ids are wanted", async () => {
    for (const input of [
      { searchText: "policy", sort_by: 3 },
      { searchText: '"digital public"', sort_by: 3 },
      { searchText: "digital", sort_by: 3, collectionTypes: [2, 23] },
      { searchText: "", sort_by: 1, collectionTypes: [2] },
    ]) {
      const query = SearchQuery.parse(input);
      const counted = await searchIds(db, query, { pageSize: 3 });
      expect(counted.total, input.searchText).toBeGreaterThan(3);
      expect(await searchIds(db, query, { pageSize: 3, idsOnly: true }), input.searchText).toEqual({ ids: counted.ids, total: 3 });
    }
  });

  it("counts what the search finds, no further than a cap, without ranking a page", async () => {
    for (const searchText of ["policy", '"digital public"', "digit", "quillwort OR lycopod"]) {
      const { total } = await searchIds(db, SearchQuery.parse({ searchText }));
      expect(await countMatches(db, searchText), searchText).toBe(total);
      expect(await countMatches(db, searchText, 2), searchText).toBe(Math.min(total, 2));
    }
    expect(await countMatches(db, "policy")).toBeGreaterThan(2);
    expect(await countMatches(db, '"*^')).toBe(0);
    const published = await db
      .selectFrom("collections")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    expect(await countMatches(db, "")).toBe(Number(published.n));
  });

  it("drops an item from the index when it is unpublished and adds it back when republished", async () => {
    const id = await insertCollection(db, {
      collection_type: 2,
      title: "Orrery mechanics",
      slug: "qa-unpublish",
      published_at: "2024-01-01T00:00:00Z",
    });
    await db.updateTable("collections").set({ status: "trashed" }).where("id", "=", id).execute();
    expect((await searchCollections(db, { searchText: "orrery" })).total).toBe(0);
    expect(await countMatches(db, "orrery")).toBe(0);
    await db.updateTable("collections").set({ status: "published" }).where("id", "=", id).execute();
    expect((await searchCollections(db, { searchText: "orrery" })).total).toBe(1);
    expect(await countMatches(db, "orrery")).toBe(1);
    await db.updateTable("collections").set({ view_count: 5 }).where("id", "=", id).execute();
    await db.deleteFrom("collections").where("id", "=", id).execute();
    expect((await searchCollections(db, { searchText: "orrery" })).total).toBe(0);
  });

  it("loads generated items in batches", async () => {
    const added = await loadSynthetic(db, { count: 500, batchSize: 200 });
    expect(added).toBe(500);
    const data = await searchCollections(db, { searchText: "data" });
    expect(data.total).toBeGreaterThan(10);
  });
});
