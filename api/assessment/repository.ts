import type { ExpressionBuilder } from "kysely";
import type { Db } from "../db";
import type { Database } from "../db/schema";
import { nowIso } from "../repo/time";
import type { Answers } from "./types";

/**
 * Stored assessments (0009_assessments). Answers are one JSON document per assessment; `user_id`
 * is the owner (null: anonymous, the id is the key).
 */
export interface StoredAssessment {
  id: string;
  version: string;
  user_id: number | null;
  answers: Answers;
  share_id: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

type Row = Omit<StoredAssessment, "answers"> & { answers: string };
const fromRow = (row: Row): StoredAssessment => ({ ...row, answers: JSON.parse(row.answers) as Answers });

export async function insertAssessment(
  db: Db,
  a: { id: string; version: string; user_id: number | null; answers: Answers },
): Promise<StoredAssessment> {
  const now = nowIso();
  const row = { ...a, answers: JSON.stringify(a.answers), share_id: null, created_at: now, updated_at: now, submitted_at: null };
  await db.insertInto("assessments").values(row).execute();
  return fromRow(row);
}

export async function findAssessment(db: Db, id: string): Promise<StoredAssessment | null> {
  const row = await db.selectFrom("assessments").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function findShared(db: Db, shareId: string): Promise<StoredAssessment | null> {
  const row = await db.selectFrom("assessments").selectAll().where("share_id", "=", shareId).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Rows `viewer` may change: anonymous ones, and with a signed-in viewer, theirs. */
function openTo(viewer: number | null) {
  return (eb: ExpressionBuilder<Database, "assessments">) =>
    viewer === null ? eb("user_id", "is", null) : eb.or([eb("user_id", "is", null), eb("user_id", "=", viewer)]);
}

/**
 * Changes a draft `viewer` may change; `claim` makes a signed-in viewer its owner. Answers
 * whether the row was changed (false: gone, or taken by someone else meanwhile).
 */
export async function updateAssessment(
  db: Db,
  id: string,
  viewer: number | null,
  changes: { answers?: Answers; share_id?: string | null; submitted?: boolean; claim?: boolean },
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable("assessments")
    .set({
      updated_at: now,
      ...(changes.answers ? { answers: JSON.stringify(changes.answers) } : {}),
      ...(changes.share_id !== undefined ? { share_id: changes.share_id } : {}),
      ...(changes.submitted ? { submitted_at: now } : {}),
      ...(changes.claim && viewer !== null ? { user_id: viewer } : {}),
    })
    .where("id", "=", id)
    .where(openTo(viewer))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a draft `viewer` may change; answers whether there was one. */
export async function deleteAssessment(db: Db, id: string, viewer: number | null): Promise<boolean> {
  const result = await db.deleteFrom("assessments").where("id", "=", id).where(openTo(viewer)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listForUser(db: Db, userId: number): Promise<StoredAssessment[]> {
  const rows = await db
    .selectFrom("assessments")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .limit(50)
    .execute();
  return rows.map(fromRow);
}

/** Removes drafts never finished and untouched since `before`; answers how many. */
export async function deleteAbandoned(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom("assessments").where("submitted_at", "is", null).where("updated_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
