/**
 * `npm run bench` (`-- --quick` for a short run): builds if needed, starts the production server
 * on a fresh temporary database, and reports in one run
 *   - requests/s and p50/p99 latency of the home page and of a plain static file served by the
 *     same process, with their ratio;
 *   - the bytes (gzip) a first visit to the home page downloads: HTML, CSS, JavaScript, against
 *     the budgets (JS < 100 kB, CSS < 20 kB, HTML < 30 kB);
 *   - the results of optional modules others add (bench/search-latency.ts, bench/browse.ts,
 *     bench/comments-load.ts): every exported `measure*` function is called with a context.
 * Writes bench/results.json. Exits non-zero only when it could not measure.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";

const KB = 1000;
export const BUDGETS = { js: 100 * KB, css: 20 * KB, html: 30 * KB } as const;

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    synthetic: { type: "string" },
    "skip-modules": { type: "boolean", default: false },
  },
});
const quick = args.quick ?? false;
const duration = quick ? 5 : 20;
const connections = 10;

interface LoadResult {
  target: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

function load(url: string, target: string, pathName: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url: url + pathName, connections, duration, headers: { "accept-encoding": "gzip" } }, (error, result) => {
      if (error) return reject(error);
      resolve({
        target,
        path: pathName,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

/** Compressed size of a resource as the browser downloads it (gzip). */
function gzipBytes(url: string): Promise<{ status: number; bytes: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, bytes: raw.length, body: raw, encoding: String(res.headers["content-encoding"] ?? "identity") });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

async function firstVisitBytes(baseUrl: string) {
  const html = await gzipBytes(`${baseUrl}/`);
  const text = await (await fetch(`${baseUrl}/`)).text();
  const unique = (re: RegExp) => [...new Set([...text.matchAll(re)].map((m) => m[1]))];
  const css = unique(/href="(\/assets\/[^"]+\.css)"/g);
  // Remix lists every module of the first page as modulepreload links and imports in its inline script.
  const js = unique(/["'(](\/assets\/[^"'()\s]+\.js)["')]/g);
  const sum = async (paths: string[]) => {
    let total = 0;
    for (const p of paths) total += (await gzipBytes(baseUrl + p)).bytes;
    return total;
  };
  return {
    html: html.bytes,
    htmlEncoding: html.encoding,
    css: await sum(css),
    js: await sum(js),
    files: { css, js },
  };
}

async function runOptionalModules(ctx: Record<string, unknown>) {
  const results: Record<string, unknown> = {};
  for (const name of ["browse", "search-latency", "search-page", "comments-load"]) {
    const file = path.resolve("bench", `${name}.ts`);
    if (!existsSync(file)) continue;
    try {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [exportName, fn] of Object.entries(mod)) {
        if (!exportName.startsWith("measure") || typeof fn !== "function") continue;
        console.log(`\n-- ${name}: ${exportName}()`);
        const started = Date.now();
        const result = await (fn as (c: Record<string, unknown>) => Promise<unknown>)(ctx);
        results[`${name}.${exportName}`] = result;
        const formatter = mod.formatTable;
        if (typeof formatter === "function") {
          try {
            console.log(formatter(result));
          } catch {
            console.log(JSON.stringify(result, null, 2));
          }
        } else console.log(JSON.stringify(result, null, 2));
        console.log(`   (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    } catch (error) {
      console.error(`   ${name} failed: ${String(error instanceof Error ? error.message : error)}`);
      results[name] = { error: String(error) };
    }
  }
  return results;
}

function fmtKb(bytes: number) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

async function main() {
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  const sqlitePath = path.join(dataDir, "portal.sqlite");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SQLITE_PATH: sqlitePath,
    LOG_LEVEL: "warn",
    RATE_LIMIT_READ: "0",
    RATE_LIMIT_WRITE: "0",
    RATE_LIMIT_AUTH: "0",
  } as NodeJS.ProcessEnv;
  delete env.API_BASE_URL;
  delete env.DATABASE_URL;

  if (args.synthetic && existsSync("api/seed/synthetic-cli.ts")) {
    console.log(`seeding ${args.synthetic} synthetic items…`);
    const seeded = spawn(process.execPath, ["--import", "tsx", "api/seed/synthetic-cli.ts", "--count", args.synthetic], { env, stdio: "inherit" });
    const code = await new Promise<number | null>((r) => seeded.on("exit", r));
    if (code !== 0) throw new Error("synthetic seed failed");
  }

  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: ["ignore", "inherit", "inherit"] });
    await waitFor(`${baseUrl}/healthz`);
    // Warm up: caches filled, code paths compiled.
    for (let i = 0; i < 50; i++) {
      await fetch(`${baseUrl}/`).then((r) => r.arrayBuffer());
      await fetch(`${baseUrl}/favicon.svg`).then((r) => r.arrayBuffer());
    }

    console.log(`load: ${connections} connections, ${duration} s per target${quick ? " (quick)" : ""}`);
    const home = await load(baseUrl, "home page", "/");
    const staticFile = await load(baseUrl, "static file", "/favicon.svg");
    const ratio = {
      requestsPerSecond: Math.round((home.requestsPerSecond / Math.max(1, staticFile.requestsPerSecond)) * 1000) / 1000,
      p99: Math.round((home.p99 / Math.max(0.001, staticFile.p99)) * 100) / 100,
    };
    console.log("\ntarget         path            req/s    p50 ms   p99 ms   non-2xx");
    for (const r of [home, staticFile]) {
      console.log(`${r.target.padEnd(14)} ${r.path.padEnd(14)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(9)}`);
    }
    console.log(`ratio home/static: req/s ${ratio.requestsPerSecond}, p99 ${ratio.p99}×`);

    const bytes = await firstVisitBytes(baseUrl);
    const budget = {
      html: { bytes: bytes.html, budget: BUDGETS.html, ok: bytes.html < BUDGETS.html },
      css: { bytes: bytes.css, budget: BUDGETS.css, ok: bytes.css < BUDGETS.css },
      js: { bytes: bytes.js, budget: BUDGETS.js, ok: bytes.js < BUDGETS.js },
    };
    console.log("\nfirst visit of / (gzip)   bytes       budget     ok");
    for (const [kind, b] of Object.entries(budget)) {
      console.log(`${kind.padEnd(25)} ${fmtKb(b.bytes).padStart(9)}   < ${fmtKb(b.budget).padStart(8)}   ${b.ok ? "yes" : "NO"}`);
    }
    console.log(`(${bytes.files.js.length} JS files, ${bytes.files.css.length} CSS files; HTML sent as ${bytes.htmlEncoding})`);

    const modules = args["skip-modules"]
      ? {}
      : await runOptionalModules({ baseUrl, sqlitePath, quick, dialect: "sqlite", count: quick ? 10_000 : 100_000 });

    const results = {
      date: new Date().toISOString(),
      node: process.version,
      quick,
      load: { connections, durationSeconds: duration, home, static: staticFile, ratio },
      firstVisit: { ...bytes, budget },
      modules,
    };
    writeFileSync(path.resolve("bench/results.json"), JSON.stringify(results, null, 2) + "\n");
    console.log("\nwrote bench/results.json");
    if (home.non2xx > 0 || staticFile.non2xx > 0) console.log("warning: some answers were not 2xx");
  } finally {
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench could not measure: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
