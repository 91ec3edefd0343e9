import type { Db } from "../db";
import { nowIso } from "../repo/time";
import type { Answers } from "./types";

/** Stored assessments (0009_assessments). Answers are one JSON document per assessment. */
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

export async function insertAssessment(db: Db, a: { id: string; version: string; user_id: number | null; answers: Answers }): Promise<StoredAssessment> {
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

export async function updateAssessment(
  db: Db,
  id: string,
  changes: { answers?: Answers; share_id?: string | null; submitted?: boolean },
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable("assessments")
    .set({
      updated_at: now,
      ...(changes.answers ? { answers: JSON.stringify(changes.answers) } : {}),
      ...(changes.share_id !== undefined ? { share_id: changes.share_id } : {}),
      ...(changes.submitted ? { submitted_at: now } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function deleteAssessment(db: Db, id: string): Promise<void> {
  await db.deleteFrom("assessments").where("id", "=", id).execute();
}

export async function listForUser(db: Db, userId: number): Promise<StoredAssessment[]> {
  const rows = await db.selectFrom("assessments").selectAll().where("user_id", "=", userId).orderBy("updated_at", "desc").limit(50).execute();
  return rows.map(fromRow);
}

/** Removes drafts never finished and untouched since `before`; answers how many. */
export async function deleteAbandoned(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom("assessments").where("submitted_at", "is", null).where("updated_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
