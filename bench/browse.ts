/**
 * Browse pages under load (docs/product/browse.md#browsing-content): requests/s and p50/p99 latency of a paged listing and of a
 * detail page, each as a ratio to a static file served by the same server in the same run, and
 * the weight of a first visit to the detail page (HTML, CSS, JavaScript, images; gzip).
 *
 * Called by bench/run.ts (`measureBrowse(ctx)`, ctx = { baseUrl, quick }). Runs alone against a
 * running server too:  tsx bench/browse.ts --base http://127.0.0.1:3000 [--quick]
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";

export const LISTING_PATH = "/articles/all";
export const STATIC_PATH = "/favicon.svg";
const CONNECTIONS = 10;

interface Load {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface BrowseBench {
  connections: number;
  durationSeconds: number;
  static: Load;
  listing: Load & { ratio: { requestsPerSecond: number; p99: number } };
  detail: Load & { ratio: { requestsPerSecond: number; p99: number } };
  detailWeight: {
    path: string;
    html: number;
    css: number;
    js: number;
    images: number;
    /** Images the browser fetches before scrolling (not loading="lazy"). */
    eagerImages: number;
    total: number;
    files: { css: string[]; js: string[]; images: string[] };
  };
}

function load(baseUrl: string, path: string, duration: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon({ url: baseUrl + path, connections: CONNECTIONS, duration, headers: { "accept-encoding": "gzip" } }, (error, r) => {
      if (error) return reject(error);
      resolve({
        path,
        requestsPerSecond: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}

/** Bytes on the wire with gzip accepted (what a browser downloads). */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => resolve(res.statusCode === 200 ? bytes : 0));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The first item of the listing: the detail page to measure. */
export async function firstDetailPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(baseUrl + LISTING_PATH)).text();
  const match = /class="content-card__title[^"]*"><a[^>]*href="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no item link on ${LISTING_PATH}`);
  return match[1];
}

async function pageWeight(baseUrl: string, path: string): Promise<BrowseBench["detailWeight"]> {
  const text = await (await fetch(baseUrl + path)).text();
  const unique = (re: RegExp) => [...new Set([...text.matchAll(re)].map((m) => m[1]))];
  const css = unique(/href="(\/assets\/[^"]+\.css)"/g);
  // What the browser downloads: the modulepreload links (every module of the page) and the
  // entry import. The inline route manifest also names modules of other routes; those are not
  // fetched, so they are not counted.
  const js = unique(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g);
  const imgTags = [...text.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  const srcOf = (tag: string) => /\ssrc="([^"]+)"/.exec(tag)?.[1];
  const local = (src: string | undefined): src is string => Boolean(src && src.startsWith("/"));
  const images = [...new Set(imgTags.map(srcOf).filter(local))];
  const eager = new Set(
    imgTags
      .filter((t) => !/loading="lazy"/.test(t))
      .map(srcOf)
      .filter(local),
  );
  const sum = async (paths: string[]) => (await Promise.all(paths.map((p) => wireBytes(baseUrl + p)))).reduce((a, b) => a + b, 0);
  const [html, cssBytes, jsBytes, imageBytes, eagerBytes] = await Promise.all([
    wireBytes(baseUrl + path),
    sum(css),
    sum(js),
    sum(images),
    sum([...eager]),
  ]);
  return {
    path,
    html,
    css: cssBytes,
    js: jsBytes,
    images: imageBytes,
    eagerImages: eagerBytes,
    total: html + cssBytes + jsBytes + eagerBytes,
    files: { css, js, images },
  };
}

const ratio = (page: Load, base: Load) => ({
  requestsPerSecond: Math.round((page.requestsPerSecond / Math.max(1, base.requestsPerSecond)) * 1000) / 1000,
  p99: Math.round((page.p99 / Math.max(0.001, base.p99)) * 100) / 100,
});

export async function measureBrowse(ctx: { baseUrl: string; quick?: boolean }): Promise<BrowseBench> {
  const duration = ctx.quick ? 5 : 15;
  const detailPath = await firstDetailPath(ctx.baseUrl);
  // Warm up: route modules loaded, in-process caches filled.
  for (let i = 0; i < 20; i++) {
    await fetch(ctx.baseUrl + LISTING_PATH).then((r) => r.arrayBuffer());
    await fetch(ctx.baseUrl + detailPath).then((r) => r.arrayBuffer());
  }
  const staticLoad = await load(ctx.baseUrl, STATIC_PATH, duration);
  const listing = await load(ctx.baseUrl, LISTING_PATH, duration);
  const detail = await load(ctx.baseUrl, detailPath, duration);
  return {
    connections: CONNECTIONS,
    durationSeconds: duration,
    static: staticLoad,
    listing: { ...listing, ratio: ratio(listing, staticLoad) },
    detail: { ...detail, ratio: ratio(detail, staticLoad) },
    detailWeight: await pageWeight(ctx.baseUrl, detailPath),
  };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export function formatTable(r: BrowseBench): string {
  const row = (name: string, l: Load, x?: { requestsPerSecond: number; p99: number }) =>
    `${name.padEnd(8)} ${l.path.padEnd(52)} ${String(l.requestsPerSecond).padStart(7)} ${String(l.p50).padStart(7)} ${String(l.p99).padStart(7)} ${String(l.non2xx).padStart(7)}   ${x ? `${x.requestsPerSecond} / ${x.p99}×` : "baseline"}`;
  const w = r.detailWeight;
  return [
    `browse pages: ${r.connections} connections, ${r.durationSeconds} s each`,
    `${"page".padEnd(8)} ${"path".padEnd(52)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"non-2xx".padStart(7)}   ratio to static (req/s / p99)`,
    row("static", r.static),
    row("listing", r.listing, r.listing.ratio),
    row("detail", r.detail, r.detail.ratio),
    `detail page weight (gzip): HTML ${kb(w.html)}, CSS ${kb(w.css)}, JS ${kb(w.js)}, images ${kb(w.eagerImages)} eager / ${kb(w.images)} all; first visit ${kb(w.total)}`,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { base: { type: "string", default: "http://127.0.0.1:3000" }, quick: { type: "boolean", default: false } },
  });
  measureBrowse({ baseUrl: values.base!, quick: values.quick }).then(
    (r) => console.log(formatTable(r)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
