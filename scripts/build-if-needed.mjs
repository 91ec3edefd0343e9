// Builds what is missing or older than its sources: the React Router app (build/client, build/server)
// and the bundled production server and API (build/server.js, build/api.js: scripts/build-server.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const APP_SOURCES = ["app", "contract", "public", "react-router.config.ts", "vite.config.ts", "scripts/vite-precompress.ts", "package.json"];
const SERVER_SOURCES = ["server.ts", "server", "api", "contract", "config", "app/load-context.ts", "scripts/build-server.mjs", "package.json"];

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

/** @returns {boolean} whether anything was built */
export function buildIfNeeded({ force = false, root = process.cwd() } = {}) {
  const app = force || buildIsStale(root);
  if (app) run(root, "building the app (react-router build)", path.resolve(root, "node_modules/.bin/react-router"), ["build"]);
  // After the app build, which empties the build directory (server.js with it).
  const server = force || ["server.js", "api.js"].some((bundle) => isStale(root, path.join(buildDir(), bundle), SERVER_SOURCES));
  if (server) run(root, "bundling the server (esbuild)", process.execPath, [path.resolve(root, "scripts/build-server.mjs")]);
  return app || server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ force: process.argv.includes("--force") });
}
