import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_SEARCHES_MAX } from "../../../contract";
import { dialect, startTestApi, type TestApi } from "../../api/harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(async () => {
  await api?.close();
});

const query = {
  searchText: "health",
  tagName: null,
  collectionTypes: [2],
  is_brand: null,
  read_time: null,
  author_name: [],
  published_date: null,
  sort_by: 1,
  tags: [],
};

/** A change or a deletion: the API's Fetch-level answer. */
function send(change: "update" | "delete", id: number | string, token: string, body: unknown = {}) {
  return fetch(`${api.baseUrl}/api/web/saved-searches/${id}${change === "delete" ? "/delete" : ""}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe(`saved searches (${dialect})`, () => {
  it("a signed-in user saves a search with a daily alert and finds it in their list", async () => {
    const { token } = await api.createUser();
    const created = await api.post(
      "/api/web/saved-searches?lang=hi",
      { name: "  Health  ", queryData: { ...query, nextIndex: 24 }, alert: "daily" },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "Health",
      alert: "daily",
      lang: "hi",
      queryData: { searchText: "health", collectionTypes: [2], sort_by: 1 },
    });
    expect(created.body.data.queryData).not.toHaveProperty("nextIndex");
    const list = await api.get("/api/web/saved-searches", { token });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([created.body.data.id]);
  });

  it("the alert defaults to none, and renaming or changing the alert keeps the rest", async () => {
    const { token } = await api.createUser();
    const { body } = await api.post(
      "/api/web/saved-searches",
      { name: "Agriculture", queryData: { searchText: "agriculture" } },
      { token },
    );
    expect(body.data.alert).toBe("none");
    const weekly = await send("update", body.data.id, token, { alert: "weekly" });
    expect(weekly.status).toBe(200);
    expect((await weekly.json()).data).toMatchObject({ name: "Agriculture", alert: "weekly" });
    const renamed = await send("update", body.data.id, token, { name: "Farming" });
    expect((await renamed.json()).data).toMatchObject({ name: "Farming", alert: "weekly" });
  });

  it("someone else's saved search cannot be seen, changed or deleted", async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const { body } = await api.post("/api/web/saved-searches", { name: "Mine", queryData: { searchText: "mine" } }, { token: owner.token });
    expect((await api.get("/api/web/saved-searches", { token: other.token })).body.data).toEqual([]);
    expect((await send("update", body.data.id, other.token, { alert: "daily" })).status).toBe(404);
    expect((await send("delete", body.data.id, other.token)).status).toBe(404);
    expect((await send("delete", body.data.id, owner.token)).status).toBe(200);
    expect((await api.get("/api/web/saved-searches", { token: owner.token })).body.data).toEqual([]);
  });

  it("needs a sign-in", async () => {
    expect((await api.get("/api/web/saved-searches")).status).toBe(401);
    expect((await api.post("/api/web/saved-searches", { name: "x", queryData: {} })).status).toBe(401);
  });

  it("refuses bad input with a 422 naming the field", async () => {
    const { token } = await api.createUser();
    const cases = [
      { name: "", queryData: {} },
      { name: "x".repeat(121), queryData: {} },
      { name: "Alert", queryData: {}, alert: "hourly" },
      { name: "Query", queryData: { sort_by: 9 } },
      { name: "Query", queryData: "not an object" },
    ];
    for (const body of cases) {
      const res = await api.post("/api/web/saved-searches", body, { token });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await api.post("/api/web/saved-searches?lang=fr", { name: "x", queryData: {} }, { token })).status).toBe(422);
    expect((await send("update", "abc", token, { alert: "daily" })).status).toBe(422);
    expect((await send("update", 1, token, {})).status).toBe(422);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} saved searches per user`, async () => {
    const { id, token } = await api.createUser();
    const at = new Date().toISOString();
    await api.db
      .insertInto("saved_searches")
      .values(
        Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({
          user_id: id,
          name: `s${i}`,
          query_data: "{}",
          alert: "none",
          lang: "en",
          alerted_until: at,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const res = await api.post("/api/web/saved-searches", { name: "One more", queryData: {} }, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(String(SAVED_SEARCHES_MAX));
  });
});
