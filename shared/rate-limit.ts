/**
 * The one rate-limit store of the portal's tiers (server/rate-limit-tiers.ts) and the API's limits
 * (api/limits/, the sign-in back-off with them) when REDIS_URL is set: rate-limiter-flexible's
 * Redis limiter with an in-memory insurance limiter, and one policy for when Redis is away
 * (decision 0124, replacing 0107's two):
 *
 * - Redis answers: one count for every replica. A hit is one Lua script (SET NX with the window,
 *   INCRBY, PTTL), so hits from several replicas at once each get their own count: the sign-in
 *   back-off takes its turns with it (decision 0122). Redis's clock ends the window.
 * - Redis is down, not connected yet, or slower than the connection's command timeout (1 s,
 *   shared/redis.ts): every limit counts in this process's memory, as without REDIS_URL. None
 *   fails open; each replica enforces the limit on its own share (at most N times looser) until
 *   Redis answers again. Counts made in memory are not carried into Redis afterwards.
 *
 * An outage is logged once by the connection (its own events, or the first command that failed
 * while it was connected here), and once when Redis answers again.
 *
 * Windows are whole seconds in Redis (rate-limiter-flexible's unit): a window of 1500 ms is counted
 * as 2 s. Without Redis the API keeps its millisecond windows (api/limits/store.ts).
 */
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from "rate-limiter-flexible";
import type { RedisConnection } from "./redis";

/** One fixed window of a counter: hits so far and when the window ends (ms since the epoch). */
export interface RateWindow {
  count: number;
  resetAt: number;
}

/**
 * Where counters live: this process's memory, or Redis shared by every replica (RedisRateStore).
 * The callers decide from the count; the store only counts. Asynchronous because Redis is.
 */
export interface RateStore {
  /** Adds one hit to the key's window (opening a window of windowMs when none is open); atomic. */
  increment(key: string, windowMs: number, now: number): Promise<RateWindow>;
  /** The key's open window, if any. */
  peek(key: string, now: number): Promise<RateWindow | undefined>;
  reset(key: string): Promise<void>;
}

/** The counters' key prefixes in Redis (rate-limiter-flexible adds the ":"): indiaai:rl:portal:<tier>:<address>, indiaai:rl:api:<key>. */
export const RATE_LIMIT_PREFIX = { portal: "indiaai:rl:portal", api: "indiaai:rl:api" } as const;

/** A window in rate-limiter-flexible's unit: whole seconds, at least one. */
export function windowSeconds(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / 1000));
}

/** Node's longest timer (about 24.8 days): the memory limiter expires each key with one. */
const LONGEST_TIMER_S = Math.floor((2 ** 31 - 1) / 1000);

type Options = { customDuration?: number };

/**
 * The in-memory insurance: rate-limiter-flexible calls it instead of Redis. It tells the store it
 * did (a command that failed while Redis was connected starts an outage and counts against the
 * breaker), and keeps windows longer than a Node timer (the back-off's 30-day known addresses)
 * for as long as a timer can. The `…Here` methods answer the same way when the store did not ask
 * Redis at all (not connected, or the breaker open): no failure to report.
 */
class InProcessInsurance extends RateLimiterMemory {
  /**
   * The options of the calls it answered instead of Redis. rate-limiter-flexible hands the caller's
   * options object through to the insurance, so each call can ask about its own answer.
   */
  private readonly answered = new WeakSet<object>();

  constructor(private readonly onAnswer: () => void) {
    super({ points: 0, duration: 0 });
  }

  override penalty(key: string | number, points = 1, options: Options = {}): Promise<RateLimiterRes> {
    this.note(options);
    return this.penaltyHere(key, points, options);
  }

  override reward(key: string | number, points = 1, options: Options = {}): Promise<RateLimiterRes> {
    this.note(options);
    return this.rewardHere(key, points, options);
  }

  override get(key: string | number, options: Options = {}): Promise<RateLimiterRes | null> {
    this.note(options);
    return this.getHere(key, options);
  }

  override delete(key: string | number, options: Options = {}): Promise<boolean> {
    this.note(options);
    return this.forget(key);
  }

  penaltyHere(key: string | number, points: number, options: Options): Promise<RateLimiterRes> {
    const seconds = Math.min(options.customDuration ?? LONGEST_TIMER_S, LONGEST_TIMER_S);
    return super.penalty(key, points, { ...options, customDuration: seconds });
  }

  rewardHere(key: string | number, points: number, options: Options): Promise<RateLimiterRes> {
    return super.reward(key, points, options);
  }

  getHere(key: string | number, options: Options = {}): Promise<RateLimiterRes | null> {
    return super.get(key, options);
  }

  /** Forgets a key without counting as an answer (a reset clears both places). */
  forget(key: string | number): Promise<boolean> {
    return super.delete(key);
  }

  /** Whether the call made with these options was answered here instead of by Redis. */
  answeredFor(options: Options): boolean {
    return this.answered.has(options);
  }

  private note(options: Options) {
    this.answered.add(options);
    this.onAnswer();
  }
}

/**
 * Counters in Redis, shared by every replica, with in-process insurance (above). The limiter never
 * refuses by itself (it adds with `penalty`): what the count means is the caller's (RateCounter,
 * the sign-in turns, express-rate-limit's tiers).
 *
 * Each call asks the connection first (`admit`): while Redis is not connected or its circuit
 * breaker is open (shared/redis.ts), the call is answered in memory at once, without a command
 * that would wait out the timeout. Otherwise it goes to Redis and its outcome is reported to the
 * breaker: answered by the insurance (an error or a timeout) is a failure.
 */
export class RedisRateStore implements RateStore {
  private readonly limiter: RateLimiterRedis;
  private readonly insurance: InProcessInsurance;

  constructor(
    private readonly connection: RedisConnection,
    keyPrefix: string,
  ) {
    // A command that fails while connected (refused, timed out) starts an outage; while not
    // connected the connection has already said so (or is still connecting at start).
    this.insurance = new InProcessInsurance(() => {
      if (connection.ready) connection.failed(new Error("a rate-limit command failed or timed out"), "rate limit");
    });
    this.limiter = new RateLimiterRedis({
      storeClient: connection.client, // starts connecting; nothing waits for it
      rejectIfRedisNotReady: true,
      keyPrefix,
      points: 0,
      duration: 0,
      insuranceLimiter: this.insurance,
    });
  }

  async increment(key: string, windowMs: number, now: number): Promise<RateWindow> {
    const options = { customDuration: windowSeconds(windowMs) };
    const hit = await this.shared(
      () => this.limiter.penalty(key, 1, options),
      () => this.insurance.penaltyHere(key, 1, options),
      options,
    );
    return { count: hit.consumedPoints, resetAt: now + Math.max(hit.msBeforeNext, 0) };
  }

  /** Takes one hit back (express-rate-limit's decrement); the window keeps its end. */
  async decrement(key: string, windowMs: number): Promise<void> {
    const options = { customDuration: windowSeconds(windowMs) };
    await this.shared(
      () => this.limiter.reward(key, 1, options),
      () => this.insurance.rewardHere(key, 1, options),
      options,
    );
  }

  async peek(key: string, now: number): Promise<RateWindow | undefined> {
    const options: Options = {};
    const open = await this.shared(
      () => this.limiter.get(key, options),
      () => this.insurance.getHere(key, options),
      options,
    );
    if (!open || open.consumedPoints <= 0 || open.msBeforeNext <= 0) return undefined;
    return { count: open.consumedPoints, resetAt: now + open.msBeforeNext };
  }

  /** Clears the key in Redis and in this process's memory, so an outage later does not bring back old counts. */
  async reset(key: string): Promise<void> {
    const options: Options = {};
    await Promise.all([
      this.insurance.forget(key),
      this.shared(
        () => this.limiter.delete(key, options),
        async () => false,
        options,
      ),
    ]);
  }

  /**
   * Runs one call in Redis when the connection admits it, else in memory at once. A call Redis
   * answered (the insurance did not) ends an outage and resets the breaker's count of failures.
   */
  private async shared<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>, options: Options): Promise<T> {
    const ticket = this.connection.admit();
    if (!ticket) return inMemory();
    let value: T;
    try {
      value = await inRedis();
    } catch (error) {
      ticket.abandoned();
      throw error;
    }
    if (this.insurance.answeredFor(options)) {
      ticket.failed();
    } else {
      ticket.succeeded();
      this.connection.succeeded();
    }
    return value;
  }
}
