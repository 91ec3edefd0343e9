/**
 * What the bench commands share: a production server on a fresh temporary database (the
 * sample content, plus synthetic items when asked), probed from inside over IPC
 * (bench/probe.mjs: RSS, event-loop delay), signed-in session cookies, and load runs with
 * autocannon that keep every response time (autocannon reports no p95).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sealedSessionStorage } from "../app/upstream/sealed-cookie.server";
import autocannon, { type RequestSpec } from "autocannon";
import { migrateToLatest, openDb } from "../api/db";
import { seedIfEmpty } from "../api/seed";
import { loadSynthetic } from "../api/seed/synthetic";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";

/** A variable the container's image sets (`ENV NAME=value` or `ENV NAME="a b"` in the Dockerfile). */
function imageEnv(name: string): string | undefined {
  const found = new RegExp(`^ENV ${name}=(?:"([^"]+)"|(\\S+))$`, "m").exec(readFileSync("Dockerfile", "utf8"));
  return found ? (found[1] ?? found[2]) : undefined;
}

/**
 * The memory settings the container runs with, so memory is measured as it will be run: the
 * image's NODE_OPTIONS (V8's heap limits), and its allocator (jemalloc, preloaded) with its
 * settings where this machine has the library; `allocator` says which one the figures are for.
 */
function containerMemoryEnv(): { env: Record<string, string>; allocator: string } {
  const nodeOptions = imageEnv("NODE_OPTIONS");
  if (!nodeOptions) throw new Error("the Dockerfile sets no NODE_OPTIONS: the bench would not measure the container's memory");
  const env: Record<string, string> = { NODE_OPTIONS: nodeOptions };
  const preload = imageEnv("LD_PRELOAD");
  if (!preload) return { env, allocator: "glibc malloc, as the image" };
  const library = path.basename(preload);
  const here = ["/usr/local/lib", "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    .map((dir) => path.join(dir, library))
    .find((file) => existsSync(file));
  if (!here)
    return { env, allocator: `glibc malloc: the image preloads ${library}, which this machine lacks (apt-get install libjemalloc2)` };
  env.LD_PRELOAD = here;
  const conf = imageEnv("MALLOC_CONF");
  if (conf) env.MALLOC_CONF = conf;
  return { env, allocator: `${library}${conf ? ` (${conf})` : ""}, as the image` };
}

export const SESSION_SECRET = `bench-session-secret-${randomBytes(8).toString("hex")}`;

export interface Probe {
  rss: number;
  /** Of `rss`, anonymous memory and mapped files (SQLite's mmap, code), where Linux says (bench/probe.mjs). */
  rssAnon?: number;
  rssFile?: number;
  heapUsed: number;
  eventLoopDelay: { p50: number; p99: number; max: number; mean: number };
  /** Garbage-collection pauses since the last reset (bench/probe.mjs). */
  gc?: { count: number; totalMs: number; maxMs: number };
}

export interface BenchServer {
  baseUrl: string;
  sqlitePath: string;
  dataDir: string;
  pid: number;
  /** Items in the database (sample content plus synthetic). */
  items: number;
  seedSeconds: number;
  probe(reset?: boolean): Promise<Probe>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
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

/** A fresh database: migrations, the sample content, and `synthetic` generated items. */
async function prepareDatabase(sqlitePath: string, synthetic: number, log: (s: string) => void) {
  const { db } = openDb({ sqlitePath, databaseUrl: "" });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const started = performance.now();
    if (synthetic > 0) {
      let last = 0;
      await loadSynthetic(db, {
        count: synthetic,
        seed: 42,
        onProgress: (done) => {
          if (done - last >= 25_000 || done === synthetic) {
            last = done;
            log(
              `  ${done.toLocaleString("en-IN")}/${synthetic.toLocaleString("en-IN")} synthetic items (${((performance.now() - started) / 1000).toFixed(0)} s)`,
            );
          }
        },
      });
    }
    const row = await db
      .selectFrom("collections")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    return { items: Number(row?.n ?? 0), seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await db.destroy();
  }
}

export async function startBenchServer(
  options: { synthetic?: number; log?: (s: string) => void; env?: Record<string, string>; onServerLog?: (line: string) => void } = {},
): Promise<BenchServer> {
  const log = options.log ?? ((s: string) => console.log(s));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  const sqlitePath = path.join(dataDir, "portal.sqlite");
  log(`fresh database in ${dataDir}${options.synthetic ? ` with ${options.synthetic.toLocaleString("en-IN")} synthetic items` : ""}…`);
  const seeded = await prepareDatabase(sqlitePath, options.synthetic ?? 0, log);
  // The server runs from its own copy of the build: a rebuild during a long run (another
  // terminal, a test) would otherwise replace the hashed assets its pages refer to.
  // Inside the project (node_modules/.cache), so the build's own imports still resolve.
  // A fresh clone has no node_modules/.cache yet, nor a build.
  const cacheDir = path.resolve("node_modules/.cache");
  mkdirSync(cacheDir, { recursive: true });
  const buildDir = mkdtempSync(path.join(cacheDir, "portal-bench-build-"));
  buildIfNeeded();
  const sourceBuild = path.resolve(process.env.BUILD_DIR || "build");
  if (!existsSync(path.join(sourceBuild, "server/index.js"))) throw new Error(`no build in ${sourceBuild}: run npm run build`);
  cpSync(sourceBuild, buildDir, { recursive: true });
  const removeBuild = () => rmSync(buildDir, { recursive: true, force: true });
  process.once("exit", removeBuild);
  const memory = containerMemoryEnv();
  log(`memory as the image runs: NODE_OPTIONS=${memory.env.NODE_OPTIONS}; allocator ${memory.allocator}`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SQLITE_PATH: sqlitePath,
    BUILD_DIR: buildDir,
    SESSION_SECRET,
    LOG_LEVEL: "error",
    SEED_ON_START: "false",
    RATE_LIMIT_READ: "0",
    RATE_LIMIT_WRITE: "0",
    RATE_LIMIT_AUTH: "0",
    // Load from a handful of users: comments appear at once and are not throttled per user.
    COMMENTS_REQUIRE_APPROVAL: "false",
    COMMENT_RATE_LIMIT_MAX: "0",
    ...memory.env,
    ...options.env,
  } as NodeJS.ProcessEnv;
  delete env.API_BASE_URL;
  delete env.DATABASE_URL;

  // The bundle `npm start` and the container run (scripts/build-server.mjs), not server.ts through
  // tsx: the compiler alone added about 170 MB to the server's RSS.
  const child = spawn(process.execPath, ["--import", "./bench/probe.mjs", path.join(buildDir, "server.js")], {
    env,
    stdio: ["ignore", options.onServerLog ? "pipe" : "inherit", "inherit", "ipc"],
  });
  if (options.onServerLog && child.stdout) {
    let rest = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split("\n");
      rest = parts.pop() ?? "";
      for (const line of parts) options.onServerLog!(line);
    });
  }
  const pending = new Map<number, (p: Probe) => void>();
  let nextId = 1;
  child.on("message", (m: { type?: string; id?: number } & Probe) => {
    if (m?.type !== "probe" || m.id === undefined) return;
    pending.get(m.id)?.(m);
    pending.delete(m.id);
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          resolve();
        }, 15_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseUrl}/healthz`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    sqlitePath,
    dataDir,
    pid: child.pid!,
    items: seeded.items,
    seedSeconds: seeded.seconds,
    probe(reset = false) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => reject(new Error("the server did not answer the probe")), 10_000);
        pending.set(id, (p) => {
          clearTimeout(timer);
          resolve(p);
        });
        child.send({ type: "probe", id, reset });
      });
    },
    stop,
  };
}

/** A user with a live Bearer token in the database, and the signed session cookie the portal would set. */
export async function signedInCookie(
  sqlitePath: string,
  name = "Bench Reader",
): Promise<{ cookie: string; userId: number; token: string }> {
  const { db } = openDb({ sqlitePath, databaseUrl: "" });
  try {
    const now = new Date().toISOString();
    const uuid = randomUUID();
    const email = `bench-${uuid.slice(0, 8)}@example.test`;
    const { id } = await db
      .insertInto("users")
      .values({ uuid, name, email, role: "user", consent_accepted: 1, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = randomBytes(24).toString("hex");
    await db
      .insertInto("access_tokens")
      .values({
        token_hash: createHash("sha256").update(token).digest("hex"),
        user_id: id,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        created_at: now,
      })
      .execute();
    const storage = sealedSessionStorage("__session", 3600, [SESSION_SECRET]);
    const session = await storage.getSession();
    session.set("token", token);
    session.set("user", { id, uuid, name, profile_url: null, email, consent_accepted: true });
    const header = await storage.commitSession(session);
    // With consent recorded the cookie banner is not part of the page, as for a returning reader.
    return { cookie: `${header.split(";")[0]}; cookie_consent=1`, userId: id, token };
  } finally {
    await db.destroy();
  }
}

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** What the answers that were not 2xx were, and the errors: "502" or an error code → how many. */
  failures: Record<string, number>;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 10) / 10;
}

/** autocannon on `paths` (taken in turn from one shared cursor) for `duration` s. */
export function load(
  baseUrl: string,
  paths: string[],
  options: { duration: number; connections: number; headers?: Record<string, string>; requests?: RequestSpec[] },
): Promise<Load> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const failures: Record<string, number> = {};
    const count = (what: string) => (failures[what] = (failures[what] ?? 0) + 1);
    let next = 0;
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.duration,
        timeout: 30,
        headers: { "accept-encoding": "gzip", ...options.headers },
        requests: options.requests ?? [
          { method: "GET", path: paths[0], setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          failures,
        });
      },
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status < 200 || status >= 300) count(String(status));
    });
    instance.on("reqError", (error: unknown) => {
      const { code, message } = error as Error & { code?: string };
      count(code ?? message);
    });
  });
}

/** Bytes on the wire with gzip accepted, as a browser downloads them (0 when not 200). */
export function wireBytes(url: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip", ...headers } }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes: res.statusCode === 200 ? bytes : 0,
            encoding: String(res.headers["content-encoding"] ?? "identity"),
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

export interface PageWeight {
  path: string;
  html: number;
  css: number;
  js: number;
  /** Images fetched before scrolling (not loading="lazy"), and all images of the page. */
  images: number;
  allImages: number;
  total: number;
  htmlEncoding: string;
  files: { css: string[]; js: string[]; images: string[] };
  /** Files the page refers to that did not answer 200 (the figures would be wrong). */
  missing: string[];
}

/** What a first visit downloads: the HTML, its stylesheets, the modules it preloads and imports, its images. */
export async function pageWeight(baseUrl: string, pagePath: string, headers: Record<string, string> = {}): Promise<PageWeight> {
  const text = await (await fetch(baseUrl + pagePath, { headers })).text();
  const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  const css = unique([...text.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"/g)].map((m) => m[1]));
  // Modules the browser fetches: modulepreload links and the entry's import(). The inline route
  // manifest also names other routes' modules; those load only when visited, so are not counted.
  const js = unique([
    ...[...text.matchAll(/<link rel="modulepreload" href="(\/[^"]+\.js)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/import\(\s*"(\/assets\/[^"]+\.js)"\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/<script[^>]*\ssrc="(\/[^"]+\.js)"/g)].map((m) => m[1]),
  ]);
  const imgTags = [...text.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  const srcOf = (tag: string) => /\ssrc="(\/[^"]+)"/.exec(tag)?.[1];
  const images = unique(imgTags.map(srcOf));
  const eager = unique(imgTags.filter((t) => !/loading="lazy"/.test(t)).map(srcOf));
  const missing: string[] = [];
  const sum = async (paths: string[]) =>
    (
      await Promise.all(
        paths.map(async (p) => {
          const r = await wireBytes(baseUrl + p);
          if (r.status !== 200) missing.push(`${p} (${r.status})`);
          return r;
        }),
      )
    ).reduce((a, b) => a + b.bytes, 0);
  const html = await wireBytes(baseUrl + pagePath, headers);
  const [cssBytes, jsBytes, imageBytes, eagerBytes] = await Promise.all([sum(css), sum(js), sum(images), sum(eager)]);
  return {
    path: pagePath,
    html: html.bytes,
    css: cssBytes,
    js: jsBytes,
    images: eagerBytes,
    allImages: imageBytes,
    total: html.bytes + cssBytes + jsBytes + eagerBytes,
    htmlEncoding: html.encoding,
    files: { css, js, images },
    missing,
  };
}

/** The pages every bench command measures: home, a listing, a detail page and a search page. */
export async function benchPages(baseUrl: string): Promise<Record<"home" | "listing" | "detail" | "search", string>> {
  const listing = "/articles/all";
  const html = await (await fetch(baseUrl + listing)).text();
  const detail =
    /class="content-card__title[^"]*"><a[^>]*href="([^"]+)"/.exec(html)?.[1] ?? /href="(\/article\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!detail) throw new Error(`no item link on ${listing}`);
  const search = `/search?${new URLSearchParams({ queryData: JSON.stringify({ searchText: "health" }) })}`;
  return { home: "/", listing, detail, search };
}
