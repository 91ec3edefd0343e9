import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskRoles } from "../../../api/accounts/roles";
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

  it("a moderator made an editor becomes one; an admin stays an admin", async () => {
    const user = await insertTestUser(db, { email: "mod@example.test" });
    await db.updateTable("users").set({ role: "moderator" }).where("id", "=", user.id).execute();
    expect((await cli("grant-editor", "mod@example.test")).text).toBe("mod@example.test is now an editor");
    expect(await roleOf(user.id)).toBe("editor");
    const admin = await insertTestUser(db, { email: "boss@example.test" });
    await db.updateTable("users").set({ role: "admin" }).where("id", "=", admin.id).execute();
    expect((await cli("grant-editor", "boss@example.test")).text).toBe("boss@example.test is already an admin, who may edit");
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("audits its grants and withdrawals with no actor, as the desk's Roles page lists them", async () => {
    const user = await insertTestUser(db, { email: "audited@example.test", name: "Audited Person" });
    await cli("grant-editor", "audited@example.test");
    await cli("revoke-editor", "audited@example.test");
    const rows = await db.selectFrom("role_audit").selectAll().where("user_id", "=", user.id).orderBy("id").execute();
    expect(rows.map((r) => [r.actor_id, r.from_role, r.to_role])).toEqual([
      [null, "user", "editor"],
      [null, "editor", "user"],
    ]);
    const listed = (await deskRoles(db)).changes.find((c) => c.user.name === "Audited Person");
    expect(listed).toMatchObject({ actor: null, from_role: "editor", to_role: "user" });
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
