import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateToLatest, openDb, type Db } from "../../../api/db";
import { main } from "../../../api/main/moderate-cli";
import { createTestDatabase, dialect, type TestDatabase } from "../../api/harness";
import { minutes, publish, userWithDailyAlert } from "./setup";

let database: TestDatabase;
let db: Db;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "run-jobs-outbox-"));
const saved = new Date("2026-11-23T10:00:00.000Z");

beforeAll(async () => {
  database = await createTestDatabase();
  // The CLI finds its database and outbox in the environment, as `npm run moderate` does.
  // (Stubbed, and restored after: other test files in this worker keep their environment.)
  vi.stubEnv("DATABASE_URL", database.options.databaseUrl ?? "");
  vi.stubEnv("SQLITE_PATH", database.options.sqlitePath ?? "");
  vi.stubEnv("OUTBOX_DIR", outbox);
  vi.stubEnv("SMTP_URL", "");
  vi.stubEnv("PUBLIC_ORIGIN", "http://portal.test");
  db = openDb(database.options).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await db?.destroy();
  await database?.drop();
  fs.rmSync(outbox, { recursive: true, force: true });
});

async function cli(...args: string[]) {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

describe(`npm run moderate -- run-jobs (${dialect})`, () => {
  it("runs the digests that are due as at --now and writes them to the outbox", async () => {
    const { user } = await userWithDailyAlert(db, "aquaculture", saved);
    await publish(db, "aquaculture-sensors", "Aquaculture", minutes(saved, 3));
    const first = await cli("run-jobs", "--now", minutes(saved, 24 * 60).toISOString());
    expect(first).toEqual({
      code: 0,
      text: "links in e-mails go to http://portal.test (PUBLIC_ORIGIN)\n7 job(s) done, 0 to retry, 0 failed",
    }); // the daily and weekly alert schedules, one digest, two housekeeping jobs, the page-feedback retention, the weekly reviews digest
    const mails = fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8")));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(user.email);
    expect(mails[0].text).toContain("http://portal.test/article/aquaculture-sensors");
    // The same period again: nothing is due, nothing is sent.
    expect((await cli("run-jobs", "--now", minutes(saved, 24 * 60 + 5).toISOString())).text).toMatch(
      /\n0 job\(s\) done, 0 to retry, 0 failed$/,
    );
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith(".json"))).toHaveLength(1);
  });

  it("says which address the e-mails link to, and to set PUBLIC_ORIGIN when it is not set", async () => {
    vi.stubEnv("PUBLIC_ORIGIN", "");
    vi.stubEnv("PORT", "3000");
    try {
      const res = await cli("run-jobs", "--now", minutes(saved, 48 * 60).toISOString());
      expect(res.text.split("\n")[0]).toBe(
        "links in e-mails go to http://localhost:3000: set PUBLIC_ORIGIN to the portal's public address",
      );
    } finally {
      vi.stubEnv("PUBLIC_ORIGIN", "http://portal.test");
    }
  });

  it("refuses a --now that is not a time, with the usage", async () => {
    const res = await cli("run-jobs", "--now", "tomorrow-ish");
    expect(res.code).toBe(2);
    expect(res.text).toContain("run-jobs [--now <ISO time>]");
    expect((await cli("run-jobs", "--later")).code).toBe(2);
  });
});
