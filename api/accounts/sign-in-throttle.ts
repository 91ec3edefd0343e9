import { BAD_INPUT, HttpError } from "../http";
import { RateCounter } from "../limits/rate-counter";
import type { RateStore } from "../limits/store";
import { TOO_MANY } from "./errors";

export const BOT_CHECK_FAILED = "Please confirm you are not a robot.";

export interface BotCheck {
  secret?: string;
  verify: (token: string, secret: string, remoteIp?: string) => Promise<boolean>;
}

/**
 * Who may try a password. A guesser at one address is stopped per (account, address) pair with
 * a 429; failures spread over many addresses never lock the account itself, they only make every
 * further attempt on it pass the bot check (when one is configured). So a stranger cannot keep the
 * owner out: the right password from an address without recent failures still signs in.
 */
export class SignInThrottle {
  private readonly perPair: RateCounter;
  private readonly perAccount: RateCounter;

  constructor(
    limits: { perAccount: number; windowMs: number },
    private readonly botCheck: BotCheck | undefined,
    store?: RateStore,
  ) {
    this.perPair = new RateCounter(limits.perAccount, limits.windowMs, Date.now, store);
    this.perAccount = new RateCounter(limits.perAccount, limits.windowMs, Date.now, store);
  }

  /** Throws 429 for a blocked pair, or a BAD_INPUT naming `token` when the bot check is due. */
  async allow(email: string, address: string | null, botToken: string | undefined): Promise<void> {
    const pair = pairKey(email, address);
    if (await this.perPair.blocked(pair)) throw new HttpError(429, TOO_MANY, undefined, await this.perPair.retryAfter(pair));
    const secret = this.botCheck?.secret;
    if (!secret || !(await this.perAccount.blocked(accountKey(email)))) return;
    const passed = botToken ? await this.botCheck!.verify(botToken, secret, address ?? undefined) : false;
    if (!passed) throw new HttpError(BAD_INPUT, BOT_CHECK_FAILED, { token: [BOT_CHECK_FAILED] });
  }

  async failed(email: string, address: string | null): Promise<void> {
    await Promise.all([this.perPair.hit(pairKey(email, address)), this.perAccount.hit(accountKey(email))]);
  }

  async succeeded(email: string, address: string | null): Promise<void> {
    await Promise.all([this.perPair.reset(pairKey(email, address)), this.perAccount.reset(accountKey(email))]);
  }
}

const accountKey = (email: string) => `signin:account:${email}`;
const pairKey = (email: string, address: string | null) => `signin:pair:${email}|${address ?? "portal"}`;

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
