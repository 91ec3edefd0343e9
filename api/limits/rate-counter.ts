import { MemoryRateStore, type RateStore } from "./store";

/**
 * A fixed-window limit over a store. With REDIS_URL every replica counts in the same Redis
 * (redis-store.ts); without it, and while Redis is away or slow (decision 0124), each process
 * keeps its own counts. A limit of 0 turns the counter off.
 */
export class RateCounter {
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly store: RateStore = new MemoryRateStore(),
  ) {}

  /** Would one more hit exceed the limit? Does not count. */
  async blocked(key: string): Promise<boolean> {
    if (this.limit <= 0) return false;
    return ((await this.store.peek(key, this.now()))?.count ?? 0) >= this.limit;
  }

  /** Hits in the key's open window. */
  async count(key: string): Promise<number> {
    return (await this.store.peek(key, this.now()))?.count ?? 0;
  }

  /** Count a hit; true when this hit is over the limit. */
  async hit(key: string): Promise<boolean> {
    if (this.limit <= 0) return false;
    return (await this.store.increment(key, this.windowMs, this.now())).count > this.limit;
  }

  /** Seconds until the key's window ends (for Retry-After). */
  async retryAfter(key: string): Promise<number> {
    const entry = await this.store.peek(key, this.now());
    return entry ? Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000)) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(key);
  }
}
