/**
 * Fixed-window counters in memory, keyed by client address or account. One API process keeps
 * its own counts; behind several replicas each enforces the limit on its share, which still
 * bounds guessing. A limit of 0 turns the counter off.
 */
export class RateCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Would one more hit exceed the limit? Does not count. */
  blocked(key: string): boolean {
    if (this.limit <= 0) return false;
    const entry = this.current(key);
    return !!entry && entry.count >= this.limit;
  }

  /** Count a hit; true when this hit is over the limit. */
  hit(key: string): boolean {
    if (this.limit <= 0) return false;
    const entry = this.current(key) ?? { count: 0, resetAt: this.now() + this.windowMs };
    entry.count += 1;
    this.hits.set(key, entry);
    if (this.hits.size > 50_000) this.sweep();
    return entry.count > this.limit;
  }

  /** Seconds until the key's window ends (for Retry-After). */
  retryAfter(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000)) : 0;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private current(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
