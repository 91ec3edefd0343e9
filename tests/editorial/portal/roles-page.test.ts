/**
 * Desk roles as the production server sends them (docs/product/editorial.md#roles): plain HTML and
 * plain form posts, what a browser without JavaScript gets. The desk's nav follows the role: a
 * moderator sees only Comments and the desk's 403 elsewhere; an admin sees Roles, and grants a
 * role with the form, in Hindi too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../../app/i18n/messages/editorial.en";
import { hi } from "../../../app/i18n/messages/editorial.hi";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../../faults/portal-harness";
import { TEST_SECRET } from "../../server/helpers";
import { sessionCookie } from "../../support/session";
import { insertTestUser } from "../../support/users";

let api: RealApi;
let portal: Portal;
beforeAll(async () => {
  api = await startRealApi();
  portal = await startPortalAt(api.url);
}, 180_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

async function person(name: string, role: "user" | "moderator" | "admin", email: string) {
  const user = await insertTestUser(api.db, { name, email });
  await api.db.updateTable("users").set({ role }).where("id", "=", user.id).execute();
  return { ...user, email, cookie: await sessionCookie({ ...user, email, role }, TEST_SECRET) };
}

const page = async (path: string, cookie: string) => {
  const res = await fetch(portal.url + path, { headers: { cookie }, redirect: "manual" });
  return { status: res.status, text: await res.text() };
};
const navLink = (path: string) => new RegExp(`<a[^>]*href="${path}"[^>]*>`);

describe("the desk's nav and pages follow the role", () => {
  it("shows a moderator only Comments, and on the submissions queue the desk's 403 saying it is for editors", async () => {
    const meera = await person("Meera Moderator", "moderator", "meera@example.test");
    const comments = await page("/editorial/comments", meera.cookie);
    expect(comments.status).toBe(200);
    expect(comments.text).toMatch(navLink("/editorial/comments"));
    for (const hidden of ["/editorial", "/editorial/audit", "/editorial/feedback", "/editorial/roles"])
      expect(comments.text).not.toMatch(navLink(hidden));
    const queue = await page("/editorial", meera.cookie);
    expect(queue.status).toBe(403);
    expect(queue.text).toContain(en["editorial.roles.forbidden.editorsHeading"]);
    expect(queue.text).toMatch(new RegExp(`<a[^>]*href="/editorial/comments"[^>]*>${en["editorial.roles.forbidden.backToComments"]}`));
    const roles = await page("/editorial/roles", meera.cookie);
    expect([roles.status, roles.text.includes(en["editorial.roles.forbidden.adminsHeading"])]).toEqual([403, true]);
  });

  it("shows an admin Roles, and grants a role with a plain form post; an unknown address is said in Hindi", async () => {
    const anil = await person("Anil Admin", "admin", "anil@example.test");
    await person("Ravi Reader", "user", "ravi@example.test");
    const roles = await page("/hi/editorial/roles", anil.cookie);
    expect(roles.status).toBe(200);
    expect(roles.text).toMatch(navLink("/hi/editorial/roles"));
    expect(roles.text).toContain(hi["editorial.roles.grant"]);
    const post = (fields: Record<string, string>) =>
      fetch(portal.url + "/hi/editorial/roles", {
        method: "POST",
        headers: { cookie: anil.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    const granted = await post({ intent: "grant", email: "ravi@example.test", role: "editor" });
    expect([granted.status, granted.headers.get("location")]).toEqual([302, "/hi/editorial/roles?done=granted"]);
    const after = await page("/hi/editorial/roles?done=granted", anil.cookie);
    expect(after.text).toContain(hi["editorial.roles.done.granted"]);
    expect(after.text).toContain("ravi@example.test");
    const unknown = await post({ intent: "grant", email: "nobody@example.test", role: "editor" });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(hi["editorial.roles.error.unknownEmail"]);
  });
});
