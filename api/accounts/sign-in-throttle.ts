import { BAD_INPUT, HttpError } from "../core/http-error";
import { RateCounter } from "../limits/rate-counter";
import { MemoryRateStore, type RateStore, type RateWindow } from "../limits/store";
import type { AccountsConfig } from "./config";
import { signInWait, TOO_MANY } from "./errors";

export const BOT_CHECK_FAILED = "Please confirm you are not a robot.";

export interface BotCheck {
  secret?: string;
  verify: (token: string, secret: string, remoteIp?: string) => Promise<boolean>;
}

export type SignInLimits = Pick<
  AccountsConfig["rateLimit"],
  "perAccount" | "windowMs" | "backOffFree" | "backOffFirstMs" | "backOffMaxMs" | "knownAddressMs"
>;

/** What allow() gave an attempt: the account's turn it holds, if any, for succeeded() to give back. */
export interface SignInTurn {
  key?: string;
}

/**
 * Who may try a password, in three layers (decision 0122; docs/product/accounts.md#sign-in-limits-and-back-off for the first and the last):
 *
 * - Per (account, address) pair: AUTH_RATE_LIMIT_ACCOUNT failures in the window, then a 429 until
 *   the window ends. Stops a guesser at one address.
 * - Per account, a back-off that needs no third-party service: after AUTH_RATE_LIMIT_BACKOFF_FREE
 *   failures in the window, each attempt comes at least 1 s, 2 s, 4 s … (at most
 *   AUTH_RATE_LIMIT_BACKOFF_MAX_S) after the last failure. An earlier attempt gets a 429 saying how
 *   long to wait, without its password being checked or counted, so it does not grow the wait.
 *   Attempts take the account's *turn* for its failure count with one atomic increment in the
 *   store (shared by replicas with Redis): a burst sent at once, from any number of addresses, is
 *   let through only as far as the free allowance left, then one attempt per wait. It is a delay,
 *   not a lock: the owner waits at most the cap once strangers stop, and an address that signed in
 *   to the account within knownAddressMs skips the back-off altogether (not the pair limit).
 * - Per account, when a bot check is configured: from AUTH_RATE_LIMIT_ACCOUNT failures on, every
 *   attempt must pass it (422 naming `token`; the portal shows the widget).
 *
 * A successful sign-in clears the account's failures and its pair's. An unknown e-mail address is
 * counted exactly like a known one, so none of the answers tells whether an account exists.
 */
export class SignInThrottle {
  private readonly perPair: RateCounter;
  private readonly store: RateStore;

  constructor(
    private readonly limits: SignInLimits,
    private readonly botCheck: BotCheck | undefined,
    store?: RateStore,
    private readonly now: () => number = Date.now,
  ) {
    this.store = store ?? new MemoryRateStore();
    this.perPair = new RateCounter(limits.perAccount, limits.windowMs, now, this.store);
  }

  /**
   * Throws 429 for a blocked pair or an attempt that must wait, or a BAD_INPUT naming `token`
   * when the bot check is due. Resolves with the turn the attempt now holds.
   */
  async allow(email: string, address: string | null, botToken: string | undefined): Promise<SignInTurn> {
    const pair = pairKey(email, address);
    if (await this.perPair.blocked(pair)) throw new HttpError(429, TOO_MANY, undefined, await this.perPair.retryAfter(pair));
    const failures = (await this.store.peek(accountKey(email), this.now()))?.count ?? 0;
    const waits = this.backOffOn && !(await this.isKnown(email, address));
    const turn = turnKey(email, failures);
    const room = this.room(failures);
    if (waits) {
      // Refused before the bot check and without counting anything.
      const taken = await this.store.peek(turn, this.now());
      if (taken && taken.count >= room) throw this.wait(taken);
    }
    await this.passBotCheck(failures, address, botToken);
    if (!waits) return {};
    // One atomic increment: of attempts arriving together, only `room` go on.
    const taken = await this.store.increment(turn, this.holdMs(failures), this.now());
    if (taken.count > room) throw this.wait(taken);
    return { key: turn };
  }

  async failed(email: string, address: string | null): Promise<void> {
    await Promise.all([this.perPair.hit(pairKey(email, address)), this.countFailure(email)]);
  }

  async succeeded(email: string, address: string | null, turn: SignInTurn = {}): Promise<void> {
    await Promise.all([
      this.perPair.reset(pairKey(email, address)),
      this.store.reset(accountKey(email)),
      turn.key ? this.store.reset(turn.key) : undefined,
      this.remember(email, address),
    ]);
  }

  private get backOffOn(): boolean {
    return this.limits.backOffMaxMs > 0 && this.limits.backOffFirstMs > 0;
  }

  /** Failures before the back-off starts (at least one: an account nobody got wrong never waits). */
  private get free(): number {
    return Math.max(1, this.limits.backOffFree);
  }

  /**
   * How many attempts may hold the turn for `failures` at once: within the free allowance, what is
   * left of it (attempts still being checked may all fail); after it, one.
   */
  private room(failures: number): number {
    return failures < this.free ? this.free - failures : 1;
  }

  /**
   * How long a turn is held. Within the free allowance, long enough to cover a password check (an
   * answered attempt moves the account to the next count, or clears it); after it, the wait.
   */
  private holdMs(failures: number): number {
    return failures < this.free ? this.limits.backOffFirstMs : this.delayMs(failures);
  }

  /** The wait after failure number `failures` (≥ free): first, doubled each time, capped. */
  private delayMs(failures: number): number {
    const doublings = Math.min(failures - this.free, 30);
    return Math.min(this.limits.backOffMaxMs, this.limits.backOffFirstMs * 2 ** doublings);
  }

  private wait(taken: RateWindow): HttpError {
    const seconds = Math.max(1, Math.ceil((taken.resetAt - this.now()) / 1000));
    return new HttpError(429, signInWait(seconds), undefined, seconds);
  }

  private async countFailure(email: string): Promise<void> {
    if (!this.backOffOn && this.limits.perAccount <= 0) return;
    const { count } = await this.store.increment(accountKey(email), this.limits.windowMs, this.now());
    // From the free allowance on, the failure starts the wait for the next count's turn.
    if (this.backOffOn && count >= this.free) await this.store.increment(turnKey(email, count), this.delayMs(count), this.now());
  }

  private async passBotCheck(failures: number, address: string | null, botToken: string | undefined): Promise<void> {
    const secret = this.botCheck?.secret;
    if (!secret || this.limits.perAccount <= 0 || failures < this.limits.perAccount) return;
    const passed = botToken ? await this.botCheck!.verify(botToken, secret, address ?? undefined) : false;
    if (!passed) throw new HttpError(BAD_INPUT, BOT_CHECK_FAILED, { token: [BOT_CHECK_FAILED] });
  }

  /** Did this address sign in to the account lately? (Never the portal's own calls, with no address.) */
  private async isKnown(email: string, address: string | null): Promise<boolean> {
    return address !== null && (await this.store.peek(knownKey(email, address), this.now())) !== undefined;
  }

  /** Remembers the address for knownAddressMs from this sign-in. */
  private async remember(email: string, address: string | null): Promise<void> {
    if (!this.backOffOn || address === null) return;
    const key = knownKey(email, address);
    await this.store.reset(key);
    await this.store.increment(key, this.limits.knownAddressMs, this.now());
  }
}

const accountKey = (email: string) => `signin:account:${email}`;
const pairKey = (email: string, address: string | null) => `signin:pair:${email}|${address ?? "portal"}`;
const turnKey = (email: string, failures: number) => `signin:turn:${email}#${failures}`;
const knownKey = (email: string, address: string) => `signin:known:${email}|${address}`;

/**
 * Wrong current-password guesses by a signed-in caller (password change, account deletion):
 * limited per user and per (user, address). The caller already holds the token, so a hard
 * limit here locks out no one but the guesser.
 */
export class PasswordCheckThrottle {
  private readonly counter: RateCounter;

  constructor(limits: { perAccount: number; windowMs: number }, store?: RateStore) {
    this.counter = new RateCounter(limits.perAccount, limits.windowMs, Date.now, store);
  }

  async allow(userId: number, address: string | null): Promise<void> {
    for (const key of keys(userId, address)) {
      if (await this.counter.blocked(key)) throw new HttpError(429, TOO_MANY, undefined, await this.counter.retryAfter(key));
    }
  }

  async failed(userId: number, address: string | null): Promise<void> {
    await Promise.all(keys(userId, address).map((key) => this.counter.hit(key)));
  }
}

const keys = (userId: number, address: string | null) => [`password:user:${userId}`, `password:pair:${userId}|${address ?? "portal"}`];
