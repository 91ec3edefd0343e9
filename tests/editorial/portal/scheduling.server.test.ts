import type { Params } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromIndiaTime, toIndiaTime } from "../../../contract/scheduling-constants";
import { routeArgs } from "../../support/load-context";
import { get, post, run, startDesk, unwrap, type Desk } from "./desk-support";

/** The desk's schedule forms, posted as a browser without JavaScript posts them (docs/product/editorial.md#scheduling). */

const item = await import("~/routes/editorial.items.$id");
const queue = await import("~/routes/editorial._index");

let desk: Desk;
let editor: { id: number; token: string; cookie: string };
let contributor: { id: number; token: string; cookie: string };

const args = <P extends Params>(request: Request, params?: P) => routeArgs(request, desk.context, params);
const HOUR = 3_600_000;

beforeAll(async () => {
  desk = await startDesk();
  editor = await desk.user("Esha Editor", "editor");
  contributor = await desk.user("Kavya Contributor");
});
afterAll(async () => {
  await desk?.close();
});

let n = 0;
async function submitted(): Promise<number> {
  const title = `Groundwater sensors ${++n}`;
  const created = await desk.api.post(
    "/api/web/authoring/article",
    { intent: "submit", title, summary: "Wells in Punjab.", body: "Readings every hour.", sector: "agriculture" },
    { token: contributor.token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

const send = (id: number, fields: Record<string, string>) =>
  run(() => item.action(args(post(`/editorial/items/${id}`, fields, editor.cookie), { id: String(id) })));
type Page = Awaited<ReturnType<typeof item.loader>>;
const page = async (id: number, query = "") =>
  (await item.loader(args(get(`/editorial/items/${id}${query}`, editor.cookie), { id: String(id) }))) as Page;

describe("the schedule forms of a submission", () => {
  it("approve and schedule takes a time typed in India time, and the scheduled queue lists the item with it", async () => {
    const id = await submitted();
    const typed = toIndiaTime(new Date(Date.now() + 2 * HOUR));
    const done = (await send(id, { schedule: "publish", at: typed })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/editorial/items/${id}?scheduled=publish`);
    const shown = await page(id, "?scheduled=publish");
    expect(shown.item.status).toBe("scheduled");
    expect(shown.scheduleDone).toBe("publish");
    expect(shown.schedule.publish).toMatchObject({ value: typed, editor: "Esha Editor" });
    const stored = await desk.api.db.selectFrom("editorial_schedules").select("at").where("item_id", "=", id).executeTakeFirstOrThrow();
    expect(stored.at).toBe(fromIndiaTime(typed)!.toISOString());
    const listed = (await queue.loader(args(get("/editorial?status=scheduled", editor.cookie)))) as {
      items: Array<{ id: number; schedules: unknown[] }>;
    };
    expect(listed.items.find((i) => i.id === id)?.schedules).toEqual([expect.objectContaining({ action: "publish", atIso: stored.at })]);
  });

  it("a time that has passed, more than a year ahead or not a time is refused by the field, with nothing scheduled", async () => {
    const id = await submitted();
    const refused = async (at: string) =>
      unwrap<{ scheduleForm: string; scheduleAt: string; scheduleError: string }>(await send(id, { schedule: "publish", at }));
    const past = toIndiaTime(new Date(Date.now() - HOUR));
    expect(await refused(past)).toEqual({
      status: 400,
      data: { scheduleForm: "publish", scheduleAt: past, scheduleError: "editorial.schedule.error.past" },
    });
    expect((await refused(toIndiaTime(new Date(Date.now() + 400 * 24 * HOUR)))).data.scheduleError).toBe("editorial.schedule.error.tooFar");
    expect((await refused("next Tuesday")).data.scheduleError).toBe("editorial.schedule.error.at");
    expect((await page(id)).item.status).toBe("submitted");
  });

  it("a new time moves the schedule and cancelling sends the item back to review", async () => {
    const id = await submitted();
    await send(id, { schedule: "publish", at: toIndiaTime(new Date(Date.now() + HOUR)) });
    const later = toIndiaTime(new Date(Date.now() + 5 * HOUR));
    expect(((await send(id, { schedule: "publish", at: later })) as Response).status).toBe(302);
    expect((await page(id)).schedule.publish?.value).toBe(later);
    expect(((await send(id, { schedule: "cancel_publish" })) as Response).status).toBe(302);
    const after = await page(id);
    expect(after.item.status).toBe("in_review");
    expect(after.schedule.publish).toBeNull();
    expect(after.schedule.canPublish).toBe(true);
  });

  it("a published item can be given a time to go offline from its page, and that can be cancelled", async () => {
    const id = await submitted();
    expect(((await send(id, { action: "approve" })) as Response).status).toBe(302);
    expect((await page(id)).schedule.canUnpublish).toBe(true);
    const at = toIndiaTime(new Date(Date.now() + 3 * HOUR));
    expect(((await send(id, { schedule: "unpublish", at })) as Response).status).toBe(302);
    expect((await page(id)).schedule.unpublish?.value).toBe(at);
    expect(((await send(id, { schedule: "cancel_unpublish" })) as Response).status).toBe(302);
    expect((await page(id)).schedule.unpublish).toBeNull();
  });
});
