import type { RedisConnection } from "../../shared/redis";
import { MemoryRateStore, type RateStore, type RateWindow } from "./store";

/** The prefix of the API's counters in Redis. */
export const API_RATE_LIMIT_PREFIX = "indiaai:rl:api:";

/**
 * Fixed windows in Redis, one key per counter, shared by every API replica. A window is opened
 * by `SET key 0 PX window NX` and counted by INCR in one MULTI, so it needs no script (nothing
 * to reload after a Redis restart) and hits from several replicas at once are all counted.
 * Redis's clock ends the window; `now` only turns its remaining time into a date.
 */
export class RedisRateStore implements RateStore {
  constructor(
    private readonly connection: RedisConnection,
    private readonly prefix = API_RATE_LIMIT_PREFIX,
  ) {}

  async increment(key: string, windowMs: number, now: number): Promise<RateWindow> {
    const name = this.prefix + key;
    const client = this.connection.client;
    const results = await client.multi().set(name, "0", "PX", windowMs, "NX").incr(name).pttl(name).exec();
    const [count, ttl] = [reply(results, 1), reply(results, 2)];
    // The key lost its expiry in between (it expired between SET and INCR): give it one.
    if (ttl < 0) await client.pexpire(name, windowMs);
    return { count, resetAt: now + (ttl < 0 ? windowMs : ttl) };
  }

  async peek(key: string, now: number): Promise<RateWindow | undefined> {
    const name = this.prefix + key;
    const results = await this.connection.client.multi().get(name).pttl(name).exec();
    const count = reply(results, 0);
    const ttl = reply(results, 1);
    if (!count || ttl === -2) return undefined;
    return { count, resetAt: now + Math.max(ttl, 0) };
  }

  async reset(key: string): Promise<void> {
    await this.connection.client.del(this.prefix + key);
  }
}

function reply(results: Array<[Error | null, unknown]> | null, index: number): number {
  if (!results) throw new Error("Redis transaction aborted");
  const [error, value] = results[index];
  if (error) throw error;
  return value === null ? 0 : Number(value);
}

/**
 * The API's counters with REDIS_URL: in Redis while it answers, in this process's memory while
 * it does not (decision 0107). Sign-in, password, reset-mail, comment and write limits protect
 * accounts and content from abuse, so none of them fails open: during an outage each replica
 * enforces them on its own share (at most N times looser), exactly as without Redis. Counts
 * made in memory during the outage are not carried into Redis afterwards. The outage is logged
 * once by the connection.
 */
export class SharedRateStore implements RateStore {
  private readonly memory = new MemoryRateStore();
  private readonly redis: RedisRateStore;

  constructor(
    private readonly connection: RedisConnection,
    prefix = API_RATE_LIMIT_PREFIX,
  ) {
    this.redis = new RedisRateStore(connection, prefix);
    void connection.client; // start connecting; nothing waits for it
  }

  increment(key: string, windowMs: number, now: number): Promise<RateWindow> {
    return this.either("API rate limit", () => this.redis.increment(key, windowMs, now), () => this.memory.increment(key, windowMs, now));
  }

  peek(key: string, now: number): Promise<RateWindow | undefined> {
    return this.either("API rate limit", () => this.redis.peek(key, now), () => this.memory.peek(key, now));
  }

  async reset(key: string): Promise<void> {
    await this.memory.reset(key);
    await this.either("API rate limit reset", () => this.redis.reset(key), async () => undefined);
  }

  private async either<T>(during: string, shared: () => Promise<T>, inProcess: () => Promise<T>): Promise<T> {
    if (!this.connection.ready) return inProcess();
    try {
      const value = await shared();
      this.connection.succeeded();
      return value;
    } catch (error) {
      this.connection.failed(error, during);
      return inProcess();
    }
  }
}
