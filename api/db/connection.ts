import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { parseEnv } from "../../config/env";
import type { Database } from "./schema";
import { withStatementCache } from "./statement-cache";
import { cacheBudget, registerCache } from "../../shared/memory-budget";

export type DialectName = "sqlite" | "postgres";
export type Db = Kysely<Database>;

export interface DbOptions {
  /** postgres://… selects PostgreSQL; anything else (or nothing) selects SQLite. */
  databaseUrl?: string;
  /** SQLite file; default SQLITE_PATH or data/portal.sqlite. ":memory:" works too. */
  sqlitePath?: string;
  /** PostgreSQL pool size (PG_POOL_MAX, default 10). */
  poolMax?: number;
  /** MEMORY_BUDGET_MB (default 512): SQLite's page cache and the prepared statements get their shares of it (shared/memory-budget.ts). */
  memoryBudgetMb?: number;
}

const dialects = new WeakMap<object, DialectName>();

/** The dialect a Kysely instance (or transaction) was opened with. */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  const known = dialects.get(db);
  if (known) return known;
  // Transactions are new Kysely objects; their adapter tells the dialect apart.
  const adapter = db.getExecutor().adapter.constructor.name;
  return adapter.startsWith("Postgres") ? "postgres" : "sqlite";
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

// PostgreSQL returns COUNT(*) and other int8 as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDb(options: DbOptions = {}): { db: Db; dialect: DialectName } {
  // The command-line tools (seed, moderate) pass nothing: they read the environment here, once.
  const env = options.databaseUrl === undefined || options.sqlitePath === undefined ? parseEnv(process.env) : undefined;
  const url = options.databaseUrl ?? env?.DATABASE_URL;
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? env?.PG_POOL_MAX ?? 10 });
    // An idle connection that the server ends (a restart, a failover, an administrator's
    // pg_terminate_backend) reports it on the pool, and an 'error' event without a listener
    // would end the process. The pool has already dropped that connection; the next query opens
    // a new one.
    pool.on("error", (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialects.set(db, "postgres");
    return { db, dialect: "postgres" };
  }
  const file = options.sqlitePath ?? env?.SQLITE_PATH ?? path.join(env?.DATA_DIR ?? "data", "portal.sqlite");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  database.pragma("synchronous = NORMAL");
  // A page cache of its share of the memory budget (cache_size in KiB when negative) and
  // memory-mapped reads of the file, up to theirs, keep search lookups off the disk path. SQLite does not tell how much of
  // its cache is in use: the metrics show the budget only.
  const budgetMb = options.memoryBudgetMb ?? env?.MEMORY_BUDGET_MB;
  const pageCacheBytes = cacheBudget("sqlite", budgetMb);
  database.pragma(`cache_size = -${Math.floor(pageCacheBytes / 1024)}`);
  const mappedBytes = cacheBudget("sqlite-mmap", budgetMb);
  database.pragma(`mmap_size = ${mappedBytes}`);
  registerCache("sqlite", { budget: pageCacheBytes });
  registerCache("sqlite-mmap", { budget: mappedBytes });
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database, cacheBudget("statements", budgetMb)) }),
  });
  dialects.set(db, "sqlite");
  return { db, dialect: "sqlite" };
}

/** One round trip to the database (the health check). */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
