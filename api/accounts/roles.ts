import { COMMENT_MODERATOR_ROLES, type DeskRoleHolder, type Role, type RoleChange } from "../../contract";
import type { Db } from "../db/connection";
import { fieldError } from "../core/http-error";

/*
 * Roles and their audit (docs/product/editorial.md#roles, decision 0135). Every change of a
 * user's role goes through changeRole, which writes the audit row in the same transaction: the
 * desk's Roles page, the admin API and `npm run moderate -- grant-editor` alike.
 */

export interface RoleChangeInput {
  /** Who changes it; null from the command line. */
  actorId: number | null;
  userId: number;
  from: Role;
  to: Role;
  at: string;
}

/** Sets the role and audits it; a change to the role the user has already writes nothing. */
export async function changeRole(db: Db, change: RoleChangeInput): Promise<boolean> {
  if (change.from === change.to) return false;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ role: change.to }).where("id", "=", change.userId).execute();
    await trx
      .insertInto("role_audit")
      .values({ actor_id: change.actorId, user_id: change.userId, from_role: change.from, to_role: change.to, at: change.at })
      .execute();
  });
  return true;
}

/** The active user of an e-mail address (compared lower-cased), or undefined. */
export function userByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "role"])
    .where("email", "=", email.trim().toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

const UNKNOWN_EMAIL = "No account has this e-mail address.";
const ADMINS_ELSEWHERE = "An administrator's role is not changed here.";

/**
 * An admin's grant or withdrawal on the Roles page: `to` is editor, moderator or user. Refused
 * for an unknown address (404) and for any admin, the actor included (409): an admin cannot lock
 * themselves or another admin out from the desk.
 */
export async function changeRoleByEmail(db: Db, actorId: number, email: string, to: Role, at: string) {
  const user = await userByEmail(db, email);
  if (!user) throw fieldError("email", UNKNOWN_EMAIL, 404);
  if (user.role === "admin") throw fieldError("email", ADMINS_ELSEWHERE, 409);
  const changed = await changeRole(db, { actorId, userId: user.id, from: user.role, to, at });
  return { email: user.email ?? email, from_role: user.role, to_role: to, changed };
}

const RECENT_CHANGES = 50;

/** Who has a desk role (admins first, then by name), each with since when; and the latest changes. */
export async function deskRoles(db: Db): Promise<{ holders: DeskRoleHolder[]; changes: RoleChange[] }> {
  const holders = await db
    .selectFrom("users as u")
    .select(["u.id", "u.uuid", "u.name", "u.email", "u.role"])
    .select((eb) =>
      eb
        .selectFrom("role_audit as r")
        .select((inner) => inner.fn.max("r.at").as("since"))
        .whereRef("r.user_id", "=", "u.id")
        .whereRef("r.to_role", "=", "u.role")
        .as("since"),
    )
    .where("u.role", "in", [...COMMENT_MODERATOR_ROLES])
    .where("u.deleted_at", "is", null)
    .orderBy((eb) => eb.case().when("u.role", "=", "admin").then(0).else(1).end())
    .orderBy("u.name")
    .execute();
  const changes = await db
    .selectFrom("role_audit as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .leftJoin("users as a", "a.id", "r.actor_id")
    .select(["r.id", "r.actor_id", "a.name as actor_name", "u.name", "u.email", "r.from_role", "r.to_role", "r.at"])
    .orderBy("r.id", "desc")
    .limit(RECENT_CHANGES)
    .execute();
  return {
    holders: holders.map((h) => ({ uuid: h.uuid, name: h.name, email: h.email, role: h.role, since: h.since ?? null })),
    changes: changes.map((c) => ({
      id: Number(c.id),
      actor: c.actor_id === null ? null : { name: c.actor_name ?? "" },
      user: { name: c.name, email: c.email },
      from_role: c.from_role as Role,
      to_role: c.to_role as Role,
      at: c.at,
    })),
  };
}
