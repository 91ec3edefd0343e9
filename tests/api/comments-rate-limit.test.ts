import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommentsApi, type CommentsApi } from "../comments/api-fixture";

const SUBMIT = "/api/web/collection/comment/submit";
let api: CommentsApi;

beforeAll(async () => {
  api = await startCommentsApi({ COMMENT_RATE_LIMIT_MAX: "2", COMMENT_RATE_LIMIT_WINDOW_MS: "60000" });
});
afterAll(async () => {
  await api?.close();
});

describe("posting rate limit", () => {
  it("answers 429 with Retry-After once a user posts more than the limit, and not for others", async () => {
    const [asha, ravi] = await Promise.all([api.user("Asha"), api.user("Ravi")]);
    const item = await api.collection(2);
    const send = (user: typeof asha, comment: string) => api.call(SUBMIT, { comment, collection_id: item }, user);
    expect((await send(asha, "one")).status).toBe(201);
    expect((await send(asha, "  ")).status).toBe(422); // a refused post does not use up the allowance
    expect((await send(asha, "two")).status).toBe(201);
    const third = await send(asha, "three");
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send(ravi, "someone else")).status).toBe(201);
    // Edits are not new posts: they stay allowed.
    const mine = await api.db.selectFrom("comments").select("id").where("user_id", "=", asha.id).executeTakeFirstOrThrow();
    expect((await api.call(SUBMIT, { comment: "edited", collection_id: item, comment_id: mine.id, is_updated: true }, asha)).status).toBe(200);
  });
});
