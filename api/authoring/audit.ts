import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuthoringStatus } from "../../contract";
import type { Db } from "../db";
import { paged, statusOf } from "./items";

/** The editorial audit log: every step of every item, written in the transaction of the step. */

export interface AuditInput {
  itemId: number;
  actorId: number | null;
  action: AuditAction;
  from: AuthoringStatus | null;
  to: AuthoringStatus | null;
  note?: string | null;
  at: string;
  /** An approval by the item's own author, allowed because EDITORIAL_FOUR_EYES is off (decision 0123). */
  selfApproved?: boolean;
}

export async function writeAudit(db: Db, entry: AuditInput): Promise<void> {
  await db
    .insertInto("editorial_audit")
    .values({
      item_id: entry.itemId,
      actor_id: entry.actorId,
      action: entry.action,
      from_status: entry.from,
      to_status: entry.to,
      note: entry.note ?? null,
      at: entry.at,
      self_approved: entry.selfApproved ? 1 : 0,
    })
    .execute();
}

const PER_PAGE = 50;

function actionOf(value: string): AuditEntry["action"] {
  return (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditEntry["action"]) : "edit";
}

/** Newest first; one item's history or the whole log, or only the self-approvals (or only the others). */
export async function listAudit(db: Db, query: { itemId?: number; selfApproved?: boolean; page: number; perPage?: number }) {
  const perPage = query.perPage ?? PER_PAGE;
  let base = db.selectFrom("editorial_audit as a").leftJoin("users as u", "u.id", "a.actor_id");
  if (query.itemId !== undefined) base = base.where("a.item_id", "=", query.itemId);
  if (query.selfApproved !== undefined) base = base.where("a.self_approved", "=", query.selfApproved ? 1 : 0);
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const rows = await base
    .select(["a.id", "a.item_id", "a.actor_id", "u.name", "a.action", "a.from_status", "a.to_status", "a.note", "a.at", "a.self_approved"])
    .orderBy("a.id", "desc")
    .limit(perPage)
    .offset((query.page - 1) * perPage)
    .execute();
  const items: AuditEntry[] = rows.map((r) => ({
    id: Number(r.id),
    item_id: Number(r.item_id),
    actor: r.actor_id !== null ? { id: Number(r.actor_id), name: r.name ?? "" } : null,
    action: actionOf(r.action),
    from_status: r.from_status === null ? null : statusOf(r.from_status),
    to_status: r.to_status === null ? null : statusOf(r.to_status),
    note: r.note,
    at: r.at,
    self_approved: Number(r.self_approved) === 1,
  }));
  return paged(items, query.page, perPage, Number(count));
}
