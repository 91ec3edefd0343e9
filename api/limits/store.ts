import type { RateStore, RateWindow } from "../../shared/rate-limit";

/**
 * Where counters live: this process's memory (MemoryRateStore, below), or Redis shared by every
 * replica when REDIS_URL is set (redis-store.ts: the one store of the portal and the API,
 * shared/rate-limit.ts, which counts in memory too while Redis is away).
 */
export type { RateStore, RateWindow };

const SWEEP_AT = 50_000;

export class MemoryRateStore implements RateStore {
  private readonly windows = new Map<string, RateWindow>();
  /**
   * The size that starts the next sweep of ended windows: twice what a sweep leaves, so many
   * long-lived windows (the addresses remembered for 30 days by the sign-in back-off) do not make
   * every increment walk the whole map.
   */
  private sweepAt = SWEEP_AT;

  async increment(key: string, windowMs: number, now: number): Promise<RateWindow> {
    return this.incrementNow(key, windowMs, now);
  }

  async peek(key: string, now: number): Promise<RateWindow | undefined> {
    return this.peekNow(key, now);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private incrementNow(key: string, windowMs: number, now: number): RateWindow {
    const entry = this.peekNow(key, now) ?? { count: 0, resetAt: now + windowMs };
    entry.count += 1;
    this.windows.set(key, entry);
    if (this.windows.size > this.sweepAt) {
      this.sweep(now);
      this.sweepAt = Math.max(SWEEP_AT, this.windows.size * 2);
    }
    return { ...entry };
  }

  private peekNow(key: string, now: number): RateWindow | undefined {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return entry && { ...entry };
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
