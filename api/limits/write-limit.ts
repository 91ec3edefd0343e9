import type { RequestHandler } from "express";
import type { Env } from "../../config/env";
import { HttpError } from "../core/http-error";
import { RateCounter } from "./rate-counter";
import type { RateStore } from "./store";

export interface WriteLimitConfig {
  /** Writes of one kind per client address per window, for visitors not signed in. */
  perAddress: number;
  /** Writes of one kind per signed-in user per window. */
  perUser: number;
  windowMs: number;
}

export type WriteKind =
  | "newsletter"
  | "contribution"
  | "comment"
  | "like"
  | "report"
  | "block"
  | "view"
  | "search"
  | "account"
  | "moderation"
  | "assessment"
  | "assistant"
  | "assistant-feedback"
  | "consultation"
  | "feedback"
  | "page-feedback"
  | "search-miss";

const TOO_MANY_WRITES = "Too many requests. Wait a moment and try again.";

/**
 * Limits every write of the API, per kind, so a burst of likes does not use up the budget for
 * comments. A signed-in caller is counted by user (people sharing one office address do not
 * throttle each other); anyone else by the address api/limits/client-address.ts decides.
 */
export function writeLimiter(config: WriteLimitConfig, store?: RateStore) {
  const byAddress = new RateCounter(config.perAddress, config.windowMs, Date.now, store);
  const byUser = new RateCounter(config.perUser, config.windowMs, Date.now, store);
  const limit =
    (kind: WriteKind): RequestHandler =>
    (req, _res, next) => {
      // The portal's own call (secret, no visitor address) is not a visitor's write.
      if (!req.apiUser && req.clientAddress === null) return next();
      const [counter, key] = req.apiUser
        ? [byUser, `write:${kind}:user:${req.apiUser.id}`]
        : [byAddress, `write:${kind}:addr:${req.clientAddress}`];
      counter
        .hit(key)
        .then(async (over) => (over ? next(new HttpError(429, TOO_MANY_WRITES, undefined, await counter.retryAfter(key))) : next()))
        .catch(next);
    };
  /**
   * How many of `count` writes of one kind made by a visitor at `address` (null: the portal's
   * own) fit that address's limit, counting each one that does: the portal's report of the
   * visits it served (POST /api/log) is limited as if each had been its own call.
   */
  const allowed = async (kind: WriteKind, address: string | null, count: number): Promise<number> => {
    if (address === null || config.perAddress <= 0) return count;
    const key = `write:${kind}:addr:${address}`;
    let fits = 0;
    while (fits < count && !(await byAddress.hit(key))) fits++;
    return fits;
  };
  return Object.assign(limit, { allowed });
}

export type LimitWrites = ReturnType<typeof writeLimiter>;

/** API_WRITE_RATE_LIMIT_ADDRESS / _USER / _WINDOW_S, with explicit overrides (tests). */
export function writeLimitsFrom(env: Env, overrides: Partial<WriteLimitConfig> = {}): WriteLimitConfig {
  return {
    perAddress: overrides.perAddress ?? env.API_WRITE_RATE_LIMIT_ADDRESS,
    perUser: overrides.perUser ?? env.API_WRITE_RATE_LIMIT_USER,
    windowMs: overrides.windowMs ?? env.API_WRITE_RATE_LIMIT_WINDOW_S * 1000,
  };
}
