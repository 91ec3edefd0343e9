/**
 * Refusing early under overload (issue "Stay up on the worst day"). One Node process renders
 * every page and, with the embedded API, answers its own upstream calls: past saturation every
 * request waits behind every other, and a reader who could have had a cached page in 2 ms waits
 * seconds with the rest. So while the process is overloaded,
 *
 * - a page that must be rendered (not in the page cache), a form post, a feed, and a call to the
 *   embedded API from outside get a fast 503 with `Retry-After` and a page made once at start-up
 *   (the portal's "temporarily unavailable" page, in the address's language; no React): a
 *   refusal costs a few microseconds, not a render;
 * - a page the page cache answers, static files (`/assets`, public files), `/healthz`, `/readyz`
 *   and the metrics port are served as always: they are mounted before these guards, or, for
 *   cached pages, let through by `servedFromMemory`;
 * - the portal's own calls to the embedded API (they carry PORTAL_API_SECRET) are never refused:
 *   they belong to renders already admitted.
 *
 * Overloaded means either of:
 * - the event loop's mean delay over the last window (half a second) is over
 *   OVERLOAD_EVENT_LOOP_DELAY_MS (how late a timer fires, measured with
 *   `perf_hooks.monitorEventLoopDelay`, about 0 at rest) while at least two admitted requests
 *   are running (DELAY_NEEDS_IN_FLIGHT);
 * - OVERLOAD_MAX_IN_FLIGHT pages and outside API calls are already being answered.
 * The delay says the CPU is the bottleneck; the count catches a burst before the delay shows it.
 */
import { timingSafeEqual } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { Counter, Gauge, type Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import { en as chromeEn } from "../app/i18n/messages/chrome.en";
import { hi as chromeHi } from "../app/i18n/messages/chrome.hi";
import type { PageCache } from "./page-cache";
import { pageCacheKey } from "./page-cache";
import { requestOrigin } from "./request-adapter";
import type { GuardedLocals } from "./request-guards";
import type { RouteMatcher } from "./route-policies";

/** Seconds a refused reader is asked to wait. */
export const RETRY_AFTER_S = 5;

/** The event loop's recent delay, in milliseconds. */
export interface DelaySampler {
  delayMs(): number;
  stop(): void;
}

/**
 * The mean delay of the event loop over the last `windowMs`: how late a timer due every
 * `resolutionMs` fired, on average (the histogram counts each firing's interval, so the
 * resolution is taken off).
 */
export function eventLoopDelaySampler({
  windowMs = 500,
  resolutionMs = 10,
}: { windowMs?: number; resolutionMs?: number } = {}): DelaySampler {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let delay = 0;
  const timer = setInterval(() => {
    // No firing in the window: the loop was held the whole time; the next window will say by how much.
    if (histogram.count > 0) delay = Math.max(0, histogram.mean / 1e6 - resolutionMs);
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    delayMs: () => delay,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

export interface OverloadOptions {
  /** OVERLOAD_EVENT_LOOP_DELAY_MS; 0: never by delay. */
  maxDelayMs: number;
  /** OVERLOAD_MAX_IN_FLIGHT; 0: no limit. */
  maxInFlight: number;
  /** Where the delay comes from (tests inject one); default eventLoopDelaySampler(). */
  sampler?: DelaySampler;
  /** The portal's own calls to the embedded API carry it (X-Portal-Secret); unset: outside calls are not told apart, and none is refused. */
  portalSecret?: string;
  /** The refusal page's stylesheets (the portal's own, from the build). */
  stylesheets?: string[];
  /** Told when refusing starts and ends (a refusal itself is counted, not logged: server/app.ts logs it at debug). */
  logger?: Pick<Logger, "warn" | "info">;
}

/** Set on a refused request's response. */
export interface OverloadLocals {
  overloaded?: OverloadReason;
}

export type OverloadReason = "event-loop" | "in-flight";

export interface OverloadGuard {
  /** Why a request that needs rendering or the database would be refused now; null when it would not. */
  overloaded(): OverloadReason | null;
  /**
   * For pages: placed after the static files and before rendering. A request `servedFromMemory`
   * says the page cache answers is let through, uncounted.
   */
  pages(servedFromMemory: (req: Request, res: Response) => boolean): RequestHandler;
  /** For the embedded API, in front of it: refuses outside calls (the health check and media files aside). */
  api: RequestHandler;
  /** Pages and outside API calls being answered now. */
  readonly inFlight: number;
  /** Requests refused since start, by kind. */
  readonly refused: { page: number; api: number };
  delayMs(): number;
  stop(): void;
}

/**
 * The delay refuses only while this many admitted requests are running. Late with fewer, the
 * delay is not this process's crowd (a neighbour on the machine's cores, a job), and refusing
 * would turn away a lone visitor's next request without making anything faster.
 */
export const DELAY_NEEDS_IN_FLIGHT = 2;

const LANGUAGE_PREFIX = /^\/hi(?:\/|$)/i;
const DATA_REQUEST = /\.data$/;
/** Route discovery of the browser's router: no rendering, no database. */
const MANIFEST_PATH = "/__manifest";

export function overloadGuard(options: OverloadOptions): OverloadGuard {
  const { maxDelayMs, maxInFlight } = options;
  const sampler = options.sampler ?? (maxDelayMs > 0 ? eventLoopDelaySampler() : { delayMs: () => 0, stop() {} });
  const pages = busyPages(options.stylesheets ?? []);
  const secret = options.portalSecret ? Buffer.from(options.portalSecret) : null;
  let inFlight = 0;
  const refused = { page: 0, api: 0 };
  /** While refusing: since when, the last refusal, and how many; it ends (and is logged) on an admission a second after the last refusal. */
  let episode: { since: number; last: number; refused: number } | null = null;

  const overloaded = (): OverloadReason | null => {
    if (maxInFlight > 0 && inFlight >= maxInFlight) return "in-flight";
    if (maxDelayMs > 0 && inFlight >= DELAY_NEEDS_IN_FLIGHT && sampler.delayMs() > maxDelayMs) return "event-loop";
    return null;
  };
  const admit = (res: Response, next: NextFunction) => {
    if (episode && performance.now() - episode.last > 1000) {
      options.logger?.info(
        { refused: episode.refused, seconds: Math.round((performance.now() - episode.since) / 100) / 10 },
        "no longer overloaded: rendering again",
      );
      episode = null;
    }
    inFlight += 1;
    res.once("close", () => (inFlight -= 1));
    next();
  };
  const refuse = (res: Response, reason: OverloadReason) => {
    (res.locals as OverloadLocals).overloaded = reason;
    if (!episode) {
      episode = { since: performance.now(), last: 0, refused: 0 };
      options.logger?.warn(
        { reason, delayMs: Math.round(sampler.delayMs()), inFlight },
        "overloaded: refusing what needs rendering or the database (503)",
      );
    }
    episode.refused += 1;
    episode.last = performance.now();
    return res.status(503).setHeader("Retry-After", String(RETRY_AFTER_S)).setHeader("Cache-Control", "no-store");
  };
  const fromPortal = (req: Request) => {
    const sent = req.get("x-portal-secret");
    return secret !== null && sent !== undefined && sent.length === secret.length && timingSafeEqual(Buffer.from(sent), secret);
  };

  return {
    overloaded,
    pages: (servedFromMemory) => (req, res, next) => {
      if (req.path === MANIFEST_PATH) return next();
      const reason = overloaded();
      if (!reason) return admit(res, next);
      if (servedFromMemory(req, res)) return next();
      refused.page += 1;
      req.resume(); // a body not read yet is drained, so the connection can be reused
      refuse(res, reason);
      if (DATA_REQUEST.test(req.path)) {
        // A client-side navigation: the browser's router shows its own 503 page (the portal's ErrorPage).
        return void res.type("text/plain").end(req.method === "HEAD" ? undefined : "503: busy, try again in a few seconds");
      }
      const page = LANGUAGE_PREFIX.test(req.path) ? pages.hi : pages.en;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.vary("Accept-Encoding");
      const gzip = Boolean(req.acceptsEncodings("gzip"));
      if (gzip) res.setHeader("Content-Encoding", "gzip"); // the compression middleware leaves it alone
      const body = gzip ? page.gzip : page.html;
      res.setHeader("Content-Length", String(body.length));
      res.end(req.method === "HEAD" ? undefined : body);
    },
    api(req, res, next) {
      // req.path is the path inside /api.
      if (
        req.path === "/healthz" ||
        ((req.method === "GET" || req.method === "HEAD") && req.path.startsWith("/media/")) ||
        secret === null ||
        fromPortal(req)
      )
        return next();
      const reason = overloaded();
      if (!reason) return admit(res, next);
      refused.api += 1;
      req.resume();
      const hindi = req.query.lang === "hi";
      refuse(res, reason).json({ message: hindi ? HINDI_BUSY : ENGLISH_BUSY });
    },
    get inFlight() {
      return inFlight;
    },
    refused,
    delayMs: () => sampler.delayMs(),
    stop: () => sampler.stop(),
  };
}

/**
 * Whether the page cache answers this request now: the same key and rule as the server's
 * catch-all (server/app.ts), asked only while overloaded.
 */
export function servedFromPageCache(pageCache: PageCache | null, routes: RouteMatcher): (req: Request, res: Response) => boolean {
  return (req, res) => {
    if (!pageCache || (res.locals as GuardedLocals).refusedWith) return false;
    const key = pageCacheKey({ method: req.method, cookie: req.get("cookie"), origin: requestOrigin(req), url: req.originalUrl });
    return key !== null && routes.policyOf(req.path).pageCache && pageCache.lookup(key) !== undefined;
  };
}

/** The stylesheets of the root route (its `links`), for the refusal page. */
export function rootStylesheets(build: ServerBuild): string[] {
  try {
    const links = build.routes.root?.module.links?.() ?? [];
    return links.flatMap((link) =>
      "rel" in link && link.rel === "stylesheet" && typeof link.href === "string" && !link.media ? [link.href] : [],
    );
  } catch {
    return [];
  }
}

const ENGLISH_BUSY = "Too many people are using the portal right now. Please try again in a few seconds.";
const HINDI_BUSY = "अभी बहुत से लोग एक साथ पोर्टल का उपयोग कर रहे हैं। कृपया कुछ सेकंड बाद पुनः प्रयास करें।";

const BUTTON =
  "inline-block rounded bg-blue-900 px-5 py-2.5 font-bold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The refusal page in each language, made once: the portal's 503 page (app/chrome/ErrorScreens.tsx,
 * its texts from the chrome messages) with the overload sentence, without the header, footer or
 * any script. "Try again" is the address itself (an empty link).
 */
export function busyPages(stylesheets: string[]): Record<"en" | "hi", { html: Buffer; gzip: Buffer }> {
  const page = (lang: "en" | "hi", t: typeof chromeEn, sentence: string, home: string) => {
    const html = `<!DOCTYPE html>
<html lang="${lang}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t["meta.unavailable"])}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("")}<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body><main id="main" class="mx-auto max-w-2xl px-4 py-12 text-center">
<p class="text-6xl font-extrabold text-blue-900" aria-hidden="true">503</p>
<h1 class="mt-4 text-3xl font-bold text-slate-900">${escapeHtml(t["unavailable.heading"])}</h1>
<p class="mt-3 text-lg text-slate-700">${escapeHtml(sentence)}</p>
<p class="mt-8 flex flex-wrap justify-center gap-4"><a href="" class="${BUTTON}">${escapeHtml(t["unavailable.retry"])}</a> <a href="${home}" class="${BUTTON}">${escapeHtml(t["error.backHome"])}</a></p>
</main></body></html>
`;
    const bytes = Buffer.from(html, "utf8");
    return { html: bytes, gzip: zlib.gzipSync(bytes, { level: 9 }) };
  };
  return { en: page("en", chromeEn, ENGLISH_BUSY, "/"), hi: page("hi", chromeHi, HINDI_BUSY, "/hi") };
}

/** The guard in the metrics: the delay it reads, what is in flight, and what it refused. */
export function watchOverload(registry: Registry, guard: Pick<OverloadGuard, "delayMs" | "inFlight" | "refused">): void {
  new Gauge({
    name: "portal_overload_event_loop_delay_seconds",
    help: "The event loop's mean delay over the last half second, as the overload guard reads it.",
    registers: [registry],
    collect() {
      this.set(guard.delayMs() / 1000);
    },
  });
  new Gauge({
    name: "portal_overload_in_flight",
    help: "Pages and outside calls to the embedded API being answered (the page cache's answers aside).",
    registers: [registry],
    collect() {
      this.set(guard.inFlight);
    },
  });
  new Counter({
    name: "portal_overload_refused_total",
    help: "Requests refused with a fast 503 while overloaded: page (rendering) or api (outside calls to the embedded API).",
    labelNames: ["kind"],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ kind: "page" }, guard.refused.page);
      this.inc({ kind: "api" }, guard.refused.api);
    },
  });
}
