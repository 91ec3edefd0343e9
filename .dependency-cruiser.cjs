/**
 * Which way the layers may import (`npm run lint:deps`, part of `npm run lint`; docs/architecture.md):
 * the portal (app/) sits on top and nothing below imports it; contract/ is what the portal and the
 * API share, so it imports neither the API nor the server; and no modules import each other in a
 * loop. scripts/check-folder-cycles.mjs adds the folder-level check (two layers importing each
 * other both ways). Type-only imports count: a type is as much a dependency of the design as a
 * value, and the loops untied for issue "One house" ran through type imports too.
 * @type {import("dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other in a loop: move what both need into a module of its own (a leaf).",
      from: {},
      to: { circular: true },
    },
    {
      name: "nothing-imports-the-portal",
      severity: "error",
      comment:
        "app/ is the top layer: the API, the contract, shared/ and config/ must not import it. Data both sides need goes in contract/.",
      from: { path: "^(api|contract|shared|config)/" },
      to: { path: "^app/" },
    },
    {
      name: "contract-stands-alone",
      severity: "error",
      comment: "contract/ is shared by the portal and the API: it must not import the API (api/) or the server (server/).",
      from: { path: "^contract/" },
      to: { path: "^(api|server)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build[^/]*|\\.react-router|data|test-results)/" },
    // Count `import type` too (see above).
    tsPreCompilationDeps: true,
    // The `~/` alias of app/, as TypeScript resolves it.
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    skipAnalysisNotInRules: true,
  },
};
