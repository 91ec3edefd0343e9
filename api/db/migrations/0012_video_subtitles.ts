import type { Kysely } from "kysely";

/**
 * A video's transcript and WebVTT subtitles in a translation's language (docs/decisions/0094-visitor-content.md): the English
 * item keeps its captions and transcript in its attributes; a Hindi translation of the page may
 * add a Hindi transcript and Hindi subtitles of the same narration. Both nullable: most
 * translations are not of videos. The same DDL serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("collection_translations").addColumn("transcript", "text").execute();
  await db.schema.alterTable("collection_translations").addColumn("subtitles_url", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("collection_translations").dropColumn("subtitles_url").execute();
  await db.schema.alterTable("collection_translations").dropColumn("transcript").execute();
}
