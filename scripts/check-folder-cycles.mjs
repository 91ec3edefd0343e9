// Fails when two folders import each other both ways (`npm run lint:deps`, part of `npm run lint`).
// dependency-cruiser (.dependency-cruiser.cjs) collapses every module into its folder (--collapse)
// and reports the folders' dependencies as JSON; a pair A → B and B → A is a loop that the
// module-level no-circular rule does not see. The folders are the layers (app, api, contract …);
// `--depth=2` compares the folders inside them (api/accounts, app/content …, and each layer's own
// top-level files as one folder). lint runs both; no pair is allowed at either depth.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const LAYERS = ["app", "api", "contract", "server", "shared", "config", "scripts"];
const depth = Number(process.argv.find((arg) => arg.startsWith("--depth="))?.slice("--depth=".length) ?? 1);

const collapse = `^(${LAYERS.join("|")})/${"[^/]+/".repeat(depth - 1)}`;
const bin = fileURLToPath(new URL("../node_modules/.bin/depcruise", import.meta.url));
// Its own rule violations (exit code) are `depcruise`'s to report; only the JSON is read here.
const run = spawnSync(bin, [...LAYERS, "--collapse", collapse, "--output-type", "json"], { encoding: "utf8", maxBuffer: 256 << 20 });
if (!run.stdout) {
  console.error(run.stderr || run.error);
  process.exit(2);
}

const inLayer = new RegExp(`^(${LAYERS.join("|")})/`);
/** A collapsed folder ends in "/"; a file above the collapsing depth stands for its own folder. */
const folderOf = (name) => (name.endsWith("/") ? name : name.slice(0, name.lastIndexOf("/") + 1));
const edges = new Set();
for (const module of JSON.parse(run.stdout).modules) {
  for (const dependency of module.dependencies) {
    const [from, to] = [folderOf(module.source), folderOf(dependency.resolved)];
    if (from !== to && inLayer.test(from) && inLayer.test(to)) edges.add(`${from} ${to}`);
  }
}
const pairs = [...edges].map((edge) => edge.split(" ")).filter(([from, to]) => from < to && edges.has(`${to} ${from}`));
for (const [a, b] of pairs) {
  console.error(`  error folders import each other: ${a} ⇄ ${b}; the modules that do:`);
  console.error(`    npx depcruise ${LAYERS.join(" ")} --output-type text | grep -E '^${a}.* → ${b}|^${b}.* → ${a}'`);
}
if (pairs.length) {
  console.error(`\n${pairs.length} pair(s) of folders depend on each other both ways.`);
  process.exit(1);
}
console.log(`✔ no two folders import each other (${LAYERS.length} layers${depth > 1 ? `, depth ${depth}` : ""})`);
