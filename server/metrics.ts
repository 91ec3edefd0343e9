import diagnosticsChannel from "node:diagnostics_channel";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { RouteMatcher } from "./route-policies";
import type { NextFunction, Request, Response } from "express";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { CACHE_LOOKUP_CHANNEL, UPSTREAM_CALL_CHANNEL, type CacheLookupEvent, type UpstreamCallEvent } from "../app/telemetry.server";

/**
 * The portal's Prometheus metrics (docs/decisions/0106-prometheus-metrics.md), served on their own port (METRICS_PORT), which
 * the gateway does not expose: requests by route, method and status and their durations,
 * upstream calls and failures, cache lookups, and Node's own figures (event-loop delay, memory,
 * garbage collection). Labels are bounded: a route is the route that answered (its id),
 * never the address; an upstream path is cut to its first three segments.
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
  const requests = new Counter({ name: "portal_http_requests_total", help: "Requests answered, by route, method and status.", labelNames: ["route", "method", "status"], registers: [registry] });
  const durations = new Histogram({ name: "portal_http_request_duration_seconds", help: "Time to answer a request, by route and method.", labelNames: ["route", "method"], buckets: SECONDS, registers: [registry] });
  const upstreamDurations = new Histogram({ name: "portal_upstream_call_duration_seconds", help: "Upstream (content API) calls, by path and outcome.", labelNames: ["path", "outcome"], buckets: SECONDS, registers: [registry] });
  const upstreamFailures = new Counter({ name: "portal_upstream_failures_total", help: "Upstream calls that failed: status 0 (unreachable or timed out) or 5xx.", labelNames: ["path", "status"], registers: [registry] });
  const cacheLookups = new Counter({ name: "portal_cache_lookups_total", help: "Lookups in the in-process cache: fresh and stale are hits, miss waited for the upstream.", labelNames: ["cache", "outcome"], registers: [registry] });

  const onUpstream = (message: unknown) => {
    const { path, status, seconds } = message as UpstreamCallEvent;
    const label = upstreamLabel(path);
    const failed = status === 0 || status >= 500;
    upstreamDurations.observe({ path: label, outcome: failed ? "failure" : "answer" }, seconds);
    if (failed) upstreamFailures.inc({ path: label, status: String(status) });
  };
  const onCache = (message: unknown) => {
    const { cache, outcome } = message as CacheLookupEvent;
    cacheLookups.inc({ cache, outcome });
  };
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
 * A request's route label: "api" for the embedded API, "static" for files, and otherwise the id
 * of the deepest route that matches the address ("routes/search", "content/routes/detail").
 */
function routeLabeller(routes: RouteMatcher) {
  return (pathname: string, res: Response): string => {
    if (pathname === "/api" || pathname.startsWith("/api/")) return "api";
    if (!res.locals.routed) return "static";
    return routes.matchIds(pathname).at(-1) ?? "unmatched";
  };
}
