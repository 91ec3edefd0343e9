/**
 * `npm run bench`: the portal's own figures, re-runnable on any machine.
 *   npm run bench                   full run: 100 000 synthetic items, 15 s per target
 *   npm run bench -- --quick        short run (under two minutes): 10 000 items, 3 s per target
 *   npm run bench -- --soak 300     mixed load for 300 s: errors, RSS growth, event-loop delay
 *   options: --items N (synthetic items), --duration S, --connections C, --skip-pg, --skip-modules
 *
 * Builds if needed, starts the production server on a fresh SQLite database with the synthetic
 * set, warms up, then measures with autocannon and prints one table (and bench/results.json):
 *   - home, a listing, a detail and a search page, anonymous (from the page cache once warm), anonymous
 *     rendered each time, and signed in: requests/s, p50/p95/p99; a static file from the same server
 *     in the same run, and each page's ratio to it against docs/performance.md's targets;
 *   - server memory (RSS, from inside the server) before and after the load, and event-loop delay;
 *   - the bytes a first visit downloads per page (HTML, CSS, JavaScript, images; gzip) against
 *     the budgets (JS < 100 kB, CSS < 20 kB, HTML < 30 kB);
 *   - search latency p50/p95 over the query mix on SQLite and PostgreSQL (bench/search-latency.ts);
 *   - comment posting under load (bench/comments-load.ts), and in full runs the search page's
 *     long tail (bench/search-page.ts) and the browse pages' own module (bench/browse.ts);
 *   - throughput through nginx with one portal replica, then two (bench/replicas.ts);
 *   - past saturation (bench/overload.ts, its own server, the overload guard on): cached pages'
 *     latency and how fast pages that must be rendered are refused.
 * Exits non-zero only when it could not measure, never because a figure is slow.
 */
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import {
  benchPages,
  load,
  pageWeight,
  signedInCookie,
  startBenchServer,
  type BenchServer,
  type Load,
  type PageWeight,
  type Probe,
} from "./server";

const KB = 1000;
export const BUDGETS = { js: 100 * KB, css: 20 * KB, html: 30 * KB } as const;
const STATIC_PATH = "/favicon.svg";
const PAGES = ["home", "listing", "detail", "search"] as const;
type PageName = (typeof PAGES)[number];

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    soak: { type: "string" },
    items: { type: "string" },
    duration: { type: "string" },
    connections: { type: "string" },
    "skip-pg": { type: "boolean", default: false },
    "skip-modules": { type: "boolean", default: false },
    output: { type: "string", default: "bench/results.json" },
    // Kept for older instructions: --synthetic N is --items N.
    synthetic: { type: "string" },
  },
});

const quick = args.quick ?? false;
const items = Number(args.items ?? args.synthetic ?? (quick ? 10_000 : 100_000));
const duration = Number(args.duration ?? (quick ? 3 : 15));
const connections = Number(args.connections ?? 10);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const pad = (s: string | number, n: number) => String(s).padStart(n);
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/**
 * Who asks: an anonymous reader (answered from the page cache once warm), an anonymous reader
 * whose page is rendered each time (a cookie the portal does not know keeps it out of the cache:
 * the figures before the cache), and a signed-in reader.
 */
const VISITORS = ["anonymous", "uncached", "signed in"] as const;
type Visitor = (typeof VISITORS)[number];
/** docs/performance.md's targets for the throughput ratio to the static file. */
const RATIO_TARGETS: Partial<Record<Visitor, { pages: readonly PageName[]; min: number }>> = {
  anonymous: { pages: ["home", "listing", "detail"], min: 0.5 },
  "signed in": { pages: ["home", "listing", "detail", "search"], min: 0.05 },
};

interface PageLoad extends Load {
  page: string;
  path: string;
  visitor: Visitor;
  ratio: { requestsPerSecond: number; p99: number };
  /** The target ratio of this row, if it has one. */
  target?: number;
}

async function measurePages(server: BenchServer, paths: Record<PageName, string>, cookie: string) {
  const run = (p: string, headers?: Record<string, string>) => load(server.baseUrl, [p], { duration, connections, headers });
  // The static file is measured between the pages too, so a machine that slows down during the
  // run shows in the baseline rather than in one page's ratio.
  const staticRuns: Load[] = [await run(STATIC_PATH)];
  const pages: PageLoad[] = [];
  const headers: Record<Visitor, Record<string, string> | undefined> = {
    anonymous: undefined,
    uncached: { cookie: "bench=uncached" },
    "signed in": { cookie },
  };
  for (const page of PAGES) {
    for (const visitor of VISITORS) {
      const result = await run(paths[page], headers[visitor]);
      const target = RATIO_TARGETS[visitor]?.pages.includes(page) ? RATIO_TARGETS[visitor].min : undefined;
      pages.push({ page, path: paths[page], visitor, ...result, ratio: { requestsPerSecond: 0, p99: 0 }, target });
      process.stdout.write(`  ${page} (${visitor}): ${result.requestsPerSecond} req/s, p99 ${result.p99} ms\n`);
    }
    if (page === "listing") staticRuns.push(await run(STATIC_PATH));
  }
  staticRuns.push(await run(STATIC_PATH));
  const best = (key: "requestsPerSecond") => Math.max(...staticRuns.map((r) => r[key]));
  const staticLoad: Load = {
    ...staticRuns[staticRuns.length - 1],
    requestsPerSecond: best("requestsPerSecond"),
    p50: Math.min(...staticRuns.map((r) => r.p50)),
    p95: Math.min(...staticRuns.map((r) => r.p95)),
    p99: Math.min(...staticRuns.map((r) => r.p99)),
  };
  for (const p of pages) {
    p.ratio = {
      requestsPerSecond: round(p.requestsPerSecond / Math.max(1, staticLoad.requestsPerSecond), 3),
      p99: round(p.p99 / Math.max(0.1, staticLoad.p99), 1),
    };
  }
  return { static: staticLoad, staticRuns, pages };
}

function budgetRows(weights: Record<string, PageWeight>) {
  return Object.fromEntries(
    Object.entries(weights).map(([name, w]) => [
      name,
      {
        html: { bytes: w.html, budget: BUDGETS.html, ok: w.html < BUDGETS.html },
        css: { bytes: w.css, budget: BUDGETS.css, ok: w.css < BUDGETS.css },
        js: { bytes: w.js, budget: BUDGETS.js, ok: w.js < BUDGETS.js },
      },
    ]),
  );
}

async function runModule<T>(name: string, fn: () => Promise<T>, format?: (r: T) => string): Promise<T | { error: string }> {
  console.log(`\n-- ${name}`);
  const started = Date.now();
  try {
    const result = await fn();
    if (format) console.log(format(result));
    console.log(`   (${Math.round((Date.now() - started) / 1000)} s)`);
    return result;
  } catch (error) {
    const message = String(error instanceof Error ? error.message : error);
    console.error(`   ${name} could not measure: ${message}`);
    return { error: message };
  }
}

async function importIfPresent(name: string): Promise<Record<string, unknown> | null> {
  const file = path.resolve("bench", `${name}.ts`);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

function printTable(result: {
  pages: PageLoad[];
  static: Load;
  weights: Record<string, PageWeight>;
  memory: { before: Probe; after: Probe };
  search: Record<string, unknown>;
  comments: unknown;
}) {
  const line = "-".repeat(100);
  console.log(
    `\n${line}\nportal bench, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    `${items.toLocaleString("en-IN")} synthetic items + sample content; ${connections} connections, ${duration} s per target${quick ? " (quick)" : ""}\n${line}`,
  );
  console.log(
    `${"page".padEnd(10)} ${"visitor".padEnd(10)} ${"path".padEnd(34)} ${pad("req/s", 7)} ${pad("p50 ms", 8)} ${pad("p95 ms", 8)} ${pad("p99 ms", 8)} ${pad("non-2xx", 8)}   ratio to static (req/s, p99)   target`,
  );
  const row = (page: string, visitor: string, p: string, l: Load, ratio?: { requestsPerSecond: number; p99: number }, target?: number) =>
    console.log(
      `${page.padEnd(10)} ${visitor.padEnd(10)} ${(p.length > 34 ? p.slice(0, 33) + "…" : p).padEnd(34)} ${pad(l.requestsPerSecond, 7)} ${pad(l.p50, 8)} ${pad(l.p95, 8)} ${pad(l.p99, 8)} ${pad(l.non2xx + l.errors, 8)}   ${(ratio ? `${ratio.requestsPerSecond} / ${ratio.p99}×` : "baseline").padEnd(29)}${target === undefined || !ratio ? "" : ` ≥ ${target} ${ratio.requestsPerSecond >= target ? "yes" : "NO"}`}`,
    );
  row("static", "-", STATIC_PATH, result.static);
  for (const p of result.pages) row(p.page, p.visitor, p.path, p, p.ratio, p.target);

  console.log(
    `\nfirst visit (gzip)  ${pad("HTML", 9)} ${pad("CSS", 9)} ${pad("JS", 9)} ${pad("images", 9)} ${pad("total", 9)}   budgets: HTML < 30 kB, CSS < 20 kB, JS < 100 kB`,
  );
  for (const [name, w] of Object.entries(result.weights)) {
    const over = [w.html >= BUDGETS.html && "HTML", w.css >= BUDGETS.css && "CSS", w.js >= BUDGETS.js && "JS"].filter(Boolean);
    console.log(
      `${name.padEnd(19)} ${pad(kb(w.html), 9)} ${pad(kb(w.css), 9)} ${pad(kb(w.js), 9)} ${pad(kb(w.images), 9)} ${pad(kb(w.total), 9)}   ${over.length ? `OVER BUDGET: ${over.map((k) => `${k} ${k === "JS" ? kb(w.js) : k === "CSS" ? kb(w.css) : kb(w.html)}`).join(", ")}` : "within budget"}`,
    );
  }

  const { before, after } = result.memory;
  console.log(
    `\nserver memory (RSS): ${mb(before.rss)} before the load, ${mb(after.rss)} after (${after.rss >= before.rss ? "+" : ""}${mb(after.rss - before.rss)}); heap ${mb(after.heapUsed)}` +
      (after.rssAnon !== undefined && after.rssFile !== undefined
        ? `; after: ${mb(after.rssAnon)} anonymous, ${mb(after.rssFile)} mapped files (SQLite's mmap, code)`
        : ""),
  );
  console.log(
    `event-loop delay during the page load: p50 ${after.eventLoopDelay.p50} ms, p99 ${after.eventLoopDelay.p99} ms, max ${after.eventLoopDelay.max} ms`,
  );

  console.log(`\nsearch latency (the API's search over the query mix, ms)`);
  console.log(
    `${"database".padEnd(11)} ${"items".padStart(8)}  ${"class".padEnd(10)} ${pad("p50", 7)} ${pad("p95", 7)} ${pad("target", 8)}  ok`,
  );
  for (const [dialect, r] of Object.entries(result.search)) {
    const res = r as {
      count?: number;
      classes?: Record<string, { p50: number; p95: number; target: number; pass: boolean }>;
      error?: string;
    };
    if (!res.classes) {
      console.log(`${dialect.padEnd(11)} could not measure: ${res.error ?? "unknown"}`);
      continue;
    }
    for (const [cls, s] of Object.entries(res.classes)) {
      console.log(
        `${dialect.padEnd(11)} ${pad((res.count ?? 0).toLocaleString("en-IN"), 8)}  ${cls.padEnd(10)} ${pad(s.p50, 7)} ${pad(s.p95, 7)} ${pad("<" + s.target, 8)}  ${s.pass ? "yes" : "NO"}`,
      );
    }
  }
  const c = result.comments as {
    total?: number;
    stored?: number;
    ok?: boolean;
    perSecond?: number;
    latencyMs?: { p50: number; p95: number; p99: number };
    error?: string;
  } | null;
  if (c && "total" in c) {
    console.log(
      `\ncomment posting: ${c.total} posts, ${c.stored} stored (${c.ok ? "none lost" : "MISMATCH"}), ${c.perSecond}/s, p50 ${c.latencyMs?.p50} ms, p95 ${c.latencyMs?.p95} ms, p99 ${c.latencyMs?.p99} ms`,
    );
  } else if (c?.error) console.log(`\ncomment posting: could not measure: ${c.error}`);
}

async function main() {
  if (args.soak !== undefined) {
    const { runSoak } = await import("./soak");
    await runSoak({ seconds: Number(args.soak) || 300, items: Number(args.items ?? args.synthetic ?? 10_000), connections });
    return;
  }

  const started = Date.now();
  buildIfNeeded();
  // The overload guard off: these rows measure how fast pages are made at 10 connections, as the
  // earlier runs did; the guard is measured on its own (bench/overload.ts, below).
  const server = await startBenchServer({ synthetic: items, env: { OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_MAX_IN_FLIGHT: "0" } });
  try {
    const paths = await benchPages(server.baseUrl);
    const { cookie } = await signedInCookie(server.sqlitePath);
    for (const [name, p] of Object.entries(paths)) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const r = await fetch(server.baseUrl + p, { headers });
        if (r.status !== 200) throw new Error(`${name} ${p} answered ${r.status}`);
        await r.arrayBuffer();
      }
    }
    console.log(`warming up (${quick ? 2 : 5} s)…`);
    await load(server.baseUrl, [...Object.values(paths), STATIC_PATH], { duration: quick ? 2 : 5, connections });
    const before = await server.probe(true);

    const weights: Record<string, PageWeight> = {};
    for (const [name, p] of Object.entries(paths)) weights[name] = await pageWeight(server.baseUrl, p);
    weights["home (signed in)"] = await pageWeight(server.baseUrl, paths.home, { cookie });
    weights["assistant widget, on demand"] = await (await import("./assistant-widget")).widgetWeight(server.baseUrl, weights.home);
    for (const [name, w] of Object.entries(weights)) {
      const assets = w.missing.filter((m) => m.startsWith("/assets/"));
      if (assets.length)
        throw new Error(`${name}: ${assets.length} build files of the page are missing (${assets.slice(0, 3).join(", ")})`);
      if (w.missing.length)
        console.log(
          `warning: ${name} refers to ${w.missing.length} files that are not there: ${w.missing.slice(0, 3).join(", ")}${w.missing.length > 3 ? ", …" : ""}`,
        );
    }

    console.log(`load: ${connections} connections, ${duration} s per target`);
    const measured = await measurePages(server, paths, cookie);
    const after = await server.probe();

    const modules: Record<string, unknown> = {};
    if (!args["skip-modules"]) {
      const commentsMod = await importIfPresent("comments-load");
      if (commentsMod?.measureCommentPosting) {
        const fn = commentsMod.measureCommentPosting as (o: Record<string, unknown>) => Promise<unknown>;
        modules.comments = await runModule("comment posting (bench/comments-load.ts)", () =>
          fn({
            baseUrl: server.baseUrl,
            sqlitePath: server.sqlitePath,
            databaseUrl: "",
            clients: quick ? 10 : 50,
            total: quick ? 200 : 1000,
          }),
        );
      }
      if (!quick) {
        for (const [name, exportName] of [
          ["search-page", "measureSearchPage"],
          ["search-crowd", "measureCrowdSearch"],
          ["browse", "measureBrowse"],
        ] as const) {
          const mod = await importIfPresent(name);
          const fn = mod?.[exportName] as ((ctx: Record<string, unknown>) => Promise<unknown>) | undefined;
          if (!fn) continue;
          const format = mod?.formatTable as ((r: unknown) => string) | undefined;
          modules[name] = await runModule(
            `bench/${name}.ts`,
            () => fn({ baseUrl: server.baseUrl, sqlitePath: server.sqlitePath, quick, count: items }),
            format,
          );
        }
      }
    }
    const final = await server.probe();
    await server.stop();

    // Its own topology (PostgreSQL, the API alone, nginx, one then two replicas), with the bench's server stopped.
    const replicasMod = args["skip-modules"] ? null : await importIfPresent("replicas");
    if (replicasMod?.measureReplicas) {
      const fn = replicasMod.measureReplicas as (o: { quick: boolean; duration: number; connections: number }) => Promise<unknown>;
      modules.replicas = await runModule("replicas behind nginx (bench/replicas.ts)", () => fn({ quick, duration, connections }));
    }

    // Past saturation, with the overload guard as configured by default: a server of its own, a few seconds.
    const overloadMod = args["skip-modules"] ? null : await importIfPresent("overload");
    if (overloadMod?.measureOverloadOnOwnServer) {
      const fn = overloadMod.measureOverloadOnOwnServer as (o: { duration: number; log?: (line: string) => void }) => Promise<unknown>;
      modules.overload = await runModule(
        "past saturation: cached pages and fast refusals (bench/overload.ts)",
        () => fn({ duration: quick ? 3 : 5, log: () => {} }),
        overloadMod.formatTable as (r: unknown) => string,
      );
    }

    // Search latency runs with the portal stopped: it loads its own databases.
    const search: Record<string, unknown> = {};
    const latencyMod = await importIfPresent("search-latency");
    if (latencyMod?.measureSearchLatency) {
      const fn = latencyMod.measureSearchLatency as (o: {
        dialect: "sqlite" | "postgres";
        count: number;
        quick: boolean;
      }) => Promise<unknown>;
      const format = latencyMod.formatTable as ((r: unknown) => string) | undefined;
      for (const dialect of ["sqlite", "postgres"] as const) {
        if (dialect === "postgres" && args["skip-pg"]) continue;
        search[dialect] = await runModule(
          `search latency on ${dialect} (bench/search-latency.ts)`,
          () => fn({ dialect, count: items, quick }),
          format,
        );
      }
    }

    modules.assistant = await importIfPresent("assistant").then(
      (m) =>
        m &&
        runModule(
          "assistant answers (bench/assistant.ts)",
          () => (m.measureAssistant as (o: { count: number; quick: boolean }) => Promise<unknown>)({ count: items, quick }),
          m.formatTable as (r: unknown) => string,
        ),
    );
    const pageTable = {
      pages: measured.pages,
      static: measured.static,
      weights,
      memory: { before, after },
      search,
      comments: modules.comments ?? null,
    };
    printTable(pageTable);
    if (modules.replicas && !(modules.replicas as { error?: string }).error)
      console.log(`\n${(replicasMod!.formatTable as (r: unknown) => string)(modules.replicas)}`);
    else if (modules.replicas) console.log(`\nreplicas behind nginx: could not measure: ${(modules.replicas as { error: string }).error}`);

    const results = {
      date: new Date().toISOString(),
      command: `npm run bench${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGB: Math.round(os.totalmem() / 1e9),
        loadAverage: os.loadavg().map((l) => round(l, 1)),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
      },
      quick,
      items: server.items,
      seedSeconds: server.seedSeconds,
      load: { connections, durationSeconds: duration, static: measured.static, staticRuns: measured.staticRuns, pages: measured.pages },
      memory: { before, afterPageLoad: after, afterModules: final },
      firstVisit: { budgets: BUDGETS, pages: weights, check: budgetRows(weights) },
      searchLatency: search,
      modules,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    writeFileSync(path.resolve(args.output!), JSON.stringify(results, null, 2) + "\n");
    console.log(`\nwrote ${args.output} (${results.seconds} s)`);
    const non2xx = measured.pages.reduce((n, p) => n + p.non2xx + p.errors, 0);
    if (non2xx > 0) console.log(`warning: ${non2xx} answers were not 2xx or failed`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`bench could not measure: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
