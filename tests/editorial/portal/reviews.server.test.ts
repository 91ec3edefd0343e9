import type { Params } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDay } from "../../../api/authoring/reviews";
import { insertCollection } from "../../comments/api-fixture";
import { routeArgs } from "../../support/load-context";
import { get, post, run, startDesk, unwrap, type Desk } from "./desk-support";

/**
 * Assignment and review dates on the desk's pages, without JavaScript: the forms' posts through
 * the desk's actions and what the pages then load, against the real API
 * (docs/product/editorial.md#assignment, docs/product/editorial.md#review-dates-and-owners).
 */

const item = await import("~/routes/editorial.items.$id");
const assignment = await import("~/routes/editorial.items.$id_.assignment");
const queue = await import("~/routes/editorial._index");
const reviews = await import("~/routes/editorial.reviews._index");
const review = await import("~/routes/editorial.reviews.$collectionId");

type Person = Awaited<ReturnType<Desk["user"]>>;
let desk: Desk;
let ekta: Person;
let farid: Person;
let reader: Person;
const today = indiaDay(new Date());
const args = <P extends Params>(request: Request, params?: P) => routeArgs(request, desk.context, params);

beforeAll(async () => {
  desk = await startDesk();
  [ekta, farid, reader] = await Promise.all([
    desk.user("Ekta Editor", "editor"),
    desk.user("Farid Editor", "editor"),
    desk.user("Rita Reader"),
  ]);
});
afterAll(async () => {
  await desk?.close();
});

let n = 0;
async function submitted(author: Person) {
  const answer = await desk.api.post(
    "/api/web/authoring/article",
    {
      intent: "submit",
      title: `Groundwater maps ${++n}`,
      summary: "Wells, block by block.",
      body: "Twelve **blocks**.",
      sector: "climate",
      tags: ["water"],
    },
    { token: author.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number };
}

describe("assignment on the desk", () => {
  it("an editor assigns a submission to a colleague from its page, who finds it under “Assigned to me” in the queue", async () => {
    const { id } = await submitted(reader);
    const path = `/editorial/items/${id}/assignment`;
    const done = (await run(() =>
      assignment.action(args(post(path, { assignee_id: String(ekta.id) }, farid.cookie), { id: String(id) })),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/editorial/items/${id}?assigned=1`);

    const page = unwrap<Awaited<ReturnType<typeof item.loader>>>(
      await item.loader(args(get(`/editorial/items/${id}?assigned=1`, farid.cookie), { id: String(id) })),
    ).data;
    expect(page.stewardship).toMatchObject({ assignee: { id: ekta.id, name: "Ekta Editor" }, assignedNotice: true, review: null });
    expect(page.stewardship.people.map((p) => p.name)).toEqual(["Ekta Editor", "Farid Editor"]);

    const mine = unwrap<Awaited<ReturnType<typeof queue.loader>>>(
      await queue.loader(args(get("/editorial?assigned=me", ekta.cookie))),
    ).data;
    expect(mine.assigned).toBe("me");
    expect(mine.items.map((i) => [i.id, i.assignee])).toEqual([[id, "Ekta Editor"]]);
    const theirs = unwrap<Awaited<ReturnType<typeof queue.loader>>>(
      await queue.loader(args(get("/editorial?assigned=me", farid.cookie))),
    ).data;
    expect(theirs.items).toEqual([]);
  });

  it("shows a refused assignee on the assignment page, in the page's language, with what was chosen", async () => {
    const { id } = await submitted(reader);
    const path = `/hi/editorial/items/${id}/assignment`;
    const refused = unwrap(await assignment.action(args(post(path, { assignee_id: String(reader.id) }, farid.cookie), { id: String(id) })));
    expect(refused).toEqual({
      status: 400,
      data: { errors: { assignee_id: "editorial.reviews.error.notColleague" }, values: { assignee_id: String(reader.id) } },
    });
  });
});

describe("review dates on the desk", () => {
  it("refuses a review date in the past or not a real date by its field, and keeps what was typed", async () => {
    const collectionId = await insertCollection(desk.api.db);
    const path = `/editorial/reviews/${collectionId}`;
    const send = async (fields: Record<string, string>) =>
      unwrap(await review.action(args(post(path, fields, ekta.cookie), { collectionId: String(collectionId) })));
    expect(await send({ intent: "set", owner_id: "", review_by: addDays(today, -1) })).toMatchObject({
      status: 400,
      data: { errors: { review_by: "editorial.reviews.error.pastDate" }, values: { review_by: addDays(today, -1) } },
    });
    expect(await send({ intent: "set", owner_id: "", review_by: "2027-13-01" })).toMatchObject({
      status: 400,
      data: { errors: { review_by: "editorial.reviews.error.badDate" } },
    });
    expect(await send({ intent: "reviewed", next_review_by: "" })).toMatchObject({
      status: 400,
      data: { errors: { next_review_by: "editorial.reviews.error.nextRequired" } },
    });
  });

  it("lists what is due by owner, oldest first with overdue marked, and “Mark reviewed” moves it on and back to the same list", async () => {
    const overdue = await insertCollection(desk.api.db);
    const soon = await insertCollection(desk.api.db);
    const set = async (collectionId: number, owner: Person, day: string) => {
      const path = `/editorial/reviews/${collectionId}`;
      const fields = { intent: "set", owner_id: String(owner.id), review_by: day };
      const done = (await run(() =>
        review.action(args(post(path, fields, ekta.cookie), { collectionId: String(collectionId) })),
      )) as Response;
      expect(done.headers.get("Location")).toBe(`${path}?done=set`);
    };
    await set(overdue, ekta, today);
    await set(soon, farid, addDays(today, 6));
    await desk.api.db
      .updateTable("content_reviews")
      .set({ review_by: addDays(today, -1) })
      .where("collection_id", "=", overdue)
      .execute();

    const list = async (query: string, who = ekta) =>
      unwrap<Awaited<ReturnType<typeof reviews.loader>>>(await reviews.loader(args(get(`/editorial/reviews${query}`, who.cookie)))).data;
    const all = await list("");
    expect(all.items.map((i) => [i.collectionId, i.owner, i.overdue])).toEqual([
      [overdue, "Ekta Editor", true],
      [soon, "Farid Editor", false],
    ]);
    expect((await list("?owner=me")).items.map((i) => i.collectionId)).toEqual([overdue]);
    expect((await list(`?owner=${farid.id}`)).items.map((i) => i.collectionId)).toEqual([soon]);
    expect((await list("?owner=nobody-knows")).owner).toBe("anyone");

    const path = "/editorial/reviews?owner=me";
    const fields = { intent: "reviewed", collection_id: String(overdue), next_review_by: addDays(today, 60) };
    const done = (await run(() => reviews.action(args(post(path, fields, ekta.cookie))))) as Response;
    expect(done.headers.get("Location")).toBe("/editorial/reviews?owner=me&done=reviewed");
    const after = await list("?owner=me&done=reviewed");
    expect(after.items).toEqual([]);
    expect(after.done).toBe("reviewed");
  });

  it("sets a published submission's owner and date from its page and comes back to it, the step in its history", async () => {
    const { id } = await submitted(reader);
    await desk.api.post(`/api/editorial/items/${id}/decision`, { action: "approve" }, { token: ekta.token });
    const load = async (query = "") =>
      unwrap<Awaited<ReturnType<typeof item.loader>>>(
        await item.loader(args(get(`/editorial/items/${id}${query}`, farid.cookie), { id: String(id) })),
      ).data;
    const { collectionId } = (await load()).stewardship.review!;
    const path = `/editorial/reviews/${collectionId}`;
    const fields = { intent: "set", return: "submission", owner_id: String(farid.id), review_by: addDays(today, 9) };
    const done = (await run(() =>
      review.action(args(post(path, fields, farid.cookie), { collectionId: String(collectionId) })),
    )) as Response;
    expect(done.headers.get("Location")).toBe(`/editorial/items/${id}?review=set`);
    const page = await load("?review=set");
    expect(page.stewardship).toMatchObject({
      reviewNotice: "set",
      review: { owner: "Farid Editor", reviewByIso: addDays(today, 9), overdue: false },
    });
    expect(page.history[0]).toMatchObject({ action: "review_date", who: "Farid Editor" });
  });

  it("turns away a signed-in user without a desk role", async () => {
    const answer = await run(() => reviews.loader(args(get("/editorial/reviews", reader.cookie))));
    expect((answer as Response).status).toBe(403);
  });
});
