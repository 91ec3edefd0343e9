// Fails when two folders import each other both ways (`npm run lint:deps`, part of `npm run lint`).
// dependency-cruiser (.dependency-cruiser.cjs) collapses every module into its folder (--collapse)
// and reports the folders' dependencies as JSON; a pair A → B and B → A is a loop that the
// module-level no-circular rule does not see. The folders are the layers (app, api, contract …);
// `--depth=2` compares the folders inside them (api/accounts, app/content …, and each layer's own
// top-level files as one folder). lint runs both; at depth 2 the pairs of ALLOWED stay, and only them.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const LAYERS = ["app", "api", "contract", "server", "shared", "config", "scripts"];
const depth = Number(process.argv.find((arg) => arg.startsWith("--depth="))?.slice("--depth=".length) ?? 1);

/**
 * The pairs that may stay, by depth, each with why. A pair not here fails; so does one here that
 * no longer occurs (take it off). Both are held by modules that others own while they change them:
 * untie them when those settle.
 */
const ALLOWED = {
  2: new Set([
    // The upstream client's core (app/upstream/core.server.ts) reads the session (app/accounts/session.server.ts)
    // for the Bearer token, while sign-in (app/accounts/auth.server.ts) calls the API through the
    // upstream client. Untied by moving the session (session.server.ts, sealed-cookie.server.ts) below
    // the upstream client, e.g. into app/upstream/, and pointing core.server.ts at it.
    "app/accounts/ app/upstream/",
  ]),
};
const allowed = ALLOWED[depth] ?? new Set();
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
const all = [...edges].map((edge) => edge.split(" ")).filter(([from, to]) => from < to && edges.has(`${to} ${from}`));
const pairs = all.filter(([a, b]) => !allowed.has(`${a} ${b}`));
for (const [a, b] of pairs) {
  console.error(`  error folders import each other: ${a} ⇄ ${b}; the modules that do:`);
  console.error(`    npx depcruise ${LAYERS.join(" ")} --output-type text | grep -E '^${a}.* → ${b}|^${b}.* → ${a}'`);
}
const gone = [...allowed].filter((pair) => !all.some(([a, b]) => `${a} ${b}` === pair));
for (const pair of gone)
  console.error(
    `  error ${pair.replace(" ", " ⇄ ")} no longer import each other: take the pair off ALLOWED (scripts/check-folder-cycles.mjs)`,
  );
if (pairs.length || gone.length) {
  if (pairs.length) console.error(`\n${pairs.length} pair(s) of folders depend on each other both ways.`);
  process.exit(1);
}
const kept = all.length ? `; allowed: ${all.map(([a, b]) => `${a} ⇄ ${b}`).join(", ")}` : "";
console.log(`✔ no two folders import each other (${LAYERS.length} layers${depth > 1 ? `, depth ${depth}` : ""}${kept})`);
