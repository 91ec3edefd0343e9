import type { Kysely } from "kysely";

/**
 * Uploaded images and PDFs (docs/product/contributions.md#images-and-pdfs, decision 0100). The row describes the file; the bytes
 * (the renditions of an image, or the PDF) live in the media storage under `{id}/…`. The id is a
 * uuid made by the API, so a url never reveals how many uploads there are. The same DDL serves
 * SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_owner_idx").on("media").column("owner_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media").execute();
}
