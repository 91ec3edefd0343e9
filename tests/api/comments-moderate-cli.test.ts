import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PURGE_SIGNATURE_HEADER, verifyPurge } from "../../contract/purge";
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
    .values({
      collection_id: collection,
      user_id: user.id,
      reference_comment_id: null,
      comment: text,
      status: 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const statusOf = async (id: number) =>
  (await db.selectFrom("comments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

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

describe("npm run moderate and the portals' page caches", () => {
  it("sends each PORTAL_PURGE_URL a signed purge after a decision, says so, and none after a listing", async () => {
    const signatures: string[] = [];
    const portal = http.createServer((req, res) => {
      signatures.push(String(req.headers[PURGE_SIGNATURE_HEADER]));
      res.writeHead(req.url === "/__purge" && req.method === "POST" ? 204 : 404).end();
    });
    await new Promise<void>((r) => portal.listen(0, "127.0.0.1", r));
    const origin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
    Object.assign(process.env, { PORTAL_PURGE_URL: `${origin}, http://127.0.0.1:9/`, PORTAL_API_SECRET: "cli-purge-secret" });
    try {
      const id = await pendingComment("Approve me and tell the portal");
      const approved = await cli("approve", String(id));
      expect(approved.code).toBe(0);
      expect(approved.text).toContain(`portal cache purged: ${origin}/__purge`);
      expect(approved.text).toMatch(/portal cache NOT purged \(.+\): http:\/\/127\.0\.0\.1:9\/__purge/);
      expect(signatures).toHaveLength(1);
      expect(verifyPurge(signatures[0], "cli-purge-secret")).toBe(true);
      await cli("list");
      expect(signatures).toHaveLength(1);
    } finally {
      delete process.env.PORTAL_PURGE_URL;
      delete process.env.PORTAL_API_SECRET;
      portal.close();
    }
  });
});
