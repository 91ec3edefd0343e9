import { sql, type Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * PostgreSQL: a search of titles, tags and summaries alone (the assistant's first search of a
 * question's words, docs/decisions/0126) has its own index. `'word':AB` in a tsquery is checked
 * on each row the index over the whole search_vector finds, and the planner, which cannot tell
 * how few of those hold the word in a title or summary, walked the newest-first index instead,
 * testing every row: at 100 000 items 150–210 ms a search, against 20–30 ms through this index
 * of the vector's A and B lexemes (api/search/postgres.ts). ANALYZE gives its expression
 * statistics of its own, so the planner also knows how many items match.
 *
 * SQLite (FTS5 column filters) needs nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`CREATE INDEX collections_summary_search_idx ON collections
    USING GIN (ts_filter(search_vector, '{a,b}')) WHERE status = 'published'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`DROP INDEX collections_summary_search_idx`.execute(db);
}
