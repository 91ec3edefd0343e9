import { MemoryRateStore, type RateStore } from "./store";

/**
 * A fixed-window limit over a store. Each API process keeps its own counts until the store is
 * shared; behind several replicas each enforces the limit on its share, which still bounds
 * guessing. A limit of 0 turns the counter off.
 */
export class RateCounter {
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly store: RateStore = new MemoryRateStore(),
  ) {}

  /** Would one more hit exceed the limit? Does not count. */
  blocked(key: string): boolean {
    if (this.limit <= 0) return false;
    return (this.store.peek(key, this.now())?.count ?? 0) >= this.limit;
  }

  /** Hits in the key's open window. */
  count(key: string): number {
    return this.store.peek(key, this.now())?.count ?? 0;
  }

  /** Count a hit; true when this hit is over the limit. */
  hit(key: string): boolean {
    if (this.limit <= 0) return false;
    return this.store.increment(key, this.windowMs, this.now()).count > this.limit;
  }

  /** Seconds until the key's window ends (for Retry-After). */
  retryAfter(key: string): number {
    const entry = this.store.peek(key, this.now());
    return entry ? Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000)) : 0;
  }

  reset(key: string): void {
    this.store.reset(key);
  }
}
