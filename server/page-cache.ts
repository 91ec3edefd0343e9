/**
 * The rendered-page cache for anonymous readers (decision 0108). A GET of a page (or of React Router's
 * `.data` for it) from a browser that sends no cookie but the cookie-consent one is answered from
 * memory when it can be:
 *
 * - keyed by the full address as the router reads it (origin, path, query, so the language too)
 *   and the consent state (the cookie banner shows until consent);
 * - bounded in bytes; fresh for `freshMs`, then served stale for up to `staleMs` while one
 *   re-render runs; concurrent misses of one address share one render (shared/swr-cache.ts, the
 *   cache the upstream answers use too);
 * - kept for up to `staleIfErrorMs` after it is fresh (24 hours by default) for when its
 *   re-render fails: the content API down, slow past its timeout, its breaker open, or answering
 *   5xx or garbage. Such a copy is served with a notice and no caching headers
 *   (server/stale-if-error.ts, decision 0125), to anonymous readers and to signed-in ones;
 * - dropped whole when published content changes (contract/content-changes.ts: the embedded API,
 *   the signed purge endpoint, or another replica through Redis), and a render already running
 *   then is not stored;
 * - stored only when the render is the same for every anonymous reader: status 200, no
 *   Set-Cookie, no `private`/`no-store`, HTML or single-fetch data; for a route whose policy
 *   says "repeated" (searches), only once its address is asked again within `freshMs`
 *   (decision 0130).
 *
 * A per-request CSP nonce cannot be cached: a stored document has its nonce attributes taken out
 * and carries the SHA-256 hashes of its inline scripts instead, worked out once when stored. The
 * reader who caused the render gets the stored copy too, so every anonymous reader of an address
 * gets the same bytes, which a gateway or CDN may keep as well (`s-maxage`, `Vary: Cookie`).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { getEnv } from "../config/env";
import { CONSENT_COOKIE } from "../app/chrome/consent-cookie";
import { VISIT_LOG_HEADER } from "../app/content/visit-header";
import { DROP, SwrCache } from "../shared/swr-cache";
import { documentTag } from "./document-tag";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface CachedPage {
  body: Buffer;
  /** The same bytes compressed once when stored (documents and data of 1 kB or more). */
  gzip?: Buffer;
  br?: Buffer;
  /** Response headers to repeat (content type, Link, X-Robots-Tag…), lower-case names. */
  headers: [string, string][];
  etag: string;
  /** The inline scripts' hashes for the CSP ('sha256-…'); null for data (not a document). */
  scriptHashes: string[] | null;
  /** The item whose visit is logged for each reader served this page (app/content/visit-header.ts). */
  visitLog: string | null;
  /** The page may be kept for offline reading (app/offline/readable.server.ts). */
  offlineReadable: boolean;
  storedAt: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  /**
   * After `freshMs`, how long a copy is kept to be served (with a notice) when its re-render
   * fails; default PAGE_CACHE_STALE_IF_ERROR_S. A copy is kept for the longer of this and `staleMs`.
   */
  staleIfErrorMs?: number;
  /** A copy whose re-render failed is rendered again in the background no sooner than this after the failure. */
  retryMs?: number;
  now?: () => number;
}

/** How soon a page whose re-render failed is tried again (its readers meanwhile get the stale copy at once). */
export const RETRY_FAILED_RENDER_MS = 5000;

/** Headers that are the cache's own business or the request's, never repeated from a render. */
const NOT_REPEATED = new Set([
  VISIT_LOG_HEADER,
  "set-cookie",
  "cache-control",
  "content-length",
  "etag",
  "content-security-policy",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "vary",
]);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const COMPRESS_FROM = 1024;

/** The cache key of a request, or null when its answer may depend on who asks. */
export function pageCacheKey(request: { method: string; cookie: string | undefined; origin: string; url: string }): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  // Files (feeds, sitemaps, robots.txt, media) are not pages: they keep their own caching.
  const lastSegment = request.url.split("?")[0].split("/").pop() ?? "";
  if (lastSegment.includes(".") && !lastSegment.endsWith(".data")) return null;
  if (carriesPersonalCookie(request.cookie)) return null;
  const consent = (request.cookie ?? "").includes(`${CONSENT_COOKIE}=1`);
  // Parsed, its query serialized again as loaders get it (React Router strips its own parameters
  // that way): spellings the router reads alike (a raw quote or %22, %20 or +) are one copy.
  const address = URL.parse(request.origin + request.url);
  if (!address) return null;
  const query = new URLSearchParams(address.search).toString();
  return `${consent ? "c" : "-"} ${address.origin}${address.pathname}${query ? `?${query}` : ""}`;
}

/**
 * Whether a request carries a cookie besides the cookie banner's: a session, a flash, a return
 * address, a visitor id for recent searches, or one the portal does not know. Any of them may
 * change the page, so its answer is that visitor's own (never cached here, `private` for others).
 */
export function carriesPersonalCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => {
    const cookie = part.trim();
    return cookie !== "" && cookie !== `${CONSENT_COOKIE}=1`;
  });
}

/** Whether a render's answer is the same for every anonymous reader, judged by its status and headers. */
export function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (/\b(private|no-store)\b/i.test(response.headers.get("cache-control") ?? "")) return false;
  const type = response.headers.get("content-type") ?? "";
  return /^text\/html/i.test(type) || /^text\/x-script/i.test(type);
}

/** SHA-256 hashes, in CSP form, of the inline scripts a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue; // data blocks (JSON-LD) do not run
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A rendered answer made shareable: a document loses its nonce attributes and gains its scripts'
 * hashes. Null when the nonce shows up anywhere else (it could then not be taken out safely).
 */
export async function toCachedPage(raw: Buffer, responseHeaders: Headers, nonce: string, now: number): Promise<CachedPage | null> {
  const isDocument = /^text\/html/i.test(responseHeaders.get("content-type") ?? "");
  let body = raw;
  let scriptHashes: string[] | null = null;
  if (isDocument) {
    let html = raw.toString("utf8");
    if (nonce) html = html.split(` nonce="${nonce}"`).join("");
    if (nonce && html.includes(nonce)) return null;
    scriptHashes = inlineScriptHashes(html);
    body = Buffer.from(html, "utf8");
  }
  const headers: [string, string][] = [];
  for (const [name, value] of responseHeaders) if (!NOT_REPEATED.has(name)) headers.push([name, value]);
  const page: CachedPage = {
    body,
    headers,
    // The tag a render of this page gets when it is sent without the cache (server/request-adapter.ts).
    etag: documentTag(raw, isDocument ? nonce : ""),
    scriptHashes,
    visitLog: responseHeaders.get(VISIT_LOG_HEADER),
    offlineReadable: /\bpublic\b/i.test(responseHeaders.get("cache-control") ?? ""),
    storedAt: now,
  };
  if (body.length >= COMPRESS_FROM) {
    [page.gzip, page.br] = await Promise.all([
      gzip(body, { level: 6 }),
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    ]);
  }
  return page;
}

function sizeOf(page: CachedPage) {
  return page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 512;
}

export type Lookup =
  | {
      page: CachedPage;
      state: "fresh" | "stale";
      /**
       * When the last re-render of this copy failed: the upstream is failing, and the copy is
       * served with the notice and without caching headers (server/stale-if-error.ts).
       */
      failedAt?: number;
      /** Whether to start a re-render in the background (a stale copy; after a failure, once RETRY_FAILED_RENDER_MS has passed). */
      revalidate: boolean;
    }
  | undefined;

/**
 * A render for the cache that failed (the upstream down, slow past its timeout, or answering
 * 5xx): unlike an answer that cannot be shared (the item is gone or moved), it says nothing
 * about the stored copy, which stays and is served stale, with a notice, until its
 * stale-if-error time is up.
 */
export const RENDER_FAILED = Symbol("render failed");
export type RenderOutcome = CachedPage | null | typeof RENDER_FAILED;

/** How a RENDER_FAILED ends inside the cache: a failed refresh, which keeps the stored copy. */
class RenderFailed extends Error {}

export class PageCache {
  private readonly pages: SwrCache<CachedPage>;
  /** When each address of a "repeated" page was last asked (route policy, app/route-policy.ts). */
  private readonly asked: LRUCache<string, number>;
  readonly freshMs: number;
  readonly staleMs: number;
  readonly staleIfErrorMs: number;
  private readonly retryMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions) {
    this.freshMs = options.freshMs;
    this.staleMs = options.staleMs;
    this.staleIfErrorMs = options.staleIfErrorMs ?? getEnv().PAGE_CACHE_STALE_IF_ERROR_S * 1000;
    this.retryMs = options.retryMs ?? RETRY_FAILED_RENDER_MS;
    this.now = options.now ?? Date.now;
    const askedBytes = Math.max(1024, Math.floor(options.maxBytes / 64)); // a 64th notes the addresses asked
    this.asked = new LRUCache<string, number>({ maxSize: askedBytes, sizeCalculation: (_at, key) => 2 * key.length + 64 });
    this.pages = new SwrCache<CachedPage>({ maxSize: Math.max(1024, options.maxBytes - askedBytes), sizeOf, now: this.now });
  }

  /** Notes an ask of `key`; whether it was asked before within `freshMs` (a "repeated" page is stored only then). */
  askedAgain(key: string): boolean {
    const [now, before] = [this.now(), this.asked.get(key)];
    this.asked.set(key, now);
    return before !== undefined && now - before < this.freshMs;
  }

  /** The age from which a copy is never served, even when its re-render fails. */
  private get keptMs(): number {
    return this.freshMs + Math.max(this.staleMs, this.staleIfErrorMs);
  }

  /**
   * The copy to serve without waiting for a render: fresh; stale within `staleMs`; or, once a
   * re-render has failed, stale within the stale-if-error time (`failedAt` set). Undefined
   * otherwise: the reader waits for a render, and gets `fallback(key)` if that fails.
   */
  lookup(key: string): Lookup {
    const found = this.pages.lookup(key, { freshMs: this.freshMs, maxAgeMs: this.keptMs });
    if (!found) return undefined;
    const now = this.now();
    if (found.state === "fresh") return { page: found.value, state: "fresh", revalidate: false };
    if (found.failedAt !== undefined)
      return { page: found.value, state: "stale", failedAt: found.failedAt, revalidate: now - found.failedAt >= this.retryMs };
    if (now - found.storedAt < this.freshMs + this.staleMs) return { page: found.value, state: "stale", revalidate: true };
    return undefined;
  }

  /** The copy of `key` that may stand in for a render that just failed, if one is kept. */
  fallback(key: string): CachedPage | undefined {
    return this.pages.lookup(key, { freshMs: this.freshMs, maxAgeMs: this.keptMs })?.value;
  }

  /**
   * Renders `key` once however many readers ask at the same time. `render` answers the page or,
   * when its answer cannot be shared, null, or RENDER_FAILED (the caller then answers its reader
   * itself, or from `fallback(key)` after a failure). `outcome` tells the two apart; `page`
   * is null for both.
   */
  fill(
    key: string,
    render: () => Promise<RenderOutcome>,
  ): { page: Promise<CachedPage | null>; outcome: Promise<RenderOutcome>; leader: boolean } {
    const { result, started } = this.pages.refresh(key, async () => {
      const outcome = await render();
      if (outcome === RENDER_FAILED) throw new RenderFailed(); // an outage: the stored copy stays
      return outcome ?? DROP; // no longer shareable (gone, moved…): the old copy goes too
    });
    const outcome: Promise<RenderOutcome> = result.then(
      (value) => (value === DROP ? null : value),
      (error: unknown) => {
        if (error instanceof RenderFailed) return RENDER_FAILED;
        throw error;
      },
    );
    const page = outcome.then((value) => (value === RENDER_FAILED ? null : value));
    page.catch(() => undefined); // a caller may await `outcome` only: its failure is theirs
    return { page, outcome, leader: started };
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size.entries, bytes: this.pages.size.bytes + this.asked.calculatedSize };
  }

  nowMs(): number {
    return this.now();
  }
}
