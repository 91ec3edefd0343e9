// `npm test`: sets up the system programs the suites need (scripts/system-programs.mjs), runs
// every check in order, stopping at the first failure, then prints a summary per step and one
// closing line summing every suite: `N passed, N failed, N skipped`. Type checking, lint and the build
// count as one check each.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { ensureSystemPrograms } from "./system-programs.mjs";

const problem = ensureSystemPrograms();
if (problem) {
  console.error(problem);
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const reports = mkdtempSync(path.join(os.tmpdir(), "portal-test-reports-"));
const report = (name) => path.join(reports, `${name}.json`);
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
};

/** Vitest's counts from its JSON report. */
const vitestCounts = (file) => () => {
  const r = readJson(file);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
};
const vitestArgs = (file) => ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`];

const steps = [
  { name: "typecheck", cmd: "npm", args: ["run", "typecheck"] },
  { name: "lint", cmd: "npm", args: ["run", "lint"] },
  // Once, before the suites: the Vitest files that run the production server, the replicas and
  // Playwright's server then find it current (scripts/build-if-needed.mjs).
  { name: "production build (when stale)", cmd: "node", args: ["scripts/build-if-needed.mjs"] },
  { name: "unit and integration (SQLite)", cmd: "npx", args: ["vitest", "run", ...vitestArgs(report("sqlite"))], counts: vitestCounts(report("sqlite")) },
  { name: "API on PostgreSQL", cmd: "npm", args: ["run", "test:pg", "--", ...vitestArgs(report("pg"))], counts: vitestCounts(report("pg")) },
  {
    name: "replicas behind nginx (test:scale)",
    cmd: "npm",
    args: ["run", "test:scale"],
    // tests/scale/run.ts prints one PASS or FAIL line per check.
    counts: (output) => ({ passed: (output.match(/^PASS /gm) ?? []).length, failed: (output.match(/^FAIL /gm) ?? []).length, skipped: 0 }),
  },
  {
    name: "browser journeys (Playwright)",
    cmd: "npx",
    args: ["playwright", "test"],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report("playwright") },
    counts: () => {
      const stats = readJson(report("playwright"))?.stats;
      return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, flaky: stats.flaky };
    },
  },
];

/** Runs a step with its output shown as it comes, and kept for counting. */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { stdio: ["inherit", "pipe", "inherit"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1", ...step.env } });
    let output = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on("close", (code, signal) => resolve({ code, signal, output: stripVTControlCharacters(output) }));
  });
}

const results = [];
const total = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
for (const step of steps) {
  if (failed) {
    results.push([step.name, "not run", 0, ""]);
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(" ")}\n`);
  const started = Date.now();
  const r = await run(step);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const ok = r.code === 0;
  // A step without counts (type checking, lint, or a suite that ended before its report) is one check.
  const counts = step.counts?.(r.output) ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const tally = step.counts ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}${counts.flaky ? ` (${counts.flaky} only on a retry)` : ""}` : "";
  results.push([step.name, ok ? "passed" : `FAILED (exit ${r.code ?? r.signal})`, seconds, tally]);
  if (!ok) failed = true;
}
rmSync(reports, { recursive: true, force: true });

console.log("\n=== Summary");
for (const [name, status, seconds, tally] of results) {
  console.log(`${status.padEnd(18)} ${name}${seconds ? ` (${seconds} s)` : ""}${tally ? `: ${tally}` : ""}`);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
