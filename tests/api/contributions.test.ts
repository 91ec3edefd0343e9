import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRIBUTION_LIMITS, ContributionResponse, PublicationListResponse } from "../../contract";
import { startTestApi, type TestApi } from "./harness";

const LIST = "/api/web/user/publication";
const CREATE = "/api/web/user/contribution";
const one = (id: number) => `/api/web/user/contribution/${id}`;

let api: TestApi;

beforeAll(async () => {
  // No sample content: contributions stand alone.
  api = await startTestApi({ seed: false, recaptchaSecret: "" });
});
afterAll(async () => {
  await api?.close();
});

const valid = (extra: Record<string, unknown> = {}) => ({
  collection_type: 2,
  title: "Crop disease detection with phone cameras",
  summary: "How a district team used image models to spot blight early.",
  body: "Line one.\n\nLine two with <b>angle brackets</b> kept as typed.",
  source_url: "https://example.org/report",
  ...extra,
});

async function create(token: string, extra: Record<string, unknown> = {}) {
  const res = await api.post(CREATE, valid(extra), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ContributionResponse.parse(res.body).data;
}

async function list(token: string, body: Record<string, unknown> = {}) {
  const res = await api.post(LIST, body, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return PublicationListResponse.parse(res.body).data;
}

describe("submitting a contribution", () => {
  it("stores what the user typed, as submitted, and answers it with its type name", async () => {
    const user = await api.createUser({ name: "Asha" });
    const item = await create(user.token, { title: "  Padded title  " });
    expect(item).toMatchObject({
      collection_type: 2,
      collection_type_name: "Article",
      title: "Padded title",
      summary: "How a district team used image models to spot blight early.",
      body: "Line one.\n\nLine two with <b>angle brackets</b> kept as typed.",
      source_url: "https://example.org/report",
      status: "submitted",
    });
    expect(new Date(item.created_at).toString()).not.toBe("Invalid Date");
    expect(item.updated_at).toBe(item.created_at);

    const read = await api.get(one(item.id), { token: user.token });
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(read.body.data).toEqual(item);
  });

  it("stores a contribution written in Hindi exactly as typed", async () => {
    const user = await api.createUser({ name: "Meera" });
    const hindi = {
      title: "मोबाइल कैमरे से फसल रोग की पहचान",
      summary: "एक ज़िला टीम ने झुलसा रोग को जल्दी पहचानने के लिए छवि मॉडल का उपयोग किया।",
      body: "पहली पंक्ति।\n\nदूसरी पंक्ति में <b>कोण कोष्ठक</b> जैसे लिखे वैसे ही।",
    };
    const item = await create(user.token, hindi);
    expect(item).toMatchObject(hindi);
    const read = await api.get(one(item.id), { token: user.token });
    expect(read.body.data).toMatchObject(hindi);
  });

  it("treats an empty source link as none", async () => {
    const user = await api.createUser();
    expect((await create(user.token, { source_url: "" })).source_url).toBeNull();
    expect((await create(user.token, { source_url: undefined })).source_url).toBeNull();
  });

  it("refuses bad input with 422 naming every field at fault", async () => {
    const user = await api.createUser();
    const res = await api.post(
      CREATE,
      { collection_type: 12, title: " ", summary: "", body: "   ", source_url: "http://example.org" },
      { token: user.token },
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["body", "collection_type", "source_url", "summary", "title"]);
    expect(res.body.errors.title).toEqual(["Enter a title"]);
    expect(res.body.errors.source_url[0]).toMatch(/https:\/\//);

    const empty = await api.post(CREATE, {}, { token: user.token });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["body", "collection_type", "summary", "title"]);
  });

  it("enforces the length limits and accepts text right at them", async () => {
    const user = await api.createUser();
    const atLimit = await create(user.token, {
      title: "t".repeat(CONTRIBUTION_LIMITS.title),
      summary: "s".repeat(CONTRIBUTION_LIMITS.summary),
      body: "b".repeat(CONTRIBUTION_LIMITS.body),
    });
    expect(atLimit.body).toHaveLength(CONTRIBUTION_LIMITS.body);
    const over = await api.post(
      CREATE,
      valid({
        title: "t".repeat(CONTRIBUTION_LIMITS.title + 1),
        summary: "s".repeat(CONTRIBUTION_LIMITS.summary + 1),
        body: "b".repeat(CONTRIBUTION_LIMITS.body + 1),
      }),
      { token: user.token },
    );
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors).sort()).toEqual(["body", "summary", "title"]);
  });

  it("refuses text with a NUL character instead of failing in the database", async () => {
    const user = await api.createUser();
    const res = await api.post(CREATE, valid({ body: "before\u0000after" }), { token: user.token });
    expect(res.status).toBe(422);
    expect(res.body.errors.body).toBeDefined();
  });

  it("accepts every type a reader may propose and no other", async () => {
    const user = await api.createUser();
    for (const type of [2, 3, 4, 5, 9, 11]) expect((await create(user.token, { collection_type: type })).collection_type).toBe(type);
    for (const type of [1, 12, 18, 0, -2, "x"]) {
      const res = await api.post(CREATE, valid({ collection_type: type }), { token: user.token });
      expect(res.status, String(type)).toBe(422);
      expect(res.body.errors.collection_type).toBeDefined();
    }
  });
});

describe("who may see and change a contribution", () => {
  it("answers 401 to every call without a valid token", async () => {
    const user = await api.createUser();
    const item = await create(user.token);
    for (const [method, url] of [
      ["post", LIST],
      ["post", CREATE],
      ["get", one(item.id)],
      ["post", one(item.id)],
      ["post", `${one(item.id)}/trash`],
      ["post", `${one(item.id)}/restore`],
    ] as const) {
      const res = method === "get" ? await api.get(url) : await api.post(url, valid());
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(typeof res.body.message).toBe("string");
      const wrong =
        method === "get" ? await api.get(url, { token: "not-a-token" }) : await api.post(url, valid(), { token: "not-a-token" });
      expect(wrong.status, `${method} ${url} with a bad token`).toBe(401);
    }
  });

  it("hides another user's contribution: 404 to read, edit, trash or restore, and absent from their list", async () => {
    const owner = await api.createUser({ name: "Owner" });
    const other = await api.createUser({ name: "Other" });
    const item = await create(owner.token);
    expect((await api.get(one(item.id), { token: other.token })).status).toBe(404);
    expect((await api.post(one(item.id), valid({ title: "Hijacked" }), { token: other.token })).status).toBe(404);
    expect((await api.post(`${one(item.id)}/trash`, {}, { token: other.token })).status).toBe(404);
    expect((await api.post(`${one(item.id)}/restore`, {}, { token: other.token })).status).toBe(404);
    expect((await list(other.token)).items.map((i) => i.id)).not.toContain(item.id);
    const still = await api.get(one(item.id), { token: owner.token });
    expect(still.body.data).toMatchObject({ title: item.title, status: "submitted" });
  });

  it("answers 404 for an unknown id and 422 for one that is not a number", async () => {
    const user = await api.createUser();
    expect((await api.get(one(99_999_999), { token: user.token })).status).toBe(404);
    const bad = await api.get("/api/web/user/contribution/abc", { token: user.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toBeDefined();
  });
});

describe("editing", () => {
  it("lets the author edit a contribution while it waits for review", async () => {
    const user = await api.createUser();
    const item = await create(user.token);
    // Created a day ago, so the edit's time is later whatever the clock's resolution.
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    await api.db.updateTable("contributions").set({ created_at: dayAgo, updated_at: dayAgo }).where("id", "=", item.id).execute();
    const res = await api.post(one(item.id), valid({ title: "Better title", collection_type: 9, source_url: "" }), { token: user.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: item.id,
      title: "Better title",
      collection_type: 9,
      collection_type_name: "Research Report",
      source_url: null,
      status: "submitted",
    });
    expect(res.body.data.updated_at > dayAgo).toBe(true);
    expect(res.body.data.created_at).toBe(dayAgo);
  });

  it("refuses an edit once editors have taken the contribution over", async () => {
    const user = await api.createUser();
    const item = await create(user.token);
    await api.db.updateTable("contributions").set({ status: "in_review" }).where("id", "=", item.id).execute();
    const res = await api.post(one(item.id), valid({ title: "Too late" }), { token: user.token });
    expect(res.status).toBe(422);
    expect(res.body.errors.status).toBeDefined();
    expect((await api.get(one(item.id), { token: user.token })).body.data.title).toBe(item.title);
  });

  it("validates an edit like a new contribution", async () => {
    const user = await api.createUser();
    const item = await create(user.token);
    const res = await api.post(one(item.id), valid({ summary: "" }), { token: user.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["summary"]);
  });
});

describe("the publication list (My Uploads)", () => {
  it("lists only the token user's contributions, newest first, paged", async () => {
    const user = await api.createUser();
    const other = await api.createUser();
    await create(other.token, { title: "Someone else's" });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { id } = await create(user.token, { title: `Item ${i}` });
      // Distinct times, a minute apart in the order created: the order does not depend on the clock.
      const at = new Date(Date.UTC(2024, 0, 1, 12, i)).toISOString();
      await api.db.updateTable("contributions").set({ created_at: at, updated_at: at }).where("id", "=", id).execute();
      ids.push(id);
    }
    const first = await list(user.token, { per_page: 2 });
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 5, total_pages: 3 });
    expect(first.items.map((i) => i.title)).toEqual(["Item 4", "Item 3"]);
    expect(first.items[0]).not.toHaveProperty("body");
    const last = await list(user.token, { per_page: 2, page: 3 });
    expect(last.items.map((i) => i.id)).toEqual([ids[0]]);
    const beyond = await list(user.token, { per_page: 2, page: 9 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(5);
  });

  it("answers an empty list for a new user, with no body at all", async () => {
    const user = await api.createUser();
    const res = await api.post(LIST, undefined, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.data).toEqual({ items: [], page: 1, per_page: 10, total: 0, total_pages: 1 });
  });

  it("refuses a bad page or status with 422 naming the field", async () => {
    const user = await api.createUser();
    const res = await api.post(LIST, { page: 0, status: "deleted" }, { token: user.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["page", "status"]);
  });

  it("filters by status", async () => {
    const user = await api.createUser();
    const a = await create(user.token, { title: "Waiting" });
    const b = await create(user.token, { title: "Out" });
    await api.db.updateTable("contributions").set({ status: "published" }).where("id", "=", b.id).execute();
    expect((await list(user.token, { status: "published" })).items.map((i) => i.id)).toEqual([b.id]);
    expect((await list(user.token, { status: "submitted" })).items.map((i) => i.id)).toEqual([a.id]);
  });
});

describe("trash and restore", () => {
  it("moves a contribution to the trash and back to the status it had", async () => {
    const user = await api.createUser();
    const item = await create(user.token);
    await api.db.updateTable("contributions").set({ status: "in_review" }).where("id", "=", item.id).execute();

    const trashed = await api.post(`${one(item.id)}/trash`, {}, { token: user.token });
    expect(trashed.status).toBe(200);
    expect(trashed.body.data.status).toBe("trashed");
    expect((await list(user.token)).items.map((i) => i.id)).not.toContain(item.id);
    expect((await list(user.token, { status: "trashed" })).items.map((i) => i.id)).toEqual([item.id]);

    // Trashing twice is harmless (a double-clicked form).
    expect((await api.post(`${one(item.id)}/trash`, {}, { token: user.token })).body.data.status).toBe("trashed");

    const restored = await api.post(`${one(item.id)}/restore`, {}, { token: user.token });
    expect(restored.status).toBe(200);
    expect(restored.body.data.status).toBe("in_review");
    expect((await list(user.token)).items.map((i) => i.id)).toContain(item.id);
    expect((await list(user.token, { status: "trashed" })).items).toEqual([]);

    // Restoring one that is not in the trash changes nothing.
    expect((await api.post(`${one(item.id)}/restore`, {}, { token: user.token })).body.data.status).toBe("in_review");
  });

  it("cannot edit a trashed contribution", async () => {
    const user = await api.createUser();
    const item = await create(user.token);
    await api.post(`${one(item.id)}/trash`, {}, { token: user.token });
    expect((await api.post(one(item.id), valid({ title: "Edited in the bin" }), { token: user.token })).status).toBe(422);
  });
});
