import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeArgs } from "../../support/load-context";
import { get, post, run, startDesk, unwrap, type Desk } from "./desk-support";

const roles = await import("~/routes/editorial.roles");
const queue = await import("~/routes/editorial._index");
const audit = await import("~/routes/editorial.audit");
const feedback = await import("~/routes/editorial.feedback");
const comments = await import("~/routes/editorial.comments");

let desk: Desk;
let admin: Awaited<ReturnType<Desk["user"]>> & { email: string };
beforeAll(async () => {
  desk = await startDesk();
  admin = await person("Anil Admin", "admin");
});
afterAll(async () => {
  await desk?.close();
});

const args = (request: Request) => routeArgs(request, desk.context);

/** A signed-in user of `role` and their e-mail address as the API has it. */
async function person(name: string, role = "user") {
  const user = await desk.user(name, role);
  const row = await desk.api.db.selectFrom("users").select("email").where("id", "=", user.id).executeTakeFirstOrThrow();
  return { ...user, email: row.email! };
}

const roleOf = async (id: number) =>
  (await desk.api.db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirstOrThrow()).role;

type Failure = { errors?: { email?: string; role?: string } };
const act = async (fields: Record<string, string>, cookie = admin.cookie, path = "/editorial/roles") =>
  (await run(() => roles.action(args(post(path, fields, cookie))))) as Response | { data: Failure; init: { status: number } };

describe("the desk's Roles page", () => {
  it("lets an admin grant a role by e-mail address with a plain form, then shows it with its audit", async () => {
    const reviewer = await person("Rita Reviewer");
    const answer = (await act(
      { intent: "grant", email: reviewer.email, role: "moderator" },
      admin.cookie,
      "/hi/editorial/roles",
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/hi/editorial/roles?done=granted");
    expect(await roleOf(reviewer.id)).toBe("moderator");
    const page = unwrap<Awaited<ReturnType<typeof roles.loader>>>(
      await roles.loader(args(get("/editorial/roles?done=granted", admin.cookie))),
    );
    expect(page.data.done).toBe("granted");
    expect(page.data.holders.find((h) => h.email === reviewer.email)).toMatchObject({ name: "Rita Reviewer", role: "moderator" });
    expect(page.data.changes[0]).toMatchObject({
      actor: { name: "Anil Admin" },
      user: { name: "Rita Reviewer" },
      from_role: "user",
      to_role: "moderator",
    });
  });

  it("withdraws a role: the account is a user again and the desk refuses it", async () => {
    const editor = await person("Esha Editor", "editor");
    expect(((await act({ intent: "withdraw", email: editor.email })) as Response).headers.get("Location")).toBe(
      "/editorial/roles?done=withdrawn",
    );
    expect(await roleOf(editor.id)).toBe("user");
    expect(((await run(() => queue.loader(args(get("/editorial", editor.cookie))))) as Response).status).toBe(403);
  });

  it("says so when the address is unknown, badly written or missing, or no role is chosen", async () => {
    const unknown = unwrap<Failure>(await act({ intent: "grant", email: "nobody@example.test", role: "editor" }));
    expect([unknown.status, unknown.data.errors?.email]).toEqual([404, "editorial.roles.error.unknownEmail"]);
    const bad = unwrap<Failure>(await act({ intent: "grant", email: "not-an-address", role: "editor" }));
    expect([bad.status, bad.data.errors?.email]).toEqual([400, "editorial.roles.error.emailFormat"]);
    const none = unwrap<Failure>(await act({ intent: "grant", email: "" }));
    expect(none.data.errors).toEqual({ email: "editorial.roles.error.emailMissing", role: "editorial.roles.error.roleMissing" });
  });

  it("refuses to change the admin's own role or another admin's, each with its message", async () => {
    const self = unwrap<Failure>(await act({ intent: "withdraw", email: admin.email }));
    expect([self.status, self.data.errors?.email]).toEqual([409, "editorial.roles.error.self"]);
    const other = await person("Asha Admin", "admin");
    const refused = unwrap<Failure>(await act({ intent: "grant", email: other.email, role: "moderator" }));
    expect([refused.status, refused.data.errors?.email]).toEqual([409, "editorial.roles.error.admin"]);
    expect([await roleOf(admin.id), await roleOf(other.id)]).toEqual(["admin", "admin"]);
  });

  it("is the desk's 403 for editors and moderators, pages and forms alike", async () => {
    const target = await person("Tarun Target");
    for (const role of ["editor", "moderator"]) {
      const caller = await person(`Some ${role}`, role);
      expect(((await run(() => roles.loader(args(get("/editorial/roles", caller.cookie))))) as Response).status).toBe(403);
      expect(((await act({ intent: "grant", email: target.email, role: "editor" }, caller.cookie)) as Response).status).toBe(403);
    }
    expect(await roleOf(target.id)).toBe("user");
  });
});

describe("a moderator in the desk", () => {
  it("moderates comments but gets the desk's 403 on submissions, the audit log and what readers tell us", async () => {
    const moderator = await person("Meera Moderator", "moderator");
    const loaders: Array<[(a: ReturnType<typeof args>) => Promise<unknown>, string]> = [
      [queue.loader, "/editorial"],
      [audit.loader, "/editorial/audit"],
      [feedback.loader, "/editorial/feedback"],
    ];
    for (const [loader, path] of loaders) {
      const answer = (await run(() => loader(args(get(path, moderator.cookie))))) as Response;
      expect(answer.status, path).toBe(403);
    }
    const page = unwrap<{ queue: string }>(await comments.loader(args(get("/editorial/comments", moderator.cookie))));
    expect(page.data.queue).toBe("pending");
  });
});
