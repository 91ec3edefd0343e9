import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../api/moderate-cli";
import { migrateToLatest, openDb, type Db } from "../../api/db";
import { insertCollection } from "../comments/api-fixture";
import { createTestDatabase, type TestDatabase } from "./harness";

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

async function cli(...args: string[]) {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

async function pendingComment(text: string) {
  const now = new Date().toISOString();
  const user = await db
    .insertInto("users")
    .values({ uuid: randomUUID(), name: "Asha Rao", role: "user", consent_accepted: 0, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const collection = await insertCollection(db, 2);
  const row = await db
    .insertInto("comments")
    .values({ collection_id: collection, user_id: user.id, reference_comment_id: null, comment: text, status: 1, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const statusOf = async (id: number) => (await db.selectFrom("comments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

describe("npm run moderate", () => {
  it("lists pending comments, then approves and rejects them by id", async () => {
    const a = await pendingComment("Please approve me");
    const b = await pendingComment("Please reject me");
    const listed = await cli("list");
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(`#${a}`);
    expect(listed.text).toContain("Please reject me");

    expect((await cli("approve", String(a))).text).toBe(`#${a} approved`);
    expect((await cli("reject", String(b))).text).toBe(`#${b} rejected`);
    expect([await statusOf(a), await statusOf(b)]).toEqual([3, 2]);
    expect((await cli("list", "approved")).text).toContain(`#${a}`);
  });

  it("reports unknown ids and bad arguments with a non-zero exit code", async () => {
    expect((await cli("approve", "999999")).code).toBe(1);
    expect((await cli("approve", "abc")).code).toBe(2);
    expect((await cli("frobnicate")).code).toBe(2);
  });

  it("turns required approval on and off", async () => {
    expect((await cli("require-approval", "on")).text).toContain("wait for a moderator");
    expect((await cli("require-approval")).text).toContain("wait for a moderator");
    expect((await cli("require-approval", "off")).text).toContain("published at once");
  });
});
