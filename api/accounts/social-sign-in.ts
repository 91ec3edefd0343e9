import { randomUUID } from "node:crypto";
import type { SocialProvider } from "../../contract/accounts";
import type { Db } from "../db/connection";
import { nowIso } from "../repo/time";
import { FRESH_USER } from "./profile";
import * as users from "./users-repo";

export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email?: string | null;
  emailVerified?: boolean;
  name?: string | null;
  picture?: string | null;
}

/**
 * The user a verified Google or Facebook identity signs in as: the linked user, else the user
 * with the same verified e-mail (linked now), else a new user (without e-mail when the provider
 * gave none: the portal then asks for one, docs/product/accounts.md#adding-an-e-mail-address). `created`: the user is new.
 */
export async function userOfIdentity(
  db: Db,
  input: SocialIdentity,
  logger: { info(obj: object, msg?: string): void },
): Promise<{ user: users.UserRow; created: boolean }> {
  const email = input.email ? input.email.trim().toLowerCase() : null;
  // Facebook only returns confirmed addresses; Google says so in email_verified.
  const verifiedEmail = email && (input.provider === "facebook" || input.emailVerified === true) ? email : null;
  const linked = await users.findByIdentity(db, input.provider, input.subject);
  if (linked) return { user: linked, created: false };

  let user = verifiedEmail ? await users.findActiveByEmail(db, verifiedEmail) : undefined;
  const created = !user;
  if (!user) {
    const name = (input.name ?? "").trim().slice(0, 100) || (verifiedEmail ? verifiedEmail.split("@")[0] : "New user");
    const id = await users.insertUser(db, {
      ...FRESH_USER,
      uuid: randomUUID(),
      name,
      email: verifiedEmail,
      password_hash: null,
      profile_image: input.picture && /^https:\/\//i.test(input.picture) ? input.picture : null,
      consent_accepted: 0,
      consent_date: null,
      created_at: nowIso(),
    });
    user = (await users.findActiveById(db, id))!;
  }
  await users.linkIdentity(db, user.id, input.provider, input.subject);
  logger.info({ event: "account.social_linked", provider: input.provider, userId: user.id, created }, "social identity linked");
  return { user, created };
}
