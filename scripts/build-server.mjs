// Bundles the production server (server.ts, server/, the embedded API and the contract) into
// build/server.js, and the API alone (api/main/main.ts, `npm run api` in development) into
// build/api.js, with esbuild, so production runs plain `node build/server.js` or
// `node build/api.js`; tsx is for development only. Packages stay external: node_modules
// (native better-sqlite3) is resolved at run time.
import path from "node:path";
import { build } from "esbuild";

export const SERVER_BUNDLE = "server.js";
export const API_BUNDLE = "api.js";

const BUNDLES = [
  ["server.ts", SERVER_BUNDLE],
  ["api/main/main.ts", API_BUNDLE],
];

export async function buildServer({ root = process.cwd(), buildDir = process.env.BUILD_DIR || "build" } = {}) {
  await Promise.all(
    BUNDLES.map(([entry, bundle]) =>
      build({
        absWorkingDir: root,
        entryPoints: [entry],
        outfile: path.join(buildDir, bundle),
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        packages: "external",
        sourcemap: true,
        logLevel: "warning",
        // Node's ESM has no require(); a bundled CommonJS helper may still call it.
        banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
      }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
}
