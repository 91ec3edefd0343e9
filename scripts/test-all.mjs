// `npm test`: every check in order, stopping at the first failure, then a summary.
import { spawnSync } from "node:child_process";
import { findChromium, NO_BROWSER_HELP } from "./find-browser.mjs";

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit and integration (SQLite)", "npx", ["vitest", "run"]],
  ["API on PostgreSQL", "npm", ["run", "test:pg"]],
  ["replicas behind nginx (test:scale)", "npm", ["run", "test:scale"]],
  ["browser journeys (Playwright)", "npx", ["playwright", "test"], () => (findChromium() ? undefined : NO_BROWSER_HELP)],
];

const results = [];
let failed = false;
for (const [name, cmd, args, missing] of steps) {
  if (failed) {
    results.push([name, "skipped", 0]);
    continue;
  }
  const problem = missing?.();
  if (problem) {
    console.error(`\n=== ${name}: ${problem}`);
    results.push([name, "FAILED (no browser)", 0]);
    failed = true;
    continue;
  }
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}\n`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const ok = r.status === 0;
  results.push([name, ok ? "passed" : `FAILED (exit ${r.status ?? r.signal})`, seconds]);
  if (!ok) failed = true;
}

console.log("\n=== Summary");
for (const [name, status, seconds] of results) {
  console.log(`${status.padEnd(18)} ${name}${seconds ? ` (${seconds} s)` : ""}`);
}
process.exit(failed ? 1 : 0);
