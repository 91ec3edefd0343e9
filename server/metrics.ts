import diagnosticsChannel from "node:diagnostics_channel";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { RouteMatcher } from "./route-policies";
import type { NextFunction, Request, Response } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { CACHE_LOOKUP_CHANNEL, UPSTREAM_CALL_CHANNEL, type CacheLookupEvent, type UpstreamCallEvent } from "../app/telemetry.server";
import { allBreakers } from "../shared/upstream-breakers";
import { registeredCaches, type CacheReport } from "../shared/memory-budget";
import type { RedisConnection } from "../shared/redis";

/**
 * The portal's Prometheus metrics (docs/decisions/0106-prometheus-metrics.md), served on their own port (METRICS_PORT), which
 * the gateway does not expose: requests by route, method and status and their durations,
 * upstream calls and failures, cache lookups, the upstream's circuit breaker, and Node's own
 * figures (event-loop delay, memory, garbage collection). Labels are bounded: a route is the
 * route that answered (its id), never the address; an upstream path is cut to its first three
 * segments; an upstream is its origin (one per portal).
 */
export interface Metrics {
  registry: Registry;
  /** Express middleware: counts and times each request once its response has finished. */
  countRequests(req: Request, res: Response, next: NextFunction): void;
  /** Serves GET /metrics on its own port; resolves to the address. */
  listen(port: number, host: string): Promise<{ port: number; close(): Promise<void> }>;
  /** Stops listening to the telemetry channels. */
  stop(): void;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(routes: RouteMatcher): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "portal_http_requests_total",
    help: "Requests answered, by route, method and status.",
    labelNames: ["route", "method", "status"],
    registers: [registry],
  });
  const durations = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time to answer a request, by route and method.",
    labelNames: ["route", "method"],
    buckets: SECONDS,
    registers: [registry],
  });
  const upstreamDurations = new Histogram({
    name: "portal_upstream_call_duration_seconds",
    help: "Upstream (content API) calls, by path and outcome.",
    labelNames: ["path", "outcome"],
    buckets: SECONDS,
    registers: [registry],
  });
  const upstreamFailures = new Counter({
    name: "portal_upstream_failures_total",
    help: "Upstream calls that failed: status 0 (unreachable or timed out) or 5xx.",
    labelNames: ["path", "status"],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: "portal_cache_lookups_total",
    help: "Lookups in the in-process cache: fresh and stale are hits, miss waited for the upstream, stale-if-error served a kept page whose render failed.",
    labelNames: ["cache", "outcome"],
    registers: [registry],
  });
  // The breakers (shared/upstream-breakers.ts) keep their own counts; read when scraped.
  const BREAKER_STATES = { closed: 0, "half-open": 1, open: 2 } as const;
  new Gauge({
    name: "portal_upstream_breaker_state",
    help: "The upstream's circuit breaker: 0 closed, 1 half-open (one trial call), 2 open (calls fail at once).",
    labelNames: ["upstream"],
    registers: [registry],
    collect() {
      for (const [upstream, breaker] of allBreakers()) this.set({ upstream }, BREAKER_STATES[breaker.state]);
    },
  });
  // Counted by the breaker since the process started: copied whole when scraped.
  new Counter({
    name: "portal_upstream_breaker_openings_total",
    help: "Times the upstream's circuit breaker opened (a failed trial call opens it again).",
    labelNames: ["upstream"],
    registers: [registry],
    collect() {
      this.reset();
      for (const [upstream, breaker] of allBreakers()) this.inc({ upstream }, breaker.openings);
    },
  });
  new Counter({
    name: "portal_upstream_breaker_refused_total",
    help: "Upstream calls the open circuit breaker failed at once, without calling.",
    labelNames: ["upstream"],
    registers: [registry],
    collect() {
      this.reset();
      for (const [upstream, breaker] of allBreakers()) this.inc({ upstream }, breaker.refused);
    },
  });

  const onUpstream = (message: unknown) => {
    const { path, status, seconds } = message as UpstreamCallEvent;
    const label = upstreamLabel(path);
    const failed = status === 0 || status >= 500;
    upstreamDurations.observe({ path: label, outcome: failed ? "failure" : "answer" }, seconds);
    if (failed) upstreamFailures.inc({ path: label, status: String(status) });
  };
  // Hits and misses of the caches that report on the channel, for their hit rate (watchCaches).
  const reported = new Map<string, { hits: number; misses: number }>();
  const onCache = (message: unknown) => {
    const { cache, outcome } = message as CacheLookupEvent;
    cacheLookups.inc({ cache, outcome });
    // The registry's names (shared/memory-budget.ts): search answers are kept in the upstream cache.
    const name = cache === "page" ? "pages" : cache === "search" ? "upstream" : cache;
    const tally = reported.get(name) ?? { hits: 0, misses: 0 };
    reported.set(name, tally);
    if (outcome === "miss") tally.misses += 1;
    else tally.hits += 1;
  };
  watchCaches(registry, reported);
  diagnosticsChannel.subscribe(UPSTREAM_CALL_CHANNEL, onUpstream);
  diagnosticsChannel.subscribe(CACHE_LOOKUP_CHANNEL, onCache);

  const routeOf = routeLabeller(routes);
  return {
    registry,
    countRequests(req, res, next) {
      const started = process.hrtime.bigint();
      res.on("finish", () => {
        // originalUrl: inside a mounted app (the embedded API at /api) req.path has lost its prefix.
        const route = routeOf(req.originalUrl.split("?")[0], res);
        const method = METHODS.has(req.method) ? req.method : "other";
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        requests.inc({ route, method, status: String(res.statusCode) });
        durations.observe({ route, method }, seconds);
      });
      next();
    },
    listen(port, host) {
      const server = http.createServer(async (req, res) => {
        if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
          res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
          return;
        }
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(await registry.metrics());
      });
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          resolve({
            port: (server.address() as AddressInfo).port,
            close: () => new Promise<void>((done) => server.close(() => done())),
          });
        });
      });
    },
    stop() {
      diagnosticsChannel.unsubscribe(UPSTREAM_CALL_CHANNEL, onUpstream);
      diagnosticsChannel.unsubscribe(CACHE_LOOKUP_CHANNEL, onCache);
    },
  };
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** "/api/web/campaigns/cyberguard?x=1" → "/api/web/campaigns"; ids become ":id". */
export function upstreamLabel(path: string): string {
  const segments = path.split("?")[0].split("/").filter(Boolean).slice(0, 3);
  return `/${segments.map((s) => (/\d/.test(s) || s.length > 40 ? ":id" : s)).join("/")}`;
}

/**
 * A request's route label: "api" for the embedded API, "overload-refused" for a page refused
 * while overloaded, "static" for files, and otherwise the id
 * of the deepest route that matches the address ("routes/search", "content/routes/detail").
 */
function routeLabeller(routes: RouteMatcher) {
  return (pathname: string, res: Response): string => {
    if (pathname === "/api" || pathname.startsWith("/api/")) return "api";
    if (res.locals.overloaded) return "overload-refused"; // server/overload.ts: a fast 503
    if (!res.locals.routed) return "static";
    return routes.matchIds(pathname).at(-1) ?? "unmatched";
  };
}

/**
 * Redis (REDIS_URL, shared/redis.ts) in the registry, read when scraped: whether the connection
 * is up, and its circuit breaker's state, coded as the upstream's is (0 closed, 1 half-open, 2 open).
 */
export function watchRedis(registry: Registry, redis: Pick<RedisConnection, "ready" | "breaker">): void {
  const states = { closed: 0, "half-open": 1, open: 2 } as const;
  new Gauge({
    name: "portal_redis_connected",
    help: "Whether this process's Redis connection is connected: 1 yes, 0 no.",
    registers: [registry],
    collect() {
      this.set(redis.ready ? 1 : 0);
    },
  });
  new Gauge({
    name: "portal_redis_breaker_state",
    help: "Redis's circuit breaker: 0 closed, 1 half-open (one trial PING), 2 open (rate limits count in-process, changes are not relayed).",
    registers: [registry],
    collect() {
      this.set(states[redis.breaker.state]);
    },
  });
}

/**
 * Each in-process cache (shared/memory-budget.ts) in the registry, read when scraped: its budget,
 * the bytes and entries it holds, and its lookups (hits, misses and their ratio since start), its
 * own count or, for the caches that report on the telemetry channel, the channel's (`reported`).
 * RSS and heap are Node's own figures (process_resident_memory_bytes, nodejs_heap_size_used_bytes).
 */
function watchCaches(registry: Registry, reported: ReadonlyMap<string, { hits: number; misses: number }>): void {
  const lookupsOf = (name: string, own: { hits: number; misses: number } | undefined) =>
    own ?? reported.get(name) ?? { hits: 0, misses: 0 };
  type Read = (name: string, report: CacheReport) => number | undefined;
  const each = (read: Read) =>
    function (this: Gauge | Counter) {
      this.reset();
      for (const [cache, report] of registeredCaches()) {
        const value = read(cache, report);
        if (value !== undefined && Number.isFinite(value)) this.inc({ cache }, value);
      }
    };
  const gauge = (name: string, help: string, read: Read) =>
    new Gauge({ name, help, labelNames: ["cache"], registers: [registry], collect: each(read) });
  const counter = (name: string, help: string, read: Read) =>
    new Counter({ name, help, labelNames: ["cache"], registers: [registry], collect: each(read) });
  gauge(
    "portal_cache_budget_bytes",
    "Each in-process cache's share of MEMORY_BUDGET_MB (shared/memory-budget.ts).",
    (_name, report) => report.budget,
  );
  gauge("portal_cache_bytes", "Bytes each in-process cache holds, as it counts them.", (_name, report) => report.bytes?.());
  gauge("portal_cache_entries", "Entries each in-process cache holds.", (_name, report) => report.entries?.());
  counter(
    "portal_cache_hits_total",
    "Lookups that found an entry, by in-process cache.",
    (name, report) => lookupsOf(name, report.lookups).hits,
  );
  counter(
    "portal_cache_misses_total",
    "Lookups that found none, by in-process cache.",
    (name, report) => lookupsOf(name, report.lookups).misses,
  );
  gauge("portal_cache_hit_ratio", "Hits over lookups since the process started, by in-process cache.", (name, report) => {
    const { hits, misses } = lookupsOf(name, report.lookups);
    return hits + misses > 0 ? hits / (hits + misses) : undefined;
  });
}
