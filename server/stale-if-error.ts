/**
 * Stale if error (the issue "Stay up on the worst day", decision 0125): when a page cannot be
 * rendered because the content API is down, slower than its timeout, behind an open circuit
 * breaker, or answering 5xx or garbage, the copy the page cache kept (up to
 * PAGE_CACHE_STALE_IF_ERROR_S after it was fresh) is served instead of the error page:
 *
 * - its original content, status 200, with a notice in the page's language ("This page may be out
 *   of date. Last checked <time>.", app/chrome/stale-notice.ts) in a document;
 * - `Cache-Control: no-store` (`private, no-store` for a signed-in visitor), no ETag: no cache
 *   on the way may keep it as if it were fresh, nor answer a later request with it;
 * - to anonymous readers (server/cached-pages.ts) and, through `staleCopies` below, to signed-in
 *   visitors, who then see the anonymous copy. Where no copy is kept the portal's own 503 page
 *   answers, with Retry-After (server/request-adapter.ts).
 */
import type { NextFunction, Request, Response } from "express";
import { CONSENT_COOKIE } from "../app/chrome/consent-cookie";
import { withStaleNotice } from "../app/chrome/stale-notice";
import { languageOfPath } from "../app/i18n/languages";
import { reportCacheLookup } from "../app/telemetry.server";
import { carriesPersonalCookie, pageCacheKey, type CachedPage, type PageCache } from "./page-cache";
import { requestOrigin, type StaleCopyLocals } from "./request-adapter";
import type { GuardedLocals } from "./request-guards";
import type { SecurityLocals } from "./security";

/** Cache-Control of a stale copy: never stored anywhere, so never taken for a fresh answer. */
export const STALE_CACHE_CONTROL = { anonymous: "no-store", personal: "private, no-store" } as const;

/** Answers a request with a kept copy whose re-render failed: see the module's comment. */
export function sendStale(req: Request, res: Response, page: CachedPage, now: number): void {
  reportCacheLookup({ cache: "page", outcome: "stale-if-error" });
  const personal = carriesPersonalCookie(req.get("cookie"));
  res.status(200);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", personal ? STALE_CACHE_CONTROL.personal : STALE_CACHE_CONTROL.anonymous);
  res.setHeader("Age", String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  res.removeHeader("ETag");
  res.vary("Cookie");
  let body = page.body;
  if (page.scriptHashes) {
    // A document: its stored scripts' hashes, and the notice (which has no script).
    res.setHeader("Content-Security-Policy", (res.locals as SecurityLocals).cspFor({ hashes: page.scriptHashes }));
    body = Buffer.from(withStaleNotice(page.body.toString("utf8"), languageOfPath(req.path), page.storedAt), "utf8");
  }
  res.setHeader("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The copy an anonymous reader of this address would get, for a request whose own render failed
 * (a signed-in visitor, or any reader the page cache did not answer): with the visitor's consent
 * state first (the cookie banner shows until consent), else the other.
 */
export function keptCopyFor(req: Request, cache: PageCache): CachedPage | undefined {
  const consentCookie = `${CONSENT_COOKIE}=1`;
  const consented = (req.get("cookie") ?? "").split(";").some((part) => part.trim() === consentCookie);
  const keyWith = (consent: boolean) =>
    pageCacheKey({ method: req.method, cookie: consent ? consentCookie : undefined, origin: requestOrigin(req), url: req.originalUrl });
  for (const consent of [consented, !consented]) {
    const key = keyWith(consent);
    const copy = key ? cache.fallback(key) : undefined;
    if (copy) return copy;
  }
  return undefined;
}

/**
 * Express middleware, in front of the pages' handler: a page GET or HEAD whose render answers 5xx
 * is answered from the page cache's kept copy when there is one (request-adapter.ts asks
 * `res.locals.staleCopy` before sending a 5xx). Signed-in visitors need it: the page cache never
 * answers them itself.
 */
export function staleCopies(cache: PageCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") {
      (res.locals as StaleCopyLocals).staleCopy = () => {
        // Asked when the answer is sent: the request guards run after this middleware.
        if ((res.locals as GuardedLocals).refusedWith) return false;
        const copy = keptCopyFor(req, cache);
        if (!copy) return false;
        (res.locals.logger as { warn(o: object, m: string): void } | undefined)?.warn(
          { url: req.originalUrl.slice(0, 500), storedAt: new Date(copy.storedAt).toISOString() },
          "render failed: served the kept copy",
        );
        sendStale(req, res, copy, cache.nowMs());
        return true;
      };
    }
    next();
  };
}
