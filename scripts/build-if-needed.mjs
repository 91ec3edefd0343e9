// Builds the Remix app when build/ is missing or older than any source it is made from.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "contract", "public", "remix.config.js", "vite.config.ts", "scripts/vite-precompress.ts", "package.json"];

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

export function buildIsStale(root = process.cwd(), buildDir = process.env.BUILD_DIR || "build") {
  const marker = path.resolve(root, buildDir, "server/index.js");
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.resolve(root, s)) > built);
}

export function buildIfNeeded({ force = false, root = process.cwd() } = {}) {
  if (!force && !buildIsStale(root)) return false;
  console.error("[start] building the app (remix vite:build)…");
  const bin = path.resolve(root, "node_modules/.bin/remix");
  // Under Vitest, VITEST is set and vite.config.ts would leave the Remix plugin out.
  const env = { ...process.env };
  delete env.VITEST;
  delete env.VITEST_MODE;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  env.NODE_ENV = "production";
  const result = spawnSync(bin, ["vite:build"], { stdio: ["ignore", "inherit", "inherit"], cwd: root, env });
  if (result.status !== 0) {
    console.error("[start] build failed");
    process.exit(result.status ?? 1);
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ force: process.argv.includes("--force") });
}
