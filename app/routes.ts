import { prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";
import { browseRoutes } from "./content/browse-routes";
import { PREFIXED_LANGUAGES } from "./i18n/languages";

/** Routes that are the same in every language: not mirrored under a prefix. */
const LANGUAGE_NEUTRAL = new Set(["robots.txt", "sitemap.xml", "sitemap/:file", "media/:id/:file"]);

/** Route modules of the browse pages, by kind of page. */
const BROWSE_MODULES = {
  landing: "site/routes/landing.tsx",
  listing: "site/routes/listing.tsx",
  detail: "site/routes/detail.tsx",
  hub: "site/routes/hub.tsx",
  author: "site/routes/author.tsx",
} as const;

/** Routes besides the file-system ones in app/routes/; ids are unique across the tree. */
function declaredRoutes(): RouteConfigEntry[] {
  return [
    // Listings and details: one module per kind of page, mapped to every address of the
    // content-type registry (contract/content-types.ts).
    ...browseRoutes().map(({ id, path, kind }) => route(path, BROWSE_MODULES[kind as keyof typeof BROWSE_MODULES], { id })),
    // Authoring forms: one module for every kind of /posts/{kind} and /pages/{kind} (docs/product/contributions.md#kinds-and-their-forms).
    route("posts/:kind/:slug?", "authoring/routes/editor.tsx", { id: "authoring/posts" }),
    route("pages/:kind/:slug?", "authoring/routes/editor.tsx", { id: "authoring/pages" }),
  ];
}

/** The same routes for a language prefix: the same modules under ids of their own. */
function languageCopy(lang: string, routes: RouteConfigEntry[]): RouteConfigEntry[] {
  const copy = (entry: RouteConfigEntry): RouteConfigEntry => ({
    ...entry,
    id: `${lang}/${entry.id ?? entry.file.replace(/\.[jt]sx?$/, "")}`,
    children: entry.children?.map(copy),
  });
  return prefix(lang, routes.filter((entry) => !(entry.path && LANGUAGE_NEUTRAL.has(entry.path))).map(copy));
}

const english = [...declaredRoutes(), ...(await flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.test.ts"] }))];

export default [...english, ...PREFIXED_LANGUAGES.flatMap((lang) => languageCopy(lang, english))] satisfies RouteConfig;
