import type { Kysely } from "kysely";

/**
 * The Responsible-AI self-assessment (docs/product/guidance.md#the-self-assessment): one row per answer set, under an unguessable
 * id, with the questionnaire version it was answered under and its answers as one JSON document
 * (they are always read and written whole). The same DDL serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("assessments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("answers", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("share_id", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("submitted_at", "text")
    .execute();
  await db.schema.createIndex("assessments_user_idx").on("assessments").columns(["user_id", "updated_at"]).execute();
  await db.schema.createIndex("assessments_updated_idx").on("assessments").column("updated_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("assessments").execute();
}
