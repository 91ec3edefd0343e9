import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDb, type Db } from "../../api/db";
import { loadContent, resetContent, seedSample, type SeedContent } from "../../api/seed";
import { hindiItems, hindiPages, hindiPillars } from "../../api/seed/content/hindi";
import type { HindiContent } from "../../api/seed/content/hindi/types";
import { createTestDatabase, type TestDatabase } from "../api/harness";

let database: TestDatabase;
let db: Db;

const english: SeedContent = {
  authors: [],
  collections: [{ collection_type: 2, title: "Crop forecasts", slug: "qa-seed-crops", body: "<p>Fields</p>" }],
  settings: {
    site_title: "IndiaAI Portal",
    site_description: "About",
    meta_title: "IndiaAI",
    meta_description: "Meta",
    ministry_logos: [{ name: "Ministry of Education", image_url: "/e.svg", link: null }],
  },
  pillars: [{ title: "Agriculture", heading: "<p>Farms</p>", name: "Agriculture", slug: "qa-seed-agri" }],
  pages: [{ slug: "qa-seed-about", title: "About", body: "<p>About</p>" }],
  tagGroups: { sector: ["Agriculture"], "trending-tags": [] },
  spamCategories: ["Spam"],
};
const hindi = (over: Partial<HindiContent> = {}): HindiContent => ({
  items: [
    {
      collection_type: 2,
      slug: "qa-seed-crops",
      title: "फसल पूर्वानुमान",
      excerpt: "खेत",
      body: ["पहला अनुच्छेद", "<p>दूसरा</p>"],
      updated: "2025-01-02",
    },
  ],
  pillars: [{ slug: "qa-seed-agri", title: "कृषि", name: "कृषि", heading: "<p>खेती</p>", body: ["खेत"] }],
  pages: [{ slug: "qa-seed-about", title: "परिचय", excerpt: "हम", body: ["हम कौन हैं"], updated: "2025-01-03" }],
  settings: {
    site_title: "इंडियाएआई पोर्टल",
    site_description: "विवरण",
    meta_title: "इंडियाएआई",
    meta_description: "मेटा",
    ministry_names: { "Ministry of Education": "शिक्षा मंत्रालय" },
  },
  tagNames: { Agriculture: "कृषि" },
  spamCategories: { Spam: "स्पैम" },
  ...over,
});

beforeAll(async () => {
  database = await createTestDatabase({ from: "migrated" });
  db = openDb(database.options).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe("seeding the Hindi content", () => {
  it("stores every kind of translation as published, bodies as HTML paragraphs", async () => {
    await resetContent(db);
    await loadContent(db, { ...english, hindi: hindi() });
    const item = await db.selectFrom("collection_translations").selectAll().executeTakeFirstOrThrow();
    expect(item).toMatchObject({ lang: "hi", title: "फसल पूर्वानुमान", status: "published", body: "<p>पहला अनुच्छेद</p>\n<p>दूसरा</p>" });
    expect(item.updated_at).toBe("2025-01-02T00:00:00.000Z");
    expect(await db.selectFrom("page_translations").select(["title", "status"]).execute()).toEqual([
      { title: "परिचय", status: "published" },
    ]);
    expect(await db.selectFrom("pillar_translations").select(["title", "body"]).execute()).toEqual([{ title: "कृषि", body: "<p>खेत</p>" }]);
    expect(await db.selectFrom("tag_translations").select("name").execute()).toEqual([{ name: "कृषि" }]);
    expect(await db.selectFrom("spam_category_translations").select("name").execute()).toEqual([{ name: "स्पैम" }]);
    const logos = await db.selectFrom("setting_translations").select("value").where("key", "=", "ministry_logos").executeTakeFirstOrThrow();
    expect(JSON.parse(logos.value)).toEqual([{ name: "शिक्षा मंत्रालय", image_url: "/e.svg", link: null }]);
  });

  it("fails loudly, storing nothing, when a translation names no English item", async () => {
    await resetContent(db);
    const stray = { collection_type: 2, slug: "no-such-item", title: "कुछ", excerpt: "", body: [], updated: "2025-01-01" };
    await expect(loadContent(db, { ...english, hindi: hindi({ items: [stray] }) })).rejects.toThrow(/no-such-item/);
    expect(await db.selectFrom("collections").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("collection_translations").select("collection_id").execute()).toEqual([]);
  });

  it.each([
    ["page", { pages: [{ slug: "no-such-page", title: "x", excerpt: "", body: [], updated: "2025-01-01" }] }, /no-such-page/],
    ["pillar", { pillars: [{ slug: "no-such-pillar", title: "x", name: "x", heading: "x", body: [] }] }, /no-such-pillar/],
    ["tag", { tagNames: { "No Such Tag": "x" } }, /No Such Tag/],
  ] as const)("fails loudly for a %s with no English source", async (_kind, over, message) => {
    await resetContent(db);
    await expect(loadContent(db, { ...english, hindi: hindi(over as Partial<HindiContent>) })).rejects.toThrow(message);
  });

  it("the sample's Hindi translations all load, published", async () => {
    await resetContent(db);
    await seedSample(db);
    const count = async (table: "collection_translations" | "page_translations" | "pillar_translations") =>
      (await db.selectFrom(table).select("lang").where("lang", "=", "hi").execute()).length;
    expect(await count("collection_translations")).toBe(hindiItems.length);
    expect(await count("page_translations")).toBe(hindiPages.length);
    expect(await count("pillar_translations")).toBe(hindiPillars.length);
  });
});
