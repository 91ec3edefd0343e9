import type { Kysely } from "kysely";

/**
 * Contributions (issue: contributions): the text a reader submits, the optional source link, and
 * the status a trashed contribution goes back to when restored. The first migration made the
 * table with a generic `payload`; these columns keep the text queryable and typed instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("contributions")
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("contributions")
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("contributions").addColumn("source_url", "text").execute();
  await db.schema.alterTable("contributions").addColumn("status_before_trash", "text").execute();
  await db.schema
    .createIndex("contributions_user_status_idx")
    .on("contributions")
    .columns(["user_id", "status", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("contributions_user_status_idx").ifExists().execute();
  for (const column of ["status_before_trash", "source_url", "body", "summary"]) {
    await db.schema.alterTable("contributions").dropColumn(column).execute();
  }
}
