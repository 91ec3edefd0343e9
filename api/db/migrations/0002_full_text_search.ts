import { sql, type Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * Full-text index over title, tags, excerpt and body text (docs/decisions/0002).
 * SQLite: an FTS5 external-content table kept in step by triggers (re-indexed only when the
 * indexed columns change, so view counts do not touch it). PostgreSQL: a stored generated
 * tsvector with weights and a GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`ALTER TABLE collections ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(tag_text, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(body_text, '')), 'C')) STORED`.execute(db);
    // Ranking reads every match's tsvector: keep it in the row (MAIN) and push the long text
    // columns out to TOAST instead (a low toast_tuple_target), so the heap stays small.
    await sql`ALTER TABLE collections ALTER COLUMN search_vector SET STORAGE MAIN`.execute(db);
    await sql`ALTER TABLE collections SET (toast_tuple_target = 256)`.execute(db);
    // Partial: only published items are ever searched, and the index stays smaller.
    await sql`CREATE INDEX collections_search_idx ON collections USING GIN (search_vector) WHERE status = 'published'`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE collections_fts USING fts5(
      title, excerpt, body_text, tag_text,
      content='collections', content_rowid='id',
      tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  // Only published items are indexed: searches never see drafts, and a text-only search can
  // rank and count from the index alone without touching the collections table.
  await sql`CREATE TRIGGER collections_fts_ai AFTER INSERT ON collections WHEN new.status = 'published' BEGIN
      INSERT INTO collections_fts(rowid, title, excerpt, body_text, tag_text)
      VALUES (new.id, new.title, new.excerpt, new.body_text, new.tag_text);
    END`.execute(db);
  await sql`CREATE TRIGGER collections_fts_ad AFTER DELETE ON collections WHEN old.status = 'published' BEGIN
      INSERT INTO collections_fts(collections_fts, rowid, title, excerpt, body_text, tag_text)
      VALUES ('delete', old.id, old.title, old.excerpt, old.body_text, old.tag_text);
    END`.execute(db);
  // One trigger, so the old entry is always removed before the new one is added.
  await sql`CREATE TRIGGER collections_fts_au AFTER UPDATE OF title, excerpt, body_text, tag_text, status ON collections BEGIN
      INSERT INTO collections_fts(collections_fts, rowid, title, excerpt, body_text, tag_text)
      SELECT 'delete', old.id, old.title, old.excerpt, old.body_text, old.tag_text WHERE old.status = 'published';
      INSERT INTO collections_fts(rowid, title, excerpt, body_text, tag_text)
      SELECT new.id, new.title, new.excerpt, new.body_text, new.tag_text WHERE new.status = 'published';
    END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`DROP INDEX IF EXISTS collections_search_idx`.execute(db);
    await sql`ALTER TABLE collections DROP COLUMN IF EXISTS search_vector`.execute(db);
    return;
  }
  for (const name of ["collections_fts_ai", "collections_fts_ad", "collections_fts_au"]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS collections_fts`.execute(db);
}
