import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * Review dates, owners and assignment on the editorial desk (docs/product/editorial.md#review-dates-and-owners,
 * decision 0133):
 * - content_reviews: a published item's owner and "review by" day (YYYY-MM-DD, India day), keyed
 *   by the collections row, since sample content has no contributions row; no row: neither set.
 * - content_review_audit: changes to those of an item that has no contributions row (the others
 *   are written in editorial_audit).
 * - submission_assignments: the colleague a submission is assigned to, one per submission.
 * - review_digests: one owner's weekly digest of one week, written once it is sent.
 * - review_digest_stops: owners who stopped the weekly digest from its unsubscribe link.
 * The same DDL serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  const id = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable("content_reviews")
    .addColumn("collection_id", "integer", (c) => c.primaryKey().references("collections.id").onDelete("cascade"))
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("review_by", "text")
    .addColumn("set_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("set_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("content_reviews_due_idx").on("content_reviews").columns(["review_by", "owner_id"]).execute();
  await db.schema
    .createTable("content_review_audit")
    .addColumn("id", "integer", id)
    .addColumn("collection_id", "integer", (c) => c.notNull())
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("content_review_audit_collection_idx").on("content_review_audit").columns(["collection_id", "id"]).execute();
  await db.schema
    .createTable("submission_assignments")
    .addColumn("item_id", "integer", (c) => c.primaryKey().references("contributions.id").onDelete("cascade"))
    .addColumn("assignee_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("assigned_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("assigned_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("submission_assignments_assignee_idx").on("submission_assignments").column("assignee_id").execute();
  await db.schema
    .createTable("review_digests")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("period_key", "text", (c) => c.notNull())
    .addColumn("item_count", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("review_digests_user_period_idx").on("review_digests").columns(["user_id", "period_key"]).unique().execute();
  await db.schema
    .createTable("review_digest_stops")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["review_digest_stops", "review_digests", "submission_assignments", "content_review_audit", "content_reviews"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
