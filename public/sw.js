/*
 * The portal's service worker (docs/decisions/0098-gigw-pages-and-offline-reading.md).
 *
 * - A navigation that fails (no network) gets the page's kept copy if the visitor read it, else
 *   the offline screen in the page's language, listing the pages kept for reading offline.
 * - It keeps only pages the server marked `Cache-Control: public` (app/offline/readable.server.ts:
 *   readable detail pages answered to a request without a session cookie), as script-free copies,
 *   at most MAX_READS, newest first. It never keeps API answers, posts or anything else.
 * - Everything else goes to the network untouched.
 *
 * Plain JavaScript, no build step: the browser fetches this file itself, outside the page's
 * JavaScript budget. Bump VERSION when the cached formats change: old caches go at activation.
 */
const VERSION = "2";
const SHELL = `portal-shell-v${VERSION}`;
const READS = `portal-reads-v${VERSION}`;
const MAX_READS = 30;
/** A page kept this recently is not fetched again when the page asks. */
const FRESH_MS = 5 * 60 * 1000;
const OFFLINE_PAGES = { en: "/offline", hi: "/hi/offline" };
/**
 * The offline screen's one script: when the network returns, reload once the server answers
 * (the "online" event can come before requests go through), trying again every second. A screen
 * shown while the browser says it is online (the server was unreachable, or the network came back
 * while this page was on its way) starts trying at once: no "online" event will come.
 */
const RELOAD_WHEN_ONLINE =
  'function retry(){fetch(location.href,{method:"HEAD",cache:"no-store"}).then(function(){location.reload()},function(){setTimeout(retry,1000)})}addEventListener("online",retry);if(navigator.onLine)setTimeout(retry,1000)';

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      for (const path of Object.values(OFFLINE_PAGES)) {
        const response = await fetch(path, { credentials: "omit", cache: "no-store" });
        if (!response.ok) throw new Error(`offline page ${path}: ${response.status}`);
        const html = await response.text();
        await keepStylesheets(html);
        // The offline screen reloads itself when the network returns (docs/product/chrome.md#offline), with the
        // nonce its stored Content-Security-Policy allows or, for a page from the server's page
        // cache (whose policy lists script hashes instead), with its own hash added to it.
        const nonce = /\bnonce="([^"]+)"/.exec(html)?.[1];
        const reload = `<script${nonce ? ` nonce="${nonce}"` : ""}>${RELOAD_WHEN_ONLINE}</script>`;
        const headers = nonce ? response.headers : await withScriptHash(response.headers, RELOAD_WHEN_ONLINE);
        await shell.put(path, htmlResponse(withoutScripts(html).replace("</body>", `${reload}</body>`), headers));
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("portal-") && name !== SHELL && name !== READS) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(navigate(event));
  else if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".css")) event.respondWith(cachedOrNetwork(request));
});

/** The page asks to keep what it shows (a client-side navigation has no document response). */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || typeof data.url !== "string") return;
  const url = new URL(data.url, self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(keepFresh(url.href));
});

async function navigate(event) {
  try {
    const response = await fetch(event.request);
    if (isMarkedReadable(response)) event.waitUntil(keep(event.request.url, response.clone()).catch(() => undefined));
    return response;
  } catch {
    const copy = await (await caches.open(READS)).match(event.request.url, { ignoreVary: true, ignoreSearch: false });
    return copy ?? offlineScreen(new URL(event.request.url));
  }
}

function isMarkedReadable(response) {
  return (
    response.ok &&
    response.type === "basic" &&
    !response.redirected &&
    /^text\/html/i.test(response.headers.get("Content-Type") ?? "") &&
    /(^|,)\s*public\s*(,|$)/i.test(response.headers.get("Cache-Control") ?? "")
  );
}

async function keepFresh(url) {
  const kept = await (await caches.open(READS)).match(url);
  if (kept && Date.now() - Number(kept.headers.get("X-Offline-Saved")) < FRESH_MS) return;
  // Without cookies: whatever the visitor's state, the copy is the anonymous page.
  const response = await fetch(url, { credentials: "omit" }).catch(() => null);
  if (response && isMarkedReadable(response)) await keep(url, response);
}

async function keep(url, response) {
  const html = await response.text();
  const title = decodeEntities(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? url);
  await keepStylesheets(html);
  const reads = await caches.open(READS);
  await reads.put(url, htmlResponse(withoutScripts(html), response.headers, { "X-Offline-Title": encodeURIComponent(title), "X-Offline-Saved": String(Date.now()) }));
  for (const old of (await listReads(reads)).slice(MAX_READS)) await reads.delete(old.url);
}

/**
 * A kept page is read as the no-JavaScript page it also is: it never hydrates against a server
 * it cannot reach, nor against assets a later deployment replaced.
 */
function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** The headers with the script's SHA-256 hash added to their policy's script-src. */
async function withScriptHash(headers, script) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
  const copy = new Headers(headers);
  const csp = copy.get("Content-Security-Policy");
  if (csp) copy.set("Content-Security-Policy", csp.replace(/(^|;\s*)script-src([^;]*)/, `$1script-src$2 ${hash}`));
  return copy;
}

/** Stored with its own Content-Security-Policy (whose nonce the offline screen's script carries). */
function htmlResponse(body, headers, extra = {}) {
  const kept = new Headers({ "Content-Type": "text/html; charset=utf-8", ...extra });
  const csp = headers.get("Content-Security-Policy");
  if (csp) kept.set("Content-Security-Policy", csp);
  return new Response(body, { headers: kept });
}

async function keepStylesheets(html) {
  const shell = await caches.open(SHELL);
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/gi)) {
    if (await shell.match(href)) continue;
    const response = await fetch(href);
    if (response.ok) await shell.put(href, response);
  }
}

async function cachedOrNetwork(request) {
  return (await caches.match(request, { cacheName: SHELL })) ?? fetch(request);
}

/** The kept pages, newest first. */
async function listReads(reads) {
  const entries = await Promise.all(
    (await reads.keys()).map(async (request) => {
      const response = await reads.match(request);
      return {
        url: request.url,
        title: decodeURIComponent(response?.headers.get("X-Offline-Title") ?? ""),
        saved: Number(response?.headers.get("X-Offline-Saved") ?? 0),
      };
    }),
  );
  return entries.sort((a, b) => b.saved - a.saved);
}

const isHindiPath = (pathname) => pathname === "/hi" || pathname.startsWith("/hi/");

/** The stored offline screen of the page's language, with the kept pages listed. */
async function offlineScreen(url) {
  const lang = isHindiPath(url.pathname) ? "hi" : "en";
  const shell = await caches.match(OFFLINE_PAGES[lang], { cacheName: SHELL });
  if (!shell) return Response.error();
  const reads = await listReads(await caches.open(READS));
  let html = await shell.text();
  if (reads.length > 0) {
    const items = reads.map((read) => {
      const { pathname, search } = new URL(read.url);
      // A title in the other language says so, for screen readers.
      const other = isHindiPath(pathname) === (lang === "hi") ? "" : ` lang="${lang === "hi" ? "en" : "hi"}"`;
      return `<li><a href="${escapeHtml(pathname + search)}"${other} class="text-blue-800 underline underline-offset-2">${escapeHtml(read.title)}</a></li>`;
    });
    html = html
      .replace(/(<section\b[^>]*\bdata-offline-reads="")([^>]*?)\shidden=""/, "$1$2")
      .replace(/(<ul\b[^>]*\bdata-offline-list=""[^>]*>)(<\/ul>)/, `$1${items.join("")}$2`);
  }
  return new Response(html, { headers: shell.headers });
}

function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
