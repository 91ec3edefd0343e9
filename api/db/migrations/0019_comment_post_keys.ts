import { sql, type Kysely } from "kysely";

/**
 * A comment post names itself (the portal's Idempotency-Key), so a post sent twice is stored
 * once: a reader whose post reached the API but whose answer was lost (a replica killed, a 502
 * from the gateway) and who sends it again gets the comment that was stored. `post_key` is a
 * hash of the key with what was posted (api/comments/service.ts); unique per author.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("comments").addColumn("post_key", "text").execute();
  await db.schema
    .createIndex("comments_post_key_idx")
    .unique()
    .on("comments")
    .columns(["user_id", "post_key"])
    .where(sql.ref("post_key"), "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("comments_post_key_idx").ifExists().execute();
  await db.schema.alterTable("comments").dropColumn("post_key").execute();
}
