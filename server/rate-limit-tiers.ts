/**
 * The portal's rate-limit tiers (decision 0081): per client address and window, `auth` for writes
 * to the routes that declare AUTH_ROUTE, `write` for other writes, `read` for the rest; each
 * answers 429 with Retry-After and the draft-7 RateLimit headers. The embedded API is mounted
 * before them and keeps its own limits (api/limits/).
 *
 * Without Redis each tier counts in this process (express-rate-limit's memory store). With Redis
 * every tier counts in the store the API's limits use too (shared/rate-limit.ts): one count for
 * all replicas, and in this process's memory while Redis is away or slow. No tier fails open
 * (decision 0124).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type IncrementResponse, type Options, type Store } from "express-rate-limit";
import type { Env } from "../config/env";
import { RATE_LIMIT_PREFIX, RedisRateStore, type RateWindow } from "../shared/rate-limit";
import type { RedisConnection } from "../shared/redis";
import { CACHE } from "./request-adapter";
import type { RouteMatcher } from "./route-policies";

export interface RateLimits {
  /** Requests per window per client address; 0 turns the tier off. */
  read: number;
  write: number;
  auth: number;
  windowMs: number;
}

/** RATE_LIMIT_READ, _WRITE and _AUTH per minute, with explicit overrides (tests). */
export function rateLimitsFrom(
  env: Pick<Env, "RATE_LIMIT_READ" | "RATE_LIMIT_WRITE" | "RATE_LIMIT_AUTH">,
  overrides: Partial<RateLimits> = {},
): RateLimits {
  return { read: env.RATE_LIMIT_READ, write: env.RATE_LIMIT_WRITE, auth: env.RATE_LIMIT_AUTH, windowMs: 60_000, ...overrides };
}

/** express-rate-limit's view of the shared store: keys indiaai:rl:portal:<tier>:<address>. */
export class SharedTierStore implements Store {
  readonly localKeys = false;
  readonly prefix = `${RATE_LIMIT_PREFIX.portal}:`;
  private readonly store: RedisRateStore;
  private windowMs = 60_000;

  constructor(connection: RedisConnection) {
    this.store = new RedisRateStore(connection, RATE_LIMIT_PREFIX.portal);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    return hits(await this.store.increment(key, this.windowMs, Date.now()));
  }

  async decrement(key: string): Promise<void> {
    await this.store.decrement(key, this.windowMs);
  }

  async resetKey(key: string): Promise<void> {
    await this.store.reset(key);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const open = await this.store.peek(key, Date.now());
    return open && hits(open);
  }
}

const hits = (window: RateWindow): ClientRateLimitInfo => ({ totalHits: window.count, resetTime: new Date(window.resetAt) });

const isWrite = (req: Request) => req.method !== "GET" && req.method !== "HEAD";

/** The three tiers in the order they apply, as middleware; each route's tier is what it declares (app/route-policy.ts). */
export function rateLimitTiers(limits: RateLimits, routes: RouteMatcher, redis: RedisConnection | undefined): RequestHandler[] {
  const tier = (limit: number, name: string, skip: (req: Request) => boolean): RequestHandler =>
    limit > 0
      ? rateLimit({
          ...(redis ? { store: new SharedTierStore(redis) } : {}),
          windowMs: limits.windowMs,
          limit,
          standardHeaders: "draft-7",
          legacyHeaders: false,
          validate: { xForwardedForHeader: false, trustProxy: false },
          skip,
          keyGenerator: (req) => `${name}:${ipKeyGenerator(req.ip ?? "unknown")}`,
          handler: (req, res) => {
            res.locals.logger?.warn({ tier: name, ip: req.ip }, "rate limited");
            res
              .status(429)
              .setHeader("Cache-Control", CACHE.none)
              .type("text/plain")
              .send("Too many requests. Please wait a minute and try again.");
          },
        })
      : (_req: Request, _res: Response, next: NextFunction) => next();
  return [
    tier(limits.auth, "auth", (req) => !(isWrite(req) && routes.policyOf(req.path).rateTier === "auth")),
    tier(limits.write, "write", (req) => !isWrite(req)),
    tier(limits.read, "read", (req) => isWrite(req)),
  ];
}
