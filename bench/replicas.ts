/**
 * Throughput through the gateway with one portal replica, then two (docs/decisions/0109-deployment-and-scale-test.md, "Measured"):
 * deploy/compose.yaml's topology on loopback (tests/scale/topology.ts: redis-server, embedded
 * PostgreSQL with the sample content, the API alone, N replicas, nginx with deploy/nginx.conf).
 * Home, a listing and a detail page, each as an anonymous reader (from the replica's page cache
 * once warm) and uncached (a cookie the portal does not know keeps the page out of the cache,
 * so every request is rendered), measured with autocannon through nginx: requests/s, p50, p99,
 * non-2xx; and per row the ratio two replicas / one.
 *
 * Every process shares this machine's cores with autocannon, so the ratio's ceiling depends on
 * them: each replica is one Node process (one core at most), and on 2 cores two replicas cannot
 * double anything.
 *
 * Then, with two replicas, past saturation through the gateway (bench/overload.ts's flood, readers
 * and cached pages): what a reader waits for a refusal when nginx answers past each replica's share
 * of reads itself (deploy/nginx.conf's max_conns, decision 0136).
 *
 * Used by bench/run.ts; alone: `npx tsx bench/replicas.ts [--quick]` (builds if needed).
 */
import os from "node:os";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { readsPerReplica } from "../tests/scale/gateway";
import { missingTools, startTopology } from "../tests/scale/topology";
import { formatTable as formatOverload, measureOverload, type OverloadResult } from "./overload";
import { benchPages, load, type Load } from "./server";

const PAGES = ["home", "listing", "detail"] as const;
const VISITORS = ["anonymous", "uncached"] as const;
type PageName = (typeof PAGES)[number];
type Visitor = (typeof VISITORS)[number];
const HEADERS: Record<Visitor, Record<string, string>> = { anonymous: {}, uncached: { cookie: "bench=uncached" } };

export interface ReplicasOptions {
  quick: boolean;
  /** Seconds per target. */
  duration: number;
  connections: number;
}

export interface ReplicaRow {
  page: PageName;
  path: string;
  visitor: Visitor;
  one: Load;
  two: Load;
  /** Two replicas / one: requests per second and p99. */
  ratio: { requestsPerSecond: number; p99: number };
  /** Whether a request after the warm-up was answered from the page cache (an Age header), with one and with two replicas. */
  fromCache: { one: boolean; two: boolean };
}

export interface ReplicasResult {
  name: "replicas";
  cpus: number;
  cpuModel: string;
  /** os.loadavg() when each phase started, and at the end. */
  loadAverage: { one: number[]; two: number[]; end: number[] };
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  /** Content items in PostgreSQL (the sample content). */
  items: number;
  rows: ReplicaRow[];
  /** Past saturation through the gateway, two replicas. */
  pastSaturation: OverloadResult;
  /** Why the ratio cannot reach 2 on this machine, or what bounds it. */
  note: string;
  seconds: number;
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const loadAverage = () => os.loadavg().map((l) => round(l, 1));

function ceilingNote(cpus: number): string {
  const shared = "nginx, the API, PostgreSQL, Redis and autocannon run on the same cores";
  if (cpus <= 2) {
    return `on ${cpus} CPU${cpus === 1 ? "" : "s"} two replicas cannot double: ${shared}, so one replica already has what is left of the machine; a ratio near 1 here says the machine is full, not what a second replica on cores of its own would add.`;
  }
  return `each replica is one Node process (one core at most); ${shared} (${cpus} CPUs), so 2× is a ceiling reached only when the replicas are all that is busy.`;
}

export async function measureReplicas(options: ReplicasOptions): Promise<ReplicasResult> {
  const missing = missingTools();
  if (missing.length) throw new Error(`needs ${missing.join(" and ")}`);
  const started = Date.now();
  const { duration } = options;
  // More connections than the gateway sends one replica at once would measure nginx's refusals.
  const connections = Math.min(options.connections, readsPerReplica() ?? Infinity);
  const warmUpSeconds = options.quick ? 2 : 5;
  const topology = await startTopology({
    replicas: 1,
    tmpPrefix: "bench-replicas-",
    // The load comes from one address: no rate limit may answer it.
    portalEnv: { RATE_LIMIT_READ: "0", RATE_LIMIT_WRITE: "0", RATE_LIMIT_AUTH: "0", LOG_LEVEL: "error" },
    apiEnv: { API_WRITE_RATE_LIMIT_ADDRESS: "0", API_WRITE_RATE_LIMIT_USER: "0", LOG_LEVEL: "error", JOBS: "off" },
  });
  try {
    const base = topology.gateway.url;
    const { home, listing, detail } = await benchPages(base);
    const paths: Record<PageName, string> = { home, listing, detail };
    const db = new pg.Client({ connectionString: topology.databaseUrl });
    await db.connect();
    const items = Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM collections")).rows[0]?.n ?? 0);
    await db.end();

    const phase = async () => {
      for (const visitor of VISITORS) {
        for (const page of PAGES) {
          const r = await fetch(base + paths[page], { headers: HEADERS[visitor] });
          await r.arrayBuffer();
          if (r.status !== 200) throw new Error(`${page} ${paths[page]} (${visitor}) answered ${r.status} through nginx`);
        }
        // nginx takes turns between the replicas: each one's page cache and JIT warm up.
        await load(base, Object.values(paths), { duration: warmUpSeconds, connections, headers: HEADERS[visitor] });
      }
      const fromCache: Partial<Record<PageName, boolean>> = {};
      for (const page of PAGES) {
        const r = await fetch(base + paths[page], { headers: { "accept-encoding": "gzip" } });
        await r.arrayBuffer();
        fromCache[page] = r.headers.has("age");
      }
      const loads: Partial<Record<`${PageName} ${Visitor}`, Load>> = {};
      for (const page of PAGES) {
        for (const visitor of VISITORS) {
          loads[`${page} ${visitor}`] = await load(base, [paths[page]], { duration, connections, headers: HEADERS[visitor] });
        }
      }
      return { loads, fromCache };
    };

    const loadOne = loadAverage();
    const one = await phase();
    await topology.scaleTo(2);
    const loadTwo = loadAverage();
    const two = await phase();
    const pastSaturation = await measureOverload({ baseUrl: base, duration: options.quick ? 3 : 8, readersRate: 40 });

    const rows: ReplicaRow[] = PAGES.flatMap((page) =>
      VISITORS.map((visitor) => {
        const a = one.loads[`${page} ${visitor}`]!;
        const b = two.loads[`${page} ${visitor}`]!;
        return {
          page,
          path: paths[page],
          visitor,
          one: a,
          two: b,
          ratio: {
            requestsPerSecond: round(b.requestsPerSecond / Math.max(1, a.requestsPerSecond)),
            p99: round(b.p99 / Math.max(0.1, a.p99)),
          },
          fromCache: {
            one: visitor === "anonymous" && Boolean(one.fromCache[page]),
            two: visitor === "anonymous" && Boolean(two.fromCache[page]),
          },
        };
      }),
    );
    const cpus = os.cpus();
    return {
      name: "replicas",
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? "",
      loadAverage: { one: loadOne, two: loadTwo, end: loadAverage() },
      connections,
      durationSeconds: duration,
      warmUpSeconds,
      items,
      rows,
      pastSaturation,
      note: ceilingNote(cpus.length),
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await topology.stop();
  }
}

export function formatTable(r: ReplicasResult): string {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const cells = (l: Load) => `${pad(l.requestsPerSecond, 7)} ${pad(l.p50, 7)} ${pad(l.p99, 7)} ${pad(l.non2xx + l.errors, 7)}`;
  const heads = `${pad("req/s", 7)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("non-2xx", 7)}`;
  const la = (l: number[]) => l.map((x) => x.toFixed(1)).join(" ");
  const notCached = r.rows.filter((row) => row.visitor === "anonymous" && !(row.fromCache.one && row.fromCache.two));
  return [
    `replicas behind nginx (deploy/nginx.conf): one portal replica, then two; one API, PostgreSQL and Redis`,
    `${r.cpus} CPUs (${r.cpuModel}); load average ${la(r.loadAverage.one)} at the start, ${la(r.loadAverage.two)} before two replicas, ${la(r.loadAverage.end)} at the end`,
    `${r.items} items (sample content); ${r.connections} connections, ${r.durationSeconds} s per target after ${r.warmUpSeconds} s of warm-up per visitor`,
    `${"".padEnd(50)} | ${"one replica".padEnd(heads.length)} | ${"two replicas".padEnd(heads.length)} | two/one`,
    `${"page".padEnd(8)} ${"visitor".padEnd(10)} ${"path".padEnd(30)} | ${heads} | ${heads} | req/s, p99`,
    ...r.rows.map(
      (row) =>
        `${row.page.padEnd(8)} ${row.visitor.padEnd(10)} ${(row.path.length > 30 ? row.path.slice(0, 29) + "…" : row.path).padEnd(30)} | ${cells(row.one)} | ${cells(row.two)} | ${pad(`${row.ratio.requestsPerSecond.toFixed(2)}×`, 6)}, ${row.ratio.p99.toFixed(2)}×`,
    ),
    `past saturation through the gateway, two replicas (refusals: nginx past each replica's share of reads, and the replicas' own guard):`,
    formatOverload(r.pastSaturation),
    `note: ${r.note}`,
    ...(Math.max(...r.loadAverage.one.slice(0, 1), ...r.loadAverage.two.slice(0, 1)) > r.cpus
      ? [`note: a 1-minute load average above ${r.cpus} means other processes wanted the CPUs too: the ratios are noisy`]
      : []),
    ...(notCached.length
      ? [`warning: not answered from the page cache after the warm-up: ${notCached.map((row) => row.page).join(", ")}`]
      : []),
    ...r.rows.flatMap((row) =>
      (["one", "two"] as const)
        .filter((n) => Object.keys(row[n].failures ?? {}).length)
        .map(
          (n) =>
            `not 2xx, ${row.page} ${row.visitor} on ${n} replica${n === "two" ? "s" : ""}: ${Object.entries(row[n].failures)
              .map(([what, times]) => `${times}× ${what}`)
              .join(", ")}`,
        ),
    ),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { quick: { type: "boolean", default: false }, duration: { type: "string" }, connections: { type: "string" } },
  });
  const quick = values.quick ?? false;
  buildIfNeeded();
  measureReplicas({ quick, duration: Number(values.duration ?? (quick ? 3 : 15)), connections: Number(values.connections ?? 10) }).then(
    (r) => console.log(formatTable(r)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
