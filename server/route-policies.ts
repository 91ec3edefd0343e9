import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { LRUCache } from "lru-cache";
import { DEFAULT_POLICY, isPolicyHandle, type RoutePolicy } from "../app/route-policy";
import { cacheBudget, registerCache } from "../shared/memory-budget";

/** The route tree of a server build, as the router matches it. */
export function routeTree(build: ServerBuild): RouteObject[] {
  const all = Object.values(build.routes).filter((route) => route !== undefined);
  const children = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: children(route.id) },
      );
  return children(undefined);
}

/**
 * The address the router answers for a request path: single fetch's data requests (`/x.data`,
 * `/_root.data` for the home page) are the page's own address, and a trailing slash is dropped
 * (React Router's getNormalizedPath, without v8_trailingSlashAwareDataRequests; the spellings
 * are tested in tests/server/route-policies.test.ts).
 */
export function routerPathname(path: string): string {
  if (path === "/_root.data") return "/";
  const pathname = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return pathname !== "/" && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

export interface RouteMatcher {
  /** The ids of the routes an address matches, root first (none when nothing matches). */
  matchIds(path: string): string[];
  /** The policy of the routes an address matches, each field from the deepest route that states it. */
  policyOf(path: string): RoutePolicy;
}

/**
 * Matches request paths to the build's routes with the router's own matcher (case-insensitive,
 * percent-decoded, ranked), remembering the last few thousand paths.
 */
export function routeMatcher(build: ServerBuild, maxBytes = cacheBudget("routes")): RouteMatcher {
  const routes = routeTree(build);
  // One match per address, and the policy worked out from it once; bounded by bytes (the
  // "routes" share of the memory budget), an address counted with its ids and its policy.
  const known = new LRUCache<string, { ids: string[]; policy: RoutePolicy }>({
    maxSize: maxBytes,
    sizeCalculation: (found, pathname) => 2 * pathname.length + found.ids.reduce((sum, id) => sum + 2 * id.length + 16, 0) + 256,
  });
  const lookups = { hits: 0, misses: 0 };
  registerCache("routes", { budget: maxBytes, bytes: () => known.calculatedSize, entries: () => known.size, lookups });
  const lookup = (path: string) => {
    const pathname = routerPathname(path);
    let found = known.get(pathname);
    lookups[found ? "hits" : "misses"] += 1;
    if (!found) {
      const ids = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.id ?? "");
      let policy = DEFAULT_POLICY;
      for (const id of ids) {
        const handle = build.routes[id]?.module.handle;
        if (isPolicyHandle(handle)) policy = { ...policy, ...handle.policy };
      }
      found = { ids, policy };
      known.set(pathname, found);
    }
    return found;
  };
  return {
    matchIds: (path) => lookup(path).ids,
    policyOf: (path) => lookup(path).policy,
  };
}
