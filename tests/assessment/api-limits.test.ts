import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../api/harness";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false, writeLimits: { perAddress: 3, perUser: 3, windowMs: 60_000 } });
});
afterAll(async () => {
  await api?.close();
});

describe("assessment writes are rate-limited like the API's other writes", () => {
  it("refuses the fourth write in a window from one address, with Retry-After", async () => {
    const first = await api.post("/api/web/assessment", {});
    expect(first.status).toBe(201);
    const id = first.body.data.id as string;
    expect((await api.post(`/api/web/assessment/${id}/answers`, { answers: { sector: "health" } })).status).toBe(200);
    expect((await api.post(`/api/web/assessment/${id}/share`, {})).status).toBe(200);
    const over = await api.post(`/api/web/assessment/${id}/answers`, { answers: { sector: "education" } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // Reading is not a write.
    expect((await api.get(`/api/web/assessment/${id}/result`)).status).toBe(200);
  });
});
