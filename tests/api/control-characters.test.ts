import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialect, startTestApi, type Answer, type TestApi } from "./harness";

/**
 * PostgreSQL cannot store NUL in text: before the edge check these inputs answered 500 there.
 * Every one must be the one bad-input status on both databases (this file runs under both).
 */
let api: TestApi;
let token: string;
let article: number;

beforeAll(async () => {
  api = await startTestApi();
  ({ token } = await api.createUser({ name: "Reader" }));
  const row = await api.db
    .selectFrom("collections")
    .select("id")
    .where("collection_type", "=", 2)
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  article = row.id;
});
afterAll(async () => {
  await api?.close();
});

const NUL = "\u0000";
const visitor_id = "0b6a3d52-7f55-4b8e-9a62-3f0f3b7e2c11";

const inputs: Array<[string, () => Promise<Answer>]> = [
  ["comment text", () => api.post("/api/web/collection/comment/submit", { comment: `hi${NUL}`, collection_id: article }, { token })],
  ["searchText", () => api.post("/api/web/search/result", { searchText: `ai${NUL}` })],
  ["tagName", () => api.post("/api/web/search/result", { searchText: "ai", tagName: `x${NUL}` })],
  ["the add-search key", () => api.post("/api/web/add/search", { visitor_id, search_key: `k${NUL}` })],
  ["newsletter page_url", () => api.post("/api/newsletter/save", { email: "nul@example.test", type: 1, page_url: `/x${NUL}` })],
  ["listing tag", () => api.get(`/api/web/collections?type=2&tag=a%00b`)],
  ["listing state", () => api.get(`/api/web/collections?type=2&state=a%00b`)],
  ["detail slug", () => api.get(`/api/web/collections/2/a%00b`)],
  ["author slug", () => api.get(`/api/web/author/a%00b`)],
  ["pages slug", () => api.get(`/api/web/pages/a%00b`)],
  ["hub slug", () => api.get(`/api/web/hub/a%00b`)],
  ["profile_image", () => api.post("/api/user/profile", { name: "Reader", profile_image: `/img${NUL}.png` }, { token })],
  ["a control character other than NUL", () => api.post("/api/web/search/result", { searchText: "ai\u0007" })],
  ["a JSON key", () => api.post("/api/web/search/result", { searchText: "ai", [`x${NUL}`]: 1 })],
];

describe(`control characters are refused at the API's edge (${dialect})`, () => {
  for (const [name, send] of inputs) {
    it(`answers 422 for NUL in ${name}`, async () => {
      const res = await send();
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/control characters/);
    });
  }

  it("keeps tab and line breaks in comment text", async () => {
    const res = await api.post(
      "/api/web/collection/comment/submit",
      { comment: "line one\n\tline two\r\n", collection_id: article },
      { token },
    );
    expect(res.status).toBe(201);
  });
});
