import { sql } from "kysely";
import { detailPrefix } from "../../contract/content-types";
import {
  EDITOR_ROLES,
  monthsLater,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type AuditAction,
  type ContentReview,
  type DeskPerson,
} from "../../contract";
import type { Db } from "../db";
import { fieldError, HttpError } from "../http";
import { dailyPeriod } from "../jobs";
import { writeAudit } from "./audit";
import { paged } from "./items";

/**
 * Review dates and owners of published content (docs/product/editorial.md#review-dates-and-owners,
 * decision 0133): kept in content_reviews by the collections row, so sample content that never
 * went through the desk has them too. Days are India days, YYYY-MM-DD, compared as text.
 */

/** Today in India, the day review dates are compared with. */
export function indiaDay(now: Date): string {
  return dailyPeriod(now, 0).key;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The editors, moderators and admins of the desk (EDITOR_ROLES): who may own or be assigned work. */
export async function deskPeople(db: Db): Promise<DeskPerson[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "name"])
    .where("role", "in", [...EDITOR_ROLES])
    .where("deleted_at", "is", null)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** A colleague of the desk by id, or a 422 on `field`. */
export async function colleague(db: Db, id: number, field: string): Promise<DeskPerson> {
  const found = (await deskPeople(db)).find((p) => p.id === id);
  if (!found) throw fieldError(field, REVIEW_MESSAGES.notColleague);
  return found;
}

function reviewQuery(db: Db) {
  return db
    .selectFrom("collections as c")
    .leftJoin("content_reviews as r", "r.collection_id", "c.id")
    .leftJoin("users as o", "o.id", "r.owner_id")
    .where("c.status", "=", "published")
    .select([
      "c.id",
      "c.title",
      "c.slug",
      "c.collection_type",
      "c.head_category",
      "r.owner_id",
      "o.name as owner_name",
      "r.review_by",
      sql<number | null>`(select min(k.id) from contributions k where k.collection_id = c.id)`.as("item_id"),
    ]);
}
type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>["executeTakeFirstOrThrow"]>>;

function toReview(row: ReviewRow, today: string): ContentReview {
  return {
    collection_id: Number(row.id),
    item_id: row.item_id === null ? null : Number(row.item_id),
    title: row.title,
    url: `${detailPrefix(Number(row.collection_type), row.head_category) ?? "/search"}/${row.slug.toLowerCase()}`,
    owner: row.owner_id === null || row.owner_id === undefined ? null : { id: Number(row.owner_id), name: row.owner_name ?? "" },
    review_by: row.review_by ?? null,
    overdue: row.review_by !== null && row.review_by !== undefined && row.review_by < today,
  };
}

/** One published item's review (owner and date null when none is set); 404 when it is not published. */
export async function getReview(db: Db, collectionId: number, today: string): Promise<ContentReview> {
  const row = await reviewQuery(db).where("c.id", "=", collectionId).executeTakeFirst();
  if (!row) throw new HttpError(404, REVIEW_MESSAGES.notPublished);
  return toReview(row, today);
}

/** Overdue or due within REVIEW_LIMITS.dueWithinDays, oldest date first; of one owner when `ownerId` is given. */
export async function dueReviews(db: Db, query: { ownerId?: number; page: number; perPage?: number }, today: string) {
  const perPage = query.perPage ?? REVIEW_LIMITS.perPage;
  let base = reviewQuery(db).where("r.review_by", "<=", addDays(today, REVIEW_LIMITS.dueWithinDays));
  if (query.ownerId !== undefined) base = base.where("r.owner_id", "=", query.ownerId);
  const { count } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy("r.review_by")
    .orderBy("c.id")
    .limit(perPage)
    .offset((query.page - 1) * perPage)
    .execute();
  return {
    ...paged(
      rows.map((row) => toReview(row, today)),
      query.page,
      perPage,
      Number(count),
    ),
    today,
  };
}

function notPast(day: string | null, today: string, field: string): void {
  if (day !== null && day < today) throw fieldError(field, REVIEW_MESSAGES.pastDate);
}

/** Sets, changes or clears an item's owner and review date, audited. */
export async function setReview(
  db: Db,
  actorId: number,
  collectionId: number,
  input: { owner_id: number | null; review_by: string | null },
  now: Date,
): Promise<ContentReview> {
  const today = indiaDay(now);
  const current = await getReview(db, collectionId, today);
  const owner = input.owner_id === null ? null : await colleague(db, input.owner_id, "owner_id");
  if (input.review_by !== current.review_by) notPast(input.review_by, today, "review_by");
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (owner === null && input.review_by === null) {
      await trx.deleteFrom("content_reviews").where("collection_id", "=", collectionId).execute();
    } else {
      const values = { owner_id: owner?.id ?? null, review_by: input.review_by, set_by: actorId, set_at: at };
      await trx
        .insertInto("content_reviews")
        .values({ collection_id: collectionId, ...values })
        .onConflict((oc) => oc.column("collection_id").doUpdateSet(values))
        .execute();
    }
    const note = `${owner ? `Owner: ${owner.name}` : "No owner"}; ${input.review_by ? `review by ${input.review_by}` : "no review date"}`;
    await auditReview(trx, current.item_id, collectionId, { actorId, action: "review_date", note, at });
  });
  return getReview(db, collectionId, today);
}

/** The item was reviewed: the next review is due on `requested` (by default six months on); the owner stays. */
export async function markReviewed(
  db: Db,
  actorId: number,
  collectionId: number,
  requested: string | undefined,
  now: Date,
): Promise<ContentReview> {
  const today = indiaDay(now);
  const next = requested ?? monthsLater(today, REVIEW_LIMITS.nextInMonths);
  const current = await getReview(db, collectionId, today);
  notPast(next, today, "next_review_by");
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const values = { review_by: next, set_by: actorId, set_at: at };
    await trx
      .insertInto("content_reviews")
      .values({ collection_id: collectionId, owner_id: null, ...values })
      .onConflict((oc) => oc.column("collection_id").doUpdateSet(values))
      .execute();
    await auditReview(trx, current.item_id, collectionId, { actorId, action: "reviewed", note: `Next review by ${next}`, at });
  });
  return getReview(db, collectionId, today);
}

/** In the editorial audit when the item came through the desk, else in content_review_audit. */
async function auditReview(
  db: Db,
  itemId: number | null,
  collectionId: number,
  entry: { actorId: number; action: Extract<AuditAction, "review_date" | "reviewed">; note: string; at: string },
) {
  if (itemId !== null) {
    await writeAudit(db, { itemId, actorId: entry.actorId, action: entry.action, from: null, to: null, note: entry.note, at: entry.at });
    return;
  }
  await db
    .insertInto("content_review_audit")
    .values({ collection_id: collectionId, actor_id: entry.actorId, action: entry.action, note: entry.note, at: entry.at })
    .execute();
}
