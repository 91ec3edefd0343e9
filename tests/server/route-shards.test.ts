/**
 * Each address is answered from a shard of the route tree (decision 0118): the shard's routes
 * match every spelling of every route's address, and the ancestors route discovery looks at,
 * exactly as the whole tree does; pages and route discovery work through the shards; and the
 * guard below fails once React Router stops walking the whole route manifest for every page,
 * when the shards may no longer pay.
 */
import { createRequestHandler, matchRoutes, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { routeShards } from "../../server/route-shards";
import { routerPathname, routeTree } from "../../server/route-policies";
import { loadContext } from "../support/load-context";
import { getBuild } from "./helpers";

let build: ServerBuild;
let api: RealApi;
let portal: Portal;
beforeAll(async () => {
  build = await getBuild();
  api = await startRealApi();
  portal = await startPortalAt(api.url, {}, { pageCache: false });
}, 180_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

/** An address each route answers: parameters filled in, optional segments both ways. */
function addressesOf(routePath: string | undefined): string[] {
  const segments = (routePath ?? "").split("/").filter(Boolean);
  let paths = [""];
  for (const segment of segments) {
    const value = segment === "*" ? "a/b" : segment.startsWith(":") ? "x-1" : segment.replace(/\?$/, "");
    paths = paths.flatMap((p) => (segment.endsWith("?") ? [p, `${p}/${value}`] : [`${p}/${value}`]));
  }
  return paths.map((p) => p || "/");
}

/** Spellings the router treats as the address itself: upper case, and its data request. */
function sameAddress(path: string): string[] {
  return [path, path.toUpperCase(), path === "/" ? "/_root.data" : `${path}.data`];
}

/** Spellings that tell the address apart by a hair, tried on a sample of the routes. */
function nearAddress(path: string): string[] {
  const encoded = path.replace(/^\/([a-z])/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`);
  return [`${path}/`, encoded, `/${path}`, `${path}//x`, `${path}/%ZZ`, `/hi${path}`.toUpperCase(), `/hi${path}.data`];
}

/** The ids of the routes an address matches; the whole tree's answers are kept (ranking 311 routes takes a while). */
const matched = new WeakMap<object, Map<string, string>>();
function ids(routes: ReturnType<typeof routeTree>, path: string) {
  const known = matched.get(routes) ?? new Map<string, string>();
  matched.set(routes, known);
  let found = known.get(path);
  if (found === undefined) {
    found = (matchRoutes(routes, path) ?? []).map((m) => m.route.id).join(" > ");
    known.set(path, found);
  }
  return found;
}

/** The addresses route discovery's partial manifest matches for a page: "/" and each ancestor. */
function ancestors(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  return ["/", ...segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)];
}

describe("the shard of an address", () => {
  it("matches what the whole route tree matches, for every route in every spelling, and for the ancestors", () => {
    const whole = routeTree(build);
    const shards = routeShards(build);
    const trees = new Map<string, ReturnType<typeof routeTree>>();
    const paths = new Set([
      "/no-such-page",
      "/hi/no-such-page",
      "/hindi",
      "/hi-tech",
      "/article/hi",
      "//",
      "/%ZZ/x",
      "/h%69/%ZZ",
      "/hi/%ZZ",
    ]);
    Object.values(build.routes).forEach((route, i) => {
      for (const address of addressesOf(route?.path))
        for (const p of [...sameAddress(address), ...(i % 20 === 0 ? nearAddress(address) : [])]) paths.add(p);
    });
    let compared = 0;
    for (const path of paths) {
      const shard = shards.shardOf(path);
      if (!trees.has(shard)) trees.set(shard, routeTree(shards.build(shard)));
      const tree = trees.get(shard)!;
      const pathname = routerPathname(path);
      for (const p of [pathname, ...ancestors(pathname)]) {
        expect(ids(tree, p), `${path} (${p}) in shard ${JSON.stringify(shard)}`).toBe(ids(whole, p));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(2000);
    // Most shards hold a few routes, not the 311 of the whole tree.
    const sizes = [...trees.keys()].map((shard) => Object.keys(shards.build(shard).routes).length).sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(20);
  });

  it("makes no new shard for made-up addresses", () => {
    const shards = routeShards(build);
    expect(shards.shardOf("/made-up-1")).toBe(shards.shardOf("/made-up-2"));
    expect(shards.shardOf("/hi/made-up-1")).toBe(shards.shardOf("/hi/made-up-2"));
    expect(shards.shardOf("/hi/made-up-1")).not.toBe(shards.shardOf("/made-up-1"));
  });
});

describe("pages through the shards", () => {
  it("renders each language's page and answers route discovery for both at once", async () => {
    const english = await fetch(`${portal.url}/articles/all`);
    expect(english.status).toBe(200);
    expect(await english.text()).toMatch(/<html lang="en"/);
    const hindi = await fetch(`${portal.url}/hi/articles/all`);
    expect(hindi.status).toBe(200);
    expect(await hindi.text()).toMatch(/<html lang="hi"/);
    const manifest = await fetch(`${portal.url}/__manifest?version=${build.assets.version}&paths=/articles/all,/hi/articles/all`);
    const patches = Object.keys((await manifest.json()) as Record<string, unknown>);
    expect(patches).toEqual(expect.arrayContaining(["root", "browse-listing-articles-all", "hi/browse-listing-articles-all"]));
  });
});

describe("why the routes are sharded (the guard of decision 0118)", () => {
  it("React Router still walks the whole route manifest for every page it renders", async () => {
    // Count the walks over the route manifest while a handler answers the same page again.
    let walks = 0;
    const routes = new Proxy(build.assets.routes, {
      ownKeys(target) {
        walks++;
        return Reflect.ownKeys(target);
      },
    });
    const handler = createRequestHandler({ ...build, assets: { ...build.assets, routes } }, "production");
    const page = async () => {
      const response = await handler(new Request("http://portal.test/articles/all"), loadContext(api.url));
      expect(response.status).toBe(200);
      await response.text();
    };
    await page();
    walks = 0;
    await page();
    // When this fails, React Router keeps the route tree between renders: measure whether the
    // shards still pay (docs/performance.md) and retire decision 0118 if not.
    expect(walks).toBeGreaterThan(0);
  });
});
