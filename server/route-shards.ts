import { createRequestHandler, type ServerBuild } from "react-router";
import { PREFIXED_LANGUAGES } from "../app/i18n/languages";
import { routerPathname } from "./route-policies";

/**
 * Pages answered from a shard of the route tree (decision 0118). React Router 7 builds the whole
 * route tree again for every page it renders and tries the ranked routes one by one for every
 * match, so with 311 routes (every page again under `/hi`) each page paid for all of them. An
 * address can only match routes whose first segment is its own (after a language prefix: whose
 * first two are), or routes that start with a parameter or a splat. Each such shard gets its
 * own request handler over a copy of the build with just those routes, plus the ones its
 * ancestors' addresses match (route discovery's partial manifest looks at "/" and "/hi" too),
 * so it picks the route the whole tree would: the best-ranked match is in the shard, and nothing
 * in the shard ranks above it that the whole tree lacks. Route discovery (`/__manifest`) is
 * asked for addresses of any shard at once and keeps the whole build.
 */

/** Where a route can match: one shard key, every key under a language ("hi/*"), or anywhere ("*"). */
type Reach = { key: string } | { language: string } | "anywhere";

const isStatic = (segment: string) => !/^[:*]|\?$/.test(segment);

/** The shard of an address: `articles`, `hi/articles`, `hi/` for the Hindi home, `` for "/". */
function keyOfSegments(segments: string[]): string {
  const [first = "", second = ""] = segments.map((s) => s.toLowerCase());
  return PREFIXED_LANGUAGES.some((lang) => lang === first) ? `${first}/${second}` : first;
}

/**
 * The segments of an address as the router matches them: the page of a `.data` request,
 * percent-decoded; null when an escape is malformed (React Router then matches the address as
 * sent, and the ancestors it looks at may decode after all).
 */
export function routerSegments(path: string): string[] | null {
  try {
    return routerPathname(path)
      .split("/")
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"));
  } catch {
    return null;
  }
}

function reachOf(routePath: string | undefined): Reach {
  const segments = (routePath ?? "").split("/").filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return { key: "" };
  if (!isStatic(first)) return "anywhere";
  if (!PREFIXED_LANGUAGES.some((lang) => lang === first.toLowerCase())) return { key: first.toLowerCase() };
  if (second === undefined) return { key: `${first.toLowerCase()}/` };
  return isStatic(second) ? { key: keyOfSegments([first, second]) } : { language: first.toLowerCase() };
}

function reaches(reach: Reach, key: string): boolean {
  if (reach === "anywhere") return true;
  if ("language" in reach) return key.startsWith(`${reach.language}/`);
  return reach.key === key;
}

/** The keys whose routes a shard also needs: its own ancestors' ("/", and "/hi" under Hindi). */
function keysSeenBy(key: string): string[] {
  const slash = key.indexOf("/");
  return slash === -1 ? ["", key] : ["", key.slice(0, slash + 1), key];
}

/** A copy of the build with the routes an address of this shard (or of its ancestors) can match. */
export function buildForShard(build: ServerBuild, key: string): ServerBuild {
  const keys = keysSeenBy(key);
  const wanted = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route || !keys.some((k) => reaches(reachOf(route.path), k))) continue;
    // The route and its parents: a shard keeps whole branches.
    for (let id: string | undefined = route.id; id && !wanted.has(id); id = build.routes[id]?.parentId) wanted.add(id);
  }
  const only = <T>(routes: Record<string, T>) => Object.fromEntries(Object.entries(routes).filter(([id]) => wanted.has(id)));
  return { ...build, routes: only(build.routes), assets: { ...build.assets, routes: only(build.assets.routes) } };
}

/** The shard of the addresses the router cannot decode: the whole tree. */
const WHOLE = "*";

/** The shards of a build: the shard an address belongs to, and each shard's build. */
export function routeShards(build: ServerBuild) {
  // Keys no route names share one shard per language (the catch-alls'), so that made-up
  // addresses cannot make a shard each.
  const named = new Set<string>();
  for (const route of Object.values(build.routes)) {
    const reach = reachOf(route?.path);
    if (typeof reach === "object" && "key" in reach) named.add(reach.key);
  }
  return {
    shardOf(path: string): string {
      const segments = routerSegments(path);
      if (!segments) return WHOLE;
      const key = keyOfSegments(segments);
      if (named.has(key)) return key;
      const slash = key.indexOf("/");
      return slash === -1 ? "\0" : `${key.slice(0, slash + 1)}\0`;
    },
    build: (shard: string) => (shard === WHOLE ? build : buildForShard(build, shard)),
  };
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

/** React Router's request handler, with each address answered from its own shard of the routes. */
export function createShardedRequestHandler(build: ServerBuild, mode: string): RequestHandler {
  const whole = createRequestHandler(build, mode);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  const shards = routeShards(build);
  const handlers = new Map<string, RequestHandler>();
  return (request, context) => {
    const { pathname } = new URL(request.url);
    const shard = pathname === manifestPath ? WHOLE : shards.shardOf(pathname);
    if (shard === WHOLE) return whole(request, context);
    let handler = handlers.get(shard);
    if (!handler) {
      handler = createRequestHandler(shards.build(shard), mode);
      handlers.set(shard, handler);
    }
    return handler(request, context);
  };
}
