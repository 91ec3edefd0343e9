import type { Request, Response } from "express";
import { Ok } from "../contract";
import { existingBreaker } from "../shared/upstream-breakers";
import type { RedisConnection } from "../shared/redis";
import { CACHE } from "./request-adapter";

/** The upstream must answer its health check, headers and body, within this. */
export const READINESS_TIMEOUT_MS = 2000;

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
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  return async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", CACHE.none);
    if (options.shuttingDown()) return void res.status(503).json({ ok: false, reason: "shutting down" });
    const problem = await upstreamProblem(`${options.upstreamOrigin()}/api/healthz`, timeoutMs);
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

async function upstreamProblem(url: string, timeoutMs: number): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
    const text = await response.text();
    if (!response.ok) return `status ${response.status}`;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return "answer is not JSON";
    }
    return Ok.safeParse(body).success ? undefined : "answer is not { ok: true }";
  } catch (error) {
    return controller.signal.aborted ? `no complete answer within ${timeoutMs} ms` : `unreachable (${String(error)})`;
  } finally {
    clearTimeout(timer);
  }
}

/** `redis: { connected, breaker }`, with `degraded` while Redis cannot be used; nothing without Redis. */
function redisHealth(redis: Pick<RedisConnection, "health"> | undefined) {
  if (!redis) return {};
  const health = redis.health();
  return { redis: health, ...(health.connected && health.breaker === "closed" ? {} : { degraded: true }) };
}
