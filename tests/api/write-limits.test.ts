import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommentsApi, type CommentsApi, type TestUser } from "../comments/api-fixture";

/** Three writes of each kind per window: the fourth from the same caller is refused. */
const LIMIT = 3;
let api: CommentsApi;

beforeAll(async () => {
  process.env.PORTAL_API_SECRET = "write-limits-secret";
  api = await startCommentsApi({
    API_WRITE_RATE_LIMIT_ADDRESS: String(LIMIT),
    API_WRITE_RATE_LIMIT_USER: String(LIMIT),
    API_WRITE_RATE_LIMIT_WINDOW_S: "60",
  });
});
afterAll(async () => {
  await api?.close();
  for (const key of ["PORTAL_API_SECRET", "API_WRITE_RATE_LIMIT_ADDRESS", "API_WRITE_RATE_LIMIT_USER", "API_WRITE_RATE_LIMIT_WINDOW_S"])
    delete process.env[key];
});

/** Sends `send` LIMIT + 1 times; the first LIMIT answers are not 429, the last one is, with Retry-After. */
async function expectBurstRefused(send: (n: number) => Promise<{ status: number; headers: Headers }>) {
  for (let n = 0; n < LIMIT; n++) expect((await send(n)).status, `write ${n + 1}`).not.toBe(429);
  const over = await send(LIMIT);
  expect(over.status).toBe(429);
  expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("every write of the API is rate-limited inside the API", () => {
  it("refuses a burst of newsletter sign-ups from one address", async () => {
    await expectBurstRefused((n) => api.call("/api/newsletter/save", { email: `reader${n}@example.test`, type: 1 }, null));
  });

  it("refuses a burst of view counts from one address", async () => {
    const item = await api.collection();
    await expectBurstRefused(() => api.call(`/api/log/${item}`, null, null, "GET"));
  });

  it("refuses a burst of recent-search entries from one address", async () => {
    const visitor_id = "0b6a3d52-7f55-4b8e-9a62-3f0f3b7e2c11";
    await expectBurstRefused((n) => api.call("/api/web/add/search", { visitor_id, search_key: `topic ${n}` }, null));
  });

  it("refuses a burst of contributions, comments, edits, deletes, likes, reports, blocks and profile saves from one user", async () => {
    const item = await api.collection();
    const category_id = api.categories[0].id;
    const author = await api.user("Author");
    const comment = await api.call("/api/web/collection/comment/submit", { comment: "First", collection_id: item }, author);
    const commentId = comment.body.data.id as number;
    const kinds: Array<(user: TestUser, n: number) => Promise<{ status: number; headers: Headers }>> = [
      (u, n) => api.call("/api/web/user/contribution", { collection_type: 2, title: `Idea ${n}`, summary: "A summary", body: "Body" }, u),
      (u, n) => api.call("/api/web/collection/comment/submit", { comment: `Note ${n}`, collection_id: item }, u),
      (u) => api.call("/api/web/collection/comment/delete", { comment_id: 999_999 }, u),
      (u) => api.call("/api/web/comment/like", { comment_id: commentId }, u),
      (u) => api.call("/api/web/comment/report/spam", { id: commentId, category_id }, u),
      (u) => api.call("/api/block/content", { block_user_id: author.id }, u),
      (u, n) => api.call("/api/user/profile", { name: `Reader ${n}` }, u),
    ];
    for (const kind of kinds) {
      const user = await api.user("Busy reader");
      await expectBurstRefused((n) => kind(user, n));
    }
  });

  it("counts each kind apart: a user who used up likes can still comment", async () => {
    const item = await api.collection();
    const user = await api.user("Liker");
    const author = await api.user("Writer");
    const { body } = await api.call("/api/web/collection/comment/submit", { comment: "Like me", collection_id: item }, author);
    await expectBurstRefused(() => api.call("/api/web/comment/like", { comment_id: body.data.id }, user));
    expect((await api.call("/api/web/collection/comment/submit", { comment: "Still here", collection_id: item }, user)).status).toBe(201);
  });

  it("counts the visitors behind the portal by the address it passes, and not the portal itself", async () => {
    const viaPortal = (address: string | null, n: number) =>
      fetch(`${api.baseUrl}/api/newsletter/save`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Portal-Secret": "write-limits-secret",
          ...(address ? { "X-Client-IP": address } : {}),
        },
        body: JSON.stringify({ email: `portal${address ?? "self"}${n}@example.test`, type: 1 }),
      });
    await expectBurstRefused((n) => viaPortal("203.0.113.70", n));
    expect((await viaPortal("203.0.113.71", 0)).status).toBe(200);
    for (let n = 0; n <= LIMIT; n++) expect((await viaPortal(null, n)).status).toBe(200);
  });

  it("counts two signed-in users at one address apart", async () => {
    const item = await api.collection();
    const author = await api.user("Poster");
    const { body } = await api.call("/api/web/collection/comment/submit", { comment: "Shared office", collection_id: item }, author);
    const [asha, ravi] = [await api.user("Asha"), await api.user("Ravi")];
    const like = (user: TestUser) => api.call("/api/web/comment/like", { comment_id: body.data.id }, user);
    for (let n = 0; n < LIMIT; n++) expect((await like(asha)).status).toBe(200);
    for (let n = 0; n < LIMIT; n++) expect((await like(ravi)).status).toBe(200);
    expect((await like(asha)).status).toBe(429);
  });
});
