import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiError, CollectionCard, ListingResponse, SearchResponse } from "../../contract";
import { setSetting, setTagGroup, upsertPage, upsertPillar } from "../../api/repo";
import {
  setItemTranslationStatus,
  setSettingTranslation,
  setTagTranslation,
  upsertItemTranslation,
  upsertPageTranslation,
  upsertPillarTranslation,
} from "../../api/repo/translations";
import { addFixtures } from "./fixtures";
import { startTestApi, type TestApi } from "./harness";

/** Content in English and Hindi through the API (docs/decisions/0083-translations.md), on SQLite and on PostgreSQL (TEST_DB). */

let api: TestApi;
let ids: Record<string, number>;

const HINDI_TITLE = "कृत्रिम बुद्धिमत्ता से फसल की पैदावार का अनुमान";
const search = (text: string, lang?: string) =>
  api.post<SearchResponse>(`/api/web/search/result${lang ? `?lang=${lang}` : ""}`, { searchText: text });
const listing = (query: string) => api.get<ListingResponse>(`/api/web/collections?type=2&tag=qa-bilingual&${query}`);
const bySlug = (items: CollectionCard[], slug: string) => items.find((i) => i.slug === slug);

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  ids = await addFixtures(
    api.db,
    [],
    [
      {
        collection_type: 2,
        title: "Forecasting crop yields with AI",
        slug: "qa-crop-forecast",
        tags: ["Qa Bilingual"],
        excerpt: "Satellite images and weather data.",
        body: "<p>Farmers in three districts.</p>",
        featured_image: { url: "/images/x.svg", alt_text: "Green fields" },
        published_at: "2024-03-01T00:00:00Z",
      },
      {
        collection_type: 2,
        title: "Soil health cards",
        slug: "qa-soil-cards",
        tags: ["Qa Bilingual"],
        published_at: "2024-02-01T00:00:00Z",
      },
      {
        collection_type: 2,
        title: "Water budgets for villages",
        slug: "qa-water-draft-hi",
        tags: ["Qa Bilingual"],
        published_at: "2024-01-01T00:00:00Z",
      },
    ],
  );
  await upsertItemTranslation(api.db, {
    collection_id: ids["qa-crop-forecast"],
    lang: "hi",
    title: HINDI_TITLE,
    excerpt: "उपग्रह चित्र और मौसम के आँकड़े।",
    body: "<p>तीन ज़िलों के किसानों ने उपग्रह आधारित पूर्वानुमान अपनाया।</p><script>alert(1)</script>",
    featured_image_alt: "हरे खेत",
    status: "published",
    updated_at: "2024-04-01",
  });
  // A translation still in draft is never shown nor searchable.
  await upsertItemTranslation(api.db, {
    collection_id: ids["qa-water-draft-hi"],
    lang: "hi",
    title: "गाँवों के लिए जल बजट मसौदा",
    body: "<p>जलाशय</p>",
    status: "draft",
  });
  await setTagTranslation(api.db, "Qa Bilingual", "hi", "द्विभाषी परीक्षण");
  await upsertPillar(api.db, {
    title: "Agriculture",
    heading: "<p>AI for farms</p>",
    name: "Agriculture",
    slug: "qa-agri",
    tag: "Qa Bilingual",
    body: "<p>Farms</p>",
  });
  await upsertPillarTranslation(api.db, {
    slug: "qa-agri",
    lang: "hi",
    title: "कृषि",
    heading: "<p>खेती के लिए एआई</p>",
    name: "कृषि",
    body: "<p>खेत</p>",
  });
  await upsertPillar(api.db, { title: "Health", heading: "<p>AI for health</p>", name: "Health", slug: "qa-health" });
  await upsertPage(api.db, { slug: "qa-about", title: "About us", body: "<p>Who we are</p>" });
  await upsertPageTranslation(api.db, { slug: "qa-about", lang: "hi", title: "हमारे बारे में", body: "<p>हम कौन हैं</p>", status: "published" });
  await upsertPage(api.db, { slug: "qa-terms", title: "Terms", body: "<p>Terms</p>" });
  await setSetting(api.db, "site_title", "IndiaAI Portal");
  await setSetting(api.db, "site_description", "The national AI portal.");
  await setSetting(api.db, "meta_title", "IndiaAI");
  await setSetting(api.db, "meta_description", "Explore AI in India.");
  await setSettingTranslation(api.db, "site_title", "hi", "इंडियाएआई पोर्टल");
  await setSettingTranslation(api.db, "site_description", "hi", "राष्ट्रीय एआई पोर्टल।");
  await setTagGroup(api.db, "sector", ["Qa Bilingual", "Qa Untranslated"]);
});
afterAll(async () => {
  await api?.close();
});

describe("items in Hindi", () => {
  it("a Hindi listing shows translated items in Hindi and the rest in English, each marked", async () => {
    const res = await listing("lang=hi");
    expect(res.status).toBe(200);
    const translated = bySlug(res.body.data.items, "qa-crop-forecast")!;
    expect(translated).toMatchObject({ lang: "hi", title: HINDI_TITLE, excerpt: "उपग्रह चित्र और मौसम के आँकड़े।" });
    expect(translated.featured_image?.alt_text).toBe("हरे खेत");
    expect(translated.tags).toEqual([expect.objectContaining({ name: "द्विभाषी परीक्षण", slug: "qa-bilingual", lang: "hi" })]);
    expect(bySlug(res.body.data.items, "qa-soil-cards")).toMatchObject({ lang: "en", title: "Soil health cards" });
    expect(res.body.data.facets.tags).toContainEqual({ value: "qa-bilingual", label: "द्विभाषी परीक्षण", count: 3 });
  });

  it("a draft translation is not shown: the item comes back in English", async () => {
    const res = await listing("lang=hi");
    expect(bySlug(res.body.data.items, "qa-water-draft-hi")).toMatchObject({ lang: "en", title: "Water budgets for villages" });
  });

  it("an English listing is unchanged and marked English", async () => {
    for (const query of ["", "lang=en"]) {
      const res = await listing(query);
      expect(bySlug(res.body.data.items, "qa-crop-forecast")).toMatchObject({ lang: "en", title: "Forecasting crop yields with AI" });
    }
  });

  it("a Hindi detail has the sanitised Hindi body; an untranslated one stays English", async () => {
    const res = await api.get("/api/web/collections/2/qa-crop-forecast?lang=hi");
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ lang: "hi", title: HINDI_TITLE });
    expect(res.body.data.item.body).toContain("किसानों");
    expect(res.body.data.item.body).not.toContain("<script");
    expect(bySlug(res.body.data.related, "qa-soil-cards")?.lang).toBe("en");
    const english = await api.get("/api/web/collections/2/qa-soil-cards?lang=hi");
    expect(english.body.data.item).toMatchObject({ lang: "en", title: "Soil health cards" });
  });

  it("withdrawing a translation brings the English text back", async () => {
    await upsertItemTranslation(api.db, {
      collection_id: ids["qa-soil-cards"],
      lang: "hi",
      title: "मृदा स्वास्थ्य कार्ड",
      body: "<p>मृदा</p>",
      status: "published",
    });
    expect((await api.get("/api/web/collections/2/qa-soil-cards?lang=hi")).body.data.item.lang).toBe("hi");
    expect(await setItemTranslationStatus(api.db, ids["qa-soil-cards"], "hi", "draft")).toBe(true);
    expect((await api.get("/api/web/collections/2/qa-soil-cards?lang=hi")).body.data.item).toMatchObject({
      lang: "en",
      title: "Soil health cards",
    });
    expect((await search("मृदा", "hi")).body.data.total).toBe(0);
  });

  it("the sitemap lists the languages of each item", async () => {
    const res = await api.get("/api/web/sitemap");
    const entry = (slug: string) => res.body.data.find((e: { slug: string }) => e.slug === slug);
    expect(entry("qa-crop-forecast").languages).toEqual(["en", "hi"]);
    expect(entry("qa-water-draft-hi").languages).toEqual(["en"]);
  });
});

describe("site texts in Hindi", () => {
  it("the hub and home pillars come back in Hindi where translated", async () => {
    const hub = await api.get("/api/web/hub/qa-agri?lang=hi");
    expect(hub.status).toBe(200);
    expect(hub.body.data.pillar).toMatchObject({ lang: "hi", title: "कृषि", name: "कृषि", body: "<p>खेत</p>" });
    expect(bySlug(hub.body.data.items, "qa-crop-forecast")?.lang).toBe("hi");
    const home = await api.get("/api/web/page/home-pillar?lang=hi");
    const sections = home.body.data.sections as { slug: string; lang: string; title: string }[];
    expect(sections.find((s) => s.slug === "qa-agri")).toMatchObject({ lang: "hi", title: "कृषि" });
    expect(sections.find((s) => s.slug === "qa-health")).toMatchObject({ lang: "en", title: "Health" });
  });

  it("a page comes back in Hindi where translated and in English otherwise", async () => {
    expect((await api.get("/api/web/pages/qa-about?lang=hi")).body.data).toMatchObject({ lang: "hi", title: "हमारे बारे में" });
    expect((await api.get("/api/web/pages/qa-terms?lang=hi")).body.data).toMatchObject({ lang: "en", title: "Terms" });
    expect((await api.get("/api/web/pages/qa-about")).body.data).toMatchObject({ lang: "en", title: "About us" });
  });

  it("settings fall back to English per set of texts", async () => {
    const config = await api.get("/api/web/settings?config=true&lang=hi");
    expect(config.body.data).toMatchObject({ lang: "hi", site_title: "इंडियाएआई पोर्टल" });
    const meta = await api.get("/api/web/settings?meta=true&lang=hi");
    expect(meta.body.data).toMatchObject({ lang: "en", title: "IndiaAI", description: "Explore AI in India." });
  });

  it("tag groups name their tags in Hindi where translated", async () => {
    const res = await api.get("/api/web/tag/group/sector?lang=hi");
    expect(res.body.groupTags).toEqual([
      { id: expect.any(Number), name: "द्विभाषी परीक्षण", slug: "qa-bilingual", lang: "hi" },
      { id: expect.any(Number), name: "Qa Untranslated", slug: "qa-untranslated", lang: "en" },
    ]);
  });
});

describe("the lang parameter", () => {
  it.each([
    "/api/web/collections?lang=fr",
    "/api/web/collections/2/qa-crop-forecast?lang=HI",
    "/api/web/hub/qa-agri?lang=",
    "/api/web/page/home-pillar?lang=hi&lang=en",
    "/api/web/pages/qa-about?lang=xx",
    "/api/web/settings?config=true&lang=english",
    "/api/web/tag/group/sector?lang=de",
    "/api/web/sitemap?lang=ur",
    "/api/search/recommendations?lang=ta",
  ])("%s is refused with 422 naming lang", async (url) => {
    const res = await api.get(url);
    expect(res.status).toBe(422);
    expect(res.body.errors.lang).toBeDefined();
  });

  it("a search with an unknown lang is refused with 422", async () => {
    const res = await api.post<ApiError>("/api/web/search/result?lang=fr", { searchText: "crop" });
    expect(res.status).toBe(422);
    expect(res.body.errors?.lang).toBeDefined();
  });
});

describe("the OpenAPI document", () => {
  it("documents ?lang= on every content call and every call that mails, and lang in the answers", async () => {
    const doc = (await api.get("/api/openapi.json")).body;
    const langParam = (path: string, method: string) =>
      (doc.paths[path][method].parameters ?? []).find((p: { name: string; in: string }) => p.name === "lang" && p.in === "query");
    for (const path of [
      "/api/web/settings",
      "/api/web/page/home-pillar",
      "/api/web/tag/group/{key}",
      "/api/search/recommendations",
      "/api/web/collections",
      "/api/web/collections/{typeId}/{slug}",
      "/api/web/hub/{slug}",
      "/api/web/author/{slug}",
      "/api/web/pages/{slug}",
      "/api/web/sitemap",
    ]) {
      expect(langParam(path, "get")?.schema.enum, path).toEqual(["en", "hi"]);
    }
    for (const path of [
      "/api/web/search/result",
      "/api/newsletter/save",
      "/api/register",
      "/api/password/forgot",
      "/api/password/reset",
      "/api/user/password",
      "/api/user/delete",
    ]) {
      expect(langParam(path, "post"), path).toBeDefined();
    }
    expect(doc.components.schemas.CollectionCard.properties.lang.enum).toEqual(["en", "hi"]);
  });
});

describe("search in Hindi", () => {
  it("a Hindi word finds the Hindi item, answered in Hindi", async () => {
    const res = await search("बुद्धिमत्ता", "hi");
    expect(res.status).toBe(200);
    expect(res.body.data.collections.map((c) => [c.slug, c.lang, c.title])).toEqual([["qa-crop-forecast", "hi", HINDI_TITLE]]);
  });

  it("a word with vowel signs is matched whole, and a fragment only as a prefix", async () => {
    expect((await search("किसानों", "hi")).body.data.total).toBe(1);
    // "कृ" + "त्रिम": the fragment is no word of its own…
    expect((await search('"कृत"', "hi")).body.data.total).toBe(0);
    // …but the last word typed is a prefix (type-ahead).
    expect((await search("कृत", "hi")).body.data.collections[0]?.slug).toBe("qa-crop-forecast");
    expect((await search("उपग्रह आधा", "hi")).body.data.total).toBe(1);
  });

  it("an English word still finds the item, in the asked language", async () => {
    const hindi = await search("satellite", "hi");
    expect(hindi.body.data.collections.map((c) => [c.slug, c.lang])).toEqual([["qa-crop-forecast", "hi"]]);
    const english = await search("satellite");
    expect(english.body.data.collections.map((c) => [c.slug, c.lang])).toEqual([["qa-crop-forecast", "en"]]);
  });

  it("a draft translation is not searchable", async () => {
    expect((await search("जलाशय", "hi")).body.data.total).toBe(0);
  });

  it("tags named like a Hindi search come back with their Hindi name", async () => {
    const res = await search("द्विभाषी", "hi");
    expect(res.body.data.tags).toContainEqual({ id: expect.any(Number), name: "द्विभाषी परीक्षण", slug: "qa-bilingual", lang: "hi" });
  });
});
