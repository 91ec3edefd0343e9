import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_MAX_LENGTH, COMMENT_STATUS, type Comment, type ModerationComment, type SpamCategory } from "../../contract";
import { setSpamCategoryTranslation } from "../../api/repo/translations";
import { startCommentsApi, type CommentsApi, type TestUser } from "../comments/api-fixture";

const LIST = "/api/web/comment/all/listing";
const SUBMIT = "/api/web/collection/comment/submit";
const LIKE = "/api/web/comment/like";
const DELETE = "/api/web/collection/comment/delete";
const REPORT = "/api/web/comment/report/spam";
const BLOCK = "/api/block/content";

let api: CommentsApi;
let asha: TestUser;
let ravi: TestUser;
let meera: TestUser;
let mod: TestUser;

beforeAll(async () => {
  api = await startCommentsApi({ COMMENT_REPORT_REVIEW_THRESHOLD: "2" });
  [asha, ravi, meera, mod] = await Promise.all([
    api.user("Asha Rao"),
    api.user("Ravi Kumar"),
    api.user("Meera N"),
    api.user("Moderator", "moderator"),
  ]);
});
afterAll(async () => {
  await api?.close();
});

async function post(user: TestUser, collectionId: number, comment: string, extra: Record<string, unknown> = {}) {
  const res = await api.call(SUBMIT, { comment, collection_id: collectionId, ...extra }, user);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data as { id: number; status: number };
}
async function list(user: TestUser | null, collectionId: number, sort?: "latest" | "oldest") {
  const res = await api.call(LIST, { collection_id: collectionId, ...(sort ? { sort } : {}) }, user);
  expect(res.status).toBe(200);
  return res.body.data as { comments: Comment[]; count: number };
}
async function setApproval(on: boolean) {
  const res = await api.call("/api/moderation/settings", { comments_require_approval: on }, mod);
  expect(res.status).toBe(200);
}

describe("comments in Hindi", () => {
  it("a Hindi comment and its reply come back exactly as typed", async () => {
    const item = await api.collection(2);
    const text = "किसानों के लिए यह पूर्वानुमान बहुत उपयोगी है। क्या यह मराठी में भी मिलेगा?";
    const comment = await post(asha, item, text);
    const reply = await post(ravi, item, "जी हाँ, अगले महीने से।", { parent_id: comment.id });
    const { comments } = await list(null, item);
    const found = comments.find((c) => c.id === comment.id);
    expect(found?.comment).toBe(text);
    expect(found?.reply_comment.map((r) => r.comment)).toContain("जी हाँ, अगले महीने से।");
    expect(reply.id).toBeGreaterThan(comment.id);
  });
});

describe("comment visibility", () => {
  it("shows others only approved comments and shows authors their own pending ones", async () => {
    const item = await api.collection(2);
    const approved = await post(asha, item, "Approved straight away");
    expect(approved.status).toBe(COMMENT_STATUS.approved);
    await setApproval(true);
    const pending = await post(ravi, item, "Waiting for a moderator");
    await setApproval(false);
    expect(pending.status).toBe(COMMENT_STATUS.pending);

    const anonymous = await list(null, item);
    expect(anonymous.comments.map((c) => c.id)).toEqual([approved.id]);
    expect(anonymous.count).toBe(1);
    const other = await list(meera, item);
    expect(other.comments.map((c) => c.id)).toEqual([approved.id]);
    const author = await list(ravi, item);
    expect(author.comments.map((c) => [c.id, c.status])).toEqual([
      [pending.id, COMMENT_STATUS.pending],
      [approved.id, COMMENT_STATUS.approved],
    ]);
  });

  it("answers every docs/product/comments.md#reading-a-thread comment field, with the author's name", async () => {
    const item = await api.collection(3);
    const { id } = await post(asha, item, "Fields check");
    const [c] = (await list(null, item)).comments;
    expect(c).toMatchObject({
      id,
      comment: "Fields check",
      comment_user_id: asha.id,
      status: 3,
      created_by: "Asha Rao",
      avatar_url: null,
      like_count: 0,
      is_liked: false,
      reply_count: 0,
      reply_comment: [],
      reference_comment_id: null,
    });
    expect(new Date(c.created_at).toString()).not.toBe("Invalid Date");
  });

  it("names the author of a deleted account 'deleted user'", async () => {
    const item = await api.collection(2);
    const gone = await api.user("Leaving Soon");
    await post(gone, item, "Bye");
    await api.db.updateTable("users").set({ deleted_at: new Date().toISOString() }).where("id", "=", gone.id).execute();
    const [c] = (await list(null, item)).comments;
    expect(c.created_by).toBe("deleted user");
  });

  it("sorts newest first by default and oldest first on request, replies oldest first", async () => {
    const item = await api.collection(5);
    const first = await post(asha, item, "first");
    const second = await post(ravi, item, "second");
    const r1 = await post(ravi, item, "reply one", { parent_id: first.id });
    const r2 = await post(meera, item, "reply two", { parent_id: first.id });
    // Distinct times, a minute apart in the order posted: the order does not depend on the clock.
    for (const [i, { id }] of [first, second, r1, r2].entries()) {
      await api.db
        .updateTable("comments")
        .set({ created_at: new Date(Date.UTC(2024, 0, 1, 12, i)).toISOString() })
        .where("id", "=", id)
        .execute();
    }
    const latest = await list(null, item);
    expect(latest.comments.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(latest.count).toBe(4);
    const oldest = await list(null, item, "oldest");
    expect(oldest.comments.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(oldest.comments[0].reply_comment.map((r) => r.id)).toEqual([r1.id, r2.id]);
    expect(oldest.comments[0].reply_count).toBe(2);
  });
});

describe("posting", () => {
  it("keeps HTML, script and markdown exactly as typed", async () => {
    const item = await api.collection(2);
    const text = "<script>alert(1)</script><img src=x onerror=alert(1)> **bold** _x_";
    await post(asha, item, text);
    const [c] = (await list(null, item)).comments;
    expect(c.comment).toBe(text);
  });

  it("refuses an empty or whitespace-only comment with 422", async () => {
    const item = await api.collection(2);
    for (const comment of ["", "   \n\t "]) {
      const res = await api.call(SUBMIT, { comment, collection_id: item }, asha);
      expect(res.status).toBe(422);
      expect(res.body.errors.comment[0]).toBeTruthy();
    }
  });

  it("accepts a comment of COMMENT_MAX_LENGTH characters and refuses one character more, also as an edit", async () => {
    const item = await api.collection(2);
    const longest = "अ".repeat(COMMENT_MAX_LENGTH);
    const ok = await api.call(SUBMIT, { comment: longest, collection_id: item }, asha);
    expect(ok.status).toBe(201);
    const over = await api.call(SUBMIT, { comment: `${longest}x`, collection_id: item }, asha);
    expect(over.status).toBe(422);
    expect(over.body.errors.comment[0]).toMatch(String(COMMENT_MAX_LENGTH));
    const edit = await api.call(
      SUBMIT,
      { comment: `${longest}x`, collection_id: item, comment_id: ok.body.data.id, is_updated: true },
      asha,
    );
    expect(edit.status).toBe(422);
  });

  it("needs a signed-in user", async () => {
    const item = await api.collection(2);
    const res = await api.call(SUBMIT, { comment: "hi", collection_id: item }, null);
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it("refuses unknown content with 404 and content without comments with 422", async () => {
    expect((await api.call(SUBMIT, { comment: "hi", collection_id: 999_999 }, asha)).status).toBe(404);
    const event = await api.collection(11);
    expect((await api.call(SUBMIT, { comment: "hi", collection_id: event }, asha)).status).toBe(422);
  });

  it("threads a reply to a reply under the same comment", async () => {
    const item = await api.collection(4);
    const root = await post(asha, item, "root");
    const reply = await post(ravi, item, "reply", { parent_id: root.id });
    const nested = await post(meera, item, "reply to reply", { parent_id: reply.id });
    const rows = await api.db.selectFrom("comments").select(["id", "reference_comment_id"]).where("collection_id", "=", item).execute();
    expect(rows.find((r) => r.id === nested.id)?.reference_comment_id).toBe(root.id);
    const [c] = (await list(null, item)).comments;
    expect(c.reply_comment).toHaveLength(2);
  });

  it("cannot reply to a comment the user cannot see", async () => {
    const item = await api.collection(2);
    await setApproval(true);
    const hidden = await post(asha, item, "pending");
    await setApproval(false);
    const res = await api.call(SUBMIT, { comment: "reply", collection_id: item, parent_id: hidden.id }, ravi);
    expect(res.status).toBe(404);
  });
});

describe("ownership", () => {
  it("lets authors edit their own comment and refuses others with 403", async () => {
    const item = await api.collection(2);
    const { id } = await post(asha, item, "before");
    const mine = await api.call(SUBMIT, { comment: "after", collection_id: item, comment_id: id, is_updated: true }, asha);
    expect(mine.status).toBe(200);
    expect(mine.body.data.comment).toBe("after");
    const theirs = await api.call(SUBMIT, { comment: "hijack", collection_id: item, comment_id: id, is_updated: 1 }, ravi);
    expect(theirs.status).toBe(403);
    const [c] = (await list(null, item)).comments;
    expect(c.comment).toBe("after");
  });

  it("lets authors delete their own comment with its replies and refuses others with 403", async () => {
    const item = await api.collection(9);
    const { id } = await post(asha, item, "to delete");
    await post(ravi, item, "a reply", { parent_id: id });
    const other = await api.call(DELETE, { comment_id: id }, ravi);
    expect(other.status).toBe(403);
    expect((await list(null, item)).count).toBe(2);
    const mine = await api.call(DELETE, { comment_id: id }, asha);
    expect(mine.status).toBe(200);
    expect((await list(null, item)).count).toBe(0);
    expect((await api.call(DELETE, { comment_id: id }, asha)).status).toBe(404);
  });

  it("sends an edited comment back to review when approval is required", async () => {
    const item = await api.collection(2);
    const { id } = await post(asha, item, "fine at first");
    await setApproval(true);
    const res = await api.call(SUBMIT, { comment: "changed later", collection_id: item, comment_id: id, is_updated: true }, asha);
    await setApproval(false);
    expect(res.body.data.status).toBe(COMMENT_STATUS.pending);
    expect((await list(ravi, item)).count).toBe(0);
  });
});

describe("likes", () => {
  it("toggles one like per user and counts likes from everyone", async () => {
    const item = await api.collection(2);
    const { id } = await post(asha, item, "likeable");
    const first = await api.call(LIKE, { comment_id: id }, ravi);
    expect(first.body.data).toEqual({ comment_id: id, is_liked: true, like_count: 1 });
    await api.call(LIKE, { comment_id: id }, meera);
    const ravisView = (await list(ravi, item)).comments[0];
    expect([ravisView.like_count, ravisView.is_liked]).toEqual([2, true]);
    const ashasView = (await list(asha, item)).comments[0];
    expect([ashasView.like_count, ashasView.is_liked]).toEqual([2, false]);
    const undo = await api.call(LIKE, { comment_id: id }, ravi);
    expect(undo.body.data).toEqual({ comment_id: id, is_liked: false, like_count: 1 });
  });

  it("needs sign-in and a visible comment", async () => {
    const item = await api.collection(2);
    const { id } = await post(asha, item, "x");
    expect((await api.call(LIKE, { comment_id: id }, null)).status).toBe(401);
    expect((await api.call(LIKE, { comment_id: 987_654 }, ravi)).status).toBe(404);
  });
});

describe("moderation", () => {
  it("lets a moderator list pending comments and approve or reject them", async () => {
    const item = await api.collection(2);
    await setApproval(true);
    const a = await post(asha, item, "approve me");
    const b = await post(asha, item, "reject me");
    await setApproval(false);

    const queue = await api.call("/api/moderation/comments?status=pending&per_page=100", undefined, mod, "GET");
    expect(queue.status).toBe(200);
    const ids = (queue.body.data.comments as ModerationComment[]).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));

    expect((await api.call(`/api/moderation/comments/${a.id}/approve`, {}, mod)).body.data).toEqual({ id: a.id, status: 3 });
    expect((await api.call(`/api/moderation/comments/${b.id}/reject`, {}, mod)).body.data).toEqual({ id: b.id, status: 2 });
    expect((await list(ravi, item)).comments.map((c) => c.id)).toEqual([a.id]);
    // The author still sees the rejected one, marked by its status.
    expect((await list(asha, item)).comments.find((c) => c.id === b.id)?.status).toBe(COMMENT_STATUS.rejected);
  });

  it("refuses moderation to ordinary users and anonymous callers", async () => {
    const item = await api.collection(2);
    const { id } = await post(asha, item, "x");
    expect((await api.call(`/api/moderation/comments/${id}/reject`, {}, ravi)).status).toBe(403);
    expect((await api.call(`/api/moderation/comments/${id}/reject`, {}, null)).status).toBe(401);
    expect((await api.call("/api/moderation/comments", undefined, ravi, "GET")).status).toBe(403);
    expect((await api.call("/api/moderation/settings", { comments_require_approval: true }, ravi)).status).toBe(403);
    expect((await api.call("/api/moderation/comments/999999/approve", {}, mod)).status).toBe(404);
  });
});

describe("reports", () => {
  it("lists spam categories", async () => {
    const res = await api.call("/api/web/spam/category/list", undefined, null, "GET");
    expect(res.status).toBe(200);
    expect((res.body.data as SpamCategory[]).map((c) => c.name)).toEqual(["Spam", "Harassment", "Misinformation"]);
  });

  it("names spam categories in Hindi where translated, the rest in English, each marked", async () => {
    await setSpamCategoryTranslation(api.db, "Harassment", "hi", "उत्पीड़न");
    const res = await api.call("/api/web/spam/category/list?lang=hi", undefined, null, "GET");
    expect((res.body.data as SpamCategory[]).map((c) => [c.name, c.lang])).toEqual([
      ["Spam", "en"],
      ["उत्पीड़न", "hi"],
      ["Misinformation", "en"],
    ]);
    expect((await api.call("/api/web/spam/category/list?lang=x", undefined, null, "GET")).status).toBe(422);
  });

  it("keeps a comment reported by enough distinct users visible and puts it in the moderators' reported queue", async () => {
    const item = await api.collection(2);
    const { id } = await post(asha, item, "controversial");
    const spam = api.categories[0].id;
    const reportedQueue = async () =>
      (await api.call("/api/moderation/comments?status=reported&per_page=100", undefined, mod, "GET")).body.data.comments.find(
        (c: ModerationComment) => c.id === id,
      );
    expect((await api.call(REPORT, { id, category_id: spam }, ravi)).status).toBe(200);
    // The same user reporting twice counts once.
    expect((await api.call(REPORT, { id, category_id: spam }, ravi)).status).toBe(200);
    expect(await reportedQueue()).toBeUndefined();
    expect((await api.call(REPORT, { id, category_id: spam }, meera)).status).toBe(200);
    // Reports alone never hide it: three free accounts cannot silence anyone.
    expect((await list(null, item)).count).toBe(1);
    expect((await list(asha, item)).comments[0].status).toBe(COMMENT_STATUS.approved);
    expect((await reportedQueue())?.report_count).toBe(2);

    // A moderator keeps it: the reports are spent, and one new report does not queue it again.
    await api.call(`/api/moderation/comments/${id}/approve`, {}, mod);
    expect(await reportedQueue()).toBeUndefined();
    const third = await api.user("Third Reader");
    await api.call(REPORT, { id, category_id: spam }, third);
    expect(await reportedQueue()).toBeUndefined();
    expect((await list(null, item)).count).toBe(1);
  });

  it("hides a reported comment only when a moderator rejects it", async () => {
    const item = await api.collection(2);
    const { id } = await post(asha, item, "really abusive");
    const spam = api.categories[0].id;
    await api.call(REPORT, { id, category_id: spam }, ravi);
    await api.call(REPORT, { id, category_id: spam }, meera);
    expect((await list(null, item)).count).toBe(1);
    await api.call(`/api/moderation/comments/${id}/reject`, {}, mod);
    expect((await list(null, item)).count).toBe(0);
  });

  it("refuses an unknown category, an own comment and anonymous callers", async () => {
    const item = await api.collection(2);
    const { id } = await post(asha, item, "x");
    expect((await api.call(REPORT, { id, category_id: 9999 }, ravi)).status).toBe(422);
    expect((await api.call(REPORT, { id, category_id: api.categories[0].id }, asha)).status).toBe(422);
    expect((await api.call(REPORT, { id, category_id: api.categories[0].id }, null)).status).toBe(401);
  });
});

describe("blocks", () => {
  it("hides the blocked user's comments and replies from the blocker only", async () => {
    const item = await api.collection(2);
    const blocker = await api.user("Blocker");
    const troll = await api.user("Troll");
    const ok = await post(asha, item, "fine");
    const bad = await post(troll, item, "troll comment");
    await post(troll, item, "troll reply", { parent_id: ok.id });
    const res = await api.call(BLOCK, { user_id: blocker.id, block_user_id: troll.id, parent_id: item, child_id: bad.id }, blocker);
    expect(res.status).toBe(200);
    const seen = await list(blocker, item);
    expect(seen.comments.map((c) => c.id)).toEqual([ok.id]);
    expect(seen.comments[0].reply_comment).toEqual([]);
    expect(seen.count).toBe(1);
    expect((await list(ravi, item)).count).toBe(3);
    expect((await api.call(LIKE, { comment_id: bad.id }, blocker)).status).toBe(404);
  });

  it("refuses blocking yourself, blocking for someone else and anonymous callers", async () => {
    expect((await api.call(BLOCK, { block_user_id: asha.id }, asha)).status).toBe(422);
    expect((await api.call(BLOCK, { user_id: ravi.id, block_user_id: meera.id }, asha)).status).toBe(403);
    expect((await api.call(BLOCK, { block_user_id: meera.id }, null)).status).toBe(401);
    expect((await api.call(BLOCK, { block_user_id: 999_999 }, asha)).status).toBe(404);
  });
});
