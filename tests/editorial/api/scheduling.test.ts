import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EditionsResponse, EditorialQueueResponse, SCHEDULE_MESSAGES } from "../../../contract";
import { onContentChange } from "../../../contract/content-changes";
import { newItemsFor } from "../../../api/alerts/new-items";
import { runDueJobs } from "../../../api/jobs";
import { recordingMailer } from "../../jobs/api/setup";
import { startAuthoringApi, submit, type AuthoringApi } from "../../authoring/api/helpers";

/**
 * Scheduled publication and unpublication (docs/product/editorial.md#scheduling): the desk's
 * endpoints, and the job runner's real pass with its clock moved instead of waiting.
 */

let t: AuthoringApi;
let editor: Awaited<ReturnType<AuthoringApi["user"]>>;
const runnerMail = recordingMailer();
const MINUTE = 60_000;

beforeAll(async () => {
  t = await startAuthoringApi();
  editor = await t.user("editor", "Editor Ekta");
});
afterAll(async () => {
  await t?.close();
});

/** One pass of the job runner as at `at` (a server restarted meanwhile is just another runner). */
const pass = (at: Date, workerId = "runner-a") =>
  runDueJobs({ db: t.api.db, mailer: runnerMail, origin: "http://portal.test", linkSecret: "test-link-secret", now: () => at, workerId });

const later = (ms: number) => new Date(Date.now() + ms);

let n = 0;
async function submitted(title = `Drone surveys of orchards ${++n}`) {
  const author = await t.user("user", "Ravi Kumar");
  const item = await t.create(author.token, "article", submit("article", title));
  return { author, item };
}

function schedule(id: number, body: Record<string, unknown>, token = editor.token) {
  return t.call("POST", `/api/editorial/items/${id}/schedule`, body, token);
}

async function scheduled(at: Date, extra: Record<string, unknown> = {}) {
  const made = await submitted();
  const res = await schedule(made.item.id, { action: "publish", at: at.toISOString(), ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...made, slug: made.item.slug };
}

const detailStatus = async (slug: string) => (await t.api.get(`/api/web/collections/2/${slug}`)).status;
const listed = async () => (await t.api.get("/api/web/collections?type=2")).body.data.items.map((i: { slug: string }) => i.slug);
const statusOf = async (id: number) => (await t.call("GET", `/api/editorial/items/${id}`, undefined, editor.token)).body.data.item.status;
const auditActions = async (id: number) =>
  (await t.call("GET", `/api/editorial/audit?item_id=${id}`, undefined, editor.token)).body.data.items.map(
    (e: { action: string }) => e.action,
  );

describe("scheduled publication", () => {
  it("an item scheduled for a time is offline until then and online at the first runner pass after it, as an approval makes it", async () => {
    const at = later(60 * MINUTE);
    const { author, item, slug } = await scheduled(at, { note: "Good work.", change_note: "First version." });
    expect(await statusOf(item.id)).toBe("scheduled");
    const told = await t.mailed(() => t.mails().find((m) => m.to === author.email && m.subject === `Approved: ${item.fields.title}`));
    expect(told.text).toContain("Good work.");

    await pass(new Date(at.getTime() - MINUTE));
    expect(await detailStatus(slug)).toBe(404);
    expect(await listed()).not.toContain(slug);

    const ran = new Date(at.getTime() + 20_000);
    const changes: string[] = [];
    const stop = onContentChange((change) => changes.push(change.reason));
    await pass(ran).finally(stop);
    // The portals' caches are emptied as after a decision.
    expect(changes).toEqual(["scheduled-publication"]);
    expect(await statusOf(item.id)).toBe("published");
    expect(await detailStatus(slug)).toBe(200);
    expect(await listed()).toContain(slug);
    const search = await t.api.post("/api/web/search/result", { searchText: String(item.fields.title) });
    expect(JSON.stringify(search.body)).toContain(slug);
    const { editions } = EditionsResponse.parse(
      (await t.call("GET", `/api/editorial/items/${item.id}/editions`, undefined, editor.token)).body,
    ).data;
    expect(editions.map((e) => [e.number, e.editor?.name, e.note])).toEqual([[1, "Editor Ekta", "First version."]]);
    expect(await auditActions(item.id)).toEqual(["scheduled_publish", "schedule", "submit"]);
    expect(runnerMail.sent.filter((m) => m.to === author.email).map((m) => m.subject)).toEqual([`Published: ${item.fields.title}`]);
    // It is published at the pass, so an alert digest whose window ends after the pass lists it.
    const row = await t.api.db.selectFrom("collections").select("published_at").where("slug", "=", slug).executeTakeFirstOrThrow();
    expect(row.published_at).toBe(ran.toISOString());
    const saved = {
      id: 1,
      user_id: author.id,
      name: "Orchards",
      query_data: JSON.stringify({ searchText: String(item.fields.title) }),
      alert: "daily",
      lang: "en",
      alerted_until: at.toISOString(),
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    };
    const found = await newItemsFor(t.api.db, saved, new Date(ran.getTime() + MINUTE), "http://portal.test");
    expect(found.items.map((i) => i.url)).toContain(`http://portal.test/article/${slug}`);
  });

  it("two runner passes at the same moment publish a due item once", async () => {
    const at = later(2 * MINUTE);
    const { item, slug } = await scheduled(at);
    const when = new Date(at.getTime() + 5_000);
    await Promise.all([pass(when, "replica-1"), pass(when, "replica-2")]);
    expect(await detailStatus(slug)).toBe(200);
    expect((await auditActions(item.id)).filter((a: string) => a === "scheduled_publish")).toHaveLength(1);
    const editions = await t.api.db.selectFrom("editions").select("number").where("item_id", "=", item.id).execute();
    expect(editions).toHaveLength(1);
  });

  it("an item that fell due while no runner ran is published once at the first pass after a restart, and not again", async () => {
    const at = later(3 * MINUTE);
    const { item, slug } = await scheduled(at);
    const afterRestart = new Date(at.getTime() + 6 * 3_600_000);
    await pass(afterRestart, "restarted");
    await pass(new Date(afterRestart.getTime() + 30_000), "restarted");
    expect(await detailStatus(slug)).toBe(200);
    expect((await auditActions(item.id)).filter((a: string) => a === "scheduled_publish")).toHaveLength(1);
  });

  it("a cancelled schedule sends the item back to review and nothing goes online at the time; a changed time moves it", async () => {
    const at = later(5 * MINUTE);
    const { item, slug } = await scheduled(at);
    const cancelled = await t.call("POST", `/api/editorial/items/${item.id}/schedule/cancel`, { action: "publish" }, editor.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe("in_review");
    await pass(new Date(at.getTime() + MINUTE));
    expect(await detailStatus(slug)).toBe(404);

    const second = await scheduled(later(10 * MINUTE));
    const moved = await schedule(second.item.id, { action: "publish", at: later(20 * MINUTE).toISOString() });
    expect(moved.status).toBe(200);
    await pass(later(15 * MINUTE));
    expect(await detailStatus(second.slug)).toBe(404);
    await pass(later(21 * MINUTE));
    expect(await detailStatus(second.slug)).toBe(200);
  });

  it("a time in the past or more than a year ahead is refused with a message for the field", async () => {
    const { item } = await submitted();
    const past = await schedule(item.id, { action: "publish", at: later(-MINUTE).toISOString() });
    expect(past.status).toBe(422);
    expect(past.body.errors.at).toEqual([SCHEDULE_MESSAGES.past]);
    const far = await schedule(item.id, { action: "publish", at: later(366 * 24 * 3_600_000).toISOString() });
    expect(far.body.errors.at).toEqual([SCHEDULE_MESSAGES.tooFar]);
    const notATime = await schedule(item.id, { action: "publish", at: "tomorrow" });
    expect(notATime.status).toBe(422);
  });

  it("with four eyes on an editor cannot schedule the publication of their own item", async () => {
    const own = await t.create(editor.token, "article", submit("article", "My own orchard survey"));
    const res = await schedule(own.id, { action: "publish", at: later(MINUTE).toISOString() });
    expect(res.status).toBe(403);
  });

  it("the scheduled queue lists what goes online or offline, soonest first, with its time", async () => {
    const first = await scheduled(later(300 * 24 * 60 * MINUTE));
    const soon = await scheduled(later(7 * MINUTE));
    const res = await t.call("GET", "/api/editorial/queue?status=scheduled", undefined, editor.token);
    const { items } = EditorialQueueResponse.parse(res.body).data;
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(soon.item.id)).toBeLessThan(ids.indexOf(first.item.id));
    expect(items.find((i) => i.id === soon.item.id)?.schedules).toEqual([
      expect.objectContaining({ action: "publish", editor: expect.objectContaining({ name: "Editor Ekta" }) }),
    ]);
  });
});

describe("scheduled unpublication", () => {
  async function published() {
    const made = await submitted();
    const approved = await t.decide(editor.token, made.item.id, "approve");
    expect(approved.status).toBe(200);
    return made;
  }

  it("a published item scheduled to go offline leaves its listing, detail page and search at the pass, and goes back to its contributor as a draft", async () => {
    const { item } = await published();
    const at = later(30 * MINUTE);
    const res = await schedule(item.id, { action: "unpublish", at: at.toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await detailStatus(item.slug)).toBe(200);
    await pass(new Date(at.getTime() + 10_000));
    expect(await detailStatus(item.slug)).toBe(404);
    expect(await listed()).not.toContain(item.slug);
    const search = await t.api.post("/api/web/search/result", { searchText: String(item.fields.title) });
    expect(JSON.stringify(search.body)).not.toContain(item.slug);
    const sitemap = await t.api.get("/api/web/sitemap");
    expect(JSON.stringify(sitemap.body)).not.toContain(item.slug);
    expect(await statusOf(item.id)).toBe("draft");
    expect((await auditActions(item.id)).slice(0, 2)).toEqual(["scheduled_unpublish", "schedule_unpublish"]);
  });

  it("a cancelled unpublication leaves the item online; an item not online cannot be scheduled to go offline", async () => {
    const { item } = await published();
    const at = later(40 * MINUTE);
    await schedule(item.id, { action: "unpublish", at: at.toISOString() });
    const cancelled = await t.call("POST", `/api/editorial/items/${item.id}/schedule/cancel`, { action: "unpublish" }, editor.token);
    expect(cancelled.status).toBe(200);
    await pass(new Date(at.getTime() + MINUTE));
    expect(await detailStatus(item.slug)).toBe(200);
    const offline = await submitted();
    const refused = await schedule(offline.item.id, { action: "unpublish", at: at.toISOString() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SCHEDULE_MESSAGES.notPublished);
  });
});

describe("who may schedule", () => {
  const endpoints = [
    ["POST", "/schedule", { action: "publish", at: new Date(Date.now() + 3_600_000).toISOString() }],
    ["POST", "/schedule/cancel", { action: "publish" }],
  ] as const;

  it.each(endpoints)("%s /api/editorial/items/{id}%s is 401 anonymous and 403 to a signed-in non-editor", async (method, path, body) => {
    const { item, author } = await submitted();
    expect((await t.call(method, `/api/editorial/items/${item.id}${path}`, body)).status).toBe(401);
    expect((await t.call(method, `/api/editorial/items/${item.id}${path}`, body, author.token)).status).toBe(403);
    expect(await statusOf(item.id)).toBe("submitted");
  });

  it("the scheduled queue is 401 anonymous and 403 to a signed-in non-editor", async () => {
    const { author } = await submitted();
    expect((await t.call("GET", "/api/editorial/queue?status=scheduled")).status).toBe(401);
    expect((await t.call("GET", "/api/editorial/queue?status=scheduled", undefined, author.token)).status).toBe(403);
  });
});
