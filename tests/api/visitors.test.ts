import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTED_TYPE_IDS } from "../../contract";
import { RECENT_REPEAT_MS, recordVisit, VISIT_WRITE_INTERVAL_MS } from "../../api/repo/visitors";
import { addFixtures, daysAgo } from "./fixtures";
import { startTestApi, type TestApi } from "./harness";

let api: TestApi;
const keys = (res: { body: { data: { key: string }[] } }) => res.body.data.map((e) => e.key);

beforeAll(async () => {
  api = await startTestApi({ recaptchaSecret: "" });
});
afterAll(async () => {
  await api?.close();
});

describe("recent searches of a visitor", () => {
  it("answers a visitor's searches newest first, without repeats", async () => {
    const visitor_id = randomUUID();
    for (const key of ["solar farms", "crop insurance", "Solar Farms  "]) {
      expect((await api.post("/api/web/add/search", { search_key: key, visitor_id })).body).toEqual({ ok: true });
    }
    const res = await api.post("/api/web/recent/search", { visitor_id });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(keys(res)).toEqual(["Solar Farms", "crop insurance"]);
  });

  it("stores Hindi searches as typed and folds repeats, including another spelling of the same letters", async () => {
    const visitor_id = randomUUID();
    // "क़ानून" typed with the precomposed qa (U+0958), then as ka + nukta (its NFC form).
    for (const key of ["कृत्रिम बुद्धिमत्ता", "\u0958ानून", "CAFÉ menus", "\u0915\u093Cानून", "café MENUS"]) {
      expect((await api.post("/api/web/add/search", { search_key: key, visitor_id })).status).toBe(200);
    }
    const res = await api.post("/api/web/recent/search", { visitor_id });
    expect(keys(res)).toEqual(["café MENUS", "\u0915\u093Cानून", "कृत्रिम बुद्धिमत्ता"]);
  });

  it("writes nothing when the newest search is made again within minutes (a reload), and moves an older one up", async () => {
    const visitor_id = randomUUID();
    const rows = () =>
      api.db
        .selectFrom("recent_searches")
        .select(["id", "key", "searched_at"])
        .where("visitor_id", "=", visitor_id)
        .orderBy("id")
        .execute();
    await api.post("/api/web/add/search", { search_key: "solar farms", visitor_id });
    const [first] = await rows();
    await api.post("/api/web/add/search", { search_key: "solar farms", visitor_id });
    expect(await rows()).toEqual([first]);

    // Typed another way, it is stored as now typed; an older search made again comes first.
    await api.post("/api/web/add/search", { search_key: "Solar Farms", visitor_id });
    await api.post("/api/web/add/search", { search_key: "crop insurance", visitor_id });
    await api.post("/api/web/add/search", { search_key: "Solar Farms", visitor_id });
    expect(keys(await api.post("/api/web/recent/search", { visitor_id }))).toEqual(["Solar Farms", "crop insurance"]);

    // After a while the same search is written again, with its new time.
    const old = new Date(Date.now() - RECENT_REPEAT_MS - 1000).toISOString();
    await api.db.updateTable("recent_searches").set({ searched_at: old }).where("visitor_id", "=", visitor_id).execute();
    await api.post("/api/web/add/search", { search_key: "Solar Farms", visitor_id });
    const after = await rows();
    expect(after.map((r) => r.key)).toEqual(["crop insurance", "Solar Farms"]);
    expect(Date.parse(String(after[1].searched_at))).toBeGreaterThan(Date.parse(old));
  });

  it("keeps visitors apart", async () => {
    const a = randomUUID();
    await api.post("/api/web/add/search", { search_key: "only for a", visitor_id: a });
    expect(keys(await api.post("/api/web/recent/search", { visitor_id: randomUUID() }))).toEqual([]);
  });

  it("answers at most 10 searches", async () => {
    const visitor_id = randomUUID();
    for (let i = 0; i < 12; i++) await api.post("/api/web/add/search", { search_key: `query ${i}`, visitor_id });
    const res = await api.post("/api/web/recent/search", { visitor_id });
    expect(keys(res)).toHaveLength(10);
    expect(keys(res)[0]).toBe("query 11");
  });

  it("answers an empty list for nobody in particular", async () => {
    const res = await api.post("/api/web/recent/search", { user_id: null });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("refuses to store a search without a visitor or user", async () => {
    expect((await api.post("/api/web/add/search", { search_key: "lost" })).status).toBe(422);
  });
});

describe("recent searches of a signed-in user", () => {
  it("stores and answers a user's searches by Bearer token", async () => {
    const user = await api.createUser();
    await api.post("/api/web/add/search", { search_key: "language models", user_id: user.id }, { token: user.token });
    await api.post("/api/web/add/search", { search_key: "health datasets" }, { token: user.token });
    const res = await api.post("/api/web/recent/search", { user_id: user.id }, { token: user.token });
    expect(keys(res)).toEqual(["health datasets", "language models"]);
  });

  it("answers 401 for a user_id without a token", async () => {
    const user = await api.createUser();
    expect((await api.post("/api/web/recent/search", { user_id: user.id })).status).toBe(401);
    expect((await api.post("/api/web/add/search", { search_key: "x", user_id: user.id })).status).toBe(401);
  });

  it("answers 403 for another user's user_id", async () => {
    const me = await api.createUser();
    const other = await api.createUser();
    const res = await api.post("/api/web/recent/search", { user_id: other.id }, { token: me.token });
    expect(res.status).toBe(403);
    expect(res.body.errors.user_id).toBeDefined();
  });

  it("treats an unknown token as no user", async () => {
    const user = await api.createUser();
    expect((await api.post("/api/web/recent/search", { user_id: user.id }, { token: "not-a-real-token" })).status).toBe(401);
  });

  it("treats an expired or revoked token as no user", async () => {
    const user = await api.createUser();
    await api.db
      .updateTable("access_tokens")
      .set({ expires_at: daysAgo(1) })
      .where("user_id", "=", user.id)
      .execute();
    expect((await api.post("/api/web/recent/search", { user_id: user.id }, { token: user.token })).status).toBe(401);
    const other = await api.createUser();
    await api.db.updateTable("access_tokens").set({ revoked_at: new Date().toISOString() }).where("user_id", "=", other.id).execute();
    expect((await api.post("/api/web/recent/search", { user_id: other.id }, { token: other.token })).status).toBe(401);
  });
});

describe("since last visit", () => {
  it("answers 401 without a Bearer token", async () => {
    const res = await api.get("/api/recommendations/since-last-visit");
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it("marks types with items published after the last visit, then records the visit", async () => {
    await addFixtures(
      api.db,
      [],
      [
        {
          collection_type: 30,
          title: "Fresh dataset fixture",
          slug: "qa-fresh-dataset",
          published_at: new Date(Date.now() + 60_000).toISOString(),
        },
      ],
    );
    const user = await api.createUser({ last_visit_at: new Date().toISOString() });
    const res = await api.get("/api/recommendations/since-last-visit", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.body.data as { collection_type_id: number; is_new_item: boolean }[];
    expect(data.map((d) => d.collection_type_id)).toEqual(LISTED_TYPE_IDS);
    expect(data.find((d) => d.collection_type_id === 30)?.is_new_item).toBe(true);
    expect(data.find((d) => d.collection_type_id === 2)?.is_new_item).toBe(false);
    const row = await api.db.selectFrom("users").select("last_visit_at").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.last_visit_at! > daysAgo(1)).toBe(true);
  });

  it("marks every type with content as new on a first visit", async () => {
    const user = await api.createUser({ last_visit_at: null });
    const res = await api.get("/api/recommendations/since-last-visit", { token: user.token });
    expect(res.body.data.find((d: { collection_type_id: number }) => d.collection_type_id === 30).is_new_item).toBe(true);
  });
});

describe("recording visits (docs/decisions/0113-new-markers-kept-per-session.md: one write every few minutes, not one per page)", () => {
  const lastVisit = async (id: number) =>
    (await api.db.selectFrom("users").select("last_visit_at").where("id", "=", id).executeTakeFirstOrThrow()).last_visit_at;

  it("writes a first visit, skips one a minute later, and writes again after the interval", async () => {
    const user = await api.createUser({ last_visit_at: null });
    const start = Date.parse("2026-11-24T10:00:00.000Z");
    expect(await recordVisit(api.db, { id: user.id, last_visit_at: null }, start)).toBe(true);
    const first = await lastVisit(user.id);
    expect(first).toBe("2026-11-24T10:00:00.000Z");
    expect(await recordVisit(api.db, { id: user.id, last_visit_at: first }, start + 60_000)).toBe(false);
    expect(await lastVisit(user.id)).toBe(first);
    expect(await recordVisit(api.db, { id: user.id, last_visit_at: first }, start + VISIT_WRITE_INTERVAL_MS)).toBe(true);
    expect(await lastVisit(user.id)).toBe("2026-11-24T10:05:00.000Z");
  });

  it("two replicas seeing the same old visit write it once", async () => {
    const old = "2026-11-24T09:00:00.000Z";
    const user = await api.createUser({ last_visit_at: old });
    const now = Date.parse("2026-11-24T10:00:00.000Z");
    const written = await Promise.all([
      recordVisit(api.db, { id: user.id, last_visit_at: old }, now),
      recordVisit(api.db, { id: user.id, last_visit_at: old }, now + 1000),
    ]);
    expect(written.filter(Boolean)).toHaveLength(1);
  });
});

describe("newsletter", () => {
  it("subscribes a valid e-mail", async () => {
    const res = await api.post("/api/newsletter/save", { email: "reader@example.org", page_url: "/news", type: 1 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeTruthy();
    const row = await api.db
      .selectFrom("newsletter_subscribers")
      .select(["email", "page_url"])
      .where("email", "=", "reader@example.org")
      .executeTakeFirst();
    expect(row).toEqual({ email: "reader@example.org", page_url: "/news" });
  });

  it("answers a second subscription of the same e-mail like the first", async () => {
    const first = await api.post("/api/newsletter/save", { email: "twice@example.org" });
    const second = await api.post("/api/newsletter/save", { email: "TWICE@example.org" });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const rows = await api.db.selectFrom("newsletter_subscribers").select("id").where("email", "=", "twice@example.org").execute();
    expect(rows).toHaveLength(1);
  });

  it("answers 422 with errors.email for an invalid e-mail", async () => {
    const res = await api.post("/api/newsletter/save", { email: "not-an-email" });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(["Please enter a valid email."]);
    expect(res.body.message).toBeTruthy();
  });

  it("answers 422 asking for an address when the e-mail is blank", async () => {
    const res = await api.post("/api/newsletter/save", { email: "   " });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(["Please enter Email Address."]);
  });

  it("answers in Hindi when asked with lang=hi", async () => {
    const invalid = await api.post("/api/newsletter/save?lang=hi", { email: "not-an-email" });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.email).toEqual(["कृपया मान्य ई-मेल पता दर्ज करें।"]);
    const blank = await api.post("/api/newsletter/save?lang=hi", { email: "" });
    expect(blank.body.errors.email).toEqual(["कृपया ई-मेल पता दर्ज करें।"]);
    const ok = await api.post("/api/newsletter/save?lang=hi", { email: "hindi-reader@example.org" });
    expect(ok.body.message).toMatch(/^सदस्यता लेने के लिए धन्यवाद। .*इनबॉक्स/);
    expect((await api.post("/api/newsletter/save?lang=xx", { email: "x@example.org" })).status).toBe(422);
  });
});

describe("newsletter with the bot check configured", () => {
  let guarded: TestApi;
  beforeAll(async () => {
    guarded = await startTestApi({
      recaptchaSecret: "test-secret",
      verifyBotToken: async (token, secret) => token === "good-token" && secret === "test-secret",
    });
  });
  afterAll(async () => {
    await guarded?.close();
  });

  it("subscribes with a token the verifier accepts", async () => {
    const res = await guarded.post("/api/newsletter/save", { email: "human@example.org", token: "good-token" });
    expect(res.status).toBe(200);
  });

  it("answers 422 with errors.token without a token or with a bad one", async () => {
    const none = await guarded.post("/api/newsletter/save", { email: "bot@example.org" });
    expect(none.status).toBe(422);
    expect(none.body.errors.token).toBeDefined();
    const bad = await guarded.post("/api/newsletter/save", { email: "bot@example.org", token: "forged" });
    expect(bad.status).toBe(422);
  });
});
