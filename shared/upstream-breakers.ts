/**
 * One circuit breaker (shared/circuit-breaker.ts) per upstream origin, for the whole process.
 *
 * The React Router build calls the upstream through them (app/upstream/core.server.ts), and the
 * server reports their state (/readyz, /metrics) and answers from the page cache while one is
 * open: two bundles, each with its own copy of this module, so the breakers live on a global
 * (as the runtime environment does, config/env.ts). Keyed by origin: a process may serve two
 * portals against two upstreams (the tests do), and each upstream fails on its own.
 */
import { getEnv, type Env } from "../config/env";
import { CircuitBreaker, type BreakerOptions } from "./circuit-breaker";
import { upstreamHealthProblem } from "./upstream-health";

const REGISTRY = Symbol.for("indiaai.upstream-breakers");
type Holder = { [REGISTRY]?: Map<string, CircuitBreaker> };

function registry(): Map<string, CircuitBreaker> {
  return ((globalThis as Holder)[REGISTRY] ??= new Map());
}

/** The breaker settings of an environment (UPSTREAM_BREAKER_FAILURES, UPSTREAM_BREAKER_OPEN_MS). */
export function breakerOptions(env: Pick<Env, "UPSTREAM_BREAKER_FAILURES" | "UPSTREAM_BREAKER_OPEN_MS">): BreakerOptions {
  return { failures: env.UPSTREAM_BREAKER_FAILURES, openMs: env.UPSTREAM_BREAKER_OPEN_MS };
}

/**
 * Once open, a breaker asks the upstream's health check in the background before it lets calls
 * through again (unless `options` bring their own probe): a reader's page never waits on the
 * trial of an upstream that may still hang.
 */
function withHealthProbe(origin: string, options: BreakerOptions): BreakerOptions {
  return { probe: async () => (await upstreamHealthProblem(origin)) === undefined, ...options };
}

/** The breaker of `origin`, made on first use from the process's environment. */
export function upstreamBreaker(origin: string): CircuitBreaker {
  const breakers = registry();
  let breaker = breakers.get(origin);
  if (!breaker) {
    breaker = new CircuitBreaker(withHealthProbe(origin, breakerOptions(getEnv())));
    breakers.set(origin, breaker);
  }
  return breaker;
}

/** The breaker of `origin` if a call made one (reporting never makes one). */
export function existingBreaker(origin: string): CircuitBreaker | undefined {
  return registry().get(origin);
}

/** Every breaker made so far, by origin (metrics). */
export function allBreakers(): ReadonlyMap<string, CircuitBreaker> {
  return registry();
}

/** A new breaker for `origin` with these settings, closed (a server given its own environment; tests). */
export function configureBreaker(origin: string, options: BreakerOptions): CircuitBreaker {
  const breaker = new CircuitBreaker(withHealthProbe(origin, options));
  registry().set(origin, breaker);
  return breaker;
}
