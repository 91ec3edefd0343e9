import type { Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * What readers tell us (docs/product/editorial.md#what-readers-tell-us, decision in docs/decisions/):
 * - page_feedback: each "Was this page useful?" answer with its optional comment, its page (no
 *   language prefix), language and India-time day; no visitor data. Kept PAGE_FEEDBACK_LIMITS.keepDays.
 * - page_feedback_days: what the retention job leaves of older answers, counted per page,
 *   language and day; comments are not kept.
 * - search_misses: searches that found nothing, one row per day, language and normalised text,
 *   with a count. Kept PAGE_FEEDBACK_LIMITS.keepDays.
 * The same DDL serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await db.schema
    .createTable("page_feedback")
    .addColumn("id", "integer", (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("helpful", "integer", (c) => c.notNull())
    .addColumn("comment", "text")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_feedback_day_idx").on("page_feedback").columns(["day", "path"]).execute();
  await db.schema
    .createTable("page_feedback_days")
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("yes", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("no", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comments", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("page_feedback_days_pk", ["day", "path", "lang"])
    .execute();
  await db.schema
    .createTable("search_misses")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint("search_misses_pk", ["day", "lang", "query"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("search_misses").execute();
  await db.schema.dropTable("page_feedback_days").execute();
  await db.schema.dropTable("page_feedback").execute();
}
