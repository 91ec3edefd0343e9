/**
 * Test users with live access tokens, the one implementation for unit, integration, fault,
 * fuzz and browser tests. Users go straight into the API's database (as the API stores them:
 * tokens as sha256 hex); the session cookie the portal would set at sign-in is in session.ts.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { hashToken } from "../../api/auth/secrets";
import type { Db } from "../../api/db";

export interface TestUser {
  id: number;
  uuid: string;
  name: string;
  email: string;
  token: string;
}

export interface TestUserFields {
  name?: string;
  email?: string;
  last_visit_at?: string | null;
  /** Lifetime of the access token (default one day). */
  tokenTtlMs?: number;
}

/** The rows of a new user and its token, for any database client (Kysely or better-sqlite3). */
export function testUserRows(fields: TestUserFields = {}) {
  const now = new Date().toISOString();
  const uuid = randomUUID();
  const token = randomBytes(24).toString("hex");
  return {
    token,
    user: {
      uuid,
      name: fields.name ?? "Test User",
      email: fields.email ?? `user-${uuid.slice(0, 8)}@example.test`,
      role: "user" as const,
      consent_accepted: 0 as const,
      last_visit_at: fields.last_visit_at ?? null,
      created_at: now,
    },
    accessToken: {
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + (fields.tokenTtlMs ?? 86_400_000)).toISOString(),
      created_at: now,
    },
  };
}

/** A user and a live Bearer token in the API's database. */
export async function insertTestUser(db: Db, fields: TestUserFields = {}): Promise<TestUser> {
  const rows = testUserRows(fields);
  const { id } = await db.insertInto("users").values(rows.user).returning("id").executeTakeFirstOrThrow();
  await db
    .insertInto("access_tokens")
    .values({ ...rows.accessToken, user_id: id })
    .execute();
  return { id, uuid: rows.user.uuid, name: rows.user.name, email: rows.user.email, token: rows.token };
}
