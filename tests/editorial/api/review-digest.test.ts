import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendReviewDigest } from "../../../api/authoring/review-digest";
import { addDays, indiaDay } from "../../../api/authoring/reviews";
import { runDueJobs, weeklyPeriod } from "../../../api/jobs";
import { loadLinkSecret } from "../../../api/mail/link-secret";
import { recordingMailer } from "../../jobs/api/setup";
import { insertCollection } from "../../comments/api-fixture";
import { startAuthoringApi, type AuthoringApi } from "../../authoring/api/helpers";

/**
 * The owners' weekly digest of reviews due (docs/product/editorial.md#review-dates-and-owners): the
 * job runner's real pass, its clock set to the Monday morning instead of waiting for it.
 */

type Person = Awaited<ReturnType<AuthoringApi["user"]>>;
let t: AuthoringApi;
let ekta: Person;
let farid: Person;
let meena: Person;
let linkSecret: string;
const today = indiaDay(new Date());
/** The next Monday 07:00 India time, a minute after the digest is due. */
const monday = new Date(weeklyPeriod(new Date(Date.now() + 7 * 86_400_000), 7).startsAt.getTime() + 60_000);
/** Review dates are set from that Monday's date, whatever day of the week the tests run on. */
const digestDay = indiaDay(monday);
const HOUR = 3_600_000;
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Parameters<typeof sendReviewDigest>[1]["logger"];

beforeAll(async () => {
  t = await startAuthoringApi();
  [ekta, farid, meena] = await Promise.all([
    t.user("editor", "Ekta Editor"),
    t.user("editor", "Farid Editor"),
    t.user("editor", "Meena Editor"),
  ]);
  linkSecret = await loadLinkSecret(t.api.db, undefined);
  const review = async (owner: Person, reviewBy: string, title: string) => {
    const id = await insertCollection(t.api.db);
    await t.api.db.updateTable("collections").set({ title }).where("id", "=", id).execute();
    const res = await t.call("PUT", `/api/editorial/content/${id}/review`, { owner_id: owner.id, review_by: reviewBy }, ekta.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return id;
  };
  const overdue = await review(ekta, today, "Dam safety sensors");
  await t.api.db
    .updateTable("content_reviews")
    .set({ review_by: addDays(digestDay, -3) })
    .where("collection_id", "=", overdue)
    .execute();
  await review(ekta, addDays(digestDay, 2), "Rural telemedicine <pilot>");
  await review(farid, addDays(digestDay, 5), "Monsoon forecasts");
  // Meena's item is months away: she has nothing due and gets nothing.
  await review(meena, addDays(digestDay, 120), "Forest fire alerts");
  // Kiran left the desk: what he owned is still due, but desk mail is not for him any more.
  const kiran = await t.user("editor", "Kiran Former");
  await review(kiran, addDays(digestDay, 4), "Solar pumps");
  await t.api.db.updateTable("users").set({ role: "user" }).where("id", "=", kiran.id).execute();
});
afterAll(async () => {
  await t?.close();
});

const pass = (mailer: ReturnType<typeof recordingMailer>, at: Date) =>
  runDueJobs({ db: t.api.db, mailer, origin: "http://portal.test", linkSecret, now: () => at, workerId: "runner-a" });

describe("the weekly digest of reviews due", () => {
  it("sends each owner on the desk with something due one mail a week, in English and Hindi, with links, overdue items marked and a one-click unsubscribe", async () => {
    const mailer = recordingMailer();
    await pass(mailer, monday);
    const byOwner = Object.fromEntries(mailer.sent.map((m) => [m.to, m]));
    expect(Object.keys(byOwner).sort()).toEqual([ekta.email, farid.email].sort());
    const mail = byOwner[ekta.email];
    expect(mail.subject).toBe("Reviews due: 2 items / बाकी समीक्षाएँ: 2");
    expect(mail.text).toMatch(
      /- Dam safety sensors \(Overdue: review by \d{4}-\d{2}-\d{2}\)\n {2}http:\/\/portal\.test\/[a-z-]+\/sample-item-/,
    );
    expect(mail.text).toContain("- Rural telemedicine <pilot> (review by");
    expect(mail.text).toContain("http://portal.test/hi/");
    expect(mail.text.indexOf("Dam safety")).toBeLessThan(mail.text.indexOf("Rural telemedicine"));
    expect(mail.html).toContain("Rural telemedicine &lt;pilot&gt;");
    expect(mail.html).toContain('<div lang="hi">');
    expect(mail.text).toContain("http://portal.test/editorial/reviews?owner=me");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // The same week again, an hour later: nothing more.
    await pass(mailer, new Date(monday.getTime() + HOUR));
    expect(mailer.sent).toHaveLength(2);
  });

  it("retries only the owner whose mail failed, and never sends an owner the same week twice", async () => {
    const mailer = recordingMailer();
    const nextMonday = new Date(monday.getTime() + 7 * 24 * HOUR);
    mailer.failNext(1);
    await pass(mailer, nextMonday);
    expect(mailer.sent).toHaveLength(1);
    await pass(mailer, new Date(nextMonday.getTime() + HOUR));
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([ekta.email, farid.email].sort());
    await pass(mailer, new Date(nextMonday.getTime() + 2 * HOUR));
    expect(mailer.sent).toHaveLength(2);
    // A job of that week run again (a retry after its mail went, a replayed queue) sends nothing.
    const period = weeklyPeriod(nextMonday, 7).key;
    const ctx = { db: t.api.db, mailer, origin: "http://portal.test", linkSecret, now: nextMonday, logger: quiet };
    await sendReviewDigest({ userId: ekta.id, period }, ctx);
    expect(mailer.sent).toHaveLength(2);
  });

  it("stops an owner's digest from the link in it", async () => {
    const mailer = recordingMailer();
    const week = new Date(monday.getTime() + 14 * 24 * HOUR);
    await pass(mailer, week);
    const mail = mailer.sent.find((m) => m.to === farid.email)!;
    const link = new URL(/<(.+)>/.exec(mail.headers!["List-Unsubscribe"])![1]);
    const res = await t.call("POST", "/api/web/unsubscribe", { token: link.searchParams.get("token") });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kind).toBe("review-digest");
    await pass(mailer, new Date(week.getTime() + 7 * 24 * HOUR));
    expect(mailer.sent.filter((m) => m.to === farid.email)).toHaveLength(1);
  });
});
