// The crawl (scripts/mirror.mjs): from sitemap.xml and the home pages, every published address
// and what it references, fetched and stored into the mirror's folder.
import fs from "node:fs/promises";
import path from "node:path";

import { fileFor, HASHED_ASSET, PAGE_QUERY, robotsDisallows } from "./addresses.mjs";
import { requester, workPool } from "./fetch.mjs";
import { cssReferences, homeChrome, htmlReferences, refersToOthers, scriptReferences, unescapeAttribute } from "./links.mjs";
import { contentHash, MANIFEST_FILE, pruneUnpublished, readManifest, removeFile, sameFile, takeLock, writeAtomically } from "./storage.mjs";
import { writeUnavailablePages } from "./unavailable.mjs";

/**
 * @typedef {import("./storage.mjs").Entry} Entry
 * @typedef {import("./storage.mjs").Manifest} Manifest
 * @typedef {{ address: string, reason: string }} Note
 * @typedef {{ written: string[], unchanged: string[], removed: string[], failed: Note[], skipped: Note[], seconds: number }} Report
 * @typedef {{ out: string, base: string, concurrency?: number, timeoutMs?: number, retries?: number, listingPages?: number, log?: (line: string) => void }} MirrorOptions
 */

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

  const request = requester({ base, timeoutMs, retries });

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
      if (address === "/" || address === "/hi") homeChrome(address === "/" ? "en" : "hi", html, chrome);
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

  await writeUnavailablePages(out, chrome, previous, manifest, report);

  await pruneUnpublished(out, previous, manifest, report);

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
