import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../api/db";
import { moderate, openCliDatabase } from "../support/moderate-cli";

let cliDatabase: Awaited<ReturnType<typeof openCliDatabase>>;
let db: Db;

beforeAll(async () => {
  cliDatabase = await openCliDatabase();
  db = cliDatabase.db;
});
afterAll(async () => {
  await cliDatabase?.close();
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
    expect(await moderate("newsletter-cleanup")).toEqual({ code: 0, text: "removed 1 unconfirmed newsletter address(es)" });
    const left = await db.selectFrom("newsletter_subscribers").select("email").orderBy("email").execute();
    expect(left.map((r) => r.email)).toEqual(["kept@example.test", "new@example.test"]);
  });
});
