import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * Authoring and the editorial desk (docs/product/editorial.md#the-editorial-desk, decision 0099). The contributions table grows into
 * the one home of contributed items: a kind, a slug unique per kind, the kind's fields as JSON,
 * the uploaded image and PDF, the editor's latest note, the contributor's language (decision
 * e-mails go out in it) and the dates the purge and the queue need. `collection_id` (already
 * there) is the published collections row. Every step of an item is kept in `editorial_audit`,
 * which names the item by id without a foreign key so the history outlives a purge.
 */
const LEGACY_KINDS: Record<number, string> = { 2: "article", 3: "article", 4: "case-study", 5: "video", 9: "research-report", 11: "event" };

function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const postgres = dialectOf(db) === "postgres";
  return table.addColumn("id", "integer", (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: Array<[string, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder]> = [
    ["kind", (c) => c.notNull().defaultTo("article")],
    ["slug", (c) => c],
    ["fields", (c) => c.notNull().defaultTo("{}")],
    ["image_id", (c) => c],
    ["pdf_id", (c) => c],
    ["review_note", (c) => c],
    ["lang", (c) => c.notNull().defaultTo("en")],
    ["submitted_at", (c) => c],
    ["trashed_at", (c) => c],
  ];
  for (const [name, build] of columns) {
    await db.schema.alterTable("contributions").addColumn(name, "text", build).execute();
  }
  await migrateLegacyRows(db);
  await db.schema.createIndex("contributions_kind_slug_idx").on("contributions").columns(["kind", "slug"]).unique().execute();
  await db.schema.createIndex("contributions_status_idx").on("contributions").columns(["status", "submitted_at", "id"]).execute();

  await withId(db, db.schema.createTable("editorial_audit"))
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text")
    .addColumn("note", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("editorial_audit_item_idx").on("editorial_audit").columns(["item_id", "id"]).execute();
}

/** The six legacy types become kinds (news stays news through its collection_type); plain text is valid Markdown. */
async function migrateLegacyRows(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{
    id: number;
    collection_type: number;
    title: string;
    summary: string;
    body: string;
    source_url: string | null;
    status: string;
    created_at: string;
  }>`
    select id, collection_type, title, summary, body, source_url, status, created_at from contributions`.execute(db);
  for (const row of rows.rows) {
    const fields = JSON.stringify({
      title: row.title,
      summary: row.summary,
      body: row.body,
      ...(row.source_url ? { source_url: row.source_url } : {}),
    });
    const kind = LEGACY_KINDS[Number(row.collection_type)] ?? "article";
    const submittedAt = row.status === "draft" ? null : row.created_at;
    await sql`update contributions set kind = ${kind}, slug = ${`contribution-${row.id}`}, fields = ${fields}, submitted_at = ${submittedAt}
      where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("editorial_audit").ifExists().execute();
  await db.schema.dropIndex("contributions_status_idx").ifExists().execute();
  await db.schema.dropIndex("contributions_kind_slug_idx").ifExists().execute();
  for (const column of ["trashed_at", "submitted_at", "lang", "review_note", "pdf_id", "image_id", "fields", "slug", "kind"]) {
    await db.schema.alterTable("contributions").dropColumn(column).execute();
  }
}
