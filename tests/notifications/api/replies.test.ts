import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRequiresApproval } from "../../../api/comments/moderation";
import { NotificationListResponse } from "../../../contract";
import { startAuthoringApi, type AuthoringApi } from "../../authoring/api/helpers";
import { insertCollection } from "../../comments/api-fixture";

/** docs/product/notifications.md: a reply to someone's comment tells its author. */
let t: AuthoringApi;
let item: number;

beforeAll(async () => {
  t = await startAuthoringApi({ COMMENTS_REQUIRE_APPROVAL: "false", COMMENT_RATE_LIMIT_MAX: "0" });
  item = await insertCollection(t.api.db);
});
afterAll(async () => {
  await t?.close();
});

async function post(token: string, comment: string, parentId?: number, lang = "en") {
  const res = await t.call(
    "POST",
    `/api/web/collection/comment/submit?lang=${lang}`,
    { comment, collection_id: item, parent_id: parentId },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

async function notifications(token: string) {
  return NotificationListResponse.parse((await t.call("GET", "/api/web/notifications", undefined, token)).body).data;
}

const mailsTo = (email: string) =>
  t.mails().filter((m) => m.to === email) as Array<{ subject: string; text: string; headers?: Record<string, string> }>;

describe("reply notifications", () => {
  it("a reply tells the parent's author in their profile and by e-mail; a reply to oneself tells no one", async () => {
    const author = await t.user("user", "Anita");
    const replier = await t.user("user", "Bilal");
    const parent = await post(author.token, "Where is the data from?");
    await post(author.token, "Answering myself.", parent);
    expect(await notifications(author.token)).toEqual([]);
    const reply = await post(replier.token, "From the census.", parent);
    const [note] = await notifications(author.token);
    expect(note).toMatchObject({ kind: "reply", note: null });
    expect(note.path).toMatch(new RegExp(`#comment-${reply}$`));
    const mail = await t.mailed(() => mailsTo(author.email)[0]);
    expect(mail.text).toContain("Bilal replied to your comment");
    expect(mail.text).toContain("> From the census.");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/portal\.test\/unsubscribe\?token=notify-replies-/);
    expect(await notifications(replier.token)).toEqual([]);
  });

  it("a second reply within minutes is listed but mails once, and a reply on a Hindi page is mailed in Hindi", async () => {
    const author = await t.user("user", "Chitra");
    const replier = await t.user("user", "Dev");
    const parent = await post(author.token, "पहली टिप्पणी");
    await post(replier.token, "पहला जवाब", parent, "hi");
    await post(replier.token, "दूसरा जवाब", parent, "hi");
    expect(await notifications(author.token)).toHaveLength(2);
    await t.api.settle();
    const mails = mailsTo(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^आपकी टिप्पणी पर नया जवाब: /);
    expect(mails[0].text).toContain("अपनी टिप्पणियों पर जवाबों के ई-मेल बंद करने के लिए");
  });

  it("with reply e-mails turned off by one click, replies are listed but not mailed", async () => {
    const author = await t.user("user", "Esha");
    const replier = await t.user("user", "Farid");
    const parent = await post(author.token, "Thoughts?");
    await post(replier.token, "Yes.", parent);
    const first = await t.mailed(() => mailsTo(author.email)[0]);
    const token = new URL(/<([^>]+)>/.exec(first.headers!["List-Unsubscribe"])![1]).searchParams.get("token");
    expect((await t.call("POST", "/api/web/unsubscribe", { token })).body.kind).toBe("notify-replies");
    const other = await post(author.token, "Another thought");
    await post(replier.token, "Again yes.", other);
    expect(await notifications(author.token)).toHaveLength(2);
    await t.api.settle();
    expect(mailsTo(author.email)).toHaveLength(1);
  });

  it("answers a reply while the mail server is slow; a mail that fails leaves the next reply to send one", async () => {
    const author = await t.user("user", "Ishaan");
    const replier = await t.user("user", "Jaya");
    const parent = await post(author.token, "Slow mail thread");
    const release = t.holdMail();
    try {
      await post(replier.token, "Answered before the mail.", parent);
      expect(await notifications(author.token)).toHaveLength(1);
      expect(mailsTo(author.email)).toEqual([]);
    } finally {
      release(new Error("mail server gone"));
    }
    await t.api.settle();
    expect(mailsTo(author.email)).toEqual([]);
    await post(replier.token, "Second try.", parent);
    const mail = await t.mailed(() => mailsTo(author.email)[0]);
    expect(mail.text).toContain("Second try.");
    await t.api.settle();
    expect(mailsTo(author.email)).toHaveLength(1);
  });

  it("a reply held for moderation tells the author only once a moderator approves it", async () => {
    const author = await t.user("user", "Gita");
    const replier = await t.user("user", "Hari");
    const moderator = await t.user("admin", "Moderator");
    const parent = await post(author.token, "Held thread");
    await setRequiresApproval(t.api.db, true);
    try {
      const held = await post(replier.token, "Held reply", parent);
      const rejected = await post(replier.token, "Rejected reply", parent);
      expect(await notifications(author.token)).toEqual([]);
      expect((await t.call("POST", `/api/moderation/comments/${rejected}/reject`, undefined, moderator.token)).status).toBe(200);
      expect((await t.call("POST", `/api/moderation/comments/${held}/approve`, undefined, moderator.token)).status).toBe(200);
      const listed = await notifications(author.token);
      expect(listed.map((n) => n.path.endsWith(`#comment-${held}`))).toEqual([true]);
      await t.api.settle();
      expect(mailsTo(author.email)).toHaveLength(1);
    } finally {
      await setRequiresApproval(t.api.db, false);
    }
  });
});
