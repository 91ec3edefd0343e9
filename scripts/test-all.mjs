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

// A list of steps runs side by side: the three first are short and each keeps about one core busy.
const steps = [
  [
    { name: "typecheck", cmd: "npm", args: ["run", "typecheck"] },
    { name: "lint", cmd: "npm", args: ["run", "lint"] },
    // Once, before the suites: the Vitest files that run the production server, the replicas and
    // Playwright's server then find it current (scripts/build-if-needed.mjs).
    { name: "production build (when stale)", cmd: "node", args: ["scripts/build-if-needed.mjs"] },
  ],
  {
    name: "unit and integration (SQLite)",
    cmd: "npx",
    args: ["vitest", "run", ...vitestArgs(report("sqlite"))],
    counts: vitestCounts(report("sqlite")),
  },
  {
    name: "API on PostgreSQL",
    cmd: "npm",
    args: ["run", "test:pg", "--", ...vitestArgs(report("pg"))],
    counts: vitestCounts(report("pg")),
  },
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

/**
 * Runs a step and keeps its output for counting: shown as it comes, or, for a step that runs
 * beside others (`together`), all at once when it ends.
 */
function run(step, together) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: ["inherit", "pipe", together ? "pipe" : "inherit"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1", ...step.env },
    });
    let output = "";
    const keep = (chunk) => {
      if (!together) process.stdout.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("close", (code, signal) => {
      if (together) process.stdout.write(`\n=== ${step.name}: ${step.cmd} ${step.args.join(" ")}\n\n${output}`);
      resolve({ code, signal, output: stripVTControlCharacters(output) });
    });
  });
}

/** Runs one step and tallies it: its result line and whether it passed. */
async function runStep(step, together = false) {
  if (!together) console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(" ")}\n`);
  const started = Date.now();
  const r = await run(step, together);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  // A step without counts (type checking, lint, the build, or a suite that ended before its report) is one check.
  const counts = step.counts?.(r.output) ?? { passed: r.code === 0 ? 1 : 0, failed: r.code === 0 ? 0 : 1, skipped: 0 };
  // A failed test fails its step even when the runner exits 0 (Vitest did, once, for a test
  // failed by an error logged after it ended).
  const ok = r.code === 0 && counts.failed === 0;
  if (!ok && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const tally = step.counts
    ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}${counts.flaky ? ` (${counts.flaky} only on a retry)` : ""}`
    : "";
  return { line: [step.name, ok ? "passed" : `FAILED (exit ${r.code ?? r.signal}, ${counts.failed} failed)`, seconds, tally], ok };
}

const startedAt = Date.now();
const results = [];
const total = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
for (const entry of steps) {
  const group = Array.isArray(entry) ? entry : [entry];
  if (failed) {
    for (const step of group) results.push([step.name, "not run", 0, ""]);
    continue;
  }
  const outcomes = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
  for (const { line, ok } of outcomes) {
    results.push(line);
    if (!ok) failed = true;
  }
}
rmSync(reports, { recursive: true, force: true });

console.log("\n=== Summary");
for (const [name, status, seconds, tally] of results) {
  console.log(`${status.padEnd(18)} ${name}${seconds ? ` (${seconds} s)` : ""}${tally ? `: ${tally}` : ""}`);
}
console.log(`All steps: ${Math.round((Date.now() - startedAt) / 1000)} s`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
