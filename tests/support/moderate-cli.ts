import { migrateToLatest, openDb, type Db } from "../../api/db";
import { main } from "../../api/main/moderate-cli";
import { createTestDatabase } from "../api/harness";

/**
 * `npm run moderate` against a fresh, migrated test database (SQLite, or PostgreSQL under
 * TEST_DB=postgres). The CLI finds its database in the environment, as it does for operators.
 */
export async function openCliDatabase(): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await createTestDatabase({ from: "migrated" });
  if (database.options.databaseUrl) process.env.DATABASE_URL = database.options.databaseUrl;
  else delete process.env.DATABASE_URL;
  if (database.options.sqlitePath) process.env.SQLITE_PATH = database.options.sqlitePath;
  const db = openDb(database.options).db;
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop();
      delete process.env.SQLITE_PATH;
    },
  };
}

/** Runs one moderate command and keeps what it printed. */
export async function moderate(...args: string[]) {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}
