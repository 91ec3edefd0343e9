/**
 * Four eyes on the desk's pages (decision 0123), as the production server sends them: plain HTML
 * and plain form posts, so what a browser without JavaScript gets. With EDITORIAL_FOUR_EYES on
 * the author's page has no approve form and says why, in English and in Hindi, and a posted
 * approval comes back as the page with that message (403); another editor's page keeps the
 * button. Off, the author's approval is recorded, and the audit log shows and finds it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../../app/i18n/messages/editorial.en";
import { hi } from "../../../app/i18n/messages/editorial.hi";
import { startPortalAt, startRealApi, type Portal } from "../../faults/portal-harness";
import { TEST_SECRET } from "../../server/helpers";
import { sessionCookie } from "../../support/session";
import { insertTestUser } from "../../support/users";

const APPROVE_FORM = /name="action" value="approve"/;
/** React's text escaping, for the sentences looked for in the HTML. */
const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

async function open(fourEyes: "true" | "false") {
  const saved = process.env.EDITORIAL_FOUR_EYES;
  process.env.EDITORIAL_FOUR_EYES = fourEyes;
  const api = await startRealApi().finally(() => {
    if (saved === undefined) delete process.env.EDITORIAL_FOUR_EYES;
    else process.env.EDITORIAL_FOUR_EYES = saved;
  });
  const portal = await startPortalAt(api.url);
  const editor = async (name: string) => {
    const user = await insertTestUser(api.db, { name });
    await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", user.id).execute();
    return { ...user, cookie: await sessionCookie({ ...user, role: "editor" }, TEST_SECRET) };
  };
  const ekta = await editor("Ekta Editor");
  const farid = await editor("Farid Editor");
  let n = 0;
  /** An article Ekta wrote and submitted, through the API. */
  async function written() {
    const res = await fetch(`${api.url}/api/web/authoring/article`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${ekta.token}` },
      body: JSON.stringify({
        intent: "submit",
        title: `Cyclone tracks, season ${++n}`,
        summary: "Tracks and landfalls.",
        body: "## Tracks\n\nFour **cyclones**.",
        sector: "climate",
        tags: ["cyclones"],
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: number; slug: string } }).data;
  }
  const page = async (path: string, cookie: string) => {
    const res = await fetch(portal.url + path, { headers: { cookie }, redirect: "manual" });
    return { status: res.status, text: await res.text() };
  };
  /** The form post a browser without JavaScript sends. */
  const submit = async (path: string, cookie: string, fields: Record<string, string>) => {
    const res = await fetch(portal.url + path, {
      method: "POST",
      headers: { cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    return { status: res.status, location: res.headers.get("location"), text: await res.text() };
  };
  const close = async () => {
    await portal.close(100);
    await api.close();
  };
  return { api, portal: portal as Portal, ekta, farid, written, page, submit, close };
}

describe("four eyes on", () => {
  let d: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    d = await open("true");
  }, 180_000);
  afterAll(async () => {
    await d?.close();
  });

  it("the author's page has no approve form and says why, in English and in Hindi; another editor's has the form", async () => {
    const { id } = await d.written();
    const english = await d.page(`/editorial/items/${id}`, d.ekta.cookie);
    expect(english.status).toBe(200);
    expect(english.text).not.toMatch(APPROVE_FORM);
    expect(english.text).toMatch(/name="action" value="reject"/);
    expect(english.text).toContain(html(en["editorial.decide.fourEyesNote"]));
    const hindi = await d.page(`/hi/editorial/items/${id}`, d.ekta.cookie);
    expect(hindi.text).not.toMatch(APPROVE_FORM);
    expect(hindi.text).toContain(html(hi["editorial.decide.fourEyesNote"]));

    const theirs = await d.page(`/editorial/items/${id}`, d.farid.cookie);
    expect(theirs.text).toMatch(APPROVE_FORM);
    expect(theirs.text).not.toContain(html(en["editorial.decide.fourEyesNote"]));
  });

  it("a posted approval of one's own submission is the page again with the refusal (403), not the desk's 403 page", async () => {
    const { id, slug } = await d.written();
    for (const [path, messages] of [
      [`/editorial/items/${id}`, en],
      [`/hi/editorial/items/${id}`, hi],
    ] as const) {
      const refused = await d.submit(path, d.ekta.cookie, { action: "approve" });
      expect(refused.status).toBe(403);
      expect(refused.text).toContain(html(messages["editorial.decide.fourEyes"]));
      expect(refused.text).not.toContain(html(messages["editorial.forbidden.heading"]));
      expect(refused.text).not.toMatch(APPROVE_FORM);
    }
    const own = await fetch(`${d.api.url}/api/web/authoring/article/${slug}`, { headers: { Authorization: `Bearer ${d.ekta.token}` } });
    expect(((await own.json()) as { data: { status: string } }).data.status).toBe("submitted");
  });
});

describe("four eyes off", () => {
  let d: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    d = await open("false");
  }, 180_000);
  afterAll(async () => {
    await d?.close();
  });

  it("the author approves from their page, which said it would be recorded; the audit log marks and finds it", async () => {
    const { id } = await d.written();
    const before = await d.page(`/hi/editorial/items/${id}`, d.ekta.cookie);
    expect(before.text).toMatch(APPROVE_FORM);
    expect(before.text).toContain(html(hi["editorial.decide.selfApprovalNote"]));
    const approved = await d.submit(`/editorial/items/${id}`, d.ekta.cookie, { action: "approve" });
    expect([302, 303]).toContain(approved.status);
    expect(approved.location).toBe(`/editorial/items/${id}?done=approve`);

    const history = await d.page(`/editorial/items/${id}`, d.ekta.cookie);
    expect(history.text).toContain(html(en["editorial.history.selfApproved"]));
    const found = await d.page("/hi/editorial/audit?self_approved=true", d.farid.cookie);
    expect(found.status).toBe(200);
    expect(found.text).toContain(html(hi["editorial.history.selfApproved"]));
    expect(found.text).toMatch(/<input[^>]*name="self_approved"[^>]*checked/);
    expect(found.text).toContain(`/hi/editorial/items/${id}"`);
  });
});
