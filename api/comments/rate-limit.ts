/**
 * Per-user sliding-window limit on posting, in process memory. Each API replica keeps its own
 * window, so N replicas allow up to N × max; the gateway's per-address limit bounds the total.
 */
export class PostRateLimiter {
  private readonly hits = new Map<number, number[]>();

  constructor(private readonly limit: { max: number; windowMs: number }) {}

  /** Records a post and returns 0, or returns the milliseconds to wait when over the limit. */
  take(userId: number, now = Date.now()): number {
    const { max, windowMs } = this.limit;
    if (max <= 0) return 0;
    const since = now - windowMs;
    const recent = (this.hits.get(userId) ?? []).filter((t) => t > since);
    if (recent.length >= max) {
      this.hits.set(userId, recent);
      return Math.max(1, recent[0] + windowMs - now);
    }
    recent.push(now);
    this.hits.set(userId, recent);
    if (this.hits.size > 10_000) this.prune(since);
    return 0;
  }

  private prune(since: number) {
    for (const [user, times] of this.hits) {
      if (times.every((t) => t <= since)) this.hits.delete(user);
    }
  }
}
