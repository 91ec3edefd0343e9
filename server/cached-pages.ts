import type { Request, Response } from "express";
import type { Logger } from "pino";
import { reportCacheLookup } from "../app/telemetry.server";
import { isShareable, PageCache, RENDER_FAILED, toCachedPage, type CachedPage, type RenderOutcome } from "./page-cache";
import { etagMatches, requestOrigin, sendResponse } from "./request-adapter";
import { createNonce, type SecurityLocals } from "./security";

/** Renders a Fetch request with the given CSP nonce (the router's handler with its load context). */
export type Render = (request: globalThis.Request, nonce: string) => Promise<globalThis.Response>;

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
 */
export function cachedPages({ cache, logger, onVisit }: { cache: PageCache; logger: Logger; onVisit: (req: Request, itemId: string) => void }) {
  const cacheControl = (page: CachedPage) =>
    `${page.offlineReadable ? "public, " : ""}max-age=0, must-revalidate, s-maxage=${Math.round(cache.freshMs / 1000)}, stale-while-revalidate=${Math.round(cache.staleMs / 1000)}`;

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
   */
  async function renderShared(render: Render, request: globalThis.Request, nonce: string, own?: (response: globalThis.Response) => void): Promise<RenderOutcome> {
    const response = await render(request, nonce);
    if (!isShareable(response)) {
      if (own) own(response);
      else await response.body?.cancel();
      return response.status >= 500 ? RENDER_FAILED : null;
    }
    const raw = Buffer.from(await response.arrayBuffer());
    const page = await toCachedPage(raw, response.headers, nonce, cache.nowMs());
    if (!page) own?.(new globalThis.Response(raw, { status: response.status, headers: response.headers }));
    return page;
  }

  return async function serve(req: Request, res: Response, key: string, render: Render): Promise<boolean> {
    const consent = key.startsWith("c");
    const found = cache.lookup(key);
    if (found) {
      reportCacheLookup({ cache: "page", outcome: found.state });
      if (found.state === "stale") {
        // Stale while revalidating: this reader gets the stored page, one render replaces it.
        cache.fill(key, () => renderShared(render, anonymousRequest(req, consent, true), createNonce())).page.catch((error: unknown) => logger.warn({ err: String(error), url: req.originalUrl }, "page cache refresh failed"));
      }
      send(req, res, found.page);
      return true;
    }
    reportCacheLookup({ cache: "page", outcome: "miss" });
    if (req.method !== "GET") return false;
    const nonce = (res.locals as SecurityLocals).cspNonce;
    let unshared: globalThis.Response | undefined;
    const { page, leader } = cache.fill(key, () => renderShared(render, anonymousRequest(req, consent), nonce, (response) => (unshared = response)));
    let result: CachedPage | null;
    try {
      result = await page;
    } catch (error) {
      if (leader) throw error;
      return false; // the render this reader waited for failed: it gets its own
    }
    if (result) send(req, res, result);
    else if (leader && unshared) await sendResponse(req, res, unshared, nonce);
    else return false;
    return true;
  };
}
