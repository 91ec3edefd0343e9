import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * Editions of published content (docs/product/editorial.md#editions-and-history, decision 0128):
 * every time an item's version goes online (an approval, a restore) its fields are kept as an
 * edition, numbered per item, with the editor, the time, the public change note and whether the
 * change was minor (0/1, as every flag; a minor edition gives readers no note). The item is named
 * by id without a foreign key, as in the audit log, so its history outlives a purge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await db.schema
    .createTable("editions")
    .addColumn("id", "integer", (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("collection_id", "integer", (c) => c.notNull())
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("editor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("note", "text")
    .addColumn("minor", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("restored_from", "integer")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("editions_item_number_idx").on("editions").columns(["item_id", "number"]).unique().execute();
  await db.schema.createIndex("editions_collection_idx").on("editions").columns(["collection_id", "number"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("editions").ifExists().execute();
}
