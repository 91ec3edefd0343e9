// Builds what is missing or older than its sources: the React Router app (build/client, build/server)
// and the bundled production server and API (build/server.js, build/api.js: scripts/build-server.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const APP_SOURCES = [
  "app",
  "contract",
  "shared",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/vite-precompress.ts",
  "scripts/vite-shell-chunk.ts",
  "package.json",
];
const SERVER_SOURCES = [
  "server.ts",
  "server",
  "api",
  "contract",
  "shared",
  "config",
  "app/load-context.ts",
  "scripts/build-server.mjs",
  "package.json",
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

function isStale(root, output, sources) {
  const marker = path.resolve(root, output);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return sources.some((s) => newestMtime(path.resolve(root, s)) > built);
}

const buildDir = () => process.env.BUILD_DIR || "build";

export function buildIsStale(root = process.cwd()) {
  return isStale(root, path.join(buildDir(), "server/index.js"), APP_SOURCES);
}

function run(root, label, command, args) {
  console.error(`[build] ${label}…`);
  // Under Vitest, VITEST is set and vite.config.ts would leave the React Router plugin out.
  const env = { ...process.env };
  for (const name of ["VITEST", "VITEST_MODE", "VITEST_POOL_ID", "VITEST_WORKER_ID"]) delete env[name];
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  env.NODE_ENV = "production";
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], cwd: root, env });
  if (result.status !== 0) {
    console.error(`[build] ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * One build at a time per build directory: test workers that each find the build stale (Vitest
 * runs several files that need it at once) wait for the first to finish, then find it fresh,
 * instead of emptying the directory under each other. A lock whose process is gone is taken over.
 */
function withBuildLock(root, build) {
  const lock = path.resolve(root, "node_modules/.cache", `${path.basename(buildDir())}.build-lock`);
  mkdirSync(path.dirname(lock), { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (lockIsAbandoned(lock)) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 200);
    }
  }
  try {
    writeFileSync(path.join(lock, "pid"), String(process.pid));
    return build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function lockIsAbandoned(lock) {
  try {
    process.kill(Number(readFileSync(path.join(lock, "pid"), "utf8")), 0);
    return false;
  } catch (error) {
    if (error.code === "ESRCH") return true;
    // No pid yet: its owner is between making the lock and writing it, unless that was long ago.
    if (error.code === "ENOENT") return existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 10_000;
    return false;
  }
}

/** @returns {boolean} whether anything was built */
export function buildIfNeeded({ force = false, root = process.cwd() } = {}) {
  if (!force && !buildIsStale(root) && !serverIsStale(root)) return false;
  return withBuildLock(root, () => build(force, root));
}

function serverIsStale(root) {
  return ["server.js", "api.js"].some((bundle) => isStale(root, path.join(buildDir(), bundle), SERVER_SOURCES));
}

function build(force, root) {
  const app = force || buildIsStale(root);
  if (app) run(root, "building the app (react-router build)", path.resolve(root, "node_modules/.bin/react-router"), ["build"]);
  // After the app build, which empties the build directory (server.js with it).
  const server = force || serverIsStale(root);
  if (server) run(root, "bundling the server (esbuild)", process.execPath, [path.resolve(root, "scripts/build-server.mjs")]);
  return app || server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ force: process.argv.includes("--force") });
}
