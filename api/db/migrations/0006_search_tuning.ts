import { sql, type Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * PostgreSQL phrase search (docs/decisions/0002). A GIN index on the search_vector only knows
 * which words an item has, not where, so `"data model"` re-checked every item holding both
 * words (60 000 of 100 000 for two common words). `search_bigrams(v)` lists the pairs of
 * lexemes at adjacent positions of a tsvector ("data model"), and a GIN index over it finds
 * the items where the phrase's words do stand side by side; `@@` then re-checks only those.
 * It reads the stored positions, the very ones `<->` compares, so it never misses a match.
 * SQLite (FTS5) matches phrases from its own position lists: nothing to do there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`CREATE FUNCTION search_bigrams(v tsvector) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme), '{}')
      FROM (SELECT u.lexeme, p FROM unnest(v) u, unnest(u.positions) p) a
      JOIN (SELECT u.lexeme, p FROM unnest(v) u, unnest(u.positions) p) b ON b.p = a.p + 1
    $$`.execute(db);
  await sql`CREATE INDEX collections_search_bigrams_idx ON collections
    USING GIN (search_bigrams(search_vector)) WHERE status = 'published'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`DROP INDEX IF EXISTS collections_search_bigrams_idx`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_bigrams(tsvector)`.execute(db);
}
