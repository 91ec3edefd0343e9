/**
 * The search page under load: requests/s and p50/p95/p99 latency of /search?queryData={…} over
 * the synthetic set (100 000 items; 10 000 with --quick), against a static file served by the
 * same server in the same run, reported as ratios.
 *
 * Called by bench/run.ts (`measureSearchPage(ctx)`, ctx = { baseUrl, sqlitePath, quick, count }):
 * it first tops up the server's SQLite database with synthetic items when it holds fewer than
 * `count`. Runs alone against a running server too:
 *   tsx bench/search-page.ts --base http://127.0.0.1:3000 [--sqlite data/portal.sqlite --count 100000] [--quick]
 */
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import type { SearchQueryInput } from "../contract";
import { migrateToLatest, openDb } from "../api/db";
import { loadSynthetic, MOST_COMMON_WORD, RARE_WORDS, SYNTHETIC_TAGS, SYNTHETIC_WORDS } from "../api/seed/synthetic";
import { searchHref } from "../app/search/query";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
interface AutocannonInstance {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** What visitors search: common and rare words, phrases, sector tags, filters, sorts, paging. */
export const SEARCH_PAGE_QUERIES: SearchQueryInput[] = [
  { searchText: MOST_COMMON_WORD },
  { searchText: "health" },
  { searchText: "flood forecasting" },
  { searchText: RARE_WORDS[3] },
  { searchText: "language translation", collectionTypes: [2, 3] },
  { tagName: SYNTHETIC_TAGS[0] },
  { tagName: SYNTHETIC_TAGS[1], sort_by: 1 },
  { searchText: "climate", sort_by: 1 },
  { searchText: "policy", nextIndex: 12 },
  { searchText: "data", published_date: "past-year", read_time: 10 },
  { collectionTypes: [24] },
  { searchText: "startup funding", tags: [SYNTHETIC_TAGS[9]] },
];

/** The popular search page URLs to measure (paths, relative to the portal's origin). */
export function searchPagePaths(): string[] {
  return SEARCH_PAGE_QUERIES.map((q) => searchHref(q));
}

/**
 * The long tail: every word of the synthetic vocabulary, alone and paired with its neighbour,
 * by relevance and by date, in a fixed shuffled order. More distinct searches than a run sends,
 * so the portal's answer cache rarely helps and the upstream search is measured too.
 */
export function longTailPaths(): string[] {
  const words = SYNTHETIC_WORDS;
  const queries: SearchQueryInput[] = [];
  words.forEach((word, i) => {
    queries.push({ searchText: word });
    queries.push({ searchText: `${word} ${words[(i + 1) % words.length]}`, sort_by: 1 });
  });
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [queries[i], queries[j]] = [queries[j], queries[i]];
  }
  return queries.map((q) => searchHref(q));
}

export const STATIC_PATH = "/favicon.svg";

export interface PageLoad {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface SearchPageBench {
  items: number;
  seededSeconds: number;
  connections: number;
  durationSeconds: number;
  paths: string[];
  longTailPaths: number;
  /** The popular searches (repeat often: mostly answered from the portal's cache). */
  searchPage: PageLoad;
  /** Distinct searches (rarely repeated within a run: the upstream search every time). */
  longTail: PageLoad;
  static: PageLoad;
  ratio: { requestsPerSecond: number; p95: number };
  longTailRatio: { requestsPerSecond: number; p95: number };
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function round(n: number, digits = 2) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Load on `paths` (in turn) for `duration` s; p95 from every response time, which autocannon does not report. */
export function loadPaths(baseUrl: string, paths: string[], duration: number, connections: number): Promise<PageLoad> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let next = 0;
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        headers: { "accept-encoding": "gzip" },
        // One shared cursor: each request takes the next path, whichever connection sends it
        // (autocannon's own list starts every connection at the first path).
        requests: [
          {
            method: "GET",
            path: paths[0],
            setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[next++ % paths.length] }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50: round(percentile(times, 50)),
          p95: round(percentile(times, 95)),
          p99: round(percentile(times, 99)),
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** Adds synthetic items to the SQLite database until it holds at least `count`. */
async function topUp(sqlitePath: string, count: number): Promise<{ items: number; seconds: number }> {
  const { db } = openDb({ sqlitePath, databaseUrl: "" });
  try {
    await migrateToLatest(db);
    const countItems = async () => Number((await sql<{ n: number }>`select count(*) as n from collections`.execute(db)).rows[0]?.n ?? 0);
    const before = await countItems();
    if (before >= count) return { items: before, seconds: 0 };
    const started = performance.now();
    await loadSynthetic(db, { count: count - before, seed: 42 });
    return { items: await countItems(), seconds: round((performance.now() - started) / 1000, 1) };
  } finally {
    await db.destroy();
  }
}

export async function measureSearchPage(ctx: {
  baseUrl: string;
  sqlitePath?: string;
  quick?: boolean;
  count?: number;
}): Promise<SearchPageBench> {
  const count = ctx.count ?? (ctx.quick ? 10_000 : 100_000);
  const seeded = ctx.sqlitePath ? await topUp(ctx.sqlitePath, count) : { items: NaN, seconds: 0 };
  const paths = searchPagePaths();
  const duration = ctx.quick ? 5 : 20;
  const connections = 10;

  // Every URL must be a real results page, not a 400 or a failure page.
  for (const path of paths) {
    const response = await fetch(ctx.baseUrl + path);
    const body = await response.text();
    if (response.status !== 200 || !body.includes('id="results-count"')) {
      throw new Error(`search page ${path} answered ${response.status} without results`);
    }
  }
  // Warm up both targets.
  await loadPaths(ctx.baseUrl, paths, 2, connections);
  await loadPaths(ctx.baseUrl, [STATIC_PATH], 1, connections);

  const tail = longTailPaths();
  const searchPage = await loadPaths(ctx.baseUrl, paths, duration, connections);
  const longTail = await loadPaths(ctx.baseUrl, tail, duration, connections);
  const staticFile = await loadPaths(ctx.baseUrl, [STATIC_PATH], duration, connections);
  const ratioOf = (r: PageLoad) => ({
    requestsPerSecond: round(r.requestsPerSecond / Math.max(1, staticFile.requestsPerSecond), 3),
    p95: round(r.p95 / Math.max(0.01, staticFile.p95), 1),
  });
  return {
    items: seeded.items,
    seededSeconds: seeded.seconds,
    connections,
    durationSeconds: duration,
    paths,
    longTailPaths: tail.length,
    searchPage,
    longTail,
    static: staticFile,
    ratio: ratioOf(searchPage),
    longTailRatio: ratioOf(longTail),
  };
}

export function formatTable(result: SearchPageBench): string {
  const row = (name: string, r: PageLoad) =>
    `${name.padEnd(13)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(8)}`;
  return [
    `search page over ${Number.isNaN(result.items) ? "the server's" : result.items.toLocaleString("en-IN")} items` +
      (result.seededSeconds ? ` (seeded in ${result.seededSeconds} s)` : "") +
      `, ${result.paths.length} URLs, ${result.connections} connections, ${result.durationSeconds} s each`,
    "target          req/s   p50 ms   p95 ms   p99 ms  non-2xx",
    row("search page", result.searchPage),
    row("  long tail", result.longTail),
    row("static file", result.static),
    `ratio search/static (popular):   req/s ${result.ratio.requestsPerSecond}, p95 ${result.ratio.p95}×`,
    `ratio search/static (long tail): req/s ${result.longTailRatio.requestsPerSecond}, p95 ${result.longTailRatio.p95}× (${result.longTailPaths} distinct URLs)`,
  ].join("\n");
}

// Standalone: tsx bench/search-page.ts --base http://127.0.0.1:3000
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      base: { type: "string", default: "http://127.0.0.1:3000" },
      sqlite: { type: "string" },
      count: { type: "string" },
      quick: { type: "boolean", default: false },
    },
  });
  measureSearchPage({
    baseUrl: values.base!,
    sqlitePath: values.sqlite,
    quick: values.quick,
    count: values.count ? Number(values.count) : undefined,
  })
    .then((result) => console.log(formatTable(result)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
