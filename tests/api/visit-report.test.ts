/**
 * POST /api/log: the portal's report of the visits it served (decision 0111), on SQLite and
 * PostgreSQL. Only the portal may send it; each address's visits count within its view limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISIT_REPORT_MAX } from "../../contract";
import { insertCollection } from "../comments/api-fixture";
import { startTestApi, type TestApi } from "./harness";

const SECRET = "visit-report-secret";
const LIMIT = 3;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ portalSecret: SECRET, writeLimits: { perAddress: LIMIT, perUser: LIMIT, windowMs: 60_000 } });
});
afterAll(async () => {
  await api?.close();
});

const report = (body: unknown, secret: string | null = SECRET) =>
  api.post("/api/log", body, { headers: secret ? { "X-Portal-Secret": secret } : {} });
const views = async (id: number) =>
  Number((await api.db.selectFrom("collections").select("view_count").where("id", "=", id).executeTakeFirstOrThrow()).view_count);
const logRows = async (id: number) => (await api.db.selectFrom("visit_logs").select("id").where("collection_id", "=", id).execute()).length;

describe("the portal's report of visits", () => {
  it("counts each item's visits in one call, adding up the addresses", async () => {
    const [a, b] = [await insertCollection(api.db), await insertCollection(api.db)];
    const res = await report({
      visits: [
        { id: a, address: "203.0.113.1", count: 2 },
        { id: a, address: "203.0.113.2", count: 1 },
        { id: b, address: null, count: 5 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ counted: 8 });
    expect([await views(a), await views(b)]).toEqual([3, 5]);
    expect([await logRows(a), await logRows(b)]).toEqual([3, 5]);
  });

  it("skips items that are not published and counts the rest", async () => {
    const published = await insertCollection(api.db);
    const draft = await insertCollection(api.db);
    await api.db.updateTable("collections").set({ status: "draft" }).where("id", "=", draft).execute();
    const res = await report({
      visits: [
        { id: draft, address: "203.0.113.3", count: 1 },
        { id: 99_999_999, address: "203.0.113.3", count: 1 },
        { id: published, address: "203.0.113.3", count: 1 },
      ],
    });
    expect(res.body).toEqual({ counted: 1 });
    expect([await views(draft), await views(published)]).toEqual([0, 1]);
  });

  it("counts one address's visits only up to its view limit, across reports and single visits", async () => {
    const id = await insertCollection(api.db);
    const address = "198.51.100.7";
    expect((await report({ visits: [{ id, address, count: 2 }] })).body).toEqual({ counted: 2 });
    expect(
      (
        await report({
          visits: [
            { id, address, count: 5 },
            { id, address: "198.51.100.8", count: 1 },
          ],
        })
      ).body,
    ).toEqual({ counted: 2 });
    expect(await views(id)).toBe(4);
    // The same address's single GET is over the limit too.
    const single = await api.get(`/api/log/${id}`, { headers: { "X-Portal-Secret": SECRET, "X-Client-IP": address } });
    expect(single.status).toBe(429);
  });

  it("refuses a report without the portal secret, or with another, and counts nothing", async () => {
    const id = await insertCollection(api.db);
    expect((await report({ visits: [{ id, address: null, count: 1 }] }, null)).status).toBe(403);
    expect((await report({ visits: [{ id, address: null, count: 1 }] }, "not-the-secret")).status).toBe(403);
    expect(await views(id)).toBe(0);
  });

  it("answers 422 for a malformed report", async () => {
    const id = await insertCollection(api.db);
    for (const body of [
      {},
      { visits: [] },
      { visits: [{ id, address: null, count: 0 }] },
      { visits: [{ id: "1", address: null, count: 1 }] },
      { visits: [{ id, address: "x".repeat(65), count: 1 }] },
      { visits: Array.from({ length: VISIT_REPORT_MAX + 1 }, () => ({ id, address: null, count: 1 })) },
    ]) {
      expect((await report(body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect((await api.post("/api/log", "{not json", { raw: true, headers: { "X-Portal-Secret": SECRET } })).status).toBe(422);
    expect(await views(id)).toBe(0);
  });
});
