/**
 * Desk roles granted and withdrawn by admins through the API (docs/product/editorial.md#roles,
 * decision 0135): by e-mail address, never an admin's, every change audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeskRolesResponse, RoleChangeResponse } from "../../contract";
import { startAuthoringApi, type AuthoringApi } from "../authoring/api/helpers";

let t: AuthoringApi;
let admin: Awaited<ReturnType<AuthoringApi["user"]>>;

beforeAll(async () => {
  t = await startAuthoringApi();
  admin = await t.user("admin", "Anita Admin");
});
afterAll(async () => {
  await t?.close();
});

const change = (email: string, role: string, token = admin.token) => t.call("POST", "/api/admin/roles", { email, role }, token);
const roles = async () => DeskRolesResponse.parse((await t.call("GET", "/api/admin/roles", undefined, admin.token)).body).data;

describe("an admin grants and withdraws desk roles", () => {
  it("grants editor by e-mail address, in any case, and the editor may use the desk at once; withdrawing ends it", async () => {
    const reviewer = await t.user("user", "Rekha Reviewer");
    expect((await t.call("GET", "/api/editorial/queue", undefined, reviewer.token)).status).toBe(403);
    const granted = await change(reviewer.email.toUpperCase(), "editor");
    expect(granted.status).toBe(200);
    expect(RoleChangeResponse.parse(granted.body).data).toEqual({
      email: reviewer.email,
      from_role: "user",
      to_role: "editor",
      changed: true,
    });
    expect((await t.call("GET", "/api/editorial/queue", undefined, reviewer.token)).status).toBe(200);
    const holder = (await roles()).holders.find((h) => h.email === reviewer.email);
    expect(holder).toMatchObject({ name: "Rekha Reviewer", role: "editor" });
    expect(Date.parse(holder!.since!)).not.toBeNaN();

    expect((await change(reviewer.email, "user")).body.data).toMatchObject({ from_role: "editor", to_role: "user", changed: true });
    expect((await t.call("GET", "/api/editorial/queue", undefined, reviewer.token)).status).toBe(403);
    expect((await roles()).holders.map((h) => h.email)).not.toContain(reviewer.email);
  });

  it("audits every change with who, whom, from, to and when, newest first; a change to the same role writes nothing", async () => {
    const mod = await t.user("user", "Mohan Moderator");
    await change(mod.email, "moderator");
    await change(mod.email, "editor");
    expect((await change(mod.email, "editor")).body.data.changed).toBe(false);
    const mine = (await roles()).changes.filter((c) => c.user.email === mod.email);
    expect(mine.map((c) => [c.actor?.name, c.user.name, c.from_role, c.to_role])).toEqual([
      ["Anita Admin", "Mohan Moderator", "moderator", "editor"],
      ["Anita Admin", "Mohan Moderator", "user", "moderator"],
    ]);
    expect(Date.parse(mine[0].at)).not.toBeNaN();
  });

  it("lists admins with a desk role, with 'since' unknown for a role given before the audit", async () => {
    const list = await roles();
    expect(list.holders[0]).toMatchObject({ name: "Anita Admin", role: "admin", since: null });
  });

  it("refuses an unknown address (404), any admin's role, their own included (409), and roles it does not grant (422)", async () => {
    const unknown = await change("nobody@example.test", "editor");
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.email).toBeDefined();
    expect((await change(admin.email, "user")).status).toBe(409);
    const other = await t.user("admin", "Arun Admin");
    expect((await change(other.email, "moderator")).status).toBe(409);
    expect((await roles()).holders.find((h) => h.email === other.email)?.role).toBe("admin");
    const plain = await t.user("user", "Pooja Plain");
    expect((await change(plain.email, "admin")).status).toBe(422);
    expect((await change("not an address", "editor")).status).toBe(422);
  });

  it("is for admins only: 401 anonymous, 403 to editors and moderators", async () => {
    const plain = await t.user("user", "Someone Else");
    for (const role of ["editor", "moderator", "user"] as const) {
      const caller = await t.user(role, `A ${role}`);
      expect((await t.call("GET", "/api/admin/roles", undefined, caller.token)).status).toBe(403);
      expect((await change(plain.email, "editor", caller.token)).status).toBe(403);
    }
    expect((await t.call("GET", "/api/admin/roles")).status).toBe(401);
    expect((await t.call("POST", "/api/admin/roles", { email: plain.email, role: "editor" })).status).toBe(401);
  });

  it("audits a role set through the admin API by a user's uuid too", async () => {
    const someone = await t.user("user", "Uma Uuid");
    const { uuid } = await t.api.db.selectFrom("users").select("uuid").where("id", "=", someone.id).executeTakeFirstOrThrow();
    expect((await t.call("POST", `/api/admin/users/${uuid}/role`, { role: "moderator" }, admin.token)).status).toBe(200);
    expect((await roles()).changes[0]).toMatchObject({ actor: { name: "Anita Admin" }, user: { name: "Uma Uuid" }, to_role: "moderator" });
  });
});
