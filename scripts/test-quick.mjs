// `npm run test:quick [-- BASE]`: the inner loop, in under three minutes. The type check, lint,
// and the Vitest files of what changed since BASE (default: the last commit, so uncommitted work
// too): test files changed, and test files that import a changed module themselves. Tests that
// reach a changed module only through others (every server test imports server/app.ts through
// the harness) are left to `npm test`, with the PostgreSQL pass, the replicas and the journeys.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const base = process.argv[2] ?? "HEAD";
const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const CODE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;
const withoutExtension = (file) => file.replace(CODE, "").replace(/\/index$/, "");

const changed = [...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")].filter((f) => CODE.test(f));
const changedModules = new Set(changed.map(withoutExtension));
const testFiles = git("ls-files", "--cached", "--others", "--exclude-standard", "tests", "app", "api").filter((f) => TEST.test(f));

/** The modules a test file imports itself, as paths from the repository root without extension. */
function importsOf(file) {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]);
  return specifiers.flatMap((s) => {
    if (s.startsWith("~/")) return [withoutExtension(path.posix.join("app", s.slice(2)))];
    if (s.startsWith(".")) return [withoutExtension(path.posix.join(path.posix.dirname(file), s))];
    return [];
  });
}

const selected = testFiles.filter((file) => changed.includes(file) || importsOf(file).some((m) => changedModules.has(m)));

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ...(selected.length ? [[`Vitest: ${selected.length} file(s) of what changed since ${base}`, "npx", ["vitest", "run", ...selected]]] : []),
];
const started = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}\n`);
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`\n${name}: failed (${Math.round((Date.now() - started) / 1000)} s)`);
    process.exit(1);
  }
}
if (!selected.length) console.log(`\nNo test file changed or imports a module changed since ${base}.`);
console.log(`\ntest:quick passed in ${Math.round((Date.now() - started) / 1000)} s`);
