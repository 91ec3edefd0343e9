import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageFeedbackReport } from "../../../contract";
import { allSchedules, jobKind } from "../../../api/jobs/registry";
import type { JobContext } from "../../../api/jobs";
import { startTestApi, type TestApi } from "../../api/harness";

/**
 * What readers tell us (docs/product/editorial.md#what-readers-tell-us), over HTTP against the
 * real API: answers and comments stored and counted, limits, failed searches, the desk's report
 * for editors only, and the retention job.
 */

const SECRET = "page-feedback-test-secret";
let api: TestApi;
let clock = new Date("2026-03-10T06:30:00Z");
let editor: string;
let visitor: string;
let address = 0;

/** A visitor's call through the portal, from an address of its own (each test its own limits). */
const from = (ip: string) => ({ headers: { "X-Portal-Secret": SECRET, "X-Client-IP": ip } });
const answer = (body: unknown, ip = `203.0.113.${++address}`, lang = "en") =>
  api.post(`/api/web/page-feedback?lang=${lang}`, body, from(ip));
const report = async (query = "") => {
  const res = await api.get(`/api/moderation/page-feedback${query}`, { token: editor });
  expect(res.status).toBe(200);
  return PageFeedbackReport.parse(res.body).data;
};

beforeAll(async () => {
  api = await startTestApi({ portalSecret: SECRET, writeLimits: { perAddress: 5, perUser: 5 }, now: () => clock });
  const made = await api.createUser({ name: "Desk Editor" });
  await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", made.id).execute();
  editor = made.token;
  visitor = (await api.createUser({ name: "Plain Reader" })).token;
});

afterAll(() => api?.close());

describe("was this page useful?", () => {
  it("stores a no with its comment and counts it for the page, with the page's views, in its language", async () => {
    const item = await api.db
      .selectFrom("collections")
      .select(["id", "slug"])
      .where("collection_type", "=", 2)
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    const page = `/article/${item.slug.toLowerCase()}`;
    // Three visits as the visit log keeps them (item and time), in the period, and one before it.
    const visit = (visited_at: string) => ({ collection_id: item.id, visited_at });
    await api.db
      .insertInto("visit_logs")
      .values([
        visit("2026-03-09T10:00:00.000Z"),
        visit("2026-03-10T01:00:00.000Z"),
        visit("2026-03-10T02:00:00.000Z"),
        visit("2025-01-01T00:00:00.000Z"),
      ])
      .execute();
    expect((await answer({ path: page, helpful: true })).status).toBe(200);
    const no = await answer({ path: `/hi${page}/`, helpful: false, comment: "  The dates   are wrong  " }, undefined, "hi");
    expect(no.status).toBe(200);

    const all = await report();
    expect(all.pages.find((p) => p.path === page)).toEqual({ path: page, views: 3, yes: 1, no: 1, comments: 1 });
    expect(all.comments).toContainEqual({ path: page, lang: "hi", day: "2026-03-10", comment: "The dates are wrong" });
    const english = await report("?language=en");
    expect(english.pages.find((p) => p.path === page)).toMatchObject({ yes: 1, no: 0, comments: 0 });
    expect(english.comments.some((c) => c.path === page)).toBe(false);
  });

  it("refuses a comment over 500 characters with a 422 that says so, and keeps nothing", async () => {
    const res = await answer({ path: "/about-us", helpful: false, comment: "x".repeat(501) });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain("500 characters");
    expect((await report()).pages.some((p) => p.path === "/about-us")).toBe(false);
  });

  it("refuses a page that is not a path on this site", async () => {
    for (const path of ["https://evil.test/x", "//evil.test/x", "/\\evil.test"])
      expect((await answer({ path, helpful: true })).status).toBe(422);
  });

  it("limits answers per visitor address with a 429", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i++) expect((await answer({ path: "/help", helpful: true }, ip)).status).toBe(200);
    const over = await answer({ path: "/help", helpful: true }, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBeTruthy();
    expect((await answer({ path: "/help", helpful: true })).status).toBe(200);
  });
});

describe("searches that found nothing", () => {
  it("counts what the results page reports per day and language, only words that still find nothing, and nothing the search itself asked", async () => {
    const miss = (searchText: string, lang = "en") => api.post(`/api/web/search/miss?lang=${lang}`, { searchText }, from("192.0.2.9"));
    expect((await api.post("/api/web/search/result?lang=en", { searchText: "qwxzv typed" }, from("192.0.2.9"))).body.data.total).toBe(0);
    expect((await miss("Qwxzv  Nothing")).status).toBe(200);
    await miss("qwxzv nothing");
    await miss("qwxzv nothing", "hi");
    const findsSomething = await api.db
      .selectFrom("collections")
      .select("title")
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    expect((await miss(findsSomething.title)).status).toBe(200);
    const { searches } = await report();
    expect(searches.filter((s) => s.text.startsWith("qwxzv"))).toEqual([
      { day: "2026-03-10", lang: "en", text: "qwxzv nothing", count: 2 },
      { day: "2026-03-10", lang: "hi", text: "qwxzv nothing", count: 1 },
    ]);
    expect(searches.map((s) => s.text)).not.toContain(findsSomething.title.toLowerCase());
  });

  it("is limited per address like the API's other writes: past the limit it is 429 and not counted", async () => {
    const miss = () => api.post("/api/web/search/miss?lang=en", { searchText: "wqzz flood" }, from("192.0.2.11"));
    for (let i = 0; i < 5; i++) expect((await miss()).status).toBe(200);
    expect((await miss()).status).toBe(429);
    expect((await report()).searches.find((s) => s.text === "wqzz flood")?.count).toBe(5);
    expect((await api.post("/api/web/search/miss", { searchText: "   " }, from("192.0.2.12"))).status).toBe(422);
  });
});

describe("the desk's report", () => {
  it("is refused to anyone without a desk role, by the API itself", async () => {
    expect((await api.get("/api/moderation/page-feedback")).status).toBe(401);
    expect((await api.get("/api/moderation/page-feedback", { token: visitor })).status).toBe(403);
  });

  it("refuses a period upside down or longer than a year", async () => {
    const get = (q: string) => api.get(`/api/moderation/page-feedback${q}`, { token: editor });
    expect((await get("?from=2026-03-10&to=2026-03-01")).status).toBe(422);
    expect((await get("?from=2024-01-01&to=2026-03-01")).status).toBe(422);
    expect((await get("?from=2026-02-31&to=2026-03-01")).status).toBe(422);
  });

  it("lists the questions the assistant could not answer, per day", async () => {
    await api.db
      .insertInto("assistant_answers")
      .values([
        {
          id: "q1",
          question: "Who runs Mars AI?",
          lang: "en",
          status: "not_found",
          helpful: null,
          reason: null,
          created_at: "2026-03-09T20:00:00.000Z",
        },
        {
          id: "q2",
          question: "who runs  mars ai?",
          lang: "en",
          status: "not_found",
          helpful: null,
          reason: null,
          created_at: "2026-03-10T01:00:00.000Z",
        },
        {
          id: "q3",
          question: "who runs mars ai?",
          lang: "en",
          status: "not_found",
          helpful: null,
          reason: null,
          created_at: "2026-03-08T01:00:00.000Z",
        },
      ])
      .execute();
    // 20:00 UTC on the 9th is the 10th in India.
    expect((await report("?from=2026-03-09&to=2026-03-10")).questions).toContainEqual({
      day: "2026-03-10",
      lang: "en",
      text: "who runs mars ai?",
      count: 2,
    });
  });
});

describe("keeping", () => {
  it("turns answers older than 90 days into daily counts, without their comments, and deletes old failed searches", async () => {
    expect(allSchedules().some((s) => s.kind === "page-feedback-retention")).toBe(true);
    clock = new Date("2025-11-01T06:00:00Z");
    await answer({ path: "/old-page", helpful: false, comment: "old words" });
    await answer({ path: "/old-page", helpful: true });
    await api.post("/api/web/search/miss?lang=en", { searchText: "zzyzx old miss" }, from("192.0.2.10"));
    clock = new Date("2026-03-10T06:30:00Z");

    const ctx = { db: api.db, now: clock, logger: { info() {}, warn() {}, error() {} } } as unknown as JobContext;
    await jobKind("page-feedback-retention")!.handler({}, ctx);

    expect(await api.db.selectFrom("page_feedback").select("id").where("path", "=", "/old-page").execute()).toEqual([]);
    expect(await api.db.selectFrom("search_misses").select("query").where("query", "=", "zzyzx old miss").execute()).toEqual([]);
    const old = await report("?from=2025-10-01&to=2025-11-30");
    expect(old.pages).toContainEqual({ path: "/old-page", views: 0, yes: 1, no: 1, comments: 1 });
    expect(old.comments).toEqual([]);
    // Recent answers stay as they were.
    expect((await report()).comments.length).toBeGreaterThan(0);
  });
});
