import type { Request, Response } from "express";
import type { Logger } from "pino";
import type { UpstreamShortfall } from "../app/load-context";
import { reportCacheLookup } from "../app/telemetry.server";
import { didWithout } from "../app/upstream/shortfall.server";
import { isShareable, PageCache, RENDER_FAILED, toCachedPage, type CachedPage, type RenderOutcome } from "./page-cache";
import { etagMatches, requestOrigin, sendResponse } from "./request-adapter";
import { createNonce, type SecurityLocals } from "./security";
import { sendStale } from "./stale-if-error";

/**
 * Renders a Fetch request with the given CSP nonce (the router's handler with its load context);
 * the upstream client notes in `shortfall` what the render did without.
 */
export type Render = (request: globalThis.Request, nonce: string, shortfall: UpstreamShortfall) => Promise<globalThis.Response>;

/** A render for one reader alone, and what it did without. */
interface OwnRender {
  response: globalThis.Response;
  shortfall: UpstreamShortfall;
}

/** Request headers that would make a render differ between readers. */
const DROPPED_HEADERS = new Set(["cookie", "authorization", "content-length", "content-type"]);
/** Dropped too for a re-render in the background: they are the reader's, not the page's. */
const CONDITIONAL_HEADERS = new Set(["if-none-match", "if-modified-since"]);

/**
 * The request a cached render is made from: the reader's, without what is personal (cookies,
 * except the consent one the key holds) and without a signal, so a reader who leaves does not
 * cancel a render others wait for. The reader's own render keeps its conditional headers, for
 * a route that answers them itself (a stored page never comes from a 304).
 */
function anonymousRequest(req: Request, consent: boolean, background = false): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name) || (background && CONDITIONAL_HEADERS.has(name))) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  if (consent) headers.set("cookie", "cookie_consent=1");
  return new globalThis.Request(requestOrigin(req) + req.originalUrl, { method: "GET", headers });
}

/**
 * Serves anonymous page requests from the page cache (server/page-cache.ts). `serve` answers the
 * request and says true, or says false when the caller must render it as usual (a HEAD that
 * missed, or a render that others started and that turned out not to be shareable).
 *
 * When a page's render fails (the content API down, slow, behind its open breaker, or answering
 * 5xx), the copy kept for it, if any, is served with a notice and `no-store`
 * (server/stale-if-error.ts): at once while the last re-render of it failed, after the render
 * otherwise. A render that did without some of the API's answers (a call failed and it went on
 * with defaults, or it used upstream data the API could not renew) fails the same way for the
 * cache: it is not stored and the kept copy stays; without one, its reader gets it `no-store`
 * with the notice (server/request-adapter.ts).
 */
export function cachedPages({
  cache,
  logger,
  onVisit,
}: {
  cache: PageCache;
  logger: Logger;
  onVisit: (req: Request, itemId: string) => void;
}) {
  // For a gateway or CDN: fresh for the TTL, then served stale while it asks again, and when the
  // portal fails (deploy/nginx.conf applies both). must-revalidate is for browsers (decision 0108).
  const seconds = (ms: number) => Math.round(ms / 1000);
  const cacheControl = (page: CachedPage) =>
    `${page.offlineReadable ? "public, " : ""}max-age=0, must-revalidate, s-maxage=${seconds(cache.freshMs)}, stale-while-revalidate=${seconds(cache.staleMs)}, stale-if-error=${seconds(cache.staleIfErrorMs)}`;

  function sendKept(req: Request, res: Response, page: CachedPage) {
    if (page.visitLog) onVisit(req, page.visitLog);
    sendStale(req, res, page, cache.nowMs());
  }

  function send(req: Request, res: Response, page: CachedPage) {
    if (page.visitLog) onVisit(req, page.visitLog);
    res.status(200);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl(page));
    res.setHeader("Age", String(Math.max(0, Math.floor((cache.nowMs() - page.storedAt) / 1000))));
    res.vary("Cookie");
    res.setHeader("ETag", page.etag);
    if (page.scriptHashes) res.setHeader("Content-Security-Policy", (res.locals as SecurityLocals).cspFor({ hashes: page.scriptHashes }));
    if (etagMatches(req.get("if-none-match"), page.etag)) {
      for (const name of ["Content-Security-Policy", "Content-Type"]) res.removeHeader(name);
      res.status(304).end();
      return;
    }
    let body = page.body;
    if (page.br || page.gzip) {
      res.vary("Accept-Encoding");
      // Already compressed: the compression middleware leaves an answer with a Content-Encoding alone.
      const encoding = page.br && req.acceptsEncodings("br") ? "br" : page.gzip && req.acceptsEncodings("gzip") ? "gzip" : null;
      if (encoding) {
        res.setHeader("Content-Encoding", encoding);
        body = page[encoding] as Buffer;
      }
    }
    res.setHeader("Content-Length", String(body.length));
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Renders for the cache; `own` receives a render that cannot be shared, for the reader who asked.
   * A 5xx is a failure, not a new answer: the stored copy, if any, stays (docs/decisions/0108-rendered-page-cache.md#what-is-cached).
   * So is a render that did without some of the API's answers (decision 0125).
   */
  async function renderShared(
    render: Render,
    request: globalThis.Request,
    nonce: string,
    own?: (render: OwnRender) => void,
  ): Promise<RenderOutcome> {
    const shortfall: UpstreamShortfall = { failed: false };
    const response = await render(request, nonce, shortfall);
    if (!isShareable(response)) {
      if (own) own({ response, shortfall });
      else await response.body?.cancel();
      return response.status >= 500 ? RENDER_FAILED : null;
    }
    const raw = Buffer.from(await response.arrayBuffer());
    const unshared = () => new globalThis.Response(raw, { status: response.status, headers: response.headers });
    // Read whole, the render has ended: what it did without is known.
    if (didWithout(shortfall)) {
      own?.({ response: unshared(), shortfall });
      return RENDER_FAILED;
    }
    const page = await toCachedPage(raw, response.headers, nonce, cache.nowMs());
    if (!page) own?.({ response: unshared(), shortfall });
    return page;
  }

  /** `whenRepeated`: the route's page is stored only once its address is asked again (app/route-policy.ts). */
  return async function serve(req: Request, res: Response, key: string, render: Render, whenRepeated = false): Promise<boolean> {
    const consent = key.startsWith("c");
    const found = cache.lookup(key);
    if (found) {
      if (found.revalidate) {
        // Stale while revalidating: this reader gets the stored page, one render replaces it.
        cache
          .fill(key, () => renderShared(render, anonymousRequest(req, consent, true), createNonce()))
          .page.catch((error: unknown) => logger.warn({ err: String(error), url: req.originalUrl }, "page cache refresh failed"));
      }
      if (found.failedAt !== undefined) {
        // Its last re-render failed: the upstream is failing, say so on the page.
        sendKept(req, res, found.page);
      } else {
        reportCacheLookup({ cache: "page", outcome: found.state });
        send(req, res, found.page);
      }
      return true;
    }
    reportCacheLookup({ cache: "page", outcome: "miss" });
    if (req.method !== "GET") return false;
    if (whenRepeated && !cache.askedAgain(key)) return false; // asked once so far: rendered for this reader alone
    const nonce = (res.locals as SecurityLocals).cspNonce;
    let unshared: OwnRender | undefined;
    const { outcome, leader } = cache.fill(key, () =>
      renderShared(render, anonymousRequest(req, consent), nonce, (own) => (unshared = own)),
    );
    let result: RenderOutcome;
    try {
      result = await outcome;
    } catch (error) {
      // The render threw: a copy kept for this address stands in, as for a failed render.
      const kept = cache.fallback(key);
      if (kept) {
        logger.warn({ err: String(error), url: req.originalUrl }, "page render failed: served the kept copy");
        sendKept(req, res, kept);
        return true;
      }
      if (leader) throw error;
      return false; // the render this reader waited for failed: it gets its own
    }
    if (result === RENDER_FAILED) {
      const kept = cache.fallback(key);
      if (kept) {
        await unshared?.response.body?.cancel();
        sendKept(req, res, kept);
        return true;
      }
      result = null;
    }
    if (result) send(req, res, result);
    else if (leader && unshared) await sendResponse(req, res, unshared.response, nonce, unshared.shortfall);
    else return false;
    return true;
  };
}
