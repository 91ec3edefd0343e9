import type { Kysely } from "kysely";

/**
 * The language an item was written in (docs/product/contributions.md#contributions-and-authoring, decision 0099 amended). Items were English
 * originals with translations beside them (0008); a contributor may now write in Hindi, and the
 * published page must say so (`lang`) so screen readers read it in Hindi. Existing rows are
 * English, as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("collections")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("collections").dropColumn("lang").execute();
}
