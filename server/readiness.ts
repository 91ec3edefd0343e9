import type { Request, Response } from "express";
import { existingBreaker } from "../shared/upstream-breakers";
import { HEALTH_CHECK_TIMEOUT_MS, upstreamHealthProblem } from "../shared/upstream-health";
import type { RedisConnection } from "../shared/redis";
import { CACHE } from "./request-adapter";

/**
 * GET /readyz: ready only when the upstream's /api/healthz gives a well-formed `{ ok: true }`
 * in time. A 200 with garbage, the wrong shape or a body that stalls is not ready: a load
 * balancer must not send visitors to a portal whose pages would all fail.
 *
 * It also reports the upstream's circuit breaker (shared/circuit-breaker.ts, decision 0125):
 * `breaker` is closed, open or half-open; while it is not closed the answer says `degraded`
 * (pages come from the caches, with a notice, or answer 503), ready or not.
 *
 * While the page cache keeps pages, an upstream that fails its health check makes the answer
 * 200 with `degraded: true` and the reason in `upstream`: the replica still serves those pages
 * (with the notice of stale-if-error, decision 0125), and a gateway that took every replica out
 * at once because their shared API is away would turn a stale day into an outage. A replica with
 * nothing kept (just started, or the cache off) is not ready: it could only answer 503.
 *
 * With REDIS_URL, `redis` is `{ connected, breaker }` (shared/redis.ts) and the answer says
 * `degraded` while Redis is not connected or its breaker is not closed, but stays 200: pages
 * serve without Redis (limits count in-process), and a gateway must not take every replica out
 * at once because their shared Redis is away (decision 0124, "Breaker").
 */
export function readiness(options: {
  upstreamOrigin: () => string;
  shuttingDown: () => boolean;
  timeoutMs?: number;
  redis?: () => Pick<RedisConnection, "health"> | undefined;
  /** How many pages the page cache keeps (0 without one). */
  keptPages?: () => number;
}) {
  const timeoutMs = options.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  return async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", CACHE.none);
    if (options.shuttingDown()) return void res.status(503).json({ ok: false, reason: "shutting down" });
    const problem = await upstreamHealthProblem(options.upstreamOrigin(), timeoutMs);
    const breaker = existingBreaker(options.upstreamOrigin());
    const state = breaker?.state ?? "closed";
    const health = { breaker: state, ...(state === "closed" ? {} : { degraded: true, retryInMs: breaker?.retryInMs() ?? 0 }) };
    const redis = redisHealth(options.redis?.());
    if (!problem) return void res.json({ ok: true, ...health, ...redis });
    const keptPages = options.keptPages?.() ?? 0;
    if (keptPages === 0) return void res.status(503).json({ ok: false, reason: `upstream not ready: ${problem}`, ...health });
    res.json({ ok: true, ...health, ...redis, degraded: true, upstream: `not ready: ${problem}`, keptPages });
  };
}

/** `redis: { connected, breaker }`, with `degraded` while Redis cannot be used; nothing without Redis. */
function redisHealth(redis: Pick<RedisConnection, "health"> | undefined) {
  if (!redis) return {};
  const health = redis.health();
  return { redis: health, ...(health.connected && health.breaker === "closed" ? {} : { degraded: true }) };
}
