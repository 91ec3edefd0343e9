import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const search = (body: unknown) => api.post("/api/web/search/result", body);

describe("bad input gets a clear 4xx, never a 500", () => {
  it("answers malformed JSON with 422 naming the body", async () => {
    const res = await api.post("/api/web/search/result", '{"searchText": ', { raw: true });
    expect(res.status).toBe(422);
    expect(res.body.errors.body).toBeDefined();
    expect(res.body.message).toMatch(/JSON/);
  });

  it("answers a number as searchText with 422 naming searchText", async () => {
    const res = await search({ searchText: 5 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["searchText"]);
  });

  it("answers a string as collectionTypes with 422 naming collectionTypes", async () => {
    const res = await search({ collectionTypes: "x" });
    expect(res.status).toBe(422);
    expect(res.body.errors.collectionTypes).toBeDefined();
  });

  it("answers a non-number inside collectionTypes with 422 naming the element", async () => {
    const res = await search({ collectionTypes: [2, "news"] });
    expect(res.status).toBe(422);
    expect(res.body.errors["collectionTypes.1"]).toBeDefined();
  });

  it("answers a negative nextIndex with 422 naming nextIndex", async () => {
    const res = await search({ nextIndex: -1 });
    expect(res.status).toBe(422);
    expect(res.body.errors.nextIndex).toBeDefined();
  });

  it("answers a huge nextIndex with 422 naming nextIndex", async () => {
    const res = await search({ nextIndex: 1e12 });
    expect(res.status).toBe(422);
    expect(res.body.errors.nextIndex).toBeDefined();
  });

  it("answers a fractional nextIndex with 422 naming nextIndex", async () => {
    const res = await search({ nextIndex: 1.5 });
    expect(res.status).toBe(422);
    expect(res.body.errors.nextIndex).toBeDefined();
  });

  it("answers a 10 kB search string with 422 naming searchText", async () => {
    const res = await search({ searchText: "a".repeat(10_000) });
    expect(res.status).toBe(422);
    expect(res.body.errors.searchText).toBeDefined();
  });

  it("answers an unknown sort_by with 422 naming sort_by", async () => {
    const res = await search({ sort_by: 7 });
    expect(res.status).toBe(422);
    expect(res.body.errors.sort_by).toBeDefined();
  });

  it("answers a malformed published_date with 422 naming published_date", async () => {
    const res = await search({ published_date: "last-century" });
    expect(res.status).toBe(422);
    expect(res.body.errors.published_date).toBeDefined();
  });

  it("answers a JSON array body with 422 naming the body", async () => {
    const res = await search([1, 2]);
    expect(res.status).toBe(422);
    expect(res.body.errors.body).toBeDefined();
  });

  it("answers a body over 100 kB with 413", async () => {
    const res = await search({ searchText: "x", padding: "y".repeat(150_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/i);
  });

  it("answers a negative listing page with 422 naming page", async () => {
    const res = await api.get("/api/web/collections?page=-1");
    expect(res.status).toBe(422);
    expect(res.body.errors.page).toBeDefined();
  });

  it("answers a huge listing page with 422 naming page", async () => {
    const res = await api.get("/api/web/collections?page=99999999999");
    expect(res.status).toBe(422);
    expect(res.body.errors.page).toBeDefined();
  });

  it("answers per_page above the limit with 422 naming per_page", async () => {
    const res = await api.get("/api/web/collections?per_page=1000");
    expect(res.status).toBe(422);
    expect(res.body.errors.per_page).toBeDefined();
  });

  it("answers a non-numeric listing type with 422 naming type", async () => {
    const res = await api.get("/api/web/collections?type=articles");
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toBeDefined();
  });

  it("answers an unknown listing sort with 422 naming sort", async () => {
    const res = await api.get("/api/web/collections?sort=random");
    expect(res.status).toBe(422);
    expect(res.body.errors.sort).toBeDefined();
  });

  it("answers a non-numeric detail type with 422 naming typeId", async () => {
    const res = await api.get("/api/web/collections/abc/some-slug");
    expect(res.status).toBe(422);
    expect(res.body.errors.typeId).toBeDefined();
  });

  it("answers a non-numeric log id with 422 naming id", async () => {
    const res = await api.get("/api/log/abc");
    expect(res.status).toBe(422);
    expect(res.body.errors.id).toBeDefined();
  });

  it("answers a bad visitor_id with 422 naming visitor_id", async () => {
    const res = await api.post("/api/web/recent/search", { visitor_id: "not-a-uuid" });
    expect(res.status).toBe(422);
    expect(res.body.errors.visitor_id).toBeDefined();
  });

  it("answers an empty search_key with 422 naming search_key", async () => {
    const res = await api.post("/api/web/add/search", { search_key: "   ", visitor_id: crypto.randomUUID() });
    expect(res.status).toBe(422);
    expect(res.body.errors.search_key).toBeDefined();
  });

  it("answers an unknown API route with a JSON 404", async () => {
    const res = await api.get("/api/web/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/json/);
    expect(res.body.message).toBeTruthy();
  });

  it("never shows a stack trace in an error answer", async () => {
    const res = await api.post("/api/web/search/result", "{bad", { raw: true });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe("body limits are per route", () => {
  const padding = "x".repeat(20 * 1024);

  it("refuses a 20 kB sign-in body with 413", async () => {
    const res = await api.post("/api/oauth/token", { username: "someone@example.test", password: "secret", padding });
    expect(res.status).toBe(413);
  });

  it("refuses a 20 kB sign-up body sent as a form with 413", async () => {
    const res = await fetch(`${api.baseUrl}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Form", email: "form@example.test", password: "long enough password", padding }),
    });
    expect(res.status).toBe(413);
  });

  it("still takes a 20 kB search body, within the 100 kB limit of other routes", async () => {
    const res = await search({ searchText: "ai", padding });
    expect(res.status).not.toBe(413);
    expect(res.status).toBe(200);
  });

  it("refuses a search body over 100 kB with 413", async () => {
    const res = await search({ searchText: "ai", padding: "x".repeat(101 * 1024) });
    expect(res.status).toBe(413);
  });
});
