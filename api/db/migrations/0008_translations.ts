import { sql, type Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * Content in English and Hindi (docs/decisions/0083-translations.md, docs/decisions/0083-translations.md).
 *
 * 1. Translation tables, one row per thing and language; the English row stays the source.
 *    Items and pages carry their own status and dates; pillars, settings, tag names and the
 *    report form's spam categories are site chrome, shown whenever a translation row exists.
 * 2. `collections.translated_*`: the text of an item's published translations, kept by the
 *    repository (upsertItemTranslation), so that the one full-text index of each database
 *    covers both languages and every existing search path keeps working unchanged.
 * 3. The full-text indexes are rebuilt over those columns. SQLite: unicode61 with combining
 *    marks (M*) as word characters, so Devanagari words stay whole instead of splitting at each
 *    vowel sign. PostgreSQL: the search_vector also reads the translated text; its parser keeps
 *    Devanagari words whole already (the `english` configuration leaves them as they are).
 */
const ENGLISH_COLUMNS = ["title", "excerpt", "body_text", "tag_text"];
const TRANSLATED_COLUMNS = ["translated_title", "translated_excerpt", "translated_body_text"];
/**
 * porter leaves non-ASCII words as they are, and remove_diacritics still folds Latin accents
 * (also when written as combining marks), so English text tokenises exactly as before.
 */
export const FTS_TOKENIZER = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await db.schema
    .createTable("collection_translations")
    .addColumn("collection_id", "integer", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text")
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("featured_image_alt", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("collection_translations_pk", ["collection_id", "lang"])
    .execute();
  await db.schema
    .createIndex("collection_translations_status_idx")
    .on("collection_translations")
    .columns(["lang", "status", "collection_id"])
    .execute();

  await db.schema
    .createTable("page_translations")
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text")
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("page_translations_pk", ["page_id", "lang"])
    .execute();

  await db.schema
    .createTable("pillar_translations")
    .addColumn("pillar_id", "integer", (c) => c.notNull().references("pillars.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("heading", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("pillar_translations_pk", ["pillar_id", "lang"])
    .execute();

  await db.schema
    .createTable("setting_translations")
    .addColumn("key", "text", (c) => c.notNull().references("settings.key").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("setting_translations_pk", ["key", "lang"])
    .execute();

  await db.schema
    .createTable("tag_translations")
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("tag_translations_pk", ["tag_id", "lang"])
    .execute();

  await db.schema
    .createTable("spam_category_translations")
    .addColumn("category_id", "integer", (c) => c.notNull().references("spam_categories.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("spam_category_translations_pk", ["category_id", "lang"])
    .execute();

  for (const column of TRANSLATED_COLUMNS) {
    await db.schema
      .alterTable("collections")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }

  if (postgres) await rebuildPostgresVector(db);
  else await rebuildSqliteIndex(db, [...ENGLISH_COLUMNS, ...TRANSLATED_COLUMNS], FTS_TOKENIZER);
}

/** The search_vector again, over the translated text too when `translated` (same weights per field). */
async function rebuildPostgresVector(db: Kysely<unknown>, translated = true) {
  const extra = translated
    ? sql`|| setweight(to_tsvector('english', translated_title), 'A')
          || setweight(to_tsvector('english', translated_excerpt), 'B')
          || setweight(to_tsvector('english', translated_body_text), 'C')`
    : sql``;
  // Dropping the column drops the three indexes over it; they are made again below.
  await sql`ALTER TABLE collections DROP COLUMN search_vector`.execute(db);
  await sql`ALTER TABLE collections ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(tag_text, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(body_text, '')), 'C') ${extra}) STORED`.execute(db);
  await sql`ALTER TABLE collections ALTER COLUMN search_vector SET STORAGE MAIN`.execute(db);
  await sql`CREATE INDEX collections_search_idx ON collections USING GIN (search_vector) WHERE status = 'published'`.execute(db);
  await sql`CREATE INDEX collections_search_bigrams_idx ON collections
    USING GIN (search_bigrams(search_vector)) WHERE status = 'published'`.execute(db);
  await sql`CREATE INDEX collections_search_prefixes_idx ON collections
    USING GIN (search_prefixes(search_vector)) WHERE status = 'published'`.execute(db);
}

/** The FTS5 index and its triggers over `columns`, filled from the published items. */
async function rebuildSqliteIndex(db: Kysely<unknown>, columns: string[], tokenizer: string) {
  const list = sql.raw(columns.join(", "));
  const from = (row: "new" | "old") => sql.raw(columns.map((c) => `${row}.${c}`).join(", "));
  for (const name of ["collections_fts_ai", "collections_fts_ad", "collections_fts_au"]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS collections_fts`.execute(db);
  await sql`CREATE VIRTUAL TABLE collections_fts USING fts5(${list},
      content='collections', content_rowid='id', tokenize=${sql.lit(tokenizer)}, prefix='2 3')`.execute(db);
  await sql`CREATE TRIGGER collections_fts_ai AFTER INSERT ON collections WHEN new.status = 'published' BEGIN
      INSERT INTO collections_fts(rowid, ${list}) VALUES (new.id, ${from("new")});
    END`.execute(db);
  await sql`CREATE TRIGGER collections_fts_ad AFTER DELETE ON collections WHEN old.status = 'published' BEGIN
      INSERT INTO collections_fts(collections_fts, rowid, ${list}) VALUES ('delete', old.id, ${from("old")});
    END`.execute(db);
  // One trigger, so the old entry is always removed before the new one is added.
  await sql`CREATE TRIGGER collections_fts_au AFTER UPDATE OF ${list}, status ON collections BEGIN
      INSERT INTO collections_fts(collections_fts, rowid, ${list})
      SELECT 'delete', old.id, ${from("old")} WHERE old.status = 'published';
      INSERT INTO collections_fts(rowid, ${list})
      SELECT new.id, ${from("new")} WHERE new.status = 'published';
    END`.execute(db);
  // Only published items are indexed (a 'rebuild' would read every row).
  await sql`INSERT INTO collections_fts(rowid, ${list}) SELECT id, ${list} FROM collections WHERE status = 'published'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") await rebuildPostgresVector(db, false);
  else await rebuildSqliteIndex(db, ENGLISH_COLUMNS, "porter unicode61 remove_diacritics 2");
  for (const column of TRANSLATED_COLUMNS) await db.schema.alterTable("collections").dropColumn(column).execute();
  for (const table of [
    "spam_category_translations",
    "tag_translations",
    "setting_translations",
    "pillar_translations",
    "page_translations",
    "collection_translations",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
