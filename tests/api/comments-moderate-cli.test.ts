import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../api/db";
import { insertCollection } from "../comments/api-fixture";
import { moderate as cli, openCliDatabase } from "../support/moderate-cli";

let cliDatabase: Awaited<ReturnType<typeof openCliDatabase>>;
let db: Db;

beforeAll(async () => {
  cliDatabase = await openCliDatabase();
  db = cliDatabase.db;
});
afterAll(async () => {
  await cliDatabase?.close();
});

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
