import type { Db } from "../db/connection";
import { nowIso } from "../repo/time";
import { hashToken } from "./secrets";

/** Bearer and password-reset tokens, stored only as sha256 hashes. */

function inSeconds(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString();
}

export async function insertAccessToken(db: Db, userId: number, token: string, ttlSeconds: number): Promise<void> {
  await db
    .insertInto("access_tokens")
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: inSeconds(ttlSeconds), revoked_at: null, created_at: nowIso() })
    .execute();
}

/** Revokes one token; the id of its user, or undefined when it was unknown or already revoked. */
export async function revokeAccessToken(db: Db, token: string): Promise<number | undefined> {
  const row = await db
    .updateTable("access_tokens")
    .set({ revoked_at: nowIso() })
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id;
}

/** Signs every device of the user out, but the one holding `except`. */
export async function revokeAccessTokensOf(db: Db, userId: number, except?: string): Promise<void> {
  let query = db.updateTable("access_tokens").set({ revoked_at: nowIso() }).where("user_id", "=", userId).where("revoked_at", "is", null);
  if (except) query = query.where("token_hash", "!=", hashToken(except));
  await query.execute();
}

export async function insertResetToken(db: Db, userId: number, token: string, ttlSeconds: number): Promise<void> {
  await db
    .insertInto("password_reset_tokens")
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: inSeconds(ttlSeconds), used_at: null, created_at: nowIso() })
    .execute();
}

/** The live reset link's user, if the token is known, unused and unexpired. */
export function findResetToken(db: Db, token: string) {
  return db
    .selectFrom("password_reset_tokens")
    .innerJoin("users", "users.id", "password_reset_tokens.user_id")
    .select(["password_reset_tokens.id as reset_id", "users.id as user_id", "users.email", "users.name"])
    .where("password_reset_tokens.token_hash", "=", hashToken(token))
    .where("password_reset_tokens.used_at", "is", null)
    .where("password_reset_tokens.expires_at", ">", nowIso())
    .where("users.deleted_at", "is", null)
    .executeTakeFirst();
}

/**
 * Uses the reset link and sets the password in one transaction; false when the link was used
 * meanwhile (of two concurrent resets with one link only one wins). Every other outstanding link
 * dies too, and every session signs out.
 */
export async function usePasswordReset(db: Db, resetId: number, userId: number, passwordHash: string): Promise<boolean> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: now })
      .where("id", "=", resetId)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
    await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
    await trx.updateTable("access_tokens").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
    return true;
  });
}
