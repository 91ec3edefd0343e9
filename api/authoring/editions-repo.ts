import { EDITION_LIMITS, EDITION_MESSAGES, type EditionEntry, type PageUpdates } from "../../contract";
import type { Db } from "../db";
import { HttpError } from "../http";

/** The editions table: an item's versions as they went online (docs/product/editorial.md#editions-and-history). */

export interface NewEdition {
  itemId: number;
  collectionId: number;
  /** JSON text of the item's fields, as in contributions.fields. */
  fields: string;
  /** Null: the editor who scheduled it was deleted before it went online. */
  editorId: number | null;
  note: string | null;
  minor: boolean;
  restoredFrom?: number;
  at: string;
}

/** Call inside the transaction that puts the version online; answers the new edition's number. */
export async function recordEdition(trx: Db, edition: NewEdition): Promise<number> {
  const last = await trx
    .selectFrom("editions")
    .select((eb) => eb.fn.max("number").as("last"))
    .where("item_id", "=", edition.itemId)
    .executeTakeFirst();
  const number = Number(last?.last ?? 0) + 1;
  await trx
    .insertInto("editions")
    .values({
      item_id: edition.itemId,
      collection_id: edition.collectionId,
      number,
      fields: edition.fields,
      editor_id: edition.editorId,
      note: edition.note,
      minor: edition.minor ? 1 : 0,
      restored_from: edition.restoredFrom ?? null,
      at: edition.at,
    })
    .execute();
  return number;
}

function editionsOf(db: Db, itemId: number) {
  return db
    .selectFrom("editions as e")
    .leftJoin("users as u", "u.id", "e.editor_id")
    .select(["e.number", "e.at", "e.editor_id", "u.name", "e.note", "e.minor", "e.restored_from", "e.fields"])
    .where("e.item_id", "=", itemId);
}

type EditionRow = Awaited<ReturnType<ReturnType<typeof editionsOf>["executeTakeFirstOrThrow"]>>;

function toEntry(row: EditionRow, current: number): EditionEntry {
  return {
    number: Number(row.number),
    at: row.at,
    editor: row.editor_id === null ? null : { id: Number(row.editor_id), name: row.name ?? "" },
    note: row.note,
    minor: Number(row.minor) === 1,
    restored_from: row.restored_from === null ? null : Number(row.restored_from),
    current: Number(row.number) === current,
  };
}

async function currentNumber(db: Db, itemId: number): Promise<number> {
  const row = await db
    .selectFrom("editions")
    .select((eb) => eb.fn.max("number").as("last"))
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Newest first. */
export async function listEditions(db: Db, itemId: number): Promise<EditionEntry[]> {
  const [rows, current] = await Promise.all([
    editionsOf(db, itemId).orderBy("e.number", "desc").limit(EDITION_LIMITS.listed).execute(),
    currentNumber(db, itemId),
  ]);
  return rows.map((row) => toEntry(row, current));
}

/** One edition with its fields (JSON text); 404 when the item has no such edition. */
export async function findEdition(db: Db, itemId: number, number: number): Promise<{ entry: EditionEntry; fields: string }> {
  const [row, current] = await Promise.all([
    editionsOf(db, itemId).where("e.number", "=", number).executeTakeFirst(),
    currentNumber(db, itemId),
  ]);
  if (!row) throw new HttpError(404, EDITION_MESSAGES.noEdition);
  return { entry: toEntry(row, current), fields: row.fields };
}

/** A detail page's change notes: the editions worth telling readers of, newest first. */
export async function pageUpdates(db: Db, collectionId: number): Promise<PageUpdates> {
  const rows = await db
    .selectFrom("editions")
    .select(["number", "at", "note"])
    .where("collection_id", "=", collectionId)
    .where("minor", "=", 0)
    .orderBy("id", "desc")
    .limit(EDITION_LIMITS.listed)
    .execute();
  const notes = rows.map((row) => ({ at: row.at, note: row.note, first: Number(row.number) === 1 }));
  return { last_updated: notes[0]?.at ?? null, notes };
}
