/**
 * Past saturation (server/overload.ts): a flood of readers whose pages must be rendered, and
 * meanwhile readers of cached pages. What is measured, from the load generator:
 *   - the cached pages' latency (the target: p99 under 50 ms);
 *   - the flood's answers: how many were rendered (200) and how many refused (503), and how long
 *     a refusal took to arrive (the target: under 10 ms);
 *   - the server's event-loop delay and RSS (from inside it, bench/probe.mjs).
 * Part of `npm run bench` (a few seconds); alone, with its own server:
 *   npx tsx bench/overload.ts [--off] [--duration S] [--flood C] [--rate R] [--items N] [--env NAME=VALUE]
 * (--off: the guard off, OVERLOAD_* = 0, to compare).
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { refusalTimes } from "./refusal-times";
import { benchPages, freePort, startBenchServer, type Probe } from "./server";

interface Side {
  requests: number;
  requestsPerSecond: number;
  byStatus: Record<string, number>;
  /** Latency in ms of every answer, and of the answers of one status. */
  p50: number;
  p99: number;
  max: number;
  ok?: { p50: number; p99: number };
  refused?: { p50: number; p99: number; max: number; under10ms: number };
  errors: number;
}

export interface OverloadResult {
  durationSeconds: number;
  connections: { cached: number; flood: number };
  /** The flood's requests per second asked for (0: as fast as answered). */
  floodRate: number;
  cached: Side;
  /** Two readers asking for pages to render during the flood: what a reader gets. */
  readers: Side;
  flood: Side;
  /** From inside the server, when measured on one of the bench's own (not through the gateway). */
  server?: Probe;
  /** From the server's own metrics (when given their address): refusals answered within 5 and 10 ms of being read, in per cent. */
  serverSide?: { refusals: number; within5ms: number; within10ms: number };
  targets: { cachedP99Under50ms: boolean; refusalsP99Under10ms: boolean };
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 10) / 10;
}

/** autocannon over `paths` in turn, keeping each answer's status and time. */
function run(
  baseUrl: string,
  paths: string[],
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
  overallRate?: number,
): Promise<Side> {
  return new Promise((resolve, reject) => {
    const times: Array<[number, number]> = [];
    let next = 0;
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        timeout: 30,
        overallRate,
        headers: { "accept-encoding": "gzip", ...headers },
        requests: [{ method: "GET", path: paths[0], setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const all = times.map(([, ms]) => ms).sort((a, b) => a - b);
        const of = (status: number) =>
          times
            .filter(([s]) => s === status)
            .map(([, ms]) => ms)
            .sort((a, b) => a - b);
        const byStatus: Record<string, number> = {};
        for (const [status] of times) byStatus[status] = (byStatus[status] ?? 0) + 1;
        const ok = of(200);
        const refused = of(503);
        resolve({
          requests: times.length,
          requestsPerSecond: Math.round(times.length / duration),
          byStatus,
          p50: percentile(all, 50),
          p99: percentile(all, 99),
          max: percentile(all, 100),
          ok: ok.length ? { p50: percentile(ok, 50), p99: percentile(ok, 99) } : undefined,
          refused: refused.length
            ? {
                p50: percentile(refused, 50),
                p99: percentile(refused, 99),
                max: percentile(refused, 100),
                under10ms: Math.round((1000 * refused.filter((ms) => ms < 10).length) / refused.length) / 10,
              }
            : undefined,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client, status, _bytes, ms) => times.push([status, ms]));
  });
}

/** os.setPriority's lowest (nice 19). */
const LOWEST_PRIORITY = 19;

interface ChildLoad {
  baseUrl: string;
  paths: string[];
  connections: number;
  duration: number;
  headers: Record<string, string>;
  /** Requests per second, all connections together; 0 or absent: as fast as answered. */
  rate?: number;
}

/** `run` in a process of its own (its event loop is not the measuring one's), at `priority`. */
function runInChild(load: ChildLoad, priority = 0): Promise<Side> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--child", JSON.stringify(load)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (priority && child.pid) os.setPriority(child.pid, priority);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise<Side>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out) as Side) : reject(new Error(`a load process exited with ${code}`))));
  });
}

/**
 * The measurement on a running bench server whose anonymous pages are in the page cache, three
 * loads at once: the flood (`floodConnections` asking `floodRate` renders a second, a cookie
 * keeping each out of the cache) from a process of its own at the lowest priority; two readers
 * asking for pages that must be rendered (what they get, the 200s and the 503s, and how fast),
 * from another; and here, `cached` connections on the cached pages.
 */
export async function measureOverload(options: {
  baseUrl: string;
  /** The server's own figures (bench/probe.mjs); absent through the gateway, whose replicas have none. */
  probe?: (reset?: boolean) => Promise<Probe>;
  duration: number;
  cachedConnections?: number;
  floodConnections?: number;
  /** Requests per second of the flood, all connections together; 0: as fast as answered (each connection asks again at once, ignoring Retry-After). */
  floodRate?: number;
  /** The server's metrics (http://host:port/metrics), for the refusals' time inside the server. */
  metricsUrl?: string;
  /**
   * Requests per second of the two readers together; absent: each asks again as soon as answered.
   * Through the gateway they must pause: a reader asking the moment its render ends takes the
   * replica's slot it has just freed, before the flood can, and is never refused.
   */
  readersRate?: number;
}): Promise<OverloadResult> {
  const { baseUrl, duration } = options;
  const cachedConnections = options.cachedConnections ?? 10;
  const floodConnections = options.floodConnections ?? 100;
  const floodRate = options.floodRate ?? 500;
  const paths = await benchPages(baseUrl);
  const cachedPaths = [paths.home, paths.listing, paths.detail];
  // The cached pages are in the cache (a render each, if the bench has not made them yet).
  for (const p of cachedPaths) await (await fetch(baseUrl + p)).arrayBuffer();
  const uncached = { cookie: "bench=uncached" };
  await options.probe?.(true);
  // The flood stands for thousands of readers elsewhere on the network, whose own CPU is not the
  // server's: on this machine its process runs at the lowest priority, so what it costs the two
  // cores falls on it rather than on the server or on the readers being measured, who have a
  // process of their own for the same reason.
  const [cached, readers, flood] = await Promise.all([
    run(baseUrl, cachedPaths, cachedConnections, duration),
    runInChild({ baseUrl, paths: Object.values(paths), connections: 2, duration, headers: uncached, rate: options.readersRate }),
    runInChild(
      { baseUrl, paths: Object.values(paths), connections: floodConnections, duration, headers: uncached, rate: floodRate },
      LOWEST_PRIORITY,
    ),
  ]);
  const server = await options.probe?.();
  const serverSide = options.metricsUrl ? refusalTimes(await (await fetch(options.metricsUrl)).text()) : undefined;
  return {
    durationSeconds: duration,
    connections: { cached: cachedConnections, flood: floodConnections },
    floodRate,
    cached,
    readers,
    flood,
    server,
    serverSide,
    targets: {
      cachedP99Under50ms: cached.p99 < 50 && (cached.byStatus["200"] ?? 0) === cached.requests,
      refusalsP99Under10ms: (readers.refused?.p99 ?? Infinity) < 10,
    },
  };
}

export function formatTable(r: OverloadResult): string {
  const statuses = (s: Side) =>
    Object.entries(s.byStatus)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ") + (s.errors ? `, ${s.errors} errors` : "");
  return [
    `   ${r.connections.flood} connections asking ${r.floodRate ? `${r.floodRate} pages/s` : "as fast as answered"} to render, ${r.connections.cached} of cached pages, at once, ${r.durationSeconds} s`,
    `   cached pages:  ${r.cached.requestsPerSecond} req/s, p50 ${r.cached.p50} ms, p99 ${r.cached.p99} ms, max ${r.cached.max} ms (${statuses(r.cached)})  p99 < 50 ms: ${r.targets.cachedP99Under50ms ? "yes" : "NO"}`,
    `   flood:         ${r.flood.requestsPerSecond} req/s (${statuses(r.flood)}); rendered p99 ${r.flood.ok?.p99 ?? "-"} ms, refused p50 ${r.flood.refused?.p50 ?? "-"} ms, p99 ${r.flood.refused?.p99 ?? "-"} ms (from the flood's own process)`,
    `   two readers:   ${r.readers.requestsPerSecond} req/s (${statuses(r.readers)})`,
    r.readers.ok ? `     rendered:    p50 ${r.readers.ok.p50} ms, p99 ${r.readers.ok.p99} ms` : `     rendered:    none`,
    r.readers.refused
      ? `     refused:     p50 ${r.readers.refused.p50} ms, p99 ${r.readers.refused.p99} ms, max ${r.readers.refused.max} ms, ${r.readers.refused.under10ms} % under 10 ms  p99 < 10 ms: ${r.targets.refusalsP99Under10ms ? "yes" : "NO"}`
      : `     refused:     none`,
    r.serverSide
      ? `   inside the server: ${r.serverSide.refusals} refusals, ${r.serverSide.within5ms} % answered within 5 ms of being read, ${r.serverSide.within10ms} % within 10 ms`
      : "",
    r.server
      ? `   server: event-loop delay p50 ${r.server.eventLoopDelay.p50} ms, p99 ${r.server.eventLoopDelay.p99} ms, max ${r.server.eventLoopDelay.max} ms; GC ${r.server.gc ? `${r.server.gc.count} pauses, ${r.server.gc.totalMs} ms in all, longest ${r.server.gc.maxMs} ms` : "-"}; RSS ${Math.round(r.server.rss / 1e6)} MB, heap ${Math.round(r.server.heapUsed / 1e6)} MB`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}

async function main() {
  if (process.argv[2] === "--child") {
    const load = JSON.parse(process.argv[3]) as ChildLoad;
    const side = await run(load.baseUrl, load.paths, load.connections, load.duration, load.headers, load.rate || undefined);
    process.stdout.write(JSON.stringify(side));
    return;
  }
  const { values } = parseArgs({
    options: {
      off: { type: "boolean", default: false },
      duration: { type: "string", default: "5" },
      flood: { type: "string", default: "100" },
      rate: { type: "string", default: "500" },
      items: { type: "string", default: "2000" },
      env: { type: "string", multiple: true },
    },
  });
  const env: Record<string, string> = values.off ? { OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_MAX_IN_FLIGHT: "0" } : {};
  for (const pair of values.env ?? []) {
    const [name, ...rest] = pair.split("=");
    env[name] = rest.join("=");
  }
  const result = await measureOverloadOnOwnServer({
    duration: Number(values.duration),
    items: Number(values.items),
    env,
    floodConnections: Number(values.flood),
    floodRate: Number(values.rate),
  });
  console.log(
    `overload guard ${values.off ? "OFF" : "on"}${
      Object.keys(env).length
        ? ` (${Object.entries(env)
            .map(([k, v]) => `${k}=${v}`)
            .join(" ")})`
        : " (defaults)"
    }`,
  );
  console.log(formatTable(result));
  console.log(JSON.stringify(result));
}

/**
 * The measurement on a server of its own (`npm run bench` runs it so): `items` synthetic items
 * (the guard is measured, not the database), the guard as configured (its defaults unless `env`
 * says), its metrics on a port of their own.
 */
export async function measureOverloadOnOwnServer(options: {
  duration: number;
  items?: number;
  env?: Record<string, string>;
  floodConnections?: number;
  floodRate?: number;
  log?: (line: string) => void;
}): Promise<OverloadResult> {
  const metricsPort = await freePort();
  const server = await startBenchServer({
    synthetic: options.items ?? 2000,
    env: { METRICS_PORT: String(metricsPort), ...options.env },
    log: options.log,
  });
  try {
    return await measureOverload({
      baseUrl: server.baseUrl,
      probe: server.probe,
      duration: options.duration,
      floodConnections: options.floodConnections,
      floodRate: options.floodRate,
      metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    });
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
