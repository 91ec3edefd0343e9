import type { Kysely } from "kysely";

/**
 * Comments moderation (docs/product/comments.md#comments): when a comment was last moderated (reports older than that no
 * longer count towards hiding it), one report per user and comment, and the indexes the thread
 * listing reads by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("comments").addColumn("moderated_at", "text").execute();
  await db.schema.alterTable("comments").addColumn("moderated_by", "integer").execute();
  await db.schema
    .createIndex("comment_reports_comment_user_unique")
    .on("comment_reports")
    .columns(["comment_id", "user_id"])
    .unique()
    .execute();
  await db.schema.createIndex("comments_thread_idx").on("comments").columns(["collection_id", "created_at", "id"]).execute();
  await db.schema.createIndex("comments_user_idx").on("comments").columns(["user_id"]).execute();
  await db.schema.createIndex("comments_status_idx").on("comments").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("comment_likes_user_idx").on("comment_likes").columns(["user_id", "comment_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "comment_likes_user_idx",
    "comments_status_idx",
    "comments_user_idx",
    "comments_thread_idx",
    "comment_reports_comment_user_unique",
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable("comments").dropColumn("moderated_by").execute();
  await db.schema.alterTable("comments").dropColumn("moderated_at").execute();
}
