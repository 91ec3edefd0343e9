import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * Notifications (docs/product/notifications.md, decision 0134):
 * - notifications: what happened for one user, stored as facts (kind, the item's title, the
 *   portal path without a language prefix, the editor's note), not as rendered text, so the
 *   profile shows each in the reader's language. A reply names its comment (unique: one
 *   notification per reply) and the comment replied to (the mail throttle counts per parent).
 *   `mailed` is 1 when an e-mail went out.
 * - notification_settings: the two kinds a user can turn off (0/1 flags); no row means both on.
 * - held_reply_notices: a reply held for moderation, with the comment it answers and the
 *   language it was written in, until a moderator approves it (then its author is told).
 * The same DDL serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await db.schema
    .createTable("notifications")
    .addColumn("id", "integer", (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("comment_id", "integer")
    .addColumn("parent_comment_id", "integer")
    .addColumn("mailed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("notifications_user_idx").on("notifications").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("notifications_comment_idx").on("notifications").column("comment_id").unique().execute();
  await db.schema.createIndex("notifications_parent_idx").on("notifications").columns(["parent_comment_id", "created_at"]).execute();
  await db.schema
    .createTable("notification_settings")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("decisions", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("replies", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("held_reply_notices")
    .addColumn("comment_id", "integer", (c) => c.primaryKey().references("comments.id").onDelete("cascade"))
    .addColumn("parent_comment_id", "integer", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("held_reply_notices").ifExists().execute();
  await db.schema.dropTable("notification_settings").ifExists().execute();
  await db.schema.dropTable("notifications").ifExists().execute();
}
