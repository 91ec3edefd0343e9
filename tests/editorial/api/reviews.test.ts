import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ContentReviewResponse,
  EditorialQueueResponse,
  ItemStewardshipResponse,
  monthsLater,
  REVIEW_MESSAGES,
  ReviewsResponse,
} from "../../../contract";
import { addDays, indiaDay } from "../../../api/authoring/reviews";
import { insertCollection } from "../../comments/api-fixture";
import { startAuthoringApi, submit, type AuthoringApi } from "../../authoring/api/helpers";

/**
 * Review dates, owners and assignment through the content API (docs/product/editorial.md#review-dates-and-owners,
 * docs/product/editorial.md#assignment): what an editor sets, what the desk lists, what is audited,
 * and who is refused.
 */

type Person = Awaited<ReturnType<AuthoringApi["user"]>>;
let t: AuthoringApi;
let ekta: Person;
let farid: Person;
let reader: Person;
let author: Person;
const today = indiaDay(new Date());

beforeAll(async () => {
  t = await startAuthoringApi();
  [ekta, farid, reader, author] = await Promise.all([
    t.user("editor", "Ekta Editor"),
    t.user("admin", "Farid Admin"),
    t.user("user", "Rita Reader"),
    t.user("user", "Ravi Author"),
  ]);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
/** A submission of `author`, approved by Farid when `publish`: its item id and published collection id. */
async function submission(publish: boolean) {
  const item = await t.create(author.token, "article", submit("article", `Crop insurance claims by satellite ${++n}`));
  if (publish) expect((await t.decide(farid.token, item.id, "approve")).status).toBe(200);
  const row = await t.api.db.selectFrom("contributions").select("collection_id").where("id", "=", item.id).executeTakeFirstOrThrow();
  return { itemId: item.id, collectionId: row.collection_id === null ? null : Number(row.collection_id) };
}

const setReview = (collectionId: number, body: Record<string, unknown>, token = ekta.token) =>
  t.call("PUT", `/api/editorial/content/${collectionId}/review`, body, token);
const due = async (query: string, token = ekta.token) => {
  const res = await t.call("GET", `/api/editorial/reviews${query}`, undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ReviewsResponse.parse(res.body).data;
};
const auditOf = async (itemId: number) =>
  (await t.call("GET", `/api/editorial/audit?item_id=${itemId}`, undefined, ekta.token)).body.data.items;

describe("review dates and owners", () => {
  it("lists what is overdue or due within 14 days, oldest date first, with its owner and page, and not what is due later", async () => {
    const soon = await submission(true);
    const later = await submission(true);
    const sample = await insertCollection(t.api.db);
    expect((await setReview(soon.collectionId!, { owner_id: ekta.id, review_by: addDays(today, 3) })).status).toBe(200);
    expect((await setReview(later.collectionId!, { owner_id: ekta.id, review_by: addDays(today, 40) })).status).toBe(200);
    const set = await setReview(sample, { owner_id: farid.id, review_by: addDays(today, 10) });
    expect(ContentReviewResponse.parse(set.body).data).toMatchObject({
      owner: { id: farid.id, name: "Farid Admin" },
      item_id: null,
      overdue: false,
    });
    // Time passes: the sample item's date is now behind us.
    await t.api.db
      .updateTable("content_reviews")
      .set({ review_by: addDays(today, -2) })
      .where("collection_id", "=", sample)
      .execute();

    const list = await due("");
    const ids = list.items.map((i) => i.collection_id);
    expect(ids).toEqual([sample, soon.collectionId]);
    expect(list.items[0]).toMatchObject({ overdue: true, review_by: addDays(today, -2), owner: { name: "Farid Admin" } });
    expect(list.items[1]).toMatchObject({
      overdue: false,
      item_id: soon.itemId,
      url: expect.stringMatching(/^\/[a-z-]+\/crop-insurance-claims/),
    });
    expect(list.today).toBe(today);

    expect((await due("?owner=me")).items.map((i) => i.collection_id)).toEqual([soon.collectionId]);
    expect((await due("?owner=me", farid.token)).items.map((i) => i.collection_id)).toEqual([sample]);
    expect((await due(`?owner=${farid.id}`)).items.map((i) => i.collection_id)).toEqual([sample]);
  });

  it("refuses a date in the past or one that does not exist, and an owner who is not on the desk, each by its field", async () => {
    const { collectionId } = await submission(true);
    const past = await setReview(collectionId!, { owner_id: null, review_by: addDays(today, -1) });
    expect(past.status).toBe(422);
    expect(past.body.errors.review_by).toEqual([REVIEW_MESSAGES.pastDate]);
    const unreal = await setReview(collectionId!, { owner_id: null, review_by: "2027-02-30" });
    expect(unreal.status).toBe(422);
    expect(unreal.body.errors.review_by).toEqual([REVIEW_MESSAGES.badDate]);
    const noMonth = await setReview(collectionId!, { owner_id: null, review_by: "2027-13-01" });
    expect(noMonth.body.errors.review_by).toEqual([REVIEW_MESSAGES.badDate]);
    const stranger = await setReview(collectionId!, { owner_id: reader.id, review_by: addDays(today, 5) });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors.owner_id).toEqual([REVIEW_MESSAGES.notColleague]);
    expect((await t.call("GET", "/api/editorial/content/999999/review", undefined, ekta.token)).status).toBe(404);
  });

  it("marks an item reviewed six months on by default, keeps its owner, clears it, and audits each step in the editorial audit", async () => {
    const { itemId, collectionId } = await submission(true);
    await setReview(collectionId!, { owner_id: farid.id, review_by: today });
    const reviewed = await t.call("POST", `/api/editorial/content/${collectionId}/reviewed`, {}, ekta.token);
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(ContentReviewResponse.parse(reviewed.body).data.review_by).toBe(monthsLater(today, 6));
    expect(ContentReviewResponse.parse(reviewed.body).data.owner?.id).toBe(farid.id);
    const chosen = await t.call(
      "POST",
      `/api/editorial/content/${collectionId}/reviewed`,
      { next_review_by: addDays(today, 30) },
      ekta.token,
    );
    expect(ContentReviewResponse.parse(chosen.body).data.review_by).toBe(addDays(today, 30));

    const cleared = await setReview(collectionId!, {});
    expect(ContentReviewResponse.parse(cleared.body).data).toMatchObject({ owner: null, review_by: null });
    const steps = (await auditOf(itemId)).map((e: { action: string; note: string; actor: { name: string } }) => [
      e.action,
      e.note,
      e.actor.name,
    ]);
    expect(steps.slice(0, 4)).toEqual([
      ["review_date", "No owner; no review date", "Ekta Editor"],
      ["reviewed", `Next review by ${addDays(today, 30)}`, "Ekta Editor"],
      ["reviewed", expect.stringMatching(/^Next review by /), "Ekta Editor"],
      ["review_date", `Owner: Farid Admin; review by ${today}`, "Ekta Editor"],
    ]);
  });

  it("audits review steps of content that never went through the desk in its own rows", async () => {
    const sample = await insertCollection(t.api.db);
    await setReview(sample, { owner_id: ekta.id, review_by: addDays(today, 1) });
    const rows = await t.api.db
      .selectFrom("content_review_audit")
      .select(["action", "actor_id", "note"])
      .where("collection_id", "=", sample)
      .execute();
    expect(rows).toEqual([{ action: "review_date", actor_id: ekta.id, note: `Owner: Ekta Editor; review by ${addDays(today, 1)}` }]);
  });
});

describe("assignment", () => {
  it("assigns a submission to a colleague, shows it in the queue, narrows the queue to mine, and unassigns it, audited", async () => {
    const mine = await submission(false);
    const theirs = await submission(false);
    const assign = (itemId: number, assignee: number | null) =>
      t.call("PUT", `/api/editorial/items/${itemId}/assignment`, { assignee_id: assignee }, farid.token);
    const done = await assign(mine.itemId, ekta.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(ItemStewardshipResponse.parse(done.body).data).toMatchObject({ assignee: { id: ekta.id, name: "Ekta Editor" }, review: null });
    await assign(theirs.itemId, farid.id);

    const queue = async (query: string) =>
      EditorialQueueResponse.parse((await t.call("GET", `/api/editorial/queue?status=submitted${query}`, undefined, ekta.token)).body).data
        .items;
    const all = await queue("");
    expect(all.find((i) => i.id === mine.itemId)?.assignee).toEqual({ id: ekta.id, name: "Ekta Editor" });
    expect(all.find((i) => i.id === theirs.itemId)?.assignee).toEqual({ id: farid.id, name: "Farid Admin" });
    expect((await queue("&assigned=me")).map((i) => i.id)).toEqual([mine.itemId]);

    expect(ItemStewardshipResponse.parse((await assign(mine.itemId, null)).body).data.assignee).toBeNull();
    expect(await queue("&assigned=me")).toEqual([]);
    const steps = (await auditOf(mine.itemId)).map((e: { action: string; note: string }) => [e.action, e.note]);
    expect(steps.slice(0, 2)).toEqual([
      ["unassign", "Ekta Editor"],
      ["assign", "Ekta Editor"],
    ]);
  });

  it("refuses to assign to someone who is not on the desk, and a submission that does not exist", async () => {
    const { itemId } = await submission(false);
    const res = await t.call("PUT", `/api/editorial/items/${itemId}/assignment`, { assignee_id: reader.id }, ekta.token);
    expect(res.status).toBe(422);
    expect(res.body.errors.assignee_id).toEqual([REVIEW_MESSAGES.notColleague]);
    expect((await t.call("PUT", "/api/editorial/items/999999/assignment", { assignee_id: ekta.id }, ekta.token)).status).toBe(404);
  });
});

describe("who may call them", () => {
  it("refuses every review and assignment endpoint to anonymous callers (401) and to users without a desk role (403)", async () => {
    const { itemId, collectionId } = await submission(true);
    const endpoints: Array<[string, string, unknown?]> = [
      ["GET", "/api/editorial/people"],
      ["GET", "/api/editorial/reviews"],
      ["GET", `/api/editorial/content/${collectionId}/review`],
      ["PUT", `/api/editorial/content/${collectionId}/review`, { owner_id: reader.id, review_by: addDays(today, 1) }],
      ["POST", `/api/editorial/content/${collectionId}/reviewed`, {}],
      ["GET", `/api/editorial/items/${itemId}/assignment`],
      ["PUT", `/api/editorial/items/${itemId}/assignment`, { assignee_id: reader.id }],
    ];
    for (const [method, url, body] of endpoints) {
      expect((await t.call(method, url, body)).status, `${method} ${url} anonymous`).toBe(401);
      expect((await t.call(method, url, body, reader.token)).status, `${method} ${url} as a user`).toBe(403);
    }
    expect(await t.api.db.selectFrom("content_reviews").selectAll().where("collection_id", "=", collectionId!).execute()).toEqual([]);
    expect(await t.api.db.selectFrom("submission_assignments").selectAll().where("item_id", "=", itemId).execute()).toEqual([]);
  });

  it("lists every review and assignment endpoint in the OpenAPI document", async () => {
    const paths = (await t.call("GET", "/api/openapi.json")).body.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        "/api/editorial/people",
        "/api/editorial/reviews",
        "/api/editorial/content/{collectionId}/review",
        "/api/editorial/content/{collectionId}/reviewed",
        "/api/editorial/items/{id}/assignment",
      ]),
    );
    expect(Object.keys(paths["/api/editorial/content/{collectionId}/review"])).toEqual(["get", "put"]);
    expect(Object.keys(paths["/api/editorial/items/{id}/assignment"])).toEqual(["get", "put"]);
  });
});
