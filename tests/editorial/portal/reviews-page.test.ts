/**
 * Assignment and review dates on the desk's pages as the production server sends them: plain
 * HTML and plain form posts, what a browser without JavaScript gets, in English and in Hindi
 * (docs/product/editorial.md#assignment, docs/product/editorial.md#review-dates-and-owners).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDay } from "../../../api/authoring/reviews";
import { en } from "../../../app/i18n/messages/editorial.en";
import { hi } from "../../../app/i18n/messages/editorial.hi";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../../faults/portal-harness";
import { insertCollection } from "../../comments/api-fixture";
import { TEST_SECRET } from "../../server/helpers";
import { sessionCookie } from "../../support/session";
import { insertTestUser } from "../../support/users";

/** React's text escaping, for the sentences looked for in the HTML. */
const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

let api: RealApi;
let portal: Portal;
let ekta: { id: number; token: string; cookie: string };

beforeAll(async () => {
  api = await startRealApi();
  portal = await startPortalAt(api.url);
  const user = await insertTestUser(api.db, { name: "Ekta Editor" });
  await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", user.id).execute();
  ekta = { ...user, cookie: await sessionCookie({ ...user, role: "editor" }, TEST_SECRET) };
}, 180_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

const page = async (path: string) => {
  const res = await fetch(portal.url + path, { headers: { cookie: ekta.cookie }, redirect: "manual" });
  return { status: res.status, text: await res.text() };
};
const submit = async (path: string, fields: Record<string, string>) => {
  const res = await fetch(portal.url + path, {
    method: "POST",
    headers: { cookie: ekta.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
};

describe("the desk's assignment and review pages without JavaScript", () => {
  it("assigns a submission from its page and lists it in the queue under “Assigned to me”, in English and Hindi", async () => {
    const res = await fetch(`${api.url}/api/web/authoring/article`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${ekta.token}` },
      body: JSON.stringify({
        intent: "submit",
        title: "Tiger census by camera traps",
        summary: "Camera traps.",
        body: "Many **tigers**.",
        sector: "climate",
        tags: ["wildlife"],
      }),
    });
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    const before = await page(`/editorial/items/${id}`);
    expect(before.text).toMatch(/<form method="post" action="\/editorial\/items\/\d+\/assignment"/);
    expect(before.text).toMatch(/<select[^>]*id="assignee"[^>]*name="assignee_id"/);
    const done = await submit(`/editorial/items/${id}/assignment`, { assignee_id: String(ekta.id) });
    expect([302, 303]).toContain(done.status);
    expect(done.location).toBe(`/editorial/items/${id}?assigned=1`);
    const after = await page(done.location!);
    expect(after.text).toContain(html(en["editorial.assign.done"]));
    // The name is marked as written in Latin letters, for the Hindi desk (scriptLanguage).
    expect(after.text).toMatch(/<option value="\d+" lang="en" selected="">Ekta Editor<\/option>/);

    const mine = await page("/hi/editorial?assigned=me");
    expect(mine.status).toBe(200);
    expect(mine.text).toMatch(/<select id="queue-assigned"[^>]* name="assigned"/);
    expect(mine.text).toContain(`<option value="me" selected="">${html(hi["editorial.assign.me"])}</option>`);
    expect(mine.text).toContain(`>${html(hi["editorial.assign.label"])}</th>`);
    expect(mine.text).toContain("Tiger census by camera traps");
  });

  it("shows “Reviews due” with the overdue marker, refuses a past date by its field, and says when nothing is due, in Hindi", async () => {
    const empty = await page("/hi/editorial/reviews");
    expect(empty.text).toContain(html(hi["editorial.reviews.empty"].replace("{days}", "14")));

    const id = await insertCollection(api.db);
    await api.db.updateTable("collections").set({ title: "Flood gauges" }).where("id", "=", id).execute();
    const today = indiaDay(new Date());
    const refused = await submit(`/hi/editorial/reviews/${id}`, {
      intent: "set",
      owner_id: String(ekta.id),
      review_by: addDays(today, -1),
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(html(hi["editorial.reviews.error.pastDate"]));
    expect(refused.text).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="review_by"/);
    const saved = await submit(`/editorial/reviews/${id}`, { intent: "set", owner_id: String(ekta.id), review_by: today });
    expect(saved.location).toBe(`/editorial/reviews/${id}?done=set`);
    await api.db
      .updateTable("content_reviews")
      .set({ review_by: addDays(today, -1) })
      .where("collection_id", "=", id)
      .execute();

    const due = await page("/hi/editorial/reviews?owner=me");
    expect(due.text).toContain("Flood gauges");
    expect(due.text).toContain(html(hi["editorial.reviews.overdue"]));
    expect(due.text).toContain(`<option value="me" selected="">${html(hi["editorial.reviews.owner.me"])}</option>`);
  });
});
