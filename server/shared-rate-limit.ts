/**
 * The portal's rate-limit tiers counted in Redis (rate-limit-redis), so N replicas enforce one
 * limit, with a deliberate direction for when Redis is unavailable (decision 0107):
 *
 * - "fail-open" (the read and write tiers): the request goes through uncounted. These tiers only
 *   shed load in front of the renderer; a Redis outage must not turn readers away, and every
 *   write they let through still meets the API's own per-kind limits, which do not fail open.
 * - "in-process" (the sign-in tier): counted in this process's memory until Redis is back, as
 *   without REDIS_URL, so password guessing through the portal is never unlimited.
 *
 * The outage is logged once (shared/redis.ts), not per request. A Redis restart empties its
 * script cache: rate-limit-redis reloads its script on NOSCRIPT, and a store whose script load
 * failed (Redis down at start) is made again on the next request once Redis answers.
 */
import { MemoryStore, type IncrementResponse, type Logger as RateLimitLogger, type Options, type Store } from "express-rate-limit";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import type { RedisConnection } from "../shared/redis";

export type WhenRedisFails = "fail-open" | "in-process";

/** The prefix of the portal's counters in Redis. */
export const PORTAL_RATE_LIMIT_PREFIX = "indiaai:rl:portal:";

/** Thrown by a fail-open store while Redis is away; the limiter's passOnStoreError lets the request pass. */
export class RedisUnavailable extends Error {
  constructor(cause: unknown) {
    super(`Redis unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "RedisUnavailable";
  }
}

export class SharedRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly memory = new MemoryStore();
  private options: Options | undefined;
  private redisStore: RedisStore | undefined;
  private loaded: Promise<void> | undefined;

  constructor(
    private readonly connection: RedisConnection,
    readonly whenRedisFails: WhenRedisFails,
    prefix = PORTAL_RATE_LIMIT_PREFIX,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.options = options;
    if (this.whenRedisFails === "in-process") this.memory.init(options);
    void this.connection.client; // start connecting; nothing waits for it
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      const result = await (await this.redis()).increment(key);
      this.connection.succeeded();
      return result;
    } catch (error) {
      return this.fallBack(error, () => this.memory.increment(key));
    }
  }

  async decrement(key: string): Promise<void> {
    try {
      await (await this.redis()).decrement(key);
    } catch (error) {
      await this.fallBack(error, () => this.memory.decrement(key));
    }
  }

  async resetKey(key: string): Promise<void> {
    await this.memory.resetKey(key);
    try {
      await (await this.redis()).resetKey(key);
    } catch (error) {
      this.connection.failed(error, "portal rate limit reset");
    }
  }

  async get(key: string) {
    try {
      return await (await this.redis()).get(key);
    } catch (error) {
      return this.fallBack(error, () => this.memory.get(key));
    }
  }

  shutdown(): void {
    this.memory.shutdown();
  }

  /** rate-limit-redis over the shared connection, its scripts loaded; made again after a failed load. */
  private async redis(): Promise<RedisStore> {
    if (!this.connection.ready) throw new RedisUnavailable("not connected");
    if (!this.redisStore) {
      const client = this.connection.client;
      const store = new RedisStore({
        sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
        prefix: this.prefix,
      });
      this.redisStore = store;
      this.loaded = store.init(this.options!);
    }
    try {
      await this.loaded;
    } catch (error) {
      this.redisStore = undefined;
      throw error;
    }
    return this.redisStore!;
  }

  private async fallBack<T>(error: unknown, inProcess: () => Promise<T> | T): Promise<T> {
    if (!(error instanceof RedisUnavailable)) this.connection.failed(error, "portal rate limit");
    if (this.whenRedisFails === "in-process") return inProcess();
    throw error instanceof RedisUnavailable ? error : new RedisUnavailable(error);
  }
}

/**
 * express-rate-limit's logger for limiters over a SharedRateLimitStore: a fail-open pass is
 * already reported once per outage by the connection, so it is not logged again per request.
 */
export function rateLimitLogger(logger: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void }): RateLimitLogger {
  return {
    error(error, message) {
      if (error instanceof RedisUnavailable) return;
      logger.error({ err: error instanceof Error ? error.message : String(error) }, message ?? "rate limiter error");
    },
    warn(error, message) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, message ?? "rate limiter warning");
    },
  };
}
