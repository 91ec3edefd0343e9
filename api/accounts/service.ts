import { randomUUID } from "node:crypto";
import { sessionEnds } from "../../contract/content-changes";
import { newToken } from "../auth/secrets";
import type { BackgroundWork } from "../core/background";
import {
  findResetToken,
  insertAccessToken,
  insertResetToken,
  revokeAccessToken,
  revokeAccessTokensOf,
  usePasswordReset,
} from "../auth/tokens-repo";
import type { Db } from "../db/connection";
import { fieldError, HttpError } from "../core/http-error";
import { RateCounter } from "../limits/rate-counter";
import type { RateStore } from "../limits/store";
import type { Lang } from "../../contract";
import {
  accountCreatedMail,
  accountDeletedMail,
  passwordChangedMail,
  passwordResetMail,
  portalLink,
  signUpAttemptMail,
  type Mailer,
} from "../mail";
import { nowIso } from "../repo/time";
import type { CurrentUser, Role, UserDetails } from "../../contract/accounts";
import { formatConsentDate } from "../../contract/accounts-constants";
import type { AccountsConfig } from "./config";
import { BAD_CREDENTIALS, RESET_LINK_INVALID } from "./errors";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords";
import * as profile from "./profile";
import { userOfIdentity, type SocialIdentity } from "./social-sign-in";
import * as users from "./users-repo";

export type UserRow = users.UserRow;

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

/**
 * Users, passwords, Bearer tokens, password resets and social identities. Routes stay thin:
 * they validate with the contract's zod schemas and call one method here; the queries live in
 * users-repo.ts and auth/tokens-repo.ts. Sign-up, sign-in, tokens, passwords and deletion are
 * here; what a user sees and edits of an account is in profile.ts, social identities in
 * social-sign-in.ts.
 */
export class AccountsService {
  readonly resetPerAccount: RateCounter;
  constructor(
    readonly db: Db,
    readonly config: AccountsConfig,
    readonly mailer: Mailer,
    readonly logger: AccountsLogger,
    /** Where mail goes after the answer: the API's one queue, which its close() settles. */
    private readonly background: BackgroundWork,
    rateStore?: RateStore,
  ) {
    this.resetPerAccount = new RateCounter(config.rateLimit.resetPerAccount, config.rateLimit.windowMs, Date.now, rateStore);
  }

  currentUser(user: UserRow): Promise<CurrentUser> {
    return profile.currentUserOf(this.db, user);
  }

  /**
   * Answers the same for a new and a registered address (no account enumeration): the new
   * address gets its account and a welcome mail, the registered one a mail telling its owner
   * that someone tried. Both spend one scrypt hash, so the time does not tell either.
   */
  async register(input: {
    name: string;
    email: string;
    password: string;
    consentAccepted?: boolean;
    consentDate?: string;
    lang?: Lang;
  }): Promise<void> {
    const passwordHash = await hashPassword(input.password, this.config.scryptCost);
    const existing = await users.findActiveByEmail(this.db, input.email);
    const { lang = "en" } = input;
    const signInLink = portalLink(this.config.publicOrigin, lang, "/signin-email");
    if (existing?.email) {
      const resetLink = portalLink(this.config.publicOrigin, lang, "/forgot-password");
      this.sendQuietly(signUpAttemptMail({ to: existing.email, name: existing.name, signInLink, resetLink, lang }));
      this.logger.info({ event: "account.signup_existing", userId: existing.id }, "sign-up with a registered address");
      return;
    }
    let id: number;
    try {
      id = await users.insertUser(this.db, {
        ...profile.FRESH_USER,
        uuid: randomUUID(),
        name: input.name,
        email: input.email,
        password_hash: passwordHash,
        profile_image: null,
        consent_accepted: input.consentAccepted ? 1 : 0,
        consent_date: input.consentAccepted ? (input.consentDate ?? formatConsentDate(new Date())) : null,
        created_at: nowIso(),
      });
    } catch (error) {
      // Registered by a concurrent sign-up a moment ago: the same quiet answer as above.
      if (users.isUniqueViolation(error)) return;
      throw error;
    }
    this.sendQuietly(accountCreatedMail({ to: input.email, name: input.name, signInLink, lang }));
    this.logger.info({ event: "account.registered", userId: id }, "account registered");
  }

  /** 401 for an unknown e-mail and a wrong password alike, in the same time (a dummy hash). */
  async signIn(email: string, password: string): Promise<IssuedToken> {
    const user = await users.findActiveByEmail(this.db, email);
    const ok = user?.password_hash
      ? await verifyPassword(password, user.password_hash)
      : await verifyAgainstDummy(password, this.config.scryptCost);
    if (!user || !ok) {
      this.logger.info({ event: "account.signin_failed" }, "sign-in failed");
      throw new HttpError(401, BAD_CREDENTIALS);
    }
    if (needsRehash(user.password_hash!, this.config.scryptCost)) {
      await users.updateUser(this.db, user.id, { password_hash: await hashPassword(password, this.config.scryptCost) });
    }
    return this.issueToken(user);
  }

  async issueToken(user: UserRow): Promise<IssuedToken> {
    const token = newToken();
    await insertAccessToken(this.db, user.id, token, this.config.tokenTtlSeconds);
    return { access_token: token, token_type: "Bearer", expires_in: this.config.tokenTtlSeconds, user: await this.currentUser(user) };
  }

  async revokeToken(token: string): Promise<void> {
    const userId = await revokeAccessToken(this.db, token);
    if (userId !== undefined) sessionEnds.announce({ reason: "sign-out", userId });
  }

  // ── passwords ────────────────────────────────────────────────────────────────────────────

  /**
   * Always resolves the same way whether or not the e-mail is known; the mail goes out in the
   * background so the answer time does not tell either.
   */
  async forgotPassword(email: string, lang: Lang = "en"): Promise<void> {
    const key = email.trim().toLowerCase();
    if (await this.resetPerAccount.hit(`reset:${key}`)) {
      this.logger.warn({ event: "account.reset_rate_limited" }, "password reset mail suppressed by rate limit");
      return;
    }
    this.inBackground(async () => {
      const user = await users.findActiveByEmail(this.db, key);
      if (!user?.email) return;
      const token = newToken();
      await insertResetToken(this.db, user.id, token, this.config.resetTokenTtlSeconds);
      const link = portalLink(this.config.publicOrigin, lang, `/reset-password?token=${encodeURIComponent(token)}`);
      await this.mailer.send(
        passwordResetMail({ to: user.email, name: user.name, link, minutes: Math.round(this.config.resetTokenTtlSeconds / 60), lang }),
      );
    }, "account.reset_mail_failed");
  }

  async resetPassword(token: string, password: string, lang: Lang = "en"): Promise<void> {
    const row = await findResetToken(this.db, token);
    if (!row) throw fieldError("token", RESET_LINK_INVALID);
    const passwordHash = await hashPassword(password, this.config.scryptCost);
    if (!(await usePasswordReset(this.db, row.reset_id, row.user_id, passwordHash))) throw fieldError("token", RESET_LINK_INVALID);
    sessionEnds.announce({ reason: "password-reset", userId: row.user_id });
    if (row.email) this.sendQuietly(passwordChangedMail({ to: row.email, name: row.name, lang }));
    this.logger.info({ event: "account.password_reset", userId: row.user_id }, "password reset");
  }

  async changePassword(user: UserRow, currentPassword: string | undefined, password: string, keepToken: string, lang: Lang = "en") {
    if (user.password_hash && !(currentPassword && (await verifyPassword(currentPassword, user.password_hash)))) {
      throw fieldError("current_password", "Your current password is incorrect.");
    }
    await users.updateUser(this.db, user.id, { password_hash: await hashPassword(password, this.config.scryptCost) });
    await revokeAccessTokensOf(this.db, user.id, keepToken);
    sessionEnds.announce({ reason: "password-changed", userId: user.id });
    if (user.email) this.sendQuietly(passwordChangedMail({ to: user.email, name: user.name, lang }));
  }

  // ── profile (profile.ts) ──────────────────────────────────────────────────────────────────

  addEmail(user: UserRow, email: string): Promise<CurrentUser> {
    return profile.addEmail(this.db, user, email);
  }

  updateProfile(user: UserRow, input: { name: string; profile_image?: string }): Promise<CurrentUser> {
    return profile.updateProfile(this.db, user, input);
  }

  acceptCookie(user: UserRow, accepted: boolean, consentDate: string): Promise<CurrentUser> {
    return profile.acceptCookie(this.db, user, accepted, consentDate);
  }

  userDetails(uuid: string, viewer: UserRow | undefined): Promise<UserDetails> {
    return profile.userDetails(this.db, uuid, viewer);
  }

  setRole(uuid: string, role: Role, actorId: number): Promise<CurrentUser> {
    return profile.setRole(this.db, uuid, role, actorId);
  }

  /** Comments stay in their threads, shown as from a deleted user (users-repo anonymizeUser). */
  async deleteAccount(user: UserRow, password: string | undefined, lang: Lang = "en"): Promise<void> {
    if (user.password_hash && !(password && (await verifyPassword(password, user.password_hash)))) {
      throw fieldError("password", "Your password is incorrect.");
    }
    await users.anonymizeUser(this.db, user, DELETED_NAME);
    sessionEnds.announce({ reason: "account-deleted", userId: user.id });
    if (user.email) this.sendQuietly(accountDeletedMail({ to: user.email, name: user.name, lang }));
    this.logger.info({ event: "account.deleted", userId: user.id }, "account deleted");
  }

  // ── social identities (social-sign-in.ts) ──────────────────────────────────────────────────

  /** A verified Google or Facebook identity becomes a token (userOfIdentity: which user). */
  async socialSignIn(input: SocialIdentity): Promise<IssuedToken & { created: boolean }> {
    const { user, created } = await userOfIdentity(this.db, input, this.logger);
    return { ...(await this.issueToken(user)), created };
  }

  private inBackground(work: () => Promise<void>, failureEvent: string) {
    this.background.run(work, (error) => this.logger.error({ event: failureEvent, err: String(error) }, "background mail failed"));
  }

  private sendQuietly(message: Parameters<Mailer["send"]>[0]) {
    this.inBackground(() => this.mailer.send(message), "mail.failed");
  }
}
