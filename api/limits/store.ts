/** One fixed window of a counter: hits so far and when the window ends (ms since the epoch). */
export interface RateWindow {
  count: number;
  resetAt: number;
}

/**
 * Where counters live. In process memory today; a shared store (Redis) replaces it behind this
 * interface so that several API replicas count together.
 */
export interface RateStore {
  /** Adds one hit to the key's window (opening a window of windowMs when none is open). */
  increment(key: string, windowMs: number, now: number): RateWindow;
  /** The key's open window, if any. */
  peek(key: string, now: number): RateWindow | undefined;
  reset(key: string): void;
}

const SWEEP_AT = 50_000;

export class MemoryRateStore implements RateStore {
  private readonly windows = new Map<string, RateWindow>();

  increment(key: string, windowMs: number, now: number): RateWindow {
    const entry = this.peek(key, now) ?? { count: 0, resetAt: now + windowMs };
    entry.count += 1;
    this.windows.set(key, entry);
    if (this.windows.size > SWEEP_AT) this.sweep(now);
    return entry;
  }

  peek(key: string, now: number): RateWindow | undefined {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
