// Remix's own options, imported by vite.config.ts and handed to the Remix Vite plugin.
// Keep this an ESM module with no TypeScript: Vite loads it before anything is compiled.

import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { browseRoutes } from "./app/content/registry-data.js";

const IGNORED_ROUTE_FILES = ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.test.ts"];

/**
 * Languages served under an address prefix (`/hi/…`); English is at the root. Must match
 * LANGUAGE_CODES in app/i18n/languages.ts (tests/portal/languages.test.ts checks).
 */
export const PREFIXED_LANGUAGES = ["hi"];

/** Routes that are the same in every language: not mirrored under a prefix. */
const LANGUAGE_NEUTRAL = new Set(["robots.txt", "sitemap.xml", "sitemap/:file", "media/:id/:file"]);

/**
 * Every page again under each language prefix, rendered by the same module: Remix builds the
 * file-system routes itself, so they are read here with its own flat-routes reader to copy them.
 * @param {Record<string, { id: string, path?: string, index?: boolean, file: string, parentId?: string }>} english
 */
function languageCopies(english) {
  const copies = {};
  for (const lang of PREFIXED_LANGUAGES) {
    for (const route of Object.values(english)) {
      if (route.path && LANGUAGE_NEUTRAL.has(route.path)) continue;
      const path = route.path ? `${lang}/${route.path.replace(/^\//, "")}` : lang;
      const id = `${lang}/${route.id}`;
      const parentId = route.parentId && route.parentId !== "root" ? `${lang}/${route.parentId}` : "root";
      copies[id] = { ...route, id, path, parentId };
    }
  }
  return copies;
}

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
  ignoredRouteFiles: IGNORED_ROUTE_FILES,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  // Routes added on top of the file-system routes in app/routes/.
  routes: async (defineRoutes) => {
    const browse = defineRoutes((route) => {
      // ---- browse routes: listings and details from the content-type registry ----
      // One module per kind of page, mapped to every URL of the content-type registry
      // (app/content/registry-data.js); ids must be unique across the route tree.
      for (const { id, path, kind } of browseRoutes()) {
        route(path, BROWSE_MODULES[kind], { id });
      }
      // ---- end of browse routes ----
      // ---- authoring forms: one module for every kind of /posts/{kind} and /pages/{kind} (issue 18) ----
      route("posts/:kind/:slug?", "authoring/routes/editor.tsx", { id: "authoring/posts" });
      route("pages/:kind/:slug?", "authoring/routes/editor.tsx", { id: "authoring/pages" });
    });
    return { ...browse, ...languageCopies({ ...flatRoutes("app", IGNORED_ROUTE_FILES), ...browse }) };
  },
};
