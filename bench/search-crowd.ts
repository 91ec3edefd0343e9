/**
 * The crowd's search (docs/decisions/0130-shared-search-pages.md): anonymous readers asking one
 * search over and over (answered from the page cache once asked again), and readers each asking
 * a search nobody asked before in the run (rendered for each, never stored), against a static file
 * served by the same server in the same run, as ratios with docs/performance.md's targets.
 *
 * Called by bench/run.ts (`measureCrowdSearch(ctx)`, ctx = { baseUrl, quick }) on the server
 * it seeded. Runs alone too, against a running server or on a bench server of its own:
 *   tsx bench/search-crowd.ts [--base http://127.0.0.1:3000] [--items 10000] [--duration 10]
 */
import { parseArgs } from "node:util";
import { SYNTHETIC_WORDS } from "../api/seed/synthetic";
import { searchHref } from "../app/search/query";
import { loadPaths, STATIC_PATH, type PageLoad } from "./search-page";

/** docs/performance.md's targets: requests/s as a share of the static file's. */
export const CROWD_TARGETS = { repeated: 1.0, distinct: 0.05 } as const;

/** The search everyone asks. */
export const REPEATED_PATH = searchHref({ searchText: "health" });

/** Searches asked once each: two words of the vocabulary (about 94 000 pairs), in a fixed shuffled order. */
export function distinctPaths(count: number): string[] {
  const words = SYNTHETIC_WORDS;
  const paths: string[] = [];
  let seed = 11;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const seen = new Set<string>();
  while (paths.length < count && seen.size < (words.length * (words.length - 1)) / 2) {
    const [a, b] = [Math.floor(random() * words.length), Math.floor(random() * words.length)];
    const pair = a < b ? `${words[a]} ${words[b]}` : `${words[b]} ${words[a]}`;
    if (a === b || seen.has(pair)) continue;
    seen.add(pair);
    paths.push(searchHref({ searchText: pair }));
  }
  return paths;
}

interface Row extends PageLoad {
  ratio: number;
  target: number;
}

export interface CrowdSearchBench {
  connections: number;
  durationSeconds: number;
  repeated: Row;
  distinct: Row & { paths: number };
  static: PageLoad;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export async function measureCrowdSearch(ctx: { baseUrl: string; quick?: boolean; duration?: number }): Promise<CrowdSearchBench> {
  const duration = ctx.duration ?? (ctx.quick ? 5 : 15);
  const connections = 10;
  const first = await fetch(ctx.baseUrl + REPEATED_PATH);
  if (first.status !== 200 || !(await first.text()).includes('id="results-count"'))
    throw new Error(`${REPEATED_PATH} answered ${first.status}`);
  // Enough searches that none is asked twice in the run (a few thousand a second at most).
  const distinct = distinctPaths(Math.min(90_000, duration * 4000));
  await loadPaths(ctx.baseUrl, [STATIC_PATH, REPEATED_PATH], 1, connections); // warm-up
  const staticBefore = await loadPaths(ctx.baseUrl, [STATIC_PATH], duration, connections);
  const repeated = await loadPaths(ctx.baseUrl, [REPEATED_PATH], duration, connections);
  const once = await loadPaths(ctx.baseUrl, distinct, duration, connections);
  const staticAfter = await loadPaths(ctx.baseUrl, [STATIC_PATH], duration, connections);
  // The better of two static runs, so a machine that slows down shows in the baseline, not in a ratio.
  const staticLoad = staticAfter.requestsPerSecond > staticBefore.requestsPerSecond ? staticAfter : staticBefore;
  const row = (load: PageLoad, target: number): Row => ({
    ...load,
    ratio: round(load.requestsPerSecond / Math.max(1, staticLoad.requestsPerSecond)),
    target,
  });
  if (once.requests > distinct.length) throw new Error(`the run asked ${once.requests} searches but only ${distinct.length} are distinct`);
  return {
    connections,
    durationSeconds: duration,
    repeated: row(repeated, CROWD_TARGETS.repeated),
    distinct: { ...row(once, CROWD_TARGETS.distinct), paths: distinct.length },
    static: staticLoad,
  };
}

export function formatTable(result: CrowdSearchBench): string {
  const line = (name: string, r: PageLoad, ratio?: number, target?: number) =>
    `${name.padEnd(34)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx + r.errors).padStart(8)}   ${ratio === undefined ? "baseline" : `${ratio} (≥ ${target} ${ratio >= target! ? "yes" : "NO"})`}`;
  return [
    `the crowd's search, anonymous, ${result.connections} connections, ${result.durationSeconds} s each`,
    `${"target".padEnd(34)}   req/s   p50 ms   p95 ms   p99 ms  non-2xx   ratio to static (req/s)`,
    line("search, repeated query", result.repeated, result.repeated.ratio, result.repeated.target),
    line("search, distinct queries", result.distinct, result.distinct.ratio, result.distinct.target),
    line("static file", result.static),
  ].join("\n");
}

// Standalone: tsx bench/search-crowd.ts [--base URL] [--items N] [--duration S]
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { base: { type: "string" }, items: { type: "string", default: "10000" }, duration: { type: "string", default: "10" } },
  });
  const duration = Number(values.duration);
  const run = async () => {
    if (values.base) return measureCrowdSearch({ baseUrl: values.base, duration });
    const { startBenchServer } = await import("./server");
    const server = await startBenchServer({
      synthetic: Number(values.items),
      env: { OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_MAX_IN_FLIGHT: "0" },
    });
    try {
      return await measureCrowdSearch({ baseUrl: server.baseUrl, duration });
    } finally {
      await server.stop();
    }
  };
  run()
    .then((result) => console.log(formatTable(result)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
