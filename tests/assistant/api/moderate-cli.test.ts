import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../api/db";
import { moderate as cli, openCliDatabase } from "../../support/moderate-cli";

let cliDatabase: Awaited<ReturnType<typeof openCliDatabase>>;
let db: Db;
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  cliDatabase = await openCliDatabase();
  db = cliDatabase.db;
  await db
    .insertInto("assistant_unanswered")
    .values([
      { question: "how do i renew my passport?", count: 2, first_asked: ago(3), last_asked: ago(1) },
      { question: "price of onions in delhi", count: 7, first_asked: ago(20), last_asked: ago(2) },
      { question: "an old question", count: 9, first_asked: ago(60), last_asked: ago(40) },
    ])
    .execute();
});
afterAll(async () => {
  await cliDatabase?.close();
});

describe("npm run moderate -- assistant-unanswered", () => {
  it("prints the questions the assistant could not answer, most asked first (30 days by default)", async () => {
    const { code, text } = await cli("assistant-unanswered");
    const lines = text.split("\n");
    expect(code).toBe(0);
    expect(lines[0]).toBe("2 unanswered question(s) in the last 30 day(s), most asked first");
    expect(lines[1]).toMatch(/^\s+7×.*price of onions in delhi$/);
    expect(lines[2]).toMatch(/^\s+2×.*how do i renew my passport\?$/);
  });

  it("takes --days N, and refuses anything else with the usage", async () => {
    const wide = await cli("assistant-unanswered", "--days", "90");
    expect(wide.text.split("\n")[0]).toMatch(/^3 unanswered/);
    const narrow = await cli("assistant-unanswered", "--days", "1");
    expect(narrow.text.split("\n")[0]).toMatch(/^0 unanswered/);
    for (const args of [["--days"], ["--days", "0"], ["--days", "x"], ["--days", "91"], ["7"]]) {
      const bad = await cli("assistant-unanswered", ...args);
      expect(bad.code, args.join(" ")).toBe(2);
      expect(bad.text).toContain("assistant-unanswered [--days N]");
    }
  });
});
