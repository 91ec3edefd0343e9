import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb, type Db } from "../../api/db";
import { createTestDatabase, dialect, type TestDatabase } from "./harness";

describe.skipIf(dialect !== "postgres")("PostgreSQL connections the server ends", () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ db } = openDb({ databaseUrl: database.options.databaseUrl }));
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it("outlive their idle connections being ended by the server: the error is logged and the next query opens a new one", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // Two connections, both idle in the pool afterwards.
      await Promise.all([sql`select pg_sleep(0.05)`.execute(db), sql`select pg_sleep(0.05)`.execute(db)]);
      const admin = new pg.Client({ connectionString: database.options.databaseUrl });
      await admin.connect();
      const ended = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      await admin.end();
      expect(ended.rowCount).toBe(2);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
      expect(String(logged.mock.calls[0][0])).toMatch(
        /^PostgreSQL closed an idle connection: terminating connection due to administrator command/,
      );
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      logged.mockRestore();
    }
  });
});
