import type { Selectable } from "kysely";
import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection";
import type { UsersTable } from "../db/schema";
import { nowIso } from "../repo/time";
import { passwordChangedMail, passwordResetMail, accountDeletedMail, type Mailer } from "../mail";
import {
  PLACEHOLDER_PROFILE_IMAGE,
  type CurrentUser,
  type Role,
  type SocialProvider,
  type UserDetails,
} from "../../contract/accounts";
import type { AccountsConfig } from "./config";
import { fieldError, HttpError } from "../http";
import { BAD_CREDENTIALS, RESET_LINK_INVALID } from "./errors";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords";
import { RateCounter } from "../limits/rate-counter";
import { hashToken, newToken } from "../auth/secrets";

export type UserRow = Selectable<UsersTable>;

export interface IssuedToken {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  user: CurrentUser;
}

export interface AccountsLogger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

const DELETED_NAME = "Deleted user";

function addSeconds(seconds: number) {
  return new Date(Date.now() + seconds * 1000).toISOString();
}

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}

/**
 * Users, passwords, Bearer tokens, password resets and social identities. Routes stay thin:
 * they validate with the contract's zod schemas and call one method here.
 */
export class AccountsService {
  readonly resetPerAccount: RateCounter;

  constructor(
    readonly db: Db,
    readonly config: AccountsConfig,
    readonly mailer: Mailer,
    readonly logger: AccountsLogger,
  ) {
    this.resetPerAccount = new RateCounter(config.rateLimit.resetPerAccount, config.rateLimit.windowMs);
  }

  // ── users ────────────────────────────────────────────────────────────────────────────────

  async findActiveByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", email.trim().toLowerCase())
      .where("deleted_at", "is", null)
      .executeTakeFirst();
  }

  async findActiveById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
  }

  async currentUser(user: UserRow): Promise<CurrentUser> {
    const identities = await this.db
      .selectFrom("user_identities")
      .select("provider")
      .where("user_id", "=", user.id)
      .orderBy("provider")
      .execute();
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
      providers: [...new Set(identities.map((i) => i.provider))],
      created_at: user.created_at,
    };
  }

  async register(input: {
    name: string;
    email: string;
    password: string;
    consentAccepted?: boolean;
    consentDate?: string;
  }): Promise<IssuedToken> {
    if (await this.findActiveByEmail(input.email)) {
      throw fieldError("email", "An account with this e-mail address already exists. Sign in instead.");
    }
    const passwordHash = await hashPassword(input.password, this.config.scryptCost);
    let id: number;
    try {
      const row = await this.db
        .insertInto("users")
        .values({
          uuid: randomUUID(),
          name: input.name,
          email: input.email,
          password_hash: passwordHash,
          profile_image: null,
          role: "user",
          consent_accepted: input.consentAccepted ? 1 : 0,
          consent_date: input.consentAccepted ? (input.consentDate ?? formatConsentDate(new Date())) : null,
          last_visit_at: null,
          created_at: nowIso(),
          deleted_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw fieldError("email", "An account with this e-mail address already exists. Sign in instead.");
      }
      throw error;
    }
    this.logger.info({ event: "account.registered", userId: id }, "account registered");
    return this.issueToken((await this.findActiveById(id))!);
  }

  async signIn(email: string, password: string): Promise<IssuedToken> {
    const key = email.trim().toLowerCase();
    const user = await this.findActiveByEmail(key);
    const ok = user?.password_hash
      ? await verifyPassword(password, user.password_hash)
      : await verifyAgainstDummy(password, this.config.scryptCost);
    if (!user || !ok) {
      this.logger.info({ event: "account.signin_failed" }, "sign-in failed");
      throw new HttpError(401, BAD_CREDENTIALS);
    }
    if (needsRehash(user.password_hash!, this.config.scryptCost)) {
      const upgraded = await hashPassword(password, this.config.scryptCost);
      await this.db.updateTable("users").set({ password_hash: upgraded }).where("id", "=", user.id).execute();
    }
    return this.issueToken(user);
  }

  // ── tokens ───────────────────────────────────────────────────────────────────────────────

  async issueToken(user: UserRow): Promise<IssuedToken> {
    const token = newToken();
    await this.db
      .insertInto("access_tokens")
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        expires_at: addSeconds(this.config.tokenTtlSeconds),
        revoked_at: null,
        created_at: nowIso(),
      })
      .execute();
    return {
      access_token: token,
      token_type: "Bearer",
      expires_in: this.config.tokenTtlSeconds,
      user: await this.currentUser(user),
    };
  }

  async revokeToken(token: string): Promise<void> {
    await this.db
      .updateTable("access_tokens")
      .set({ revoked_at: nowIso() })
      .where("token_hash", "=", hashToken(token))
      .where("revoked_at", "is", null)
      .execute();
  }

  async revokeAllTokens(userId: number, except?: string): Promise<void> {
    let query = this.db
      .updateTable("access_tokens")
      .set({ revoked_at: nowIso() })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null);
    if (except) query = query.where("token_hash", "!=", hashToken(except));
    await query.execute();
  }

  /** Drop tokens that expired or were revoked more than a day ago (housekeeping). */
  async purgeTokens(): Promise<number> {
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    const result = await this.db
      .deleteFrom("access_tokens")
      .where((eb) => eb.or([eb("expires_at", "<", dayAgo), eb("revoked_at", "<", dayAgo)]))
      .executeTakeFirst();
    await this.db
      .deleteFrom("password_reset_tokens")
      .where((eb) => eb.or([eb("expires_at", "<", dayAgo), eb("used_at", "<", dayAgo)]))
      .execute();
    return Number(result.numDeletedRows ?? 0);
  }

  // ── password reset ───────────────────────────────────────────────────────────────────────

  /**
   * Always resolves the same way whether or not the e-mail is known; the mail goes out in the
   * background so the answer time does not tell either.
   */
  async forgotPassword(email: string): Promise<void> {
    const key = email.trim().toLowerCase();
    if (this.resetPerAccount.hit(key)) {
      this.logger.warn({ event: "account.reset_rate_limited" }, "password reset mail suppressed by rate limit");
      return;
    }
    const work = (async () => {
      const user = await this.findActiveByEmail(key);
      if (!user?.email) return;
      const token = newToken();
      await this.db
        .insertInto("password_reset_tokens")
        .values({
          token_hash: hashToken(token),
          user_id: user.id,
          expires_at: addSeconds(this.config.resetTokenTtlSeconds),
          used_at: null,
          created_at: nowIso(),
        })
        .execute();
      const link = `${this.config.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
      await this.mailer.send(
        passwordResetMail({ to: user.email, name: user.name, link, minutes: Math.round(this.config.resetTokenTtlSeconds / 60) }),
      );
    })();
    this.pending.add(work);
    work
      .catch((error) => this.logger.error({ event: "account.reset_mail_failed", err: String(error) }, "password reset mail failed"))
      .finally(() => this.pending.delete(work));
  }

  /** Background work (reset mails) still running: tests and shutdown wait for it. */
  readonly pending = new Set<Promise<void>>();
  async settle(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const now = nowIso();
    const row = await this.db
      .selectFrom("password_reset_tokens")
      .innerJoin("users", "users.id", "password_reset_tokens.user_id")
      .select(["password_reset_tokens.id as reset_id", "users.id as user_id", "users.email", "users.name"])
      .where("password_reset_tokens.token_hash", "=", hashToken(token))
      .where("password_reset_tokens.used_at", "is", null)
      .where("password_reset_tokens.expires_at", ">", now)
      .where("users.deleted_at", "is", null)
      .executeTakeFirst();
    if (!row) throw fieldError("token", RESET_LINK_INVALID);
    const passwordHash = await hashPassword(password, this.config.scryptCost);
    await this.db.transaction().execute(async (trx) => {
      // Claim the token first: of two concurrent resets with one link only one wins.
      const claimed = await trx
        .updateTable("password_reset_tokens")
        .set({ used_at: now })
        .where("id", "=", row.reset_id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw fieldError("token", RESET_LINK_INVALID);
      await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", row.user_id).execute();
      // Every other outstanding link dies too, and every session signs out.
      await trx
        .updateTable("password_reset_tokens")
        .set({ used_at: now })
        .where("user_id", "=", row.user_id)
        .where("used_at", "is", null)
        .execute();
      await trx
        .updateTable("access_tokens")
        .set({ revoked_at: now })
        .where("user_id", "=", row.user_id)
        .where("revoked_at", "is", null)
        .execute();
    });
    if (row.email) this.sendQuietly(passwordChangedMail({ to: row.email, name: row.name }));
    this.logger.info({ event: "account.password_reset", userId: row.user_id }, "password reset");
  }

  async changePassword(user: UserRow, currentPassword: string | undefined, password: string, keepToken: string) {
    if (user.password_hash) {
      if (!currentPassword || !(await verifyPassword(currentPassword, user.password_hash))) {
        throw fieldError("current_password", "Your current password is incorrect.");
      }
    }
    const passwordHash = await hashPassword(password, this.config.scryptCost);
    await this.db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
    await this.revokeAllTokens(user.id, keepToken);
    if (user.email) this.sendQuietly(passwordChangedMail({ to: user.email, name: user.name }));
  }

  // ── profile ──────────────────────────────────────────────────────────────────────────────

  async addEmail(user: UserRow, email: string): Promise<CurrentUser> {
    if (user.email) throw fieldError("email", "Your account already has an e-mail address.", 409);
    const taken = await this.findActiveByEmail(email);
    if (taken) throw fieldError("email", "This e-mail address is used by another account.");
    try {
      await this.db.updateTable("users").set({ email }).where("id", "=", user.id).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError("email", "This e-mail address is used by another account.");
      throw error;
    }
    return this.currentUser((await this.findActiveById(user.id))!);
  }

  async updateProfile(user: UserRow, input: { name: string; profile_image?: string }): Promise<CurrentUser> {
    const patch: { name: string; profile_image?: string | null } = { name: input.name };
    if (input.profile_image !== undefined) {
      patch.profile_image = input.profile_image === "" || input.profile_image === PLACEHOLDER_PROFILE_IMAGE ? null : input.profile_image;
    }
    await this.db.updateTable("users").set(patch).where("id", "=", user.id).execute();
    return this.currentUser((await this.findActiveById(user.id))!);
  }

  async acceptCookie(user: UserRow, accepted: boolean, consentDate: string): Promise<CurrentUser> {
    await this.db
      .updateTable("users")
      .set({ consent_accepted: accepted ? 1 : 0, consent_date: accepted ? consentDate : null })
      .where("id", "=", user.id)
      .execute();
    return this.currentUser((await this.findActiveById(user.id))!);
  }

  async userDetails(uuid: string, viewer: UserRow | undefined): Promise<UserDetails> {
    const user = await this.db
      .selectFrom("users")
      .selectAll()
      .where("uuid", "=", uuid)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
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

  async setRole(uuid: string, role: Role): Promise<CurrentUser> {
    const user = await this.db.selectFrom("users").selectAll().where("uuid", "=", uuid).where("deleted_at", "is", null).executeTakeFirst();
    if (!user) throw new HttpError(404, "User not found.");
    await this.db.updateTable("users").set({ role }).where("id", "=", user.id).execute();
    return this.currentUser((await this.findActiveById(user.id))!);
  }

  /**
   * Removes the personal data and keeps the row, so comments stay in their threads shown as
   * from a deleted user. Tokens, reset links, identities, searches and blocks go.
   */
  async deleteAccount(user: UserRow, password: string | undefined): Promise<void> {
    if (user.password_hash) {
      if (!password || !(await verifyPassword(password, user.password_hash))) {
        throw fieldError("password", "Your password is incorrect.");
      }
    }
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({
          name: DELETED_NAME,
          email: null,
          password_hash: null,
          profile_image: null,
          consent_accepted: 0,
          consent_date: null,
          last_visit_at: null,
          role: "user",
          deleted_at: now,
        })
        .where("id", "=", user.id)
        .execute();
      await trx.deleteFrom("access_tokens").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("password_reset_tokens").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("user_identities").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("recent_searches").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("user_blocks").where((eb) => eb.or([eb("user_id", "=", user.id), eb("block_user_id", "=", user.id)])).execute();
      if (user.email) await trx.deleteFrom("newsletter_subscribers").where("email", "=", user.email).execute();
    });
    if (user.email) this.sendQuietly(accountDeletedMail({ to: user.email, name: user.name }));
    this.logger.info({ event: "account.deleted", userId: user.id }, "account deleted");
  }

  // ── social identities ────────────────────────────────────────────────────────────────────

  /**
   * A verified Google or Facebook identity becomes a token: the linked user, else the user
   * with the same verified e-mail (linked now), else a new user (without e-mail when the
   * provider gave none: the portal then asks for one, SPEC §6).
   */
  async socialSignIn(input: {
    provider: SocialProvider;
    subject: string;
    email?: string | null;
    emailVerified?: boolean;
    name?: string | null;
    picture?: string | null;
  }): Promise<IssuedToken & { created: boolean }> {
    const email = input.email ? input.email.trim().toLowerCase() : null;
    // Facebook only returns confirmed addresses; Google says so in email_verified.
    const verifiedEmail = email && (input.provider === "facebook" || input.emailVerified === true) ? email : null;
    const linked = await this.db
      .selectFrom("user_identities")
      .innerJoin("users", "users.id", "user_identities.user_id")
      .selectAll("users")
      .where("user_identities.provider", "=", input.provider)
      .where("user_identities.subject", "=", input.subject)
      .where("users.deleted_at", "is", null)
      .executeTakeFirst();
    if (linked) return { ...(await this.issueToken(linked)), created: false };

    let user = verifiedEmail ? await this.findActiveByEmail(verifiedEmail) : undefined;
    let created = false;
    if (!user) {
      const name = (input.name ?? "").trim().slice(0, 100) || (verifiedEmail ? verifiedEmail.split("@")[0] : "New user");
      const row = await this.db
        .insertInto("users")
        .values({
          uuid: randomUUID(),
          name,
          email: verifiedEmail,
          password_hash: null,
          profile_image: input.picture && /^https:\/\//i.test(input.picture) ? input.picture : null,
          role: "user",
          consent_accepted: 0,
          consent_date: null,
          last_visit_at: null,
          created_at: nowIso(),
          deleted_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      user = (await this.findActiveById(row.id))!;
      created = true;
    }
    // A stale identity row of a deleted user would block the unique key; it is gone with
    // deleteAccount, but an identity re-used after manual database edits is replaced.
    await this.db.deleteFrom("user_identities").where("provider", "=", input.provider).where("subject", "=", input.subject).execute();
    await this.db
      .insertInto("user_identities")
      .values({ user_id: user.id, provider: input.provider, subject: input.subject, created_at: nowIso() })
      .execute();
    this.logger.info({ event: "account.social_linked", provider: input.provider, userId: user.id, created }, "social identity linked");
    return { ...(await this.issueToken(user)), created };
  }

  private sendQuietly(message: Parameters<Mailer["send"]>[0]) {
    const work = this.mailer
      .send(message)
      .catch((error) => this.logger.error({ event: "mail.failed", err: String(error) }, "mail failed"));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }
}

/** "YYYY-MM-DD hh:mm:ss" in UTC (SPEC §5). */
export function formatConsentDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

