// A static mirror of the published portal, for the gateway to serve when every replica is down
// (docs/decisions/0127-static-mirror.md, deploy/nginx-mirror.conf):
//
//   npm run mirror -- --out DIR [--base URL] [--concurrency 6] [--timeout 15000] [--listing-pages 50]
//
// It reads sitemap.xml (the index and its files), fetches every address they list from a running
// portal as an anonymous reader, follows the links of each page that stay on the site (robots.txt
// obeyed; of the addresses with a query only a listing's `?page=N`), and fetches every file the
// pages reference (stylesheets, scripts and what they import, images, icons, feeds). Each answer
// is stored as nginx finds it: a page at DIR/<path>/index.html (`?page=N`: index.page-N.html),
// any other file at DIR/<path>. DIR/.mirror-manifest.json keeps each address's file, hash and
// ETag: the next run asks with If-None-Match, rewrites only what changed, and removes the files
// of pages no longer published. DIR/__mirror/ holds the "service temporarily unavailable" pages
// (English and Hindi) the gateway answers forms and dynamic pages with.
//
// Plain Node (20+), no dependency: it runs from a checkout or any node image. Exit status 1 when
// an address failed (its old copy, if any, is kept, and nothing is removed in that run).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

export const MANIFEST_FILE = ".mirror-manifest.json";
/** The mirror's own files (the unavailable pages), never a portal address. */
export const OWN_DIR = "__mirror";
export const UNAVAILABLE_FILES = { en: `${OWN_DIR}/unavailable.en.html`, hi: `${OWN_DIR}/unavailable.hi.html` };
const USER_AGENT = "indiaai-portal-mirror/1 (+scripts/mirror.mjs)";
/** Vite's content-hashed file names: the same name is the same bytes, never fetched twice. */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
const PAGE_QUERY = /^page=([1-9][0-9]{0,5})$/;

/**
 * @typedef {{ file: string, sha256: string, size: number, etag?: string, lastModified?: string, type: string }} Entry
 * @typedef {{ version: 1, base: string, entries: Record<string, Entry>, unavailable?: { hash: string, date: string } }} Manifest
 * @typedef {{ address: string, reason: string }} Note
 * @typedef {{ written: string[], unchanged: string[], removed: string[], failed: Note[], skipped: Note[], seconds: number }} Report
 * @typedef {{ out: string, base: string, concurrency?: number, timeoutMs?: number, retries?: number, listingPages?: number, log?: (line: string) => void }} MirrorOptions
 */

// ---- addresses and files ----

/** The robots.txt Disallow prefixes that apply to every crawler (`User-agent: *`). */
export function robotsDisallows(text) {
  const rules = [];
  let applies = false;
  let inAgents = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match;
    if (/^user-agent$/i.test(field)) {
      applies = inAgents ? applies || value === "*" : value === "*";
      inAgents = true;
    } else {
      inAgents = false;
      if (applies && /^disallow$/i.test(field) && value) rules.push(value);
    }
  }
  return rules;
}

/**
 * Where an address is stored, relative to DIR, or why it is not. `html`: a page, stored as its
 * folder's index.html (`?page=N`: index.page-N.html); anything else under its own path.
 * @returns {{ file: string } | { skip: string }}
 */
export function fileFor(address, html) {
  const at = address.indexOf("?");
  const pathname = at === -1 ? address : address.slice(0, at);
  const query = at === -1 ? "" : address.slice(at + 1);
  const segments = [];
  for (const raw of pathname.split("/").slice(1)) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { skip: "an address that does not decode" };
    }
    if (/[/\\\0]/.test(segment) || segment.startsWith(".")) return { skip: "an address no file can safely hold" };
    segments.push(segment);
  }
  if (segments.length && segments[segments.length - 1] === "") segments.pop();
  if (segments.some((s) => s === "")) return { skip: "an address no file can safely hold" };
  if (segments[0] === OWN_DIR) return { skip: "the mirror's own folder" };
  const page = PAGE_QUERY.exec(query);
  if (query && !(html && page)) return { skip: "a query string (only a listing's ?page=N is kept)" };
  if (html) return { file: [...segments, page ? `index.page-${page[1]}.html` : "index.html"].join("/") };
  if (segments.length === 0 || pathname.endsWith("/")) return { skip: "a file without a name" };
  return { file: segments.join("/") };
}

const ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'", "#x27": "'", "#x2F": "/", "#47": "/" };
const unescapeAttribute = (value) =>
  value.replace(/&(amp|quot|apos|lt|gt|#39|#x27|#x2F|#47);/gi, (m, name) => ENTITIES[name] ?? ENTITIES[name.toLowerCase()] ?? m);

function attributesOf(tag) {
  const attributes = {};
  for (const [, name, , dq, sq, bare] of tag.matchAll(/([^\s"'<>/=]+)\s*(=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[name.toLowerCase()] = unescapeAttribute(dq ?? sq ?? bare ?? "");
  }
  return attributes;
}

const srcsetUrls = (value) =>
  value
    .split(",")
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);

/**
 * The addresses a page refers to: `pages` (links a reader follows: anchors, canonical and language
 * alternates, feeds) and `files` (what the page loads: stylesheets, scripts and the modules its
 * scripts import, images, icons). Script bodies are not searched for links: what the page's data
 * names is not a link of the page.
 */
export function htmlReferences(html) {
  const pages = [];
  const files = [];
  // The hydration script imports the page's route modules and names React Router's manifest,
  // which lists every route's module: a page still open from before an outage loads them.
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc=/i.test(attributes) && body.includes("/assets/")) files.push(...scriptReferences(body));
  }
  const scanned = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>").replace(/<!--[\s\S]*?-->/g, "");
  for (const [tag, name] of scanned.matchAll(
    /<(a|area|link|img|source|script|video|audio|track|iframe|meta|object|embed|input)\b[^>]*>/gi,
  )) {
    const a = attributesOf(tag.slice(name.length + 1, -1));
    switch (name.toLowerCase()) {
      case "a":
      case "area":
      case "iframe":
        if (a.href) pages.push(a.href);
        if (a.src) pages.push(a.src);
        break;
      case "link": {
        const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
        if (!a.href) break;
        if (rel.includes("alternate") || rel.includes("canonical")) pages.push(a.href);
        else if (
          rel.some((r) => ["stylesheet", "icon", "apple-touch-icon", "preload", "modulepreload", "manifest", "mask-icon"].includes(r))
        )
          files.push(a.href);
        if (a.imagesrcset) files.push(...srcsetUrls(a.imagesrcset));
        break;
      }
      case "meta":
        if (/^(og:image|og:image:url|og:image:secure_url|twitter:image|og:video|og:audio)$/i.test(a.property ?? a.name ?? "") && a.content)
          files.push(a.content);
        break;
      case "input":
        if ((a.type ?? "").toLowerCase() === "image" && a.src) files.push(a.src);
        break;
      case "object":
        if (a.data) files.push(a.data);
        break;
      default:
        for (const key of ["src", "poster"]) if (a[key]) files.push(a[key]);
        if (a.srcset) files.push(...srcsetUrls(a.srcset));
    }
  }
  return { pages, files };
}

/** What a stylesheet loads: url(…) and @import. */
export function cssReferences(css) {
  const found = [];
  for (const [, , url] of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi)) if (!url.startsWith("data:")) found.push(url.trim());
  for (const [, url] of css.matchAll(/@import\s+['"]([^'"]+)['"]/gi)) found.push(url);
  return found;
}

/**
 * What a built script imports: Vite's relative chunk names ("./x-hash.js"), its preload lists
 * ("assets/x-hash.js", from the site's root) and absolute ones ("/assets/…").
 */
export function scriptReferences(js) {
  const found = [];
  for (const [, url] of js.matchAll(
    /["'`]((?:\.\.?\/|\/?assets\/)[^"'`\s?#]+\.(?:m?js|css|woff2?|ttf|otf|svg|png|jpe?g|gif|webp|avif|ico|json|wasm))["'`]/g,
  )) {
    found.push(url.startsWith("assets/") ? `/${url}` : url);
  }
  return found;
}

// ---- the unavailable page ----

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The words of the unavailable page; every language's page says it in both. */
export const UNAVAILABLE_TEXT = {
  en: {
    title: "Service temporarily unavailable",
    heading: "This service is temporarily unavailable",
    text: "This service is temporarily unavailable. Please try again later.",
    more: "The portal's pages can still be read. Search, sign-in and forms will work again shortly: if you were sending a form, please send it again later.",
    retry: "Try again",
    home: "Go back to home",
    skip: "Skip to main content",
    footerHelp: "Help and accessibility",
    lastUpdated: "Last updated:",
    links: [
      ["/help", "Help"],
      ["/accessibility-statement", "Accessibility statement"],
      ["/screen-reader-access", "Screen reader access"],
      ["/contact-us", "Contact details"],
      ["/site-map", "Site map"],
      ["/website-policies", "All website policies"],
    ],
    language: "English",
  },
  hi: {
    title: "सेवा अस्थायी रूप से उपलब्ध नहीं",
    heading: "यह सेवा अस्थायी रूप से उपलब्ध नहीं है",
    text: "यह सेवा अस्थायी रूप से उपलब्ध नहीं है। कृपया बाद में पुनः प्रयास करें।",
    more: "पोर्टल के पृष्ठ अब भी पढ़े जा सकते हैं। खोज, साइन इन और फ़ॉर्म शीघ्र ही फिर से काम करेंगे: यदि आप कोई फ़ॉर्म भेज रहे थे, तो कृपया उसे बाद में फिर से भेजें।",
    retry: "पुनः प्रयास करें",
    home: "मुखपृष्ठ पर जाएँ",
    skip: "मुख्य सामग्री पर जाएँ",
    footerHelp: "सहायता और सुगम्यता",
    lastUpdated: "अंतिम अद्यतन:",
    links: [
      ["/help", "सहायता"],
      ["/accessibility-statement", "सुगम्यता विवरण"],
      ["/screen-reader-access", "स्क्रीन रीडर एक्सेस"],
      ["/contact-us", "संपर्क विवरण"],
      ["/site-map", "साइट मैप"],
      ["/website-policies", "सभी वेबसाइट नीतियां"],
    ],
    language: "हिन्दी",
  },
};

const localePath = (lang, p) => (lang === "en" ? p : p === "/" ? `/${lang}` : `/${lang}${p}`);
const button =
  "inline-block rounded bg-blue-900 px-5 py-2.5 font-bold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500";
const footerLink = "text-white underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-amber-400";
const MONTHS = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
};
const DATE_MARK = "@@MIRROR-DATE@@";

/**
 * The "service temporarily unavailable" page in `lang` (the other language follows, marked with
 * its own `lang`): the portal's stylesheets, a skip link, the language switch, help and contact
 * links, and "Last updated" (GIGW). No script. `date` (YYYY-MM-DD) is left as a mark when absent,
 * so two runs can compare the page without it.
 */
export function unavailablePage(lang, { stylesheets = [], siteName = {}, date } = {}) {
  const other = lang === "en" ? "hi" : "en";
  const t = UNAVAILABLE_TEXT[lang];
  const o = UNAVAILABLE_TEXT[other];
  const name = siteName[lang] || siteName.en || "IndiaAI Portal";
  const when = date
    ? `<time datetime="${date}">${Number(date.slice(8, 10))} ${MONTHS[lang][Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}</time>`
    : DATE_MARK;
  const links = t.links
    .map(([href, label]) => `<li><a href="${localePath(lang, href)}" class="${footerLink}">${escapeHtml(label)}</a></li>`)
    .join("");
  return `<!DOCTYPE html>
<html lang="${lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} | ${escapeHtml(name)}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("\n")}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body class="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
<a href="#main-content" class="skip-link">${escapeHtml(t.skip)}</a>
<header class="border-b border-slate-200 bg-white">
<div class="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
<a href="${localePath(lang, "/")}" class="mr-2 flex items-center gap-2 text-xl font-extrabold text-blue-900">${escapeHtml(name)}</a>
<a href="${localePath(other, "/")}" lang="${other}" hreflang="${other}" class="whitespace-nowrap rounded px-3 py-2 font-semibold text-blue-800 underline underline-offset-2 hover:no-underline">${escapeHtml(o.language)}</a>
</div>
</header>
<main id="main-content" tabindex="-1" class="mx-auto w-full max-w-2xl flex-1 px-4 py-12 text-center focus:outline-none">
<p class="text-6xl font-extrabold text-blue-900" aria-hidden="true">503</p>
<h1 class="mt-4 text-3xl font-bold text-slate-900">${escapeHtml(t.heading)}</h1>
<p class="mt-3 text-lg text-slate-700">${escapeHtml(t.text)}</p>
<p class="mt-3 text-slate-700">${escapeHtml(t.more)}</p>
<section lang="${other}" aria-labelledby="unavailable-${other}" class="mt-8 border-t border-slate-200 pt-6">
<h2 id="unavailable-${other}" class="text-xl font-bold text-slate-900">${escapeHtml(o.heading)}</h2>
<p class="mt-2 text-slate-700">${escapeHtml(o.text)}</p>
<p class="mt-2 text-slate-700">${escapeHtml(o.more)}</p>
</section>
<p class="mt-8 flex flex-wrap justify-center gap-4"><a href="" class="${button}">${escapeHtml(t.retry)}</a> <a href="${localePath(lang, "/")}" class="${button}">${escapeHtml(t.home)}</a></p>
</main>
<footer class="mt-12 bg-blue-950 pb-16 text-white" aria-label="${lang === "en" ? "Site footer" : "साइट फ़ुटर"}">
<div class="mx-auto max-w-7xl px-4 py-10">
<nav aria-labelledby="footer-help"><h2 id="footer-help" class="mb-2 text-sm font-bold uppercase tracking-wide text-amber-300">${escapeHtml(t.footerHelp)}</h2>
<ul class="space-y-1.5">${links}</ul></nav>
<p class="mt-6 text-sm">${escapeHtml(t.lastUpdated)} ${when}</p>
</div>
</footer>
</body>
</html>
`;
}

// ---- fetching ----

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");
const END_OF_DOCUMENT = Buffer.from("</html>");

/**
 * What says whether an answer changed. For a page, the document up to its `</html>`: after it
 * React streams the page's data for hydration, in chunks whose order depends on timing (a render
 * under load sends the same data as a deferred boundary), and the mirror's pages run no script.
 */
export function contentHash(bytes, type) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = type.startsWith("text/html") ? buffer.indexOf(END_OF_DOCUMENT) : -1;
  return sha256(end === -1 ? buffer : buffer.subarray(0, end + END_OF_DOCUMENT.length));
}

/** Runs `handle` over jobs added at any time, `concurrency` at once; `done` settles when all have. */
function workPool(concurrency, handle) {
  const queue = [];
  let running = 0;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  const pump = () => {
    while (running < concurrency && queue.length) {
      const job = queue.shift();
      running++;
      Promise.resolve()
        .then(() => handle(job))
        .catch(() => {})
        .finally(() => {
          running--;
          pump();
        });
    }
    if (running === 0 && queue.length === 0) finish();
  };
  return {
    add(job) {
      queue.push(job);
    },
    start: pump,
    done,
  };
}

async function writeAtomically(file, bytes) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.mirror-${process.pid}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

async function removeFile(out, relative) {
  await fs.rm(path.join(out, relative), { force: true });
  // Folders the page left empty go too (never DIR itself).
  for (let dir = path.dirname(relative); dir !== "." && dir !== path.sep && dir !== ""; dir = path.dirname(dir)) {
    try {
      await fs.rmdir(path.join(out, dir));
    } catch {
      break;
    }
  }
}

async function sameFile(out, entry) {
  try {
    return (await fs.stat(path.join(out, entry.file))).size === entry.size;
  } catch {
    return false;
  }
}

/** Reads DIR's manifest; a missing or unreadable one is an empty mirror. */
export async function readManifest(out) {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(out, MANIFEST_FILE), "utf8"));
    if (manifest?.version === 1 && manifest.entries) return manifest;
  } catch {
    // first run
  }
  return { version: 1, base: "", entries: {} };
}

const LOCK_FILE = ".mirror-lock";

/** One run at a time in a folder (an hourly cron whose run is slow): a lock naming its process. */
async function takeLock(out) {
  const file = path.join(out, LOCK_FILE);
  for (;;) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: "wx" });
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const pid = Number(await fs.readFile(file, "utf8").catch(() => ""));
      let alive = false;
      try {
        alive = pid > 0 && process.kill(pid, 0);
      } catch (e) {
        alive = e.code === "EPERM";
      }
      if (alive) throw new Error(`another run (process ${pid}) is writing ${out}; ${file} is its lock`);
      await fs.rm(file, { force: true });
    }
  }
}

/**
 * Mirrors the portal at `base` into `out`.
 * @param {MirrorOptions} options
 * @returns {Promise<Report>}
 */
export async function mirror(options) {
  const out = path.resolve(options.out);
  await fs.mkdir(out, { recursive: true });
  const release = await takeLock(out);
  try {
    return await mirrorUnlocked(options);
  } finally {
    await release();
  }
}

/** @param {MirrorOptions} options */
async function mirrorUnlocked(options) {
  const started = Date.now();
  const out = path.resolve(options.out);
  const base = new URL(options.base);
  const concurrency = Math.max(1, options.concurrency ?? 6);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 3;
  const listingPages = options.listingPages ?? 50;
  const log = options.log ?? (() => {});

  const previous = await readManifest(out);
  /** @type {Manifest} */
  const manifest = { version: 1, base: base.origin, entries: {}, unavailable: previous.unavailable };
  /** @type {Report} */
  const report = { written: [], unchanged: [], removed: [], failed: [], skipped: [], seconds: 0 };
  /** Addresses of the site: the base, and the origin its sitemap names (PUBLIC_ORIGIN). */
  const siteOrigins = new Set([base.origin]);
  const seen = new Set();
  let disallowed = [];
  /** From the home pages: the stylesheets and the site's name, for the unavailable pages. */
  const chrome = { stylesheets: [], siteName: {} };

  const addressOf = (raw, from) => {
    let url;
    try {
      url = new URL(raw, from);
    } catch {
      return null;
    }
    if (!/^https?:$/.test(url.protocol) || !siteOrigins.has(url.origin)) return null;
    return url.pathname + url.search;
  };

  async function request(address, headers) {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(new URL(address, base), {
          headers: { "User-Agent": USER_AGENT, Accept: "*/*", ...headers },
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        const busy = response.status === 429 || response.status === 502 || response.status === 503 || response.status === 504;
        if (!busy || attempt >= retries)
          return { response, body: response.status === 304 ? new Uint8Array() : new Uint8Array(await response.arrayBuffer()) };
        await response.arrayBuffer().catch(() => {});
        const after = Number(response.headers.get("retry-after"));
        await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 60) * 1000 : 500 * 2 ** attempt);
      } catch (error) {
        if (attempt >= retries) throw error;
        await sleep(500 * 2 ** attempt);
      }
    }
  }

  /**
   * One address: fetched (with the ETag the manifest kept), stored when new or changed, and its
   * references queued. `kind`: "page" (robots.txt and the query rule apply) or "file".
   */
  async function visit({ address, kind }) {
    const old = previous.entries[address];
    const keep = (entry) => {
      manifest.entries[address] = entry;
    };
    // A content-hashed asset already stored is the same file: no request.
    if (old && HASHED_ASSET.test(address) && (await sameFile(out, old))) {
      keep(old);
      report.unchanged.push(address);
      if (refersToOthers(address, old.type)) queueFrom(address, old.type, await fs.readFile(path.join(out, old.file)));
      return;
    }
    const stored = old && (await sameFile(out, old));
    const conditional = {};
    if (stored && old.etag) conditional["If-None-Match"] = old.etag;
    if (stored && old.lastModified) conditional["If-Modified-Since"] = old.lastModified;
    let result;
    try {
      result = await request(address, {
        ...conditional,
        ...(kind === "page" ? { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } : {}),
      });
    } catch (error) {
      failed(
        address,
        old,
        error?.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error?.cause?.code ?? error?.message ?? error),
      );
      return;
    }
    const { response, body } = result;
    const status = response.status;
    if (status === 304 && stored) {
      keep(old);
      report.unchanged.push(address);
      if (refersToOthers(address, old.type)) queueFrom(address, old.type, await fs.readFile(path.join(out, old.file)));
      return;
    }
    if (status >= 300 && status < 400) {
      const location = response.headers.get("location");
      const target = location ? addressOf(location, new URL(address, base)) : null;
      report.skipped.push({ address, reason: "a redirect (its target is mirrored instead)" });
      if (target) enqueue(target, kind);
      return;
    }
    if (status === 404 || status === 410) {
      report.skipped.push({ address, reason: `not published (${status})` });
      return;
    }
    if (status !== 200) {
      if (status >= 400 && status < 500 && status !== 429) report.skipped.push({ address, reason: `answered ${status}` });
      else failed(address, old, `answered ${status}`);
      return;
    }
    const type = (response.headers.get("content-type") ?? "application/octet-stream").toLowerCase();
    const html = type.startsWith("text/html");
    const where = fileFor(address, html);
    if ("skip" in where) {
      report.skipped.push({ address, reason: where.skip });
      return;
    }
    const hash = contentHash(body, type);
    /** @type {Entry} */
    const entry = { file: where.file, sha256: hash, size: body.byteLength, type };
    const etag = response.headers.get("etag");
    const lastModified = response.headers.get("last-modified");
    if (etag) entry.etag = etag;
    if (lastModified) entry.lastModified = lastModified;
    if (old && old.sha256 === hash && old.file === where.file && stored) {
      // The stored copy stays (its size with it); the new validators make the next run's answer a 304.
      entry.size = old.size;
      report.unchanged.push(address);
    } else {
      try {
        await writeAtomically(path.join(out, where.file), body);
      } catch (error) {
        failed(address, old, `could not be written: ${error.message}`);
        return;
      }
      if (old && old.file !== where.file) await removeFile(out, old.file);
      report.written.push(address);
    }
    keep(entry);
    queueFrom(address, type, body);
  }

  function failed(address, old, reason) {
    report.failed.push({ address, reason });
    if (old) manifest.entries[address] = old; // the old copy stays served
  }

  const pool = workPool(concurrency, visit);

  function enqueue(address, kind) {
    const key = address.replace(/#.*$/, "");
    if (seen.has(key)) return;
    seen.add(key);
    if (kind === "page") {
      const pathname = key.split("?")[0];
      if (disallowed.some((prefix) => pathname.startsWith(prefix))) {
        report.skipped.push({ address: key, reason: "disallowed by robots.txt" });
        return;
      }
      const query = key.includes("?") ? key.slice(key.indexOf("?") + 1) : "";
      if (query && !PAGE_QUERY.test(query)) {
        report.skipped.push({ address: key, reason: "a query string (only a listing's ?page=N is kept)" });
        return;
      }
      if (query && Number(PAGE_QUERY.exec(query)[1]) > listingPages) {
        report.skipped.push({ address: key, reason: `a listing page beyond --listing-pages ${listingPages}` });
        return;
      }
    }
    pool.add({ address: key, kind });
  }

  /** Whether an answer names other addresses: pages, stylesheets, scripts and the sitemap. */
  function refersToOthers(address, type) {
    return (
      type.startsWith("text/html") ||
      type.includes("css") ||
      type.includes("javascript") ||
      (/xml/.test(type) && /^\/(sitemap\.xml|sitemap\/)/.test(address))
    );
  }

  function queueFrom(address, type, bytes) {
    if (!refersToOthers(address, type)) return;
    const from = new URL(address, base);
    if (type.startsWith("text/html")) {
      const html = Buffer.from(bytes).toString("utf8");
      const { pages, files } = htmlReferences(html);
      for (const raw of pages) {
        const target = addressOf(raw, from);
        if (target) enqueue(target, "page");
      }
      for (const raw of files) {
        const target = addressOf(raw, from);
        if (target) enqueue(target, "file");
      }
      if (address === "/" || address === "/hi") {
        const lang = address === "/" ? "en" : "hi";
        // The home page's title is the site's title in that language.
        const title = /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1] ?? /<title>([^<]*)<\/title>/.exec(html)?.[1];
        if (title) chrome.siteName[lang] = unescapeAttribute(title.trim());
        if (lang === "en") {
          chrome.stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
            .map(([tag]) => attributesOf(tag.slice(5, -1)))
            .filter((a) => (a.rel ?? "").split(/\s+/).includes("stylesheet") && !a.media && a.href)
            .map((a) => a.href);
        }
      }
    } else if (type.includes("css")) {
      for (const raw of cssReferences(Buffer.from(bytes).toString("utf8"))) {
        const target = addressOf(raw, from);
        if (target) enqueue(target, "file");
      }
    } else if (type.includes("javascript")) {
      for (const raw of scriptReferences(Buffer.from(bytes).toString("utf8"))) {
        const target = addressOf(raw, raw.startsWith("/") ? base : from);
        if (target) enqueue(target, "file");
      }
    } else if (/xml/.test(type) && /^\/(sitemap\.xml|sitemap\/)/.test(address)) {
      const xml = Buffer.from(bytes).toString("utf8");
      const index = /<sitemapindex\b/.test(xml);
      for (const [, loc] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
        const url = new URL(unescapeAttribute(loc), base);
        // The sitemap names the public origin (PUBLIC_ORIGIN): its links are the site's too.
        siteOrigins.add(url.origin);
        enqueue(url.pathname + url.search, index ? "file" : "page");
      }
    }
  }

  // The sitemap first, which must answer: without it nothing is known to be published, and
  // nothing may be removed. Then robots.txt, before any link is followed: it says which a
  // crawler leaves alone.
  seen.add("/sitemap.xml");
  await visit({ address: "/sitemap.xml", kind: "file" });
  if (!manifest.entries["/sitemap.xml"] || report.failed.some((f) => f.address === "/sitemap.xml")) {
    throw new Error(`${new URL("/sitemap.xml", base)} did not answer: is the portal running? Nothing was changed in ${out}.`);
  }
  seen.add("/robots.txt");
  await visit({ address: "/robots.txt", kind: "file" });
  const robots = manifest.entries["/robots.txt"];
  if (robots) disallowed = robotsDisallows(await fs.readFile(path.join(out, robots.file), "utf8"));
  for (const address of ["/", "/hi", "/favicon.svg"]) enqueue(address, address === "/favicon.svg" ? "file" : "page");
  pool.start();
  await pool.done;

  // The unavailable pages, rewritten only when their text or stylesheets changed.
  const unchangedHtml = { en: unavailablePage("en", chrome), hi: unavailablePage("hi", chrome) };
  const unavailableHash = sha256(unchangedHtml.en + unchangedHtml.hi);
  const filesThere = existsSync(path.join(out, UNAVAILABLE_FILES.en)) && existsSync(path.join(out, UNAVAILABLE_FILES.hi));
  if (previous.unavailable?.hash === unavailableHash && filesThere) {
    report.unchanged.push(...Object.values(UNAVAILABLE_FILES).map((f) => `/${f}`));
  } else {
    const date = new Date().toISOString().slice(0, 10);
    for (const lang of /** @type {const} */ (["en", "hi"])) {
      await writeAtomically(path.join(out, UNAVAILABLE_FILES[lang]), unavailablePage(lang, { ...chrome, date }));
      report.written.push(`/${UNAVAILABLE_FILES[lang]}`);
    }
    manifest.unavailable = { hash: unavailableHash, date };
  }

  // What is no longer published goes, unless something failed: a page that did not answer may
  // be the only link to others, which would then look unpublished.
  if (report.failed.length === 0) {
    const kept = new Set(Object.values(manifest.entries).map((e) => e.file));
    for (const [address, entry] of Object.entries(previous.entries)) {
      if (manifest.entries[address]) continue;
      if (!kept.has(entry.file)) await removeFile(out, entry.file);
      report.removed.push(address);
    }
  } else {
    for (const [address, entry] of Object.entries(previous.entries)) manifest.entries[address] ??= entry;
  }

  await writeAtomically(path.join(out, MANIFEST_FILE), JSON.stringify(manifest, null, 1));
  report.seconds = (Date.now() - started) / 1000;
  log(summary(report, out, base.href));
  return report;
}

/** The counts, what was skipped (by reason) and what failed. */
export function summary(report, out, base) {
  const lines = [
    `mirror: ${base} into ${out} in ${report.seconds.toFixed(1)} s`,
    `  written ${report.written.length}, unchanged ${report.unchanged.length}, removed ${report.removed.length}, failed ${report.failed.length}`,
  ];
  const reasons = new Map();
  for (const { reason } of report.skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  if (reasons.size) lines.push(`  skipped ${report.skipped.length}: ${[...reasons].map(([reason, n]) => `${n} ${reason}`).join("; ")}`);
  for (const { address, reason } of report.failed.slice(0, 20)) lines.push(`  failed ${address}: ${reason}`);
  if (report.failed.length > 20) lines.push(`  … and ${report.failed.length - 20} more failed`);
  if (report.failed.length) lines.push("  (nothing was removed: a failed page may be the only link to others)");
  return lines.join("\n");
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      base: { type: "string", default: process.env.MIRROR_BASE ?? `http://127.0.0.1:${process.env.PORT ?? 3000}` },
      concurrency: { type: "string", default: "6" },
      timeout: { type: "string", default: "15000" },
      retries: { type: "string", default: "3" },
      "listing-pages": { type: "string", default: "50" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || !values.out) {
    console.log(
      "npm run mirror -- --out DIR [--base URL] [--concurrency N] [--timeout MS] [--retries N] [--listing-pages N|all]\n" +
        "  --base           the running portal (default http://127.0.0.1:$PORT, or MIRROR_BASE)\n" +
        "  --concurrency    requests at once (default 6)\n" +
        "  --timeout        milliseconds for one answer (default 15000)\n" +
        "  --retries        tries again after a timeout, 429 or 502-504 (default 3)\n" +
        "  --listing-pages  the listing pages kept: ?page=N up to this N (default 50; all)",
    );
    process.exit(values.out ? 0 : 2);
  }
  const number = (name, text) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number above 0, not ${text}`);
    return n;
  };
  const report = await mirror({
    out: values.out,
    base: values.base,
    concurrency: number("concurrency", values.concurrency),
    timeoutMs: number("timeout", values.timeout),
    retries: Number(values.retries),
    listingPages: values["listing-pages"] === "all" ? Infinity : number("listing-pages", values["listing-pages"]),
    log: (line) => console.log(line),
  });
  process.exitCode = report.failed.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`mirror: ${error.message}`);
    process.exit(1);
  });
}
