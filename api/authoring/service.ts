import {
  AUTHORING_KINDS,
  AUTHORING_MESSAGES,
  authoringSchema,
  AuthoringPreviewRequest,
  AuthoringWriteRequest,
  kindsOfGroup,
  type AuthoringFields,
  type AuthoringGroup,
  type AuthoringIntent,
  type AuthoringItem,
  type AuthoringKind,
  type AuthoringStatus,
  type Lang,
} from "../../contract";
import type { Db } from "../db";
import { BAD_INPUT, HttpError, parseInput } from "../http";
import { isUniqueViolation } from "../accounts/users-repo";
import { writeAudit } from "./audit";
import { findById, findOwn, paged, statusOf, toItem, type ItemRow } from "./items";
import { itemSlug } from "./slug";
import { previewDetail } from "./publish";
import { columnsOf } from "./store";
import { NOT_ALLOWED, statusAfterCreate, statusAfterEdit } from "./transitions";

/** A contributor's own items: write, trash, restore, list. Every lookup is scoped to the owner. */

export interface Caller {
  userId: number;
  lang: Lang;
  now: string;
}

/** The body's intent and the kind's fields, checked by the schema of that intent. */
export function parseWrite(kind: AuthoringKind, body: unknown) {
  const { intent } = parseInput(AuthoringWriteRequest, body, "body");
  const fields = parseInput(authoringSchema(kind, intent), body, "body") as AuthoringFields;
  return { intent, fields };
}

/**
 * Only the caller's own uploads of the right kind may be attached: a purge deletes an item's
 * files, so an item must never point at someone else's.
 */
async function assertOwnMedia(db: Db, userId: number, fields: AuthoringFields) {
  const attached = [
    ["image_id", "image", AUTHORING_MESSAGES.imageId],
    ["pdf_id", "pdf", AUTHORING_MESSAGES.pdfId],
  ] as const;
  for (const [field, kind, message] of attached) {
    const id = fields[field];
    if (typeof id !== "string" || !id) continue;
    const own = await db
      .selectFrom("media")
      .select("id")
      .where("id", "=", id)
      .where("owner_id", "=", userId)
      .where("kind", "=", kind)
      .executeTakeFirst();
    if (!own) throw new HttpError(BAD_INPUT, message, { [field]: [message] });
  }
}

export async function createItem(db: Db, caller: Caller, kind: AuthoringKind, body: unknown): Promise<AuthoringItem> {
  const { intent, fields } = parseWrite(kind, body);
  await assertOwnMedia(db, caller.userId, fields);
  const status = statusAfterCreate(intent);
  // Two creations of the same title at once pick the same free slug; the second tries the next.
  for (let attempt = 1; ; attempt += 1) {
    const slug = await itemSlug(db, kind, String(fields.title), attempt > 1);
    try {
      return toItem(db, await findById(db, await insertItem(db, caller, kind, slug, fields, status, intent)));
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function insertItem(
  db: Db,
  caller: Caller,
  kind: AuthoringKind,
  slug: string,
  fields: AuthoringFields,
  status: AuthoringStatus,
  intent: AuthoringIntent,
) {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("contributions")
      .values({
        user_id: caller.userId,
        collection_id: null,
        collection_type: AUTHORING_KINDS[kind].collectionType,
        kind,
        slug,
        ...columnsOf(fields),
        payload: "{}",
        status,
        status_before_trash: null,
        review_note: null,
        lang: caller.lang,
        submitted_at: status === "submitted" ? caller.now : null,
        trashed_at: null,
        created_at: caller.now,
        updated_at: caller.now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      itemId: Number(id),
      actorId: caller.userId,
      action: intent === "submit" ? "submit" : "create",
      from: null,
      to: status,
      at: caller.now,
    });
    return Number(id);
  });
}

export async function getItem(db: Db, userId: number, kind: AuthoringKind, slug: string): Promise<AuthoringItem> {
  return toItem(db, await findOwn(db, userId, kind, slug));
}

/** An edit: a new working copy; a published item's version online stays until the next approval. */
export async function updateItem(db: Db, caller: Caller, kind: AuthoringKind, slug: string, body: unknown): Promise<AuthoringItem> {
  const row = await findOwn(db, caller.userId, kind, slug);
  const from = statusOf(row.status);
  const { intent, fields } = parseWrite(kind, body);
  await assertOwnMedia(db, caller.userId, fields);
  const to = statusAfterEdit(from, intent);
  if (!to) throw new HttpError(409, NOT_ALLOWED.edit(from));
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("contributions")
      .set({ ...columnsOf(fields), status: to, submitted_at: to === "submitted" ? caller.now : row.submitted_at, updated_at: caller.now })
      .where("id", "=", row.id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    // An editor's decision between our read and this write wins; the contributor is told.
    if (Number(changed.numUpdatedRows) !== 1) throw new HttpError(409, NOT_ALLOWED.edit("in_review"));
    await writeAudit(trx, {
      itemId: row.id,
      actorId: caller.userId,
      action: intent === "submit" ? "submit" : "edit",
      from,
      to,
      at: caller.now,
    });
  });
  return getItem(db, caller.userId, kind, slug);
}

/** The published version goes offline with the item and comes back with it. */
async function setOnline(db: Db, row: ItemRow, online: boolean) {
  if (row.collection_id === null) return;
  await db
    .updateTable("collections")
    .set({ status: online ? "published" : "trashed" })
    .where("id", "=", row.collection_id)
    .execute();
}

/**
 * Into the trash, by the owner (the authoring forms and My Uploads alike): the status to
 * restore is remembered, a published item's page goes offline with it, and trashing twice
 * changes nothing.
 */
export async function trashRow(db: Db, row: ItemRow, actorId: number, now: string) {
  const from = statusOf(row.status);
  if (from === "trashed") return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("contributions")
      .set({ status: "trashed", status_before_trash: from, trashed_at: now, updated_at: now })
      .where("id", "=", row.id)
      .execute();
    if (from === "published") await setOnline(trx, row, false);
    await writeAudit(trx, { itemId: row.id, actorId, action: "trash", from, to: "trashed", at: now });
  });
}

/**
 * Back to the status it had (`unknown` when the row does not say), a published item's page with
 * it; restoring one that is not trashed changes nothing.
 */
export async function restoreRow(db: Db, row: ItemRow, actorId: number, now: string, unknown: AuthoringStatus = "draft") {
  if (statusOf(row.status) !== "trashed") return;
  const before = row.status_before_trash ? statusOf(row.status_before_trash) : unknown;
  const to: AuthoringStatus = before === "trashed" ? unknown : before;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("contributions")
      .set({ status: to, status_before_trash: null, trashed_at: null, updated_at: now })
      .where("id", "=", row.id)
      .execute();
    if (to === "published") await setOnline(trx, row, true);
    await writeAudit(trx, { itemId: row.id, actorId, action: "restore", from: "trashed", to, at: now });
  });
}

export async function trashItem(db: Db, caller: Caller, kind: AuthoringKind, slug: string): Promise<AuthoringItem> {
  await trashRow(db, await findOwn(db, caller.userId, kind, slug), caller.userId, caller.now);
  return getItem(db, caller.userId, kind, slug);
}

export async function restoreItem(db: Db, caller: Caller, kind: AuthoringKind, slug: string): Promise<AuthoringItem> {
  await restoreRow(db, await findOwn(db, caller.userId, kind, slug), caller.userId, caller.now);
  return getItem(db, caller.userId, kind, slug);
}

/** Newest first. No status: everything but the trash; "trashed": the trash. */
export async function listItems(
  db: Db,
  userId: number,
  query: { group?: AuthoringGroup; status?: AuthoringStatus; page: number; per_page: number },
) {
  let base = db.selectFrom("contributions").where("user_id", "=", userId);
  base = query.status ? base.where("status", "=", query.status) : base.where("status", "!=", "trashed");
  if (query.group) base = base.where("kind", "in", kindsOfGroup(query.group));
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  const items = await Promise.all(rows.map((row) => toItem(db, row)));
  return paged(items, query.page, query.per_page, Number(count));
}

/** What the detail page would show for these fields, held to a draft's rules (only a title needed). */
export function previewItem(body: unknown, now: string) {
  const { kind } = parseInput(AuthoringPreviewRequest, body, "body");
  const columns = columnsOf(parseInput(authoringSchema(kind, "draft"), body, "body") as AuthoringFields);
  const fields = JSON.parse(columns.fields) as AuthoringFields;
  const source = { kind, collectionType: AUTHORING_KINDS[kind].collectionType, fields, imageId: columns.image_id, pdfId: columns.pdf_id };
  const preview = previewDetail(source, "preview", now);
  return { preview, body_html: preview.body };
}
