import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * The jobs table the in-process runner claims work from, saved searches with their alert
 * setting, and the record of alert digests sent (docs/product/follow.md#e-mail-alerts, decision 0104). Times are ISO strings,
 * as everywhere else, so comparisons read the same on both databases.
 */
function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const postgres = dialectOf(db) === "postgres";
  return table.addColumn("id", "integer", (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("jobs"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(5))
    .addColumn("lease_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("done_at", "text")
    .addColumn("failed_at", "text")
    // One row per kind and period (or any other idempotency key): replicas enqueue once.
    .addColumn("unique_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("jobs_due_idx").on("jobs").columns(["done_at", "failed_at", "run_at"]).execute();

  await withId(db, db.schema.createTable("saved_searches"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("query_data", "text", (c) => c.notNull())
    .addColumn("alert", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    // Items published after this were not yet in a digest of this search.
    .addColumn("alerted_until", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("saved_searches_user_idx").on("saved_searches").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("saved_searches_alert_idx").on("saved_searches").columns(["alert", "user_id"]).execute();

  await withId(db, db.schema.createTable("alert_digests"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("period_key", "text", (c) => c.notNull())
    .addColumn("item_count", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("alert_digests_user_period", ["user_id", "period_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["alert_digests", "saved_searches", "jobs"]) await db.schema.dropTable(table).ifExists().execute();
}
