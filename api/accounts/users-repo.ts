import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../db/connection";
import type { UsersTable } from "../db/schema";
import { nowIso } from "../repo/time";

/** The users, identities and personal-data queries of the accounts service. */
export type UserRow = Selectable<UsersTable>;

export function findActiveByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.trim().toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export function findActiveById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}

export function findActiveByUuid(db: Db, uuid: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("uuid", "=", uuid).where("deleted_at", "is", null).executeTakeFirst();
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto("users").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, patch: Updateable<UsersTable>): Promise<void> {
  await db.updateTable("users").set(patch).where("id", "=", id).execute();
}

export async function providersOf(db: Db, userId: number): Promise<Array<"google" | "facebook">> {
  const rows = await db.selectFrom("user_identities").select("provider").where("user_id", "=", userId).orderBy("provider").execute();
  return [...new Set(rows.map((r) => r.provider))];
}

export function findByIdentity(db: Db, provider: "google" | "facebook", subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("user_identities")
    .innerJoin("users", "users.id", "user_identities.user_id")
    .selectAll("users")
    .where("user_identities.provider", "=", provider)
    .where("user_identities.subject", "=", subject)
    .where("users.deleted_at", "is", null)
    .executeTakeFirst();
}

/**
 * Links the identity to the user. A stale identity row (left by manual database edits) would
 * block the unique key, so it is replaced.
 */
export async function linkIdentity(db: Db, userId: number, provider: "google" | "facebook", subject: string): Promise<void> {
  await db.deleteFrom("user_identities").where("provider", "=", provider).where("subject", "=", subject).execute();
  await db.insertInto("user_identities").values({ user_id: userId, provider, subject, created_at: nowIso() }).execute();
}

/**
 * Removes the personal data and keeps the row, so comments stay in their threads shown as from
 * a deleted user. Tokens, reset links, identities, searches, blocks and the newsletter entry go.
 */
export async function anonymizeUser(db: Db, user: UserRow, deletedName: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({
        name: deletedName,
        email: null,
        password_hash: null,
        profile_image: null,
        consent_accepted: 0,
        consent_date: null,
        last_visit_at: null,
        role: "user",
        deleted_at: nowIso(),
      })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("access_tokens").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("password_reset_tokens").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("user_identities").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("recent_searches").where("user_id", "=", user.id).execute();
    await trx
      .deleteFrom("user_blocks")
      .where((eb) => eb.or([eb("user_id", "=", user.id), eb("block_user_id", "=", user.id)]))
      .execute();
    if (user.email) await trx.deleteFrom("newsletter_subscribers").where("email", "=", user.email).execute();
  });
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}
