import { sql, type Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * PostgreSQL search, second round (docs/decisions/0002, "PostgreSQL tuning").
 *
 * 1. `published_at` and `title` back in the row. `toast_tuple_target = 256` (0002) pushed every
 *    text value longer than a TOAST pointer out of the row, and an ISO date is 24 characters:
 *    86 % of rows kept `published_at` in TOAST, so each sort, year filter or newest-first scan
 *    that read it paid an extra TOAST index lookup per row (and sorts re-read it per comparison).
 *    `MAIN` keeps short values inline; CLUSTER rewrites the existing rows so they take the new
 *    storage (and leaves the heap in publication order, which the newest-first scans like).
 * 2. A prefix index for type-ahead. `'dat':*` makes the GIN index over search_vector walk every
 *    lexeme starting with "dat"; `search_prefixes(v)` lists the first 2 and 3 characters of each
 *    lexeme, so a 2- or 3-character prefix is one exact key of a GIN index, and the capped count
 *    reads matching rows only, without re-checking each tsvector.
 * 3. Exactness helpers for those two indexes, evaluated once per query (the planner folds
 *    immutable calls on constants), and a high COST on the index expressions so the planner
 *    never evaluates them row by row in a scan's filter.
 *
 * SQLite (FTS5) is untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`ALTER TABLE collections
    ALTER COLUMN published_at SET STORAGE MAIN,
    ALTER COLUMN title SET STORAGE MAIN`.execute(db);
  // Rewrites the table (and its indexes) so existing rows store the values inline.
  await sql`CLUSTER collections USING collections_published_idx`.execute(db);

  await sql`ALTER FUNCTION search_bigrams(tsvector) COST 1000`.execute(db);
  await sql`CREATE FUNCTION search_prefixes(v tsvector) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
      SELECT coalesce(array_agg(DISTINCT p), '{}')
      FROM unnest(tsvector_to_array(v)) l, LATERAL (VALUES (left(l, 2)), (left(l, 3))) x(p)
    $$`.execute(db);
  await sql`CREATE INDEX collections_search_prefixes_idx ON collections
    USING GIN (search_prefixes(search_vector)) WHERE status = 'published'`.execute(db);

  // A quoted phrase whose text is exactly two adjacent lexemes: its tsquery is 'a' <-> 'b', and
  // an item matches it exactly when its bigrams hold "a b".
  await sql`CREATE FUNCTION search_phrase_is_bigram(t text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT cardinality(search_bigrams(v)) = 1
        AND (SELECT sum(cardinality(u.positions)) FROM unnest(v) u) = 2
      FROM to_tsvector('english', t) v
    $$`.execute(db);
  // The key of a typed prefix in search_prefixes: its one lexeme (as to_tsquery stems it) when
  // that is 2 or 3 characters long; otherwise no key ('{}', which every row contains).
  await sql`CREATE FUNCTION search_prefix_key(word text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT CASE WHEN length(v) = 1 AND length(a[1]) BETWEEN 2 AND 3 THEN a ELSE '{}' END
      FROM to_tsvector('english', word) v, tsvector_to_array(v) a
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`DROP FUNCTION IF EXISTS search_prefix_key(text)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_phrase_is_bigram(text)`.execute(db);
  await sql`DROP INDEX IF EXISTS collections_search_prefixes_idx`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_prefixes(tsvector)`.execute(db);
  await sql`ALTER FUNCTION search_bigrams(tsvector) COST 100`.execute(db);
  await sql`ALTER TABLE collections
    ALTER COLUMN published_at SET STORAGE EXTENDED,
    ALTER COLUMN title SET STORAGE EXTENDED`.execute(db);
}
