import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * The SQLite handle Kysely gets, with each statement prepared once per SQL text instead of on
 * every query (preparing parses and plans the SQL: a few percent of a page's CPU). A statement
 * still iterating (a streamed query) is busy: a second caller gets a fresh one. The oldest entry
 * goes once `max` texts are kept (lists of different lengths make different texts).
 */
export function withStatementCache(database: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(sql);
      if (!cached) {
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
