import type { Kysely } from "kysely";

/**
 * Scheduled publication and unpublication (docs/product/editorial.md#scheduling, decision 0132):
 * at most one pending schedule of each action per item, with the time it is due (ISO, UTC), the
 * editor who set it, and for a publication the edition's change note and minor flag, used when
 * the job runner publishes it (the approval's note is the item's review_note from the start). A
 * row is deleted when it is done or cancelled, and with its item. The same DDL serves SQLite and
 * PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("editorial_schedules")
    .addColumn("item_id", "integer", (c) => c.notNull().references("contributions.id").onDelete("cascade"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("editor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("change_note", "text")
    .addColumn("minor", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("editorial_schedules_pk", ["item_id", "action"])
    .execute();
  await db.schema.createIndex("editorial_schedules_due_idx").on("editorial_schedules").columns(["at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("editorial_schedules").ifExists().execute();
}
