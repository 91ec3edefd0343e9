import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../api/db";
import { moderate as cli, openCliDatabase } from "../../support/moderate-cli";
import { insertTestUser } from "../../support/users";

let cliDatabase: Awaited<ReturnType<typeof openCliDatabase>>;
let db: Db;

beforeAll(async () => {
  cliDatabase = await openCliDatabase();
  db = cliDatabase.db;
});
afterAll(async () => {
  await cliDatabase?.close();
});

const roleOf = async (id: number) => (await db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirstOrThrow()).role;

describe("npm run moderate: editors and the trash", () => {
  it("grant-editor makes a user an editor, revoke-editor makes them a user again", async () => {
    const user = await insertTestUser(db, { email: "reviewer@example.test" });
    expect(await cli("grant-editor", "Reviewer@Example.test")).toEqual({ code: 0, text: "reviewer@example.test is now an editor" });
    expect(await roleOf(user.id)).toBe("editor");
    expect(await cli("revoke-editor", "reviewer@example.test")).toEqual({ code: 0, text: "reviewer@example.test is no longer an editor" });
    expect(await roleOf(user.id)).toBe("user");
    expect((await cli("revoke-editor", "reviewer@example.test")).code).toBe(1);
  });

  it("a moderator stays a moderator when made an editor", async () => {
    const user = await insertTestUser(db, { email: "mod@example.test" });
    await db.updateTable("users").set({ role: "moderator" }).where("id", "=", user.id).execute();
    expect((await cli("grant-editor", "mod@example.test")).text).toBe("mod@example.test is already a moderator, who may edit");
    expect(await roleOf(user.id)).toBe("moderator");
  });

  it("an unknown address is 1, a missing one the usage (2)", async () => {
    expect(await cli("grant-editor", "nobody@example.test")).toEqual({
      code: 1,
      text: "No user with the e-mail address nobody@example.test",
    });
    const usage = await cli("grant-editor");
    expect(usage.code).toBe(2);
    expect(usage.text).toContain("grant-editor <email>");
  });

  it("purge-trash reports what it purged", async () => {
    expect(await cli("purge-trash")).toEqual({ code: 0, text: "0 item(s) purged from the trash, 0 file(s) removed" });
  });
});
