import {
  AUTHORING_MESSAGES,
  SCHEDULE_MESSAGES,
  scheduleTimeProblem,
  type AuthoringStatus,
  type ItemSchedule,
  type ScheduleAction,
} from "../../contract";
import { sql, type ExpressionBuilder } from "kysely";
import type { Db } from "../db";
import type { BackgroundWork } from "../core/background";
import type { Database } from "../db/schema";
import { fieldError, HttpError } from "../http";
import { writeAudit } from "./audit";
import type { Mailer } from "../mail";
import { findById, statusOf, toItem, type ItemRow } from "./items";
import { notifyContributor } from "./notify";
import { NOT_ALLOWED } from "./transitions";

/**
 * Scheduling on the desk (docs/product/editorial.md#scheduling, decision 0132): an approval that
 * waits for its time (the item is `scheduled` until the job runner publishes it:
 * ./scheduled-runs.ts), and a published item's time to go offline. Setting a time again changes
 * it; cancelling a publication sends the item back to review.
 */

/** What scheduling and the desk's decisions get (EditorialDeps is the same). */
export interface ScheduleDeps {
  mailer: Mailer;
  now: () => Date;
  /** The portal's public origin, for the links in decision e-mails. */
  origin: string;
  /** EDITORIAL_FOUR_EYES: an editor cannot approve an item they wrote (decision 0123). */
  fourEyes: boolean;
  logger?: { error(obj: unknown, msg?: string): void };
  /** Decision e-mails go after the answer (api/authoring/notify.ts). */
  background: BackgroundWork;
}

export interface ScheduleInput {
  action: ScheduleAction;
  at: string;
  note?: string;
  change_note?: string;
  minor?: boolean;
}

/** What can be scheduled to go online from each status: an approval, or a new time for one. */
const PUBLISH_FROM: readonly AuthoringStatus[] = ["submitted", "in_review", "scheduled"];

/** The pending schedules of some items, soonest first, by item id. */
export async function schedulesOf(db: Db, itemIds: number[]): Promise<Map<number, ItemSchedule[]>> {
  const byItem = new Map<number, ItemSchedule[]>();
  if (!itemIds.length) return byItem;
  const rows = await db
    .selectFrom("editorial_schedules as s")
    .leftJoin("users as u", "u.id", "s.editor_id")
    .select(["s.item_id", "s.action", "s.at", "s.editor_id", "u.name"])
    .where("s.item_id", "in", itemIds)
    .orderBy("s.at")
    .execute();
  for (const r of rows) {
    const entry: ItemSchedule = {
      action: r.action === "unpublish" ? "unpublish" : "publish",
      at: r.at,
      editor: r.editor_id !== null ? { id: Number(r.editor_id), name: r.name ?? "" } : null,
    };
    byItem.set(Number(r.item_id), [...(byItem.get(Number(r.item_id)) ?? []), entry]);
  }
  return byItem;
}

/** Is the item's published version online now? Only then can it be scheduled to go offline. */
async function isOnline(db: Db, row: ItemRow): Promise<boolean> {
  if (row.collection_id === null) return false;
  const collection = await db.selectFrom("collections").select("status").where("id", "=", row.collection_id).executeTakeFirst();
  return collection?.status === "published";
}

/** The item changes only if nobody changed it since it was read (another editor, the contributor, the runner). */
async function claimRow(trx: Db, row: ItemRow, set: { status: AuthoringStatus; review_note?: string | null }, now: string) {
  const changed = await trx
    .updateTable("contributions")
    .set({ ...set, updated_at: now })
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .where("updated_at", "=", row.updated_at)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new HttpError(409, AUTHORING_MESSAGES.changedMeanwhile);
}

async function saveSchedule(trx: Db, itemId: number, editorId: number, input: ScheduleInput, at: Date, now: string) {
  await trx.deleteFrom("editorial_schedules").where("item_id", "=", itemId).where("action", "=", input.action).execute();
  await trx
    .insertInto("editorial_schedules")
    .values({
      item_id: itemId,
      action: input.action,
      at: at.toISOString(),
      editor_id: editorId,
      change_note: input.change_note || null,
      minor: input.minor ? 1 : 0,
      created_at: now,
    })
    .execute();
}

/**
 * Sets (or changes) when the item goes online or offline. Scheduling a publication is an
 * approval: four eyes applies, and the contributor is told it is approved (once, not at each
 * change of time).
 */
export async function scheduleItem(db: Db, deps: ScheduleDeps, editorId: number, id: number, input: ScheduleInput) {
  const row = await findById(db, id);
  const from = statusOf(row.status);
  const at = new Date(input.at);
  const nowDate = deps.now();
  const now = nowDate.toISOString();
  const problem = scheduleTimeProblem(at, nowDate);
  if (problem) throw fieldError("at", SCHEDULE_MESSAGES[problem]);
  const note = input.note || null;
  if (input.action === "unpublish") {
    if (!(await isOnline(db, row))) throw new HttpError(409, SCHEDULE_MESSAGES.notPublished);
    await db.transaction().execute(async (trx) => {
      await claimRow(trx, row, { status: from }, now);
      await saveSchedule(trx, id, editorId, input, at, now);
      await writeAudit(trx, { itemId: id, actorId: editorId, action: "schedule_unpublish", from, to: from, note, at: now });
    });
    return toItem(db, await findById(db, id));
  }
  const selfApproved = Number(row.user_id) === editorId;
  if (selfApproved && deps.fourEyes) throw new HttpError(403, AUTHORING_MESSAGES.ownSubmission);
  if (!PUBLISH_FROM.includes(from)) throw new HttpError(409, NOT_ALLOWED.decision);
  const reviewNote = from === "scheduled" && !note ? row.review_note : note;
  await db.transaction().execute(async (trx) => {
    await claimRow(trx, row, { status: "scheduled", review_note: reviewNote }, now);
    await saveSchedule(trx, id, editorId, input, at, now);
    await writeAudit(trx, { itemId: id, actorId: editorId, action: "schedule", from, to: "scheduled", note, at: now, selfApproved });
  });
  const item = await toItem(db, await findById(db, id));
  if (from !== "scheduled") await notifyContributor(db, deps, row, "scheduled", { note, publishedUrl: item.published_url });
  return item;
}

/** Cancels a pending schedule: a publication goes back to review, an unpublication leaves the item online. */
export async function cancelSchedule(db: Db, deps: ScheduleDeps, editorId: number, id: number, action: ScheduleAction) {
  const row = await findById(db, id);
  const from = statusOf(row.status);
  const now = deps.now().toISOString();
  if (action === "publish" && from !== "scheduled") throw new HttpError(409, SCHEDULE_MESSAGES.noSchedule);
  const to: AuthoringStatus = action === "publish" ? "in_review" : from;
  await db.transaction().execute(async (trx) => {
    await claimRow(trx, row, { status: to }, now);
    const removed = await trx.deleteFrom("editorial_schedules").where("item_id", "=", id).where("action", "=", action).executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw new HttpError(409, SCHEDULE_MESSAGES.noSchedule);
    await writeAudit(trx, { itemId: id, actorId: editorId, action: "cancel_schedule", from, to, at: now });
  });
  return toItem(db, await findById(db, id));
}

/** The scheduled queue's items: every one with a pending schedule, trashed ones apart. */
export const hasSchedule = (eb: ExpressionBuilder<Database, "contributions">) =>
  eb.and([eb("status", "!=", "trashed"), eb("id", "in", eb.selectFrom("editorial_schedules").select("item_id"))]);

/** The time of an item's next schedule, to list the soonest first. */
export const soonestSchedule = sql<string>`(select min(s.at) from editorial_schedules s where s.item_id = contributions.id)`;
