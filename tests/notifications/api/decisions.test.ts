import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationListResponse, NotificationSettingsResponse } from "../../../contract";
import { startAuthoringApi, submit, type AuthoringApi } from "../../authoring/api/helpers";

/** docs/product/notifications.md: decisions on a contributor's submissions, in the profile and by e-mail. */
let t: AuthoringApi;
let editor: Awaited<ReturnType<AuthoringApi["user"]>>;

beforeAll(async () => {
  t = await startAuthoringApi();
  editor = await t.user("editor", "Editor Ekta");
});
afterAll(async () => {
  await t?.close();
});

async function submitted(title: string, query = "") {
  const author = await t.user("user", "Ravi Kumar");
  const item = await t.create(author.token, "article", submit("article", title), query);
  return { author, item };
}

async function decide(id: number, action: string, note?: string) {
  const res = await t.decide(editor.token, id, action, note);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function notifications(token: string) {
  const res = await t.call("GET", "/api/web/notifications", undefined, token);
  expect(res.status).toBe(200);
  return NotificationListResponse.parse(res.body).data;
}

const mailsTo = (email: string) =>
  t.mails().filter((m) => m.to === email) as Array<{ subject: string; text: string; headers?: Record<string, string> }>;

describe("decision notifications", () => {
  it("a decision is listed in the contributor's notifications and mailed with a one-click opt-out", async () => {
    const { author, item } = await submitted("Notify me of the decision");
    await decide(item.id, "request_changes", "Add a chart.");
    const [note] = await notifications(author.token);
    expect(note).toMatchObject({ kind: "request_changes", title: "Notify me of the decision", note: "Add a chart." });
    expect(note.path).toBe(`/posts/articles/${item.slug}`);
    const mail = await t.mailed(() => mailsTo(author.email)[0]);
    expect(mail.subject).toBe("Changes requested: Notify me of the decision");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(http:\/\/portal\.test\/unsubscribe\?token=[^>]+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(link).toBeDefined();
    expect(mail.text).toContain(link);
  });

  it("answers the editor while the mail server is slow, and mails the contributor once it is back", async () => {
    const { author, item } = await submitted("Decided before the mail");
    const release = t.holdMail();
    try {
      await decide(item.id, "reject", "Out of scope.");
      expect((await notifications(author.token)).map((n) => n.kind)).toEqual(["reject"]);
      expect(mailsTo(author.email)).toEqual([]);
    } finally {
      release();
    }
    const mail = await t.mailed(() => mailsTo(author.email)[0]);
    expect(mail.subject).toBe("Not accepted: Decided before the mail");
  });

  it("with decision e-mails turned off the decision is still listed but not mailed", async () => {
    const { author, item } = await submitted("Quiet decision");
    const off = await t.call("POST", "/api/web/notifications/settings", { decisions: false, replies: true }, author.token);
    expect(NotificationSettingsResponse.parse(off.body).data).toEqual({ decisions: false, replies: true });
    await decide(item.id, "reject", "Off topic.");
    expect((await notifications(author.token)).map((n) => n.kind)).toEqual(["reject"]);
    await t.api.settle();
    const row = await t.api.db.selectFrom("notifications").select("mailed").where("user_id", "=", author.id).executeTakeFirstOrThrow();
    expect(row.mailed).toBe(0);
    expect(mailsTo(author.email)).toEqual([]);
  });

  it("the one-click POST of the opt-out link turns decision e-mails off without a sign-in", async () => {
    const { author, item } = await submitted("Stop these mails");
    await decide(item.id, "request_changes", "Shorter, please.");
    const mail = await t.mailed(() => mailsTo(author.email)[0]);
    const token = new URL(/<([^>]+)>/.exec(mail.headers!["List-Unsubscribe"])![1]).searchParams.get("token");
    const res = await t.call("POST", "/api/web/unsubscribe", { token });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe("notify-decisions");
    const settings = await t.call("GET", "/api/web/notifications/settings", undefined, author.token);
    expect(settings.body.data).toEqual({ decisions: false, replies: true });
    await t.call("PUT", `/api/web/authoring/article/${item.slug}`, submit("article", "Stop these mails"), author.token);
    await decide(item.id, "approve");
    expect((await notifications(author.token)).map((n) => n.kind)).toEqual(["approve", "request_changes"]);
    await t.api.settle();
    expect(mailsTo(author.email)).toHaveLength(1);
  });

  it("an item written in Hindi is mailed in Hindi, opt-out text and link included", async () => {
    const { author, item } = await submitted("कृषि में एआई", "?lang=hi");
    await decide(item.id, "approve");
    const mail = await t.mailed(() => mailsTo(author.email)[0]);
    expect(mail.subject).toBe("प्रकाशित: कृषि में एआई");
    expect(mail.text).toContain("अपने योगदानों पर निर्णयों के ई-मेल बंद करने के लिए");
    expect(mail.text).toContain("http://portal.test/hi/unsubscribe?token=");
  });
});

describe("notification endpoints", () => {
  it("refuse anonymous callers with 401", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/web/notifications", undefined],
      ["GET", "/api/web/notifications/settings", undefined],
      ["POST", "/api/web/notifications/settings", { decisions: true, replies: true }],
    ] as const) {
      expect((await t.call(method, url, body)).status, url).toBe(401);
    }
  });

  it("settings start on, and bad settings are 422", async () => {
    const user = await t.user();
    expect((await t.call("GET", "/api/web/notifications/settings", undefined, user.token)).body.data).toEqual({
      decisions: true,
      replies: true,
    });
    const bad = await t.call("POST", "/api/web/notifications/settings", { decisions: "no" }, user.token);
    expect(bad.status).toBe(422);
  });

  it("a forged opt-out token is 400 and changes nothing", async () => {
    const user = await t.user();
    const res = await t.call("POST", "/api/web/unsubscribe", { token: `notify-replies-${user.id}.forged` });
    expect(res.status).toBe(400);
    expect((await t.call("GET", "/api/web/notifications/settings", undefined, user.token)).body.data.replies).toBe(true);
  });

  it("are in the OpenAPI document", async () => {
    const doc = (await t.call("GET", "/api/openapi.json")).body;
    expect(Object.keys(doc.paths["/api/web/notifications/settings"])).toEqual(["get", "post"]);
    expect(doc.paths["/api/web/notifications"].get.responses["401"]).toBeDefined();
  });
});
