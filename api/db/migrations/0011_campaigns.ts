import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * Campaign and call pages, consultation feedback and site feedback (docs/product/campaigns.md#campaigns-and-calls, decision 0097).
 * A campaign is a page (kind "campaign") with its dates and apply details in `campaigns`; its
 * Hindi title and body stay in page_translations, its Hindi eligibility, steps and sections in
 * `campaign_translations`. Status is never stored: it is computed from the dates on each request.
 * Feedback names its consultation by slug, so re-seeding the pages never deletes what people sent.
 */
function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const postgres = dialectOf(db) === "postgres";
  return table.addColumn("id", "integer", (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("campaigns")
    .addColumn("page_id", "integer", (c) => c.primaryKey().references("pages.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("opens_at", "text", (c) => c.notNull())
    .addColumn("closes_at", "text", (c) => c.notNull())
    .addColumn("apply_url", "text")
    .addColumn("eligibility", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("how_to_apply", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("sections", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .createTable("campaign_translations")
    .addColumn("page_id", "integer", (c) => c.notNull().references("campaigns.page_id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("eligibility", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("how_to_apply", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("sections", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("campaign_translations_pk", ["page_id", "lang"])
    .execute();
  await withId(db, db.schema.createTable("consultation_feedback"))
    .addColumn("campaign_slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("organisation", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("comments", "text", (c) => c.notNull())
    .addColumn("attachment_name", "text")
    .addColumn("attachment_type", "text")
    .addColumn("attachment_size", "integer")
    .addColumn("attachment_path", "text")
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("consultation_feedback_slug_idx").on("consultation_feedback").columns(["campaign_slug", "id"]).execute();
  await withId(db, db.schema.createTable("site_feedback"))
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["site_feedback", "consultation_feedback", "campaign_translations", "campaigns"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
