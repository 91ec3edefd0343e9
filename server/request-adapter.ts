import { createReadableStreamFromReadable } from "@react-router/node";
import type { Request, Response } from "express";
import { withStaleNotice } from "../app/chrome/stale-notice";
import { languageOfPath } from "../app/i18n/languages";
import type { UpstreamShortfall } from "../app/load-context";
import { didWithout } from "../app/upstream/shortfall.server";
import { documentTag } from "./document-tag";
import { carriesPersonalCookie } from "./page-cache";
import type { GuardedLocals } from "./request-guards";

/**
 * The hand-written request adapter (decisions 0080, 0117): Express request → Fetch Request for
 * React Router's handler, Fetch Response → Express response with a document ETag.
 * @react-router/express does the first half but cannot hash the HTML without the nonce nor hand
 * the router a body already read by the guards.
 */

/** Where a refused request is rendered: no route but the catch-all matches it. */
const REFUSED_PATH = "/__refused";

/** Named Cache-Control values. */
export const CACHE = {
  document: "no-cache",
  personal: "private, no-cache",
  none: "no-store",
} as const;

/** Cache-Control of a page rendered without some of the content API's answers: kept nowhere. */
const UNKEPT = { anonymous: CACHE.none, personal: `private, ${CACHE.none}` } as const;

/**
 * Seconds a 503 page asks its reader (a crawler, a gateway) to wait before asking again: the
 * content API is down or its circuit breaker open (decision 0125). The feeds say the same.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 60;

/**
 * Set by server/stale-if-error.ts for a page GET: answers the request from the page cache's kept
 * copy (true) when its render failed, or says there is none (false).
 */
export interface StaleCopyLocals {
  staleCopy?: () => boolean;
}

/** The origin the visitor used (honouring TRUST_PROXY for protocol and host). */
export function requestOrigin(req: Request) {
  const forwardedHost = req.app.get("trust proxy") ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = forwardedHost || req.get("host") || "localhost";
  return `${req.protocol}://${host}`;
}

export function createRouterRequest(req: Request, res: Response): Request & globalThis.Request {
  // Concatenated, not resolved: a path like "//evil.example/x" must stay a path on this origin
  // (new URL("//x", base) would be another host, or throw for "//").
  const url = new URL(requestOrigin(req) + req.originalUrl);
  const controller = new AbortController();
  // The visitor left, or the answer was sent: either way the request is over. Aborting then also
  // clears what waits on it, as the router's five-second deadline for the page's data stream.
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const { refusedWith, formBody } = res.locals as GuardedLocals;
  if (refusedWith) {
    // A GET runs no action and the root loader throws the refusal's status (request-guards.ts).
    // It goes to a path only the catch-all matches (and refuses at once), so no page loader can
    // answer first with a redirect of its own.
    headers.delete("content-type");
    headers.delete("content-length");
    return new globalThis.Request(new URL(REFUSED_PATH, url).href, { method: "GET", headers, signal: controller.signal }) as Request &
      globalThis.Request;
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (formBody) init.body = new Uint8Array(formBody);
  else if (req.method !== "GET" && req.method !== "HEAD") {
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
 *
 * A page rendered without some of the content API's answers (`shortfall`: a call failed, or kept
 * data could not be renewed, decision 0125) is `no-store` (`private, no-store` for a signed-in
 * visitor) with no ETag, and a document carries the stale notice: the time its data was fetched,
 * or that the content service cannot be reached. Single-fetch data is streamed: its headers say
 * what was known when they were sent.
 */
export async function sendResponse(
  req: Request,
  res: Response,
  response: globalThis.Response,
  nonce: string,
  shortfall?: UpstreamShortfall,
) {
  // A page whose render failed (the content API down or failing): its kept copy, if any.
  if (response.status >= 500 && (res.locals as StaleCopyLocals).staleCopy?.()) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  copyHeaders(res, response);
  if (response.status === 503 && !response.headers.has("retry-after")) res.setHeader("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
  const type = response.headers.get("content-type") ?? "";
  const isDocument = /text\/html/i.test(type);
  const isRead = (req.method === "GET" || req.method === "HEAD") && response.status === 200;
  const isPage = isDocument || /\.data$/.test(req.path);
  const personal = isPage && carriesPersonalCookie(req.get("cookie"));
  if (isPage) {
    // A page or its data answers each visitor by their cookies: a shared cache keeps one
    // visitor's copy for no one else (docs/product/limits.md#safety-of-pages-and-uploads: signed-in pages were `no-cache` without
    // `private`, their data had no Cache-Control at all).
    res.append("Vary", "Cookie");
    const stated = response.headers.get("cache-control");
    // A document's shortfall is known once its body is whole (below); data is sent as it comes,
    // so what is known by now decides.
    if (isRead && !isDocument && didWithout(shortfall)) res.setHeader("Cache-Control", personal ? UNKEPT.personal : UNKEPT.anonymous);
    else if (!stated) res.setHeader("Cache-Control", personal ? CACHE.personal : CACHE.document);
    else if (personal && !/\b(public|private)\b/i.test(stated)) res.setHeader("Cache-Control", `private, ${stated}`);
  }

  if (isDocument && response.body && isRead) {
    let body = Buffer.from(await response.arrayBuffer());
    // The document is whole: the render, and every upstream call it made, has ended.
    if (didWithout(shortfall)) {
      res.setHeader("Cache-Control", personal ? UNKEPT.personal : UNKEPT.anonymous);
      // Made of defaults, with none of its data (not even old): search engines keep the page they indexed.
      if (shortfall.staleSince === undefined) res.setHeader("X-Robots-Tag", "noindex");
      body = Buffer.from(withStaleNotice(body.toString("utf8"), languageOfPath(req.path), shortfall.staleSince), "utf8");
      res.setHeader("Content-Length", String(body.length));
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const etag = documentTag(body, nonce);
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

export function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t.replace(/^W\//, "") === bare;
  });
}
