import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createReadableStreamFromReadable, createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Logger } from "pino";
import type { Env } from "../config/env";
import "../app/load-context";
import { precompressedAssets } from "./precompressed";
import { botCheckOrigins, sameOriginCheck, securityHeaders } from "./security";

export interface RateLimits {
  /** Requests per window per client address; 0 turns the tier off. */
  read: number;
  write: number;
  auth: number;
  windowMs: number;
}

export interface CreateServerOptions {
  env: Env;
  logger: Logger;
  /** The Remix server build (default: build/server/index.js). */
  build?: ServerBuild;
  /** The upstream origin; default API_BASE_URL, else this server over loopback (embedded API). */
  upstreamOrigin?: string;
  /** An Express app to mount at /api (the embedded API). */
  api?: express.Express | express.Router;
  rateLimits?: Partial<RateLimits>;
  /** Directory of the client build (static files). */
  clientDir?: string;
}

export interface PortalServer {
  app: express.Express;
  server: http.Server;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Stop accepting, drain in-flight requests (up to timeoutMs), then close connections. */
  close(timeoutMs?: number): Promise<void>;
  readonly upstreamOrigin: string;
}

/** Named Cache-Control values. */
export const CACHE = {
  document: "no-cache",
  immutable: "public, max-age=31536000, immutable",
  static: "public, max-age=3600",
  none: "no-store",
} as const;

export async function loadBuild(buildDir = "build"): Promise<ServerBuild> {
  const file = path.resolve(buildDir, "server/index.js");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

const AUTH_PATHS = /^\/(signin|signin-email|signup|signup-email|forgot-password|reset-password|auth|callback|force-add-email)(\/|$)/;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function createServer(options: CreateServerOptions): Promise<PortalServer> {
  const { env, logger } = options;
  const build = options.build ?? (await loadBuild(env.BUILD_DIR));
  const clientDir = path.resolve(options.clientDir ?? path.join(env.BUILD_DIR, "client"));
  const limits: RateLimits = {
    read: env.RATE_LIMIT_READ,
    write: env.RATE_LIMIT_WRITE,
    auth: env.RATE_LIMIT_AUTH,
    windowMs: 60_000,
    ...options.rateLimits,
  };
  let upstreamOrigin = options.upstreamOrigin ?? env.API_BASE_URL?.replace(/\/+$/, "") ?? "";
  let shuttingDown = false;

  const app = express();
  app.disable("x-powered-by");
  app.disable("etag"); // documents get their own ETag below; static files get serve-static's.
  app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));

  // Request id and one log line per request.
  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.locals.logger = logger.child({ reqId: id });
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (req.path === "/healthz" || req.path === "/readyz") return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The embedded API logs its own requests; the portal's loopback calls stay at debug.
      const level = res.statusCode >= 500 ? "error" : req.originalUrl.startsWith("/api/") ? "debug" : "info";
      res.locals.logger[level]({ method: req.method, url: req.originalUrl.slice(0, 500), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  });

  app.use(securityHeaders({ forceHttps: env.FORCE_HTTPS, botCheck: botCheckOrigins(env.RECAPTCHA_SITE_KEY, env.RECAPTCHA_SCRIPT_URL) }));

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", CACHE.none);
    res.json({ ok: true });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", CACHE.none);
    if (shuttingDown) return void res.status(503).json({ ok: false, reason: "shutting down" });
    try {
      const r = await fetch(`${upstreamOrigin}/api/healthz`, { signal: AbortSignal.timeout(2000) });
      if (!r.ok) throw new Error(`status ${r.status}`);
      res.json({ ok: true });
    } catch (error) {
      res.status(503).json({ ok: false, reason: `upstream unreachable: ${String(error)}` });
    }
  });

  // Compression that never holds back a streamed response: the Remix handler flushes each chunk.
  app.use(compression({ filter: (req, res) => !/text\/event-stream/.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res) }));

  // Hashed build assets: cached for a year, compressed at build time where there is a copy.
  // Other public files: an hour, revalidated by ETag.
  app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  const expectedOrigins = (req: Request) => {
    const origins = [requestOrigin(req)];
    if (env.PUBLIC_ORIGIN) origins.push(new URL(env.PUBLIC_ORIGIN).origin);
    return origins;
  };
  app.use(sameOriginCheck(expectedOrigins));

  if (options.api) {
    // The embedded API keeps its own rules; the portal's rate limits are for people.
    app.use("/api", options.api);
  }

  const limiter = (limit: number, name: string, skip: (req: Request) => boolean) =>
    limit > 0
      ? rateLimit({
          windowMs: limits.windowMs,
          limit,
          standardHeaders: "draft-7",
          legacyHeaders: false,
          validate: { xForwardedForHeader: false, trustProxy: false },
          skip,
          keyGenerator: (req) => `${name}:${ipKeyGenerator(req.ip ?? "unknown")}`,
          handler: (req, res) => {
            res.locals.logger?.warn({ tier: name, ip: req.ip }, "rate limited");
            res.status(429).setHeader("Cache-Control", CACHE.none).type("text/plain").send("Too many requests. Please wait a minute and try again.");
          },
        })
      : (_req: Request, _res: Response, next: NextFunction) => next();
  const isWrite = (req: Request) => req.method !== "GET" && req.method !== "HEAD";
  app.use(limiter(limits.auth, "auth", (req) => !(isWrite(req) && AUTH_PATHS.test(req.path))));
  app.use(limiter(limits.write, "write", (req) => !isWrite(req)));
  app.use(limiter(limits.read, "read", (req) => isWrite(req)));

  const handleRequest = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  app.all("*", async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const context: AppLoadContext = {
        cspNonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        upstreamOrigin,
        upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
        logger: res.locals.logger,
      };
      const response = await handleRequest(request, context);
      await sendResponse(req, res, response, res.locals.cspNonce);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return void res.status(status).type("text/plain").send(status === 404 ? "Not Found" : "Bad Request");
    }
    (res.locals.logger ?? logger).error({ err: error instanceof Error ? error.stack : String(error), url: req.originalUrl }, "unhandled error");
    if (res.headersSent) return void res.end();
    res.status(500).type("text/plain").send("Internal Server Error");
  });

  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000; // longer than typical load-balancer idle timeouts
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  return {
    app,
    server,
    get upstreamOrigin() {
      return upstreamOrigin;
    },
    listen(port = env.PORT, host = env.HOST) {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          if (!upstreamOrigin) upstreamOrigin = `http://127.0.0.1:${address.port}`;
          resolve({ port: address.port, url: `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${address.port}` });
        });
      });
    },
    close(timeoutMs = env.SHUTDOWN_TIMEOUT_S * 1000) {
      shuttingDown = true;
      return new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        const timer = setTimeout(() => {
          logger.warn("shutdown timeout: closing remaining connections");
          server.closeAllConnections();
        }, timeoutMs);
        timer.unref();
        // Idle keep-alive sockets would hold close() open; busy ones finish their request first
        // and are closed as soon as they turn idle.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearTimeout(timer);
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The origin the visitor used (honouring TRUST_PROXY for protocol and host). */
export function requestOrigin(req: Request) {
  const forwardedHost = req.app.get("trust proxy") ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = forwardedHost || req.get("host") || "localhost";
  return `${req.protocol}://${host}`;
}

function createRemixRequest(req: Request, res: Response): Request & globalThis.Request {
  // Concatenated, not resolved: a path like "//evil.example/x" must stay a path on this origin
  // (new URL("//x", base) would be another host, or throw for "//").
  const url = new URL(requestOrigin(req) + req.originalUrl);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new globalThis.Request(url.href, init) as Request & globalThis.Request;
}

function copyHeaders(res: Response, response: globalThis.Response) {
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
}

/**
 * Documents are buffered to get an ETag (over the HTML with this response's nonce taken out,
 * so an unchanged page keeps its tag) and `Cache-Control: no-cache`; a matching If-None-Match
 * gets 304. A 304 carries no CSP: the browser keeps the stored policy whose nonce matches the
 * stored HTML. Everything else (single-fetch data, resources) is streamed and flushed.
 */
async function sendResponse(req: Request, res: Response, response: globalThis.Response, nonce: string) {
  res.status(response.status);
  copyHeaders(res, response);
  const type = response.headers.get("content-type") ?? "";
  const isDocument = /text\/html/i.test(type);
  if (isDocument && !response.headers.has("cache-control")) res.setHeader("Cache-Control", CACHE.document);

  if (isDocument && response.body && (req.method === "GET" || req.method === "HEAD") && response.status === 200) {
    const body = Buffer.from(await response.arrayBuffer());
    const normalized = nonce ? body.toString("utf8").split(nonce).join("") : body.toString("utf8");
    const etag = `W/"${createHash("sha1").update(normalized).digest("base64url")}"`;
    res.setHeader("ETag", etag);
    if (etagMatches(req.get("if-none-match"), etag)) {
      res.removeHeader("Content-Security-Policy");
      res.removeHeader("Content-Type");
      res.removeHeader("Content-Length");
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", String(body.length));
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }

  if (!response.body) {
    res.end();
    return;
  }
  if (/text\/event-stream/i.test(type)) res.flushHeaders();
  const reader = response.body.getReader();
  const flush = (res as Response & { flush?: () => void }).flush;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((r) => res.once("drain", () => r()));
      flush?.call(res);
    }
  } finally {
    res.end();
  }
}

function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t.replace(/^W\//, "") === bare;
  });
}

export function apiEntryExists(root = process.cwd()) {
  return existsSync(path.resolve(root, "api/app.ts"));
}
