import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSetting, setTagGroup, upsertPage, upsertPillar } from "../../api/repo";
import { addFixtures } from "./fixtures";
import { startTestApi, type TestApi } from "./harness";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await addFixtures(
    api.db,
    [],
    [
      { collection_type: 2, title: "Hub fixture item", slug: "qa-hub-item", tags: ["Qa Hub Tag"], published_at: "2024-05-05T00:00:00Z" },
      { collection_type: 2, title: "Hub fixture draft", slug: "qa-hub-draft", tags: ["Qa Hub Tag"], status: "draft" },
    ],
  );
  await upsertPillar(api.db, {
    title: "Fixture pillar",
    heading: "<p>About <b>fixtures</b><script>x()</script></p>",
    name: "Fixtures",
    slug: "qa-pillar",
    tag: "Qa Hub Tag",
    body: "<p>Body</p>",
    position: 999,
  });
  await upsertPage(api.db, {
    slug: "qa-page",
    title: "Fixture page",
    body: '<h2>Hello</h2><img src="x" onerror="alert(1)">',
    kind: "campaign",
  });
  await setSetting(api.db, "youtube_link", "https://youtube.example/indiaai");
  await setTagGroup(api.db, "qa-group", ["Qa Hub Tag", "Qa Other Tag"]);
});
afterAll(async () => {
  await api?.close();
});

describe("settings", () => {
  it("answers site configuration with the social links", async () => {
    const res = await api.get("/api/web/settings?config=true");
    expect(res.status).toBe(200);
    expect(typeof res.body.data.product_name).toBe("string");
    expect(res.body.data.tags.youtube_link).toBe("https://youtube.example/indiaai");
    expect(Array.isArray(res.body.data.ministry_logos)).toBe(true);
  });

  it("answers meta with a title, description and the social links", async () => {
    const res = await api.get("/api/web/settings?meta=true");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(["description", "lang", "tags", "title"]);
    expect(res.body.data.tags.youtube_link).toBe("https://youtube.example/indiaai");
  });

  it("answers 422 when asked for neither config nor meta", async () => {
    const res = await api.get("/api/web/settings");
    expect(res.status).toBe(422);
    expect(res.body.errors.config).toBeDefined();
  });
});

describe("pillars and hubs", () => {
  it("answers the home pillars in order", async () => {
    const res = await api.get("/api/web/page/home-pillar");
    expect(res.status).toBe(200);
    const sections = res.body.data.sections as { slug: string; heading: string }[];
    expect(sections.at(-1)?.slug).toBe("qa-pillar");
    expect(sections.at(-1)?.heading).not.toContain("script");
  });

  it("answers a hub with the published items of its tag", async () => {
    const res = await api.get("/api/web/hub/qa-pillar");
    expect(res.status).toBe(200);
    expect(res.body.data.pillar).toMatchObject({ slug: "qa-pillar", name: "Fixtures", body: "<p>Body</p>" });
    expect((res.body.data.items as { slug: string }[]).map((i) => i.slug)).toEqual(["qa-hub-item"]);
  });

  it("answers 404 for an unknown hub", async () => {
    expect((await api.get("/api/web/hub/no-such-hub")).status).toBe(404);
  });
});

describe("tag groups", () => {
  it("answers the sector tags", async () => {
    const res = await api.get("/api/web/tag/group/sector");
    expect(res.status).toBe(200);
    expect(res.body.groupTags.length).toBeGreaterThan(0);
    expect(res.body.groupTags[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), lang: "en" });
  });

  it("answers the trending tags", async () => {
    const res = await api.get("/api/web/tag/group/trending-tags");
    expect(res.status).toBe(200);
    expect(res.body.groupTags.length).toBeGreaterThan(0);
  });

  it("keeps a group's tags in their set order", async () => {
    const res = await api.get("/api/web/tag/group/qa-group");
    expect(res.body.groupTags.map((t: { name: string }) => t.name)).toEqual(["Qa Hub Tag", "Qa Other Tag"]);
  });

  it("answers 404 for an unknown group", async () => {
    expect((await api.get("/api/web/tag/group/no-such-group")).status).toBe(404);
  });
});

describe("pages", () => {
  it("answers a page with a sanitised body", async () => {
    const res = await api.get("/api/web/pages/qa-page");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: "qa-page", title: "Fixture page", kind: "campaign" });
    expect(res.body.data.body).toContain("<h2>Hello</h2>");
    expect(res.body.data.body).not.toContain("onerror");
  });

  it("answers the seeded about-us page", async () => {
    expect((await api.get("/api/web/pages/about-us")).status).toBe(200);
  });

  it("answers 404 for an unknown page", async () => {
    expect((await api.get("/api/web/pages/no-such-page")).status).toBe(404);
  });
});

describe("recommendations", () => {
  it("answers up to 8 published items as search result items", async () => {
    const res = await api.get("/api/search/recommendations");
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(8);
    expect(res.body.data[0]).toHaveProperty("type_id");
    expect(res.body.data.map((i: { slug: string }) => i.slug)).not.toContain("qa-hub-draft");
  });
});

describe("health and the OpenAPI document", () => {
  it("answers healthz when the database answers", async () => {
    const res = await api.get("/api/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it("lists every API path in the OpenAPI document", async () => {
    const res = await api.get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      "/api/web/settings",
      "/api/web/page/home-pillar",
      "/api/web/tag/group/{key}",
      "/api/search/recommendations",
      "/api/web/search/result",
      "/api/web/recent/search",
      "/api/web/add/search",
      "/api/recommendations/since-last-visit",
      "/api/log/{id}",
      "/api/web/collections",
      "/api/web/collections/{typeId}/{slug}",
      "/api/web/hub/{slug}",
      "/api/web/author/{slug}",
      "/api/web/pages/{slug}",
      "/api/web/sitemap",
      "/api/newsletter/save",
      "/api/openapi.json",
      "/api/healthz",
      // accounts
      "/api/oauth/token",
      "/api/oauth/social",
      "/api/register",
      "/api/logout",
      "/api/user",
      "/api/web/check/user",
      "/api/user/{uuid}/details",
      "/api/user/accept/cookie",
      "/api/password/forgot",
      "/api/password/reset",
      "/api/user/password",
      "/api/user/email",
      "/api/user/profile",
      "/api/user/delete",
      "/api/admin/users/{uuid}/role",
      // comments
      "/api/web/spam/category/list",
      "/api/web/comment/all/listing",
      "/api/web/collection/comment/submit",
      "/api/web/comment/like",
      "/api/web/collection/comment/delete",
      "/api/web/comment/report/spam",
      "/api/block/content",
      "/api/moderation/comments",
      "/api/moderation/comments/{id}/approve",
      "/api/moderation/comments/{id}/reject",
      "/api/moderation/settings",
      // contributions
      "/api/web/user/publication",
      "/api/web/user/contribution",
      "/api/web/user/contribution/{id}",
      "/api/web/user/contribution/{id}/trash",
      "/api/web/user/contribution/{id}/restore",
    ]) {
      expect(paths).toContain(path);
    }
    expect(res.body.paths["/api/web/search/result"].post.requestBody).toBeDefined();
  });
});
