import { AUTHORING_MESSAGES, EDITION_MESSAGES, type EditionRestoreRequest } from "../../contract";
import type { Db } from "../db";
import { HttpError } from "../http";
import { writeAudit } from "./audit";
import { fieldsOf, findById, statusOf, type ItemRow } from "./items";
import { publishItem } from "./publish";
import { columnsOf } from "./store";
import { diffFields } from "./edition-diff";
import { findEdition, listEditions, recordEdition } from "./editions-repo";

/**
 * Editions on the desk (docs/product/editorial.md#editions-and-history, decision 0128): every
 * version that goes online is kept, two can be compared word by word, and an earlier one can be
 * put back online as a new edition.
 */

interface ChangeNote {
  change_note?: string;
  minor?: boolean;
}

/**
 * The approval's edition, in the transaction that publishes it. The first publication is never
 * minor: readers are always told when a page first appeared.
 */
export async function recordApproval(trx: Db, row: ItemRow, collectionId: number, editorId: number | null, input: ChangeNote, now: string) {
  await recordEdition(trx, {
    itemId: row.id,
    collectionId,
    fields: row.fields,
    editorId,
    note: input.change_note || null,
    minor: Boolean(input.minor) && row.collection_id !== null,
    at: now,
  });
}

export async function history(db: Db, itemId: number) {
  const row = await findById(db, itemId);
  return { item_id: row.id, title: row.title, editions: await listEditions(db, itemId) };
}

export async function compare(db: Db, itemId: number, from: number, to: number) {
  await findById(db, itemId);
  const [before, after] = await Promise.all([findEdition(db, itemId, from), findEdition(db, itemId, to)]);
  return {
    from: before.entry,
    to: after.entry,
    fields: diffFields(fieldsOf({ fields: before.fields }), fieldsOf({ fields: after.fields })),
  };
}

/**
 * The edition's fields become the item's and go online as a new edition, audited. Only a
 * published item with no edit waiting: restoring over a contributor's pending edit would lose it.
 */
export async function restoreEdition(db: Db, editorId: number, itemId: number, number: number, input: EditionRestoreRequest, now: string) {
  const row = await findById(db, itemId);
  if (statusOf(row.status) !== "published" || row.collection_id === null) throw new HttpError(409, EDITION_MESSAGES.notPublished);
  const edition = await findEdition(db, itemId, number);
  const columns = columnsOf(fieldsOf({ fields: edition.fields }));
  const restored: ItemRow = { ...row, ...columns, updated_at: now };
  const note = input.change_note || null;
  const created = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("contributions")
      .set({ ...columns, updated_at: now })
      .where("id", "=", itemId)
      .where("status", "=", row.status)
      .where("updated_at", "=", row.updated_at)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new HttpError(409, AUTHORING_MESSAGES.changedMeanwhile);
    const collectionId = await publishItem(trx, restored, now);
    const fields = restored.fields;
    const minor = Boolean(input.minor);
    const created = await recordEdition(trx, { itemId, collectionId, fields, editorId, note, minor, restoredFrom: number, at: now });
    await writeAudit(trx, { itemId, actorId: editorId, action: "restore_edition", from: "published", to: "published", note, at: now });
    return created;
  });
  return (await findEdition(db, itemId, created)).entry;
}
