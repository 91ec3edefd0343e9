import { PLACEHOLDER_PROFILE_IMAGE, type CurrentUser, type Role, type UserDetails } from "../../contract/accounts";
import type { Db } from "../db/connection";
import { fieldError, HttpError } from "../core/http-error";
import { nowIso } from "../repo/time";
import { changeRole } from "./roles";
import * as users from "./users-repo";

/*
 * What a user is shown of an account and may change in it (name, picture, e-mail, cookie consent),
 * and the roles an administrator sets. AccountsService offers these as its methods.
 */

const EMAIL_USED = "This e-mail address is used by another account.";

/** A new user row's columns that start empty (sign-up and a first social sign-in). */
export const FRESH_USER = { role: "user", last_visit_at: null, deleted_at: null } as const;

export async function currentUserOf(db: Db, user: users.UserRow): Promise<CurrentUser> {
  return {
    id: user.id,
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    profile_url: user.profile_image || PLACEHOLDER_PROFILE_IMAGE,
    role: user.role,
    consent_accepted: user.consent_accepted === 1,
    consent_date: user.consent_date,
    has_password: !!user.password_hash,
    providers: await users.providersOf(db, user.id),
    created_at: user.created_at,
  };
}

async function reloaded(db: Db, id: number): Promise<CurrentUser> {
  return currentUserOf(db, (await users.findActiveById(db, id))!);
}

export async function addEmail(db: Db, user: users.UserRow, email: string): Promise<CurrentUser> {
  if (user.email) throw fieldError("email", "Your account already has an e-mail address.", 409);
  if (await users.findActiveByEmail(db, email)) throw fieldError("email", EMAIL_USED);
  try {
    await users.updateUser(db, user.id, { email });
  } catch (error) {
    if (users.isUniqueViolation(error)) throw fieldError("email", EMAIL_USED);
    throw error;
  }
  return reloaded(db, user.id);
}

export async function updateProfile(db: Db, user: users.UserRow, input: { name: string; profile_image?: string }): Promise<CurrentUser> {
  const patch: { name: string; profile_image?: string | null } = { name: input.name };
  if (input.profile_image !== undefined) {
    patch.profile_image = input.profile_image === "" || input.profile_image === PLACEHOLDER_PROFILE_IMAGE ? null : input.profile_image;
  }
  await users.updateUser(db, user.id, patch);
  return reloaded(db, user.id);
}

export async function acceptCookie(db: Db, user: users.UserRow, accepted: boolean, consentDate: string): Promise<CurrentUser> {
  await users.updateUser(db, user.id, { consent_accepted: accepted ? 1 : 0, consent_date: accepted ? consentDate : null });
  return reloaded(db, user.id);
}

export async function userDetails(db: Db, uuid: string, viewer: users.UserRow | undefined): Promise<UserDetails> {
  const user = await users.findActiveByUuid(db, uuid);
  if (!user) throw new HttpError(404, "User not found.");
  const mayReadEmail = viewer && (viewer.id === user.id || viewer.role === "admin" || viewer.role === "moderator");
  return {
    id: user.id,
    uuid: user.uuid,
    name: user.name,
    profile_url: user.profile_image || PLACEHOLDER_PROFILE_IMAGE,
    email: mayReadEmail ? user.email : null,
  };
}

/** An administrator sets any role through the API; audited like the desk's changes (./roles.ts). */
export async function setRole(db: Db, uuid: string, role: Role, actorId: number): Promise<CurrentUser> {
  const user = await users.findActiveByUuid(db, uuid);
  if (!user) throw new HttpError(404, "User not found.");
  await changeRole(db, { actorId, userId: user.id, from: user.role, to: role, at: nowIso() });
  return reloaded(db, user.id);
}
