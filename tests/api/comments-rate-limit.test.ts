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
    expect((await api.call(SUBMIT, { comment: "edited", collection_id: item, comment_id: mine.id, is_updated: true }, asha)).status).toBe(
      200,
    );
  });
});

describe("a post sent twice (Idempotency-Key)", () => {
  const post = (user: { token: string }, body: object, key?: string) =>
    fetch(api.baseUrl + SUBMIT, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${user.token}`,
        ...(key === undefined ? {} : { "Idempotency-Key": key }),
      },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  const stored = (userId: number) =>
    api.db.selectFrom("comments").select(["id", "comment"]).where("user_id", "=", userId).orderBy("id").execute();

  it("is stored once and answers the stored comment, without using up the posting limit", async () => {
    const meera = await api.user("Meera");
    const item = await api.collection(2);
    const first = await post(meera, { comment: "Sent once, answered twice", collection_id: item }, "page-1.composer.0");
    const again = await post(meera, { comment: "Sent once, answered twice", collection_id: item }, "page-1.composer.0");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await stored(meera.id)).toEqual([{ id: first.body.data.id, comment: "Sent once, answered twice" }]);
    // The limit is two posts a minute: the repeat did not count, so one more goes through.
    expect((await post(meera, { comment: "A second comment", collection_id: item }, "page-1.composer.1")).status).toBe(201);
    expect((await post(meera, { comment: "A third comment", collection_id: item }, "page-1.composer.2")).status).toBe(429);
  });

  it("with other text, on another item, as a reply or from another reader, is another post", async () => {
    const [kiran, omar] = await Promise.all([api.user("Kiran"), api.user("Omar")]);
    const [item, other] = await Promise.all([api.collection(2), api.collection(3)]);
    const key = "kept-page.composer.0";
    const first = await post(kiran, { comment: "First words", collection_id: item }, key);
    const reworded = await post(kiran, { comment: "Other words", collection_id: item }, key);
    expect(reworded.body.data.id).not.toBe(first.body.data.id);
    const elsewhere = await post(omar, { comment: "First words", collection_id: item }, key);
    expect(elsewhere.status).toBe(201);
    expect((await stored(kiran.id)).map((c) => c.comment)).toEqual(["First words", "Other words"]);
    expect((await post(kiran, { comment: "First words", collection_id: other }, key)).status).toBe(429); // a new post, over the limit
    expect((await stored(omar.id)).length).toBe(1);
    const reply = await post(omar, { comment: "First words", collection_id: item, parent_id: first.body.data.id }, key);
    expect(reply.status).toBe(201);
    expect(reply.body.data.id).not.toBe(elsewhere.body.data.id);
  });

  it("is stored once when both arrive at the same moment", async () => {
    const leena = await api.user("Leena");
    const item = await api.collection(2);
    const both = await Promise.all([1, 2].map(() => post(leena, { comment: "Double click", collection_id: item }, "same-moment.0")));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0].body.data.id).toBe(both[1].body.data.id);
    expect((await stored(leena.id)).length).toBe(1);
  });

  it("refuses a malformed key with 400, and stores nothing", async () => {
    const arjun = await api.user("Arjun");
    const item = await api.collection(2);
    for (const key of ["short", "has spaces in it", "<script>alert(1)</script>", "x".repeat(129)]) {
      const answer = await post(arjun, { comment: "Never stored", collection_id: item }, key);
      expect(answer.status, key).toBe(400);
      expect(answer.body.message).toMatch(/Idempotency-Key/);
    }
    expect(await stored(arjun.id)).toEqual([]);
  });
});
