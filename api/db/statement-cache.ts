import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";
import { cacheBudget, registerCache } from "../../shared/memory-budget";

/** What one kept statement is counted as: its SQL, and SQLite's compiled program (a few kB). */
export function statementBytes(sql: string): number {
  return 2048 + 2 * sql.length;
}

/**
 * The SQLite handle Kysely gets, with each statement prepared once per SQL text instead of on
 * every query (preparing parses and plans the SQL: a few percent of a page's CPU). A statement
 * still iterating (a streamed query) is busy: a second caller gets a fresh one. Bounded by bytes
 * (`maxBytes`, default the "statements" share of the memory budget, shared/memory-budget.ts),
 * each statement counted by statementBytes: the oldest go first (lists of different lengths
 * make different texts).
 */
export function withStatementCache(database: SQLite.Database, maxBytes = cacheBudget("statements")): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  let bytes = 0;
  const lookups = { hits: 0, misses: 0 };
  registerCache("statements", { budget: maxBytes, bytes: () => bytes, entries: () => statements.size, lookups });
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        lookups.hits += 1;
        return cached;
      }
      lookups.misses += 1;
      const statement = database.prepare(sql);
      const size = statementBytes(sql);
      if (!cached && size <= maxBytes) {
        for (const oldest of statements.keys()) {
          if (bytes + size <= maxBytes) break;
          statements.delete(oldest);
          bytes -= statementBytes(oldest);
        }
        statements.set(sql, statement);
        bytes += size;
      }
      return statement;
    },
  };
}
