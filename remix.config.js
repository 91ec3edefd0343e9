// Remix's own options, imported by vite.config.ts and handed to the Remix Vite plugin.
// Keep this an ESM module with no TypeScript: Vite loads it before anything is compiled.

/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  appDirectory: "app",
  serverModuleFormat: "esm",
  // Files in app/routes/ that are not routes (tests, helpers next to routes).
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.test.ts"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  // Routes added on top of the file-system routes in app/routes/.
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      // ---- browse routes: H-BROWSE fills this body (listings, details from the registry) ----
      void route;
      // ---- end of browse routes ----
    }),
};
