import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppLoadContext, ServerBuild } from "react-router";
import compression from "compression";
import express, { type Request, type Response } from "express";
import type { Logger } from "pino";
import type { Env } from "../config/env";
import type { UpstreamShortfall } from "../app/load-context";
import { announceContentChange, onContentChange } from "../contract/content-changes";
import { PURGE_PATH, PURGE_SIGNATURE_HEADER, verifyPurge } from "../contract/purge";
import { VISIT_LOG_HEADER } from "../app/content/visit-header";
import { cachedPages } from "./cached-pages";
import { PageCache, pageCacheKey, type PageCacheOptions } from "./page-cache";
import { precompressedAssets } from "./precompressed";
import { gracefulClose } from "./graceful-close";
import { overloadGuard, rootStylesheets, servedFromPageCache, watchOverload, type OverloadOptions } from "./overload";
import { cacheBudget, registerCache } from "../shared/memory-budget";
import { createMetrics, watchRedis } from "./metrics";
import { dictionaryModules } from "./dictionary-modules";
import { readiness } from "./readiness";
import { staleCopies } from "./stale-if-error";
import { routeMatcher } from "./route-policies";
import { VisitLog } from "./visit-log";
import { createShardedRequestHandler } from "./route-shards";
import { CACHE, createRouterRequest, requestOrigin, sendResponse } from "./request-adapter";
import { pageRequestGuard, type GuardedLocals } from "./request-guards";
import { startRelays } from "../shared/change-relay";
import { RedisConnection } from "../shared/redis";
import { rateLimitsFrom, rateLimitTiers, type RateLimits } from "./rate-limit-tiers";
import { botCheckOrigins, sameOriginCheck, securityHeaders } from "./security";
import { errorHandler, parseTrustProxy, requestLog } from "./request-log";

export type { RateLimits } from "./rate-limit-tiers";

export interface CreateServerOptions {
  env: Env;
  logger: Logger;
  /** The React Router server build (default: build/server/index.js). */
  build?: ServerBuild;
  /** The upstream origin; default API_BASE_URL, else this server over loopback (embedded API). */
  upstreamOrigin?: string;
  /** An Express app to mount at /api (the embedded API). */
  api?: express.Express | express.Router;
  rateLimits?: Partial<RateLimits>;
  /** Shared state of replicas; default a connection to REDIS_URL when set (closed by close()). */
  redis?: RedisConnection;
  /** Directory of the client build (static files). */
  clientDir?: string;
  /** The rendered-page cache; default from PAGE_CACHE_MB (unset: its share of MEMORY_BUDGET_MB), PAGE_CACHE_TTL_S and PAGE_CACHE_STALE_S; false: off. */
  pageCache?: PageCacheOptions | false;
  /** Where to serve Prometheus metrics (port 0: any free one); default METRICS_PORT, off when 0. */
  metrics?: { port: number; host?: string } | false;
  /** The overload guard's settings; default OVERLOAD_EVENT_LOOP_DELAY_MS and OVERLOAD_MAX_IN_FLIGHT (server/overload.ts). */
  overload?: Partial<OverloadOptions>;
}

export interface PortalServer {
  app: express.Express;
  server: http.Server;
  /** Starts the portal and, when configured, the metrics port (`metricsPort`). */
  listen(port?: number, host?: string): Promise<{ port: number; url: string; metricsPort?: number }>;
  /** Stop accepting, drain in-flight requests (up to timeoutMs), then close connections. */
  close(timeoutMs?: number): Promise<void>;
  /** Reports the visits served and not yet reported (server/visit-log.ts). */
  flushVisits(): Promise<void>;
  readonly upstreamOrigin: string;
}

export async function loadBuild(buildDir = "build"): Promise<ServerBuild> {
  const file = path.resolve(buildDir, "server/index.js");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

export async function createServer(options: CreateServerOptions): Promise<PortalServer> {
  const { env, logger } = options;
  const build = options.build ?? (await loadBuild(env.BUILD_DIR));
  const clientDir = path.resolve(options.clientDir ?? path.join(env.BUILD_DIR, "client"));
  const limits = rateLimitsFrom(env, options.rateLimits);
  let upstreamOrigin = options.upstreamOrigin ?? env.API_BASE_URL?.replace(/\/+$/, "") ?? "";

  const metricsAt = options.metrics ?? (env.METRICS_PORT > 0 ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : false);
  const routes = routeMatcher(build, cacheBudget("routes", env.MEMORY_BUDGET_MB));
  const metrics = metricsAt ? createMetrics(routes) : null;
  const overload = overloadGuard({
    maxDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
    portalSecret: env.PORTAL_API_SECRET,
    stylesheets: rootStylesheets(build),
    logger,
    ...options.overload,
  });
  if (metrics) watchOverload(metrics.registry, overload);
  let metricsServer: { port: number; close(): Promise<void> } | null = null;

  const app = express();
  if (metrics) app.use(metrics.countRequests);
  app.disable("x-powered-by");
  app.disable("etag"); // documents get their own ETag below; static files get serve-static's.
  app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));

  app.use(requestLog(logger));

  app.use(securityHeaders({ forceHttps: env.FORCE_HTTPS, botCheck: botCheckOrigins(env.RECAPTCHA_SITE_KEY, env.RECAPTCHA_SCRIPT_URL) }));

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", CACHE.none);
    res.json({ ok: true });
  });
  app.get(
    "/readyz",
    readiness({
      upstreamOrigin: () => upstreamOrigin,
      shuttingDown: () => shutdown.closing,
      redis: () => redis,
      keptPages: () => pageCache?.size.entries ?? 0,
    }),
  );

  // Compression that never holds back a streamed response: the router's handler flushes each chunk.
  app.use(
    compression({
      filter: (req, res) => !/text\/event-stream/.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res),
    }),
  );

  // Hashed build assets: cached for a year, compressed at build time where there is a copy.
  // Other public files: an hour, revalidated by ETag.
  app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
  const publicFiles = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  // The build does not change while the server runs: a public file's path starts with one of the
  // names at its top, and pages and the API's calls skip the file lookup (a stat per request).
  const publicNames = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
  app.use((req, res, next) => (publicNames.has(req.path.split("/", 2)[1]) ? publicFiles(req, res, next) : next()));

  const expectedOrigins = (req: Request) => {
    const origins = [requestOrigin(req)];
    if (env.PUBLIC_ORIGIN) origins.push(new URL(env.PUBLIC_ORIGIN).origin);
    return origins;
  };
  app.use(sameOriginCheck(expectedOrigins));

  if (options.api) {
    // The embedded API keeps its own rules; the portal's rate limits are for people.
    app.use("/api", overload.api, options.api);
  }

  // Replicas (REDIS_URL, decision 0107): the tiers below count in Redis (in this process while it
  // is away, decision 0124), and content changes and ended sessions (decision 0113) are relayed
  // between processes. Without Redis all stay in this process.
  const ownRedis = !options.redis && env.REDIS_URL ? new RedisConnection(env.REDIS_URL, { logger, name: "portal" }) : undefined;
  const redis = options.redis ?? ownRedis;
  const relay = redis ? startRelays({ connection: redis, logger }) : undefined;
  if (metrics && redis) watchRedis(metrics.registry, redis);

  const pageCacheSize = options.pageCache ?? {
    maxBytes: env.PAGE_CACHE_MB !== undefined ? env.PAGE_CACHE_MB * 1024 * 1024 : cacheBudget("pages", env.MEMORY_BUDGET_MB),
    freshMs: env.PAGE_CACHE_TTL_S * 1000,
    staleMs: env.PAGE_CACHE_STALE_S * 1000,
  };
  const pageCache = pageCacheSize && pageCacheSize.maxBytes > 0 ? new PageCache(pageCacheSize) : null;
  const stopClearingPages = pageCache ? onContentChange(() => pageCache.clear()) : undefined;
  // A reader who got a detail page is one visit, whether the page was rendered or came from the
  // cache; reported to the API in batches (server/visit-log.ts), never failing the page.
  const visits = new VisitLog({ upstreamOrigin: () => upstreamOrigin, secret: env.PORTAL_API_SECRET, logger });
  const logVisit = (req: Request, itemId: string) => {
    if (req.method !== "GET" || !/^\d{1,10}$/.test(itemId) || /prefetch/i.test(req.get("sec-purpose") ?? req.get("purpose") ?? "")) return;
    visits.record(Number(itemId), req.ip ?? null);
  };
  const servePage = pageCache ? cachedPages({ cache: pageCache, logger, onVisit: logVisit }) : null;
  // A render that fails answers from the kept copy (signed-in visitors too: decision 0125).
  if (pageCache) app.use(staleCopies(pageCache));
  const unregisterPages = registerCache("pages", {
    budget: pageCache && pageCacheSize ? pageCacheSize.maxBytes : 0,
    bytes: () => pageCache?.size.bytes ?? 0,
    entries: () => pageCache?.size.entries ?? 0,
  });

  // Overloaded (server/overload.ts): what the page cache answers is still served, what must be
  // rendered gets a fast 503, before the rate limits: a refusal costs no Redis round trip.
  app.use(overload.pages(servedFromPageCache(pageCache, routes)));

  // Each tier, upload limit and page-cache rule is what the matched route declares (app/route-policy.ts).
  app.use(rateLimitTiers(limits, routes, redis));

  app.use(pageRequestGuard((req) => routes.policyOf(req.path)));

  // The signed purge of a standalone API or the moderation CLI (contract/purge.ts): cached pages
  // and upstream answers go, here and (through the Redis relay) on every other replica. With the
  // embedded API and no PORTAL_API_SECRET configured, the secret is generated at start and known
  // to no one else.
  app.post(PURGE_PATH, (req, res) => {
    const secret = env.PORTAL_API_SECRET;
    res.setHeader("Cache-Control", CACHE.none);
    if (!secret) return void res.status(404).type("text/plain").send("Not Found");
    if (!verifyPurge(req.get(PURGE_SIGNATURE_HEADER), secret))
      return void res.status(403).type("text/plain").send("Forbidden: bad purge signature");
    announceContentChange({ reason: "purge" });
    res.status(204).end();
  });

  const handleRequest = createShardedRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  const dictionaries = dictionaryModules(clientDir, build.assets.entry.module);
  const render = (req: Request, res: Response) => (request: globalThis.Request, nonce: string, shortfall: UpstreamShortfall) =>
    handleRequest(request, {
      cspNonce: nonce,
      requestId: res.locals.requestId,
      upstreamOrigin,
      upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
      clientIp: req.ip,
      refusedWith: (res.locals as GuardedLocals).refusedWith?.status,
      logger: res.locals.logger,
      shortfall,
      sessionEndsHeard: Boolean(options.api ?? redis),
      dictionaryModules: dictionaries,
    } satisfies AppLoadContext);

  app.all("*", async (req, res, next) => {
    try {
      res.locals.routed = true;
      // The route is asked last: a signed-in reader's request has no key and costs no match.
      const key =
        servePage && !(res.locals as GuardedLocals).refusedWith
          ? pageCacheKey({ method: req.method, cookie: req.get("cookie"), origin: requestOrigin(req), url: req.originalUrl })
          : null;
      const policy = key ? routes.policyOf(req.path).pageCache : false;
      const cacheKey = key && policy ? key : null;
      if (servePage && cacheKey && (await servePage(req, res, cacheKey, render(req, res), policy === "repeated"))) return;
      const shortfall: UpstreamShortfall = { failed: false };
      const response = await render(req, res)(createRouterRequest(req, res), res.locals.cspNonce, shortfall);
      const visit = response.headers.get(VISIT_LOG_HEADER);
      if (visit) {
        response.headers.delete(VISIT_LOG_HEADER);
        logVisit(req, visit);
      }
      const refused = (res.locals as GuardedLocals).refusedWith;
      if (refused && response.status !== refused.status) {
        // A resource route (no root loader to throw the refusal) answered the GET instead.
        await response.body?.cancel();
        res.locals.logger.info({ status: refused.status, reason: refused.reason }, "request refused");
        return void res
          .status(refused.status)
          .setHeader("Cache-Control", CACHE.none)
          .type("text/plain")
          .send(`${refused.status}: ${refused.reason}`);
      }
      await sendResponse(req, res, response, res.locals.cspNonce, shortfall);
    } catch (error) {
      next(error);
    }
  });

  app.use(errorHandler(logger));

  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000; // longer than typical load-balancer idle timeouts
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  const shutdown = gracefulClose(server);

  return {
    app,
    server,
    get upstreamOrigin() {
      return upstreamOrigin;
    },
    async listen(port = env.PORT, host = env.HOST) {
      const address = await new Promise<AddressInfo>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      });
      if (!upstreamOrigin) upstreamOrigin = `http://127.0.0.1:${address.port}`;
      if (metrics && metricsAt) metricsServer = await metrics.listen(metricsAt.port, metricsAt.host ?? host);
      return {
        port: address.port,
        url: `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${address.port}`,
        metricsPort: metricsServer?.port,
      };
    },
    flushVisits: () => visits.flush(),
    async close(timeoutMs = env.SHUTDOWN_TIMEOUT_S * 1000) {
      // Reported before the server (and an embedded API with it) stops answering.
      await visits.flush();
      await shutdown.close(timeoutMs, logger);
      stopClearingPages?.();
      unregisterPages();
      overload.stop();
      metrics?.stop();
      await metricsServer?.close();
      await relay?.close();
      await ownRedis?.close();
    },
  };
}
