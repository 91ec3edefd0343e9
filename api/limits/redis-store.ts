import { RATE_LIMIT_PREFIX, RedisRateStore } from "../../shared/rate-limit";
import type { RedisConnection } from "../../shared/redis";

/** The prefix of the API's counters in Redis (rate-limiter-flexible adds the ":"). */
export const API_RATE_LIMIT_PREFIX = RATE_LIMIT_PREFIX.api;

/**
 * The API's counters with REDIS_URL: the store the portal's tiers use too (shared/rate-limit.ts),
 * under the API's prefix. In Redis while it answers, in this process's memory while it is away
 * or slow (decision 0124): sign-in, password, reset-mail, comment and write limits never fail
 * open.
 */
export class SharedRateStore extends RedisRateStore {
  constructor(connection: RedisConnection, prefix: string = API_RATE_LIMIT_PREFIX) {
    super(connection, prefix);
  }
}
