import { sql, type Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * PostgreSQL: a search of titles, tags and summaries alone (the assistant's first search of a
 * question's words, docs/decisions/0126) has its own index. `'word':AB` in a tsquery is checked
 * on each row the index over the whole search_vector finds, and the planner, which cannot tell
 * how few of those hold the word in a title or summary, walked the newest-first index instead,
 * testing every row: at 100 000 items 150–210 ms a search, against 10–25 ms through this index
 * of the vector's A and B lexemes (api/search/postgres.ts). It covers every row, not only the
 * published ones as the other search indexes do: the planner reads the statistics of an index's
 * expression only when the index is not partial, and without them it takes every word for a
 * rare one (a word in 26 000 summaries for one in 486, and a bitmap of all of them, 58 ms,
 * rather than the newest-first walk that stops at the first 1 000, 14 ms).
 *
 * SQLite (FTS5 column filters) needs nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`CREATE INDEX collections_summary_search_idx ON collections
    USING GIN (ts_filter(search_vector, '{a,b}'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`DROP INDEX collections_summary_search_idx`.execute(db);
}
