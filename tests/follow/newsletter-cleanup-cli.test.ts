import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDb, type Db } from "../../api/db";
import { main } from "../../api/moderate-cli";
import { createTestDatabase, type TestDatabase } from "../api/harness";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  // The CLI finds its database in the environment, as `npm run moderate` does.
  if (database.options.databaseUrl) process.env.DATABASE_URL = database.options.databaseUrl;
  else delete process.env.DATABASE_URL;
  if (database.options.sqlitePath) process.env.SQLITE_PATH = database.options.sqlitePath;
  db = openDb(database.options).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe("npm run moderate -- newsletter-cleanup", () => {
  it("removes addresses pending for more than 30 days and keeps the rest", async () => {
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    const fresh = new Date().toISOString();
    await db
      .insertInto("newsletter_subscribers")
      .values([
        { email: "stale@example.test", page_url: null, created_at: old, status: "pending" },
        { email: "new@example.test", page_url: null, created_at: fresh, status: "pending" },
        { email: "kept@example.test", page_url: null, created_at: old, status: "confirmed" },
      ])
      .execute();
    const lines: string[] = [];
    expect(await main(["newsletter-cleanup"], (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(["removed 1 unconfirmed newsletter address(es)"]);
    const left = await db.selectFrom("newsletter_subscribers").select("email").orderBy("email").execute();
    expect(left.map((r) => r.email)).toEqual(["kept@example.test", "new@example.test"]);
  });
});
