// Remix's own options, imported by vite.config.ts and handed to the Remix Vite plugin.
// Keep this an ESM module with no TypeScript: Vite loads it before anything is compiled.

import { browseRoutes } from "./app/content/registry-data.js";

/** Route modules of the browse pages, by kind of page. */
const BROWSE_MODULES = {
  landing: "content/routes/landing.tsx",
  listing: "content/routes/listing.tsx",
  detail: "content/routes/detail.tsx",
  hub: "content/routes/hub.tsx",
  author: "content/routes/author.tsx",
};

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
      // ---- browse routes: listings and details from the content-type registry ----
      // One module per kind of page, mapped to every URL of the content-type registry
      // (app/content/registry-data.js); ids must be unique across the route tree.
      for (const { id, path, kind } of browseRoutes()) {
        route(path, BROWSE_MODULES[kind], { id });
      }
      // ---- end of browse routes ----
    }),
};
