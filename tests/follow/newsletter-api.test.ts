import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeUnconfirmed } from "../../api/newsletter/subscribers";
import { startAccountsApi, uniqueEmail } from "../api/accounts-helpers";

type Env = Awaited<ReturnType<typeof startAccountsApi>>;
let env: Env;

beforeAll(async () => {
  env = await startAccountsApi({}, { recaptchaSecret: "" });
});
afterAll(async () => {
  await env?.close();
});

const status = async (email: string) =>
  (await env.api.db.selectFrom("newsletter_subscribers").select("status").where("email", "=", email).executeTakeFirst())?.status;
const mailsTo = (email: string) =>
  env.mails().filter((m) => m.to === email) as Array<{ subject: string; text: string; headers?: Record<string, string> }>;
/** The first portal link in a mail's text that starts with `prefix`. */
function linkIn(text: string, prefix: string): URL {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in: ${text}`);
  return new URL(found);
}
const subscribe = (email: string, lang = "en") => env.api.post(`/api/newsletter/save?lang=${lang}`, { email, page_url: "/", type: 1 });

describe("newsletter double opt-in", () => {
  it("keeps a new address pending until the link in its confirmation mail is opened, once", async () => {
    const email = uniqueEmail("news");
    const res = await subscribe(email);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/check your inbox/);
    expect(await status(email)).toBe("pending");

    const [confirmation] = mailsTo(email);
    expect(confirmation.subject).toMatch(/Confirm/);
    const link = linkIn(confirmation.text, "http://portal.test/newsletter/confirm?");
    const token = link.searchParams.get("token");
    expect((await env.api.post("/api/web/newsletter/confirm", { token })).status).toBe(200);
    expect(await status(email)).toBe("confirmed");
    const again = await env.api.post("/api/web/newsletter/confirm", { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already been used/);
  });

  it("sends every newsletter mail with the unsubscribe link and the one-click headers", async () => {
    const email = uniqueEmail("news");
    await subscribe(email);
    const token = linkIn(mailsTo(email)[0].text, "http://portal.test/newsletter/confirm?").searchParams.get("token");
    await env.api.post("/api/web/newsletter/confirm", { token });
    await env.api.settle();
    const mails = mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/Confirm/), expect.stringMatching(/subscribed/)]);
    for (const mail of mails) {
      const url = linkIn(mail.text, "http://portal.test/unsubscribe?");
      expect(mail.headers).toEqual({ "List-Unsubscribe": `<${url.href}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    }
  });

  it("re-sends to a pending address only after a while and tells a confirmed one nothing new", async () => {
    const pending = uniqueEmail("news");
    await subscribe(pending);
    const second = await subscribe(pending.toUpperCase());
    expect(second.status).toBe(200);
    expect(mailsTo(pending)).toHaveLength(1);
    await env.api.db
      .updateTable("newsletter_subscribers")
      .set({ confirm_sent_at: "2000-01-01T00:00:00.000Z" })
      .where("email", "=", pending)
      .execute();
    await subscribe(pending);
    expect(mailsTo(pending)).toHaveLength(2);
    // Both links confirm the same address: the older one still works until either is used.
    const [first, resent] = mailsTo(pending).map((m) => linkIn(m.text, "http://portal.test/newsletter/confirm?").searchParams.get("token"));
    expect(first).toBe(resent);

    const confirmed = uniqueEmail("news");
    await subscribe(confirmed);
    await env.api.post("/api/web/newsletter/confirm", {
      token: linkIn(mailsTo(confirmed)[0].text, "http://portal.test/newsletter/confirm?").searchParams.get("token"),
    });
    await env.api.settle(); // the welcome, sent after the answer
    const count = mailsTo(confirmed).length;
    const repeat = await subscribe(confirmed);
    expect(repeat.body).toEqual(second.body);
    expect(mailsTo(confirmed)).toHaveLength(count);
    expect(await status(confirmed)).toBe("confirmed");
  });

  it("writes the confirmation in Hindi for a Hindi page and answers Hindi errors", async () => {
    const email = uniqueEmail("news");
    const res = await subscribe(email, "hi");
    expect(res.body.message).toContain("इनबॉक्स");
    const [mail] = mailsTo(email);
    expect(mail.subject).toContain("पुष्टि");
    linkIn(mail.text, "http://portal.test/hi/newsletter/confirm?");
    linkIn(mail.text, "http://portal.test/hi/unsubscribe?");
    const bad = await env.api.post("/api/newsletter/save?lang=hi", { email: "not-an-address" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(["कृपया मान्य ई-मेल पता दर्ज करें।"]);
    expect((await env.api.post("/api/web/newsletter/confirm?lang=hi", { token: "1-00.forged" })).body.message).toContain("लिंक");
  });

  it("unsubscribes with the mail's token and refuses forged or altered ones with 400", async () => {
    const email = uniqueEmail("news");
    await subscribe(email);
    const token = linkIn(mailsTo(email)[0].text, "http://portal.test/unsubscribe?").searchParams.get("token")!;
    for (const forged of [token.slice(0, -3) + "abc", token.replace(/^newsletter-\d+/, "newsletter-1"), "newsletter-1.AAAA", "", 42]) {
      const res = await env.api.post("/api/web/unsubscribe", { token: forged });
      expect(res.status).toBe(400);
    }
    expect((await env.api.post("/api/web/unsubscribe", {})).status).toBe(400);
    expect(await status(email)).toBe("pending");
    const done = await env.api.post("/api/web/unsubscribe", { token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ kind: "newsletter", lang: "en" });
    expect(await status(email)).toBeUndefined();
    expect((await env.api.post("/api/web/unsubscribe", { token })).status).toBe(200);
  });

  it("removes addresses that stay unconfirmed for 30 days, and only those", async () => {
    const old = uniqueEmail("old");
    const recent = uniqueEmail("recent");
    await subscribe(old);
    await subscribe(recent);
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await env.api.db.updateTable("newsletter_subscribers").set({ created_at: longAgo }).where("email", "=", old).execute();
    expect(await removeUnconfirmed(env.api.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await status(old)).toBeUndefined();
    expect(await status(recent)).toBe("pending");
  });
});
