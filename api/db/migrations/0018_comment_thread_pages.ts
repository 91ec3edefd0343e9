import { sql, type Kysely } from "kysely";

/**
 * The comment thread is read a page at a time (docs/decisions/0110-comment-thread-pages.md). Its reads and the indexes they use:
 *
 * - a page of top-level comments, by keyset on (created_at, id) in either order:
 *   comments_top_level_idx, partial (top-level comments only), so a busy thread's replies are
 *   never walked past;
 * - the first replies of each comment on the page, and the replies listing:
 *   comments_replies_idx (reference_comment_id, created_at, id);
 * - the thread's count for the header (and the detail page's approved count):
 *   comments_visibility_idx (collection_id, status, user_id, reference_comment_id, id), which
 *   holds every column the count reads, so it is read from the index alone.
 *
 * They replace three that are now prefixes of these or unused: comments_collection_idx
 * (collection_id, status) and comments_reference_idx of 0001, and comments_thread_idx
 * (collection_id, created_at, id) of 0004, which mixed replies into the thread's order.
 */
const REPLACED = [
  { name: "comments_collection_idx", columns: ["collection_id", "status"] },
  { name: "comments_reference_idx", columns: ["reference_comment_id"] },
  { name: "comments_thread_idx", columns: ["collection_id", "created_at", "id"] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("comments_top_level_idx")
    .on("comments")
    .columns(["collection_id", "created_at", "id"])
    .where(sql.ref("reference_comment_id"), "is", null)
    .execute();
  await db.schema.createIndex("comments_replies_idx").on("comments").columns(["reference_comment_id", "created_at", "id"]).execute();
  await db.schema
    .createIndex("comments_visibility_idx")
    .on("comments")
    .columns(["collection_id", "status", "user_id", "reference_comment_id", "id"])
    .execute();
  for (const { name } of REPLACED) await db.schema.dropIndex(name).ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns } of REPLACED) await db.schema.createIndex(name).ifNotExists().on("comments").columns(columns).execute();
  for (const name of ["comments_visibility_idx", "comments_replies_idx", "comments_top_level_idx"]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
