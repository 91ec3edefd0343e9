import type { Kysely } from "kysely";

/**
 * The assistant (docs/product/assistant.md#the-assistant, docs/decisions/0095): answers kept briefly so feedback can name them
 * (question text, language, status; no visitor data), and the questions it could not answer,
 * one row per normalised question with a count, for editors. Both are kept 90 days. The same
 * DDL serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("assistant_answers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("helpful", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("assistant_answers_created_idx").on("assistant_answers").column("created_at").execute();
  await db.schema
    .createTable("assistant_unanswered")
    .addColumn("question", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("first_asked", "text", (c) => c.notNull())
    .addColumn("last_asked", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("assistant_unanswered_last_idx").on("assistant_unanswered").column("last_asked").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("assistant_unanswered").execute();
  await db.schema.dropTable("assistant_answers").execute();
}
