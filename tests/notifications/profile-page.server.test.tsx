import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../api/harness";
import { loadContext, routeArgs } from "../support/load-context";
import { get, post, run, signedIn } from "../support/portal-requests";
import { signUnsubscribe } from "../../api/mail/unsubscribe";

process.env.SESSION_SECRET ??= "test-secret-for-notification-pages";

/** /profile/notifications and the one-click opt-out page, without JavaScript, against the real API. */
const page = await import("~/routes/profile_.notifications");
const unsubscribe = await import("~/routes/unsubscribe");
const { NotificationList } = await import("~/accounts/NotificationList");
await import("~/accounts/messages");

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false, mailLinkSecret: "a-test-secret-of-enough-length-0123456789" });
});
afterAll(async () => {
  await api?.close();
});

const context = () => loadContext(api.baseUrl);

async function settingsOf(token: string) {
  return (await api.get("/api/web/notifications/settings", { token })).body.data;
}

describe("the notifications page", () => {
  it("lists what happened and saves the e-mail settings from a plain form post", async () => {
    const user = await signedIn(api, "Kiran");
    await api.db
      .insertInto("notifications")
      .values({
        user_id: user.id,
        kind: "request_changes",
        title: "Rain models",
        path: "/posts/articles/rain",
        note: "Add sources.",
        created_at: new Date().toISOString(),
      })
      .execute();
    const loaded = (await page.loader(routeArgs(get("/hi/profile/notifications", user.cookie), context()))) as Awaited<
      ReturnType<typeof page.loader>
    >;
    expect(loaded.settings).toEqual({ decisions: true, replies: true });
    expect(loaded.notifications).toMatchObject([{ kind: "request_changes", title: "Rain models", note: "Add sources." }]);
    const html = renderToString(
      <StaticRouter location="/hi/profile/notifications">
        <NotificationList notifications={loaded.notifications} />
      </StaticRouter>,
    );
    expect(html).toContain("संपादक ने आपके योगदान में बदलाव का अनुरोध किया है");
    expect(html).toContain('href="/hi/posts/articles/rain"');

    // Only "replies" ticked: decisions are turned off.
    const saved = (await run(() =>
      page.action(routeArgs(post("/hi/profile/notifications", { replies: "on" }, user.cookie), context())),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/hi/profile/notifications?saved=1");
    expect(await settingsOf(user.token)).toEqual({ decisions: false, replies: true });
  });

  it("sends a visitor without a session to sign in", async () => {
    const res = (await run(() => page.loader(routeArgs(get("/profile/notifications"), context())))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/signin/);
  });
});

describe("the opt-out link of a notification e-mail", () => {
  it("shows a button on GET and turns reply e-mails off on a one-click POST without a session", async () => {
    const user = await signedIn(api, "Lata");
    const token = signUnsubscribe({ kind: "notify-replies", id: user.id }, "a-test-secret-of-enough-length-0123456789");
    const address = `/unsubscribe?token=${encodeURIComponent(token)}`;
    const shown = (await unsubscribe.loader(routeArgs(get(address), context()))) as unknown as { data: { token: string } };
    expect(shown.data.token).toBe(token);
    expect(await settingsOf(user.token)).toEqual({ decisions: true, replies: true });
    const oneClick = new Request(`http://portal.test${address}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const done = await unsubscribe.action(routeArgs(oneClick, context()));
    expect(done).toMatchObject({ outcome: "done" });
    expect(await settingsOf(user.token)).toEqual({ decisions: true, replies: false });
  });
});
