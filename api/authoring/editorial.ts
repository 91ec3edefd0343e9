import { sql } from "kysely";
import {
  AUTHORING_MESSAGES,
  type AuthoringKind,
  type AuthoringStatus,
  type EditorialAction,
  type EditorialQueueResponse,
} from "../../contract";
import type { Db } from "../db";
import { HttpError } from "../http";
import { assignedTo, assigneeOf } from "./assignment";
import { listAudit, writeAudit } from "./audit";
import { authorOf, findById, paged, statusOf, toItem, type ItemRow } from "./items";
import { hasSchedule, schedulesOf, soonestSchedule, type ScheduleDeps } from "./scheduling";
import { notifyContributor } from "./notify";
import { recordApproval } from "./editions";
import { previewDetail, publishItem, sourceOf } from "./publish";
import { canDecide, decisionTransition, needsAnotherEditor, NOT_ALLOWED, selfApproval } from "./transitions";

/** The editorial desk: the queue, one submission with its history, and the decisions. */

/** The clock, the mailer, four eyes: what scheduling gets too. */
export type EditorialDeps = ScheduleDeps;

const QUEUE_PER_PAGE = 20;

/**
 * Newest submission first, so what just arrived is on the first page (a row from before
 * submissions had a date counts from its creation).
 */
export async function queue(
  db: Db,
  query: { status: AuthoringStatus; kind?: AuthoringKind; page: number; assignedTo?: number },
): Promise<EditorialQueueResponse["data"]> {
  // The scheduled queue: whatever goes online or offline by itself, soonest first (docs/product/editorial.md#scheduling).
  const scheduled = query.status === "scheduled";
  let base = db.selectFrom("contributions").where(scheduled ? hasSchedule : (eb) => eb("status", "=", query.status));
  if (query.kind) base = base.where("kind", "=", query.kind);
  if (query.assignedTo !== undefined) base = base.where("id", "in", assignedTo(db, query.assignedTo));
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(scheduled ? soonestSchedule : sql`coalesce(submitted_at, created_at)`, scheduled ? "asc" : "desc")
    .orderBy("id", "desc")
    .limit(QUEUE_PER_PAGE)
    .offset((query.page - 1) * QUEUE_PER_PAGE)
    .execute();
  const ids = rows.map((row) => row.id);
  const schedules = await schedulesOf(db, ids);
  const items = await Promise.all(
    rows.map(async (row) => {
      const assignee = await assigneeOf(db, row.id);
      return {
        ...(await toItem(db, row)),
        author: await authorOf(db, row.user_id),
        schedules: schedules.get(row.id) ?? [],
        assignee: assignee && { id: assignee.id, name: assignee.name },
      };
    }),
  );
  return paged(items, query.page, QUEUE_PER_PAGE, Number(count));
}

/** One item as `editorId` sees it on the desk, with whether they may approve it if they wrote it. */
export async function itemForEditor(db: Db, id: number, now: string, editor: { id: number; fourEyes: boolean }) {
  const row = await findById(db, id);
  const [item, author, history, schedules] = await Promise.all([
    toItem(db, row),
    authorOf(db, row.user_id),
    listAudit(db, { itemId: id, page: 1, perPage: 200 }),
    schedulesOf(db, [id]),
  ]);
  const self_approval = selfApproval(isAuthor(row, editor.id), editor.fourEyes);
  const preview = previewDetail(sourceOf(row), row.slug, now);
  return { item, author, preview, history: history.items, self_approval, schedules: schedules.get(id) ?? [] };
}

function isAuthor(row: ItemRow, userId: number): boolean {
  return Number(row.user_id) === userId;
}

export async function decide(
  db: Db,
  deps: EditorialDeps,
  editorId: number,
  id: number,
  input: { action: EditorialAction; note?: string; change_note?: string; minor?: boolean },
) {
  const row = await findById(db, id);
  const from = statusOf(row.status);
  // Four eyes: who decides comes before what the status allows (a 403, not a 409).
  const selfApproved = needsAnotherEditor(input.action) && isAuthor(row, editorId);
  if (selfApproved && deps.fourEyes) throw new HttpError(403, AUTHORING_MESSAGES.ownSubmission);
  if (!canDecide(input.action, from)) throw new HttpError(409, NOT_ALLOWED.decision);
  const { to } = decisionTransition(input.action);
  const now = deps.now().toISOString();
  const note = input.note || null;
  await db.transaction().execute(async (trx) => {
    const collectionId = input.action === "approve" ? await publishItem(trx, row, now) : row.collection_id;
    const changed = await trx
      .updateTable("contributions")
      .set({
        status: to,
        review_note: input.action === "start_review" ? row.review_note : note,
        collection_id: collectionId,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("status", "=", row.status)
      .where("updated_at", "=", row.updated_at)
      .executeTakeFirst();
    // Someone else (another editor, the contributor) changed it meanwhile: decide on what is there now.
    if (Number(changed.numUpdatedRows) !== 1) throw new HttpError(409, AUTHORING_MESSAGES.changedMeanwhile);
    // With four eyes off an author may approve their own item: the entry says so, to be found later.
    await writeAudit(trx, { itemId: id, actorId: editorId, action: input.action, from, to, note, at: now, selfApproved });
    // Every version that goes online is an edition (docs/product/editorial.md#editions-and-history).
    if (input.action === "approve" && collectionId !== null) await recordApproval(trx, row, collectionId, editorId, input, now);
  });
  const item = await toItem(db, await findById(db, id));
  if (input.action !== "start_review") await notifyContributor(db, deps, row, input.action, { note, publishedUrl: item.published_url });
  return item;
}
