import type { DeskPerson, ItemStewardship } from "../../contract";
import type { Db } from "../db";
import { writeAudit } from "./audit";
import { findById } from "./items";
import { colleague, getReview, indiaDay } from "./reviews";

/**
 * Assignment of submissions to a colleague of the desk (docs/product/editorial.md#assignment,
 * decision 0133): at most one assignee per submission, audited in the editorial audit.
 */

/** The colleague a submission is assigned to, or null. */
export async function assigneeOf(db: Db, itemId: number): Promise<(DeskPerson & { at: string }) | null> {
  const row = await db
    .selectFrom("submission_assignments as a")
    .innerJoin("users as u", "u.id", "a.assignee_id")
    .select(["u.id", "u.name", "a.assigned_at"])
    .where("a.item_id", "=", itemId)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name, at: row.assigned_at } : null;
}

/** The submissions assigned to `userId`, as a subquery for the queue's filter. */
export function assignedTo(db: Db, userId: number) {
  return db.selectFrom("submission_assignments").select("item_id").where("assignee_id", "=", userId);
}

/** A submission's assignee, and the review of its published item when it is published. */
export async function stewardship(db: Db, itemId: number, now: Date): Promise<ItemStewardship> {
  const row = await findById(db, itemId);
  const assignee = await assigneeOf(db, itemId);
  const published =
    row.collection_id === null
      ? null
      : await db
          .selectFrom("collections")
          .select("id")
          .where("id", "=", row.collection_id)
          .where("status", "=", "published")
          .executeTakeFirst();
  return {
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
    assigned_at: assignee?.at ?? null,
    review: published ? await getReview(db, Number(published.id), indiaDay(now)) : null,
  };
}

/** Assigns the submission to `assigneeId` (a colleague of the desk), or unassigns it with null. */
export async function assign(db: Db, actorId: number, itemId: number, assigneeId: number | null, now: Date): Promise<ItemStewardship> {
  await findById(db, itemId);
  const person = assigneeId === null ? null : await colleague(db, assigneeId, "assignee_id");
  const current = await assigneeOf(db, itemId);
  const at = now.toISOString();
  if (current?.id !== person?.id) {
    await db.transaction().execute(async (trx) => {
      if (person) {
        const values = { assignee_id: person.id, assigned_by: actorId, assigned_at: at };
        await trx
          .insertInto("submission_assignments")
          .values({ item_id: itemId, ...values })
          .onConflict((oc) => oc.column("item_id").doUpdateSet(values))
          .execute();
      } else {
        await trx.deleteFrom("submission_assignments").where("item_id", "=", itemId).execute();
      }
      const action = person ? "assign" : "unassign";
      const note = person ? person.name : (current?.name ?? null);
      await writeAudit(trx, { itemId, actorId, action, from: null, to: null, note, at });
    });
  }
  return stewardship(db, itemId, now);
}
