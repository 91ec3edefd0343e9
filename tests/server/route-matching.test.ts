/**
 * Decision 0112: the server's route matching is patched (patches/@remix-run+router*.patch) to
 * rank a routes array once and to try only the branches that can match a pathname's first
 * segment. The patch touches the CommonJS build the server loads; the ES module build (the
 * browser's) is the library as published, so it is the reference: on the portal's own routes,
 * both must give the same matches for every pathname.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { beforeAll, describe, expect, it } from "vitest";
import { getBuild } from "./helpers";

const require = createRequire(import.meta.url);
type MatchRoutes = (routes: AgnosticRouteObject[], location: string) => { route: { id?: string }; params: object; pathname: string; pathnameBase: string }[] | null;
const patchedFile = require.resolve("@remix-run/router");
const patched = require(patchedFile) as { matchRoutes: MatchRoutes };
const referenceFile = patchedFile.replace(/router\.cjs\.js$/, "router.js");

let build: Awaited<ReturnType<typeof getBuild>>;
beforeAll(async () => {
  build = await getBuild();
}, 180_000);

function appRoutes(): AgnosticRouteObject[] {
  const all = Object.values(build.routes);
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const children = tree(r.id);
        return r.index
          ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, ...(children.length ? { children } : {}) };
      });
  return tree(undefined);
}

/** Every route's full path with its parameters filled in, in a few spellings, and some that match nothing. */
function pathnames(routes: AgnosticRouteObject[]): string[] {
  const full: string[] = [];
  const walk = (list: AgnosticRouteObject[], prefix: string) => {
    for (const r of list) {
      const p = r.path ? `${prefix}/${r.path}`.replace(/\/+/g, "/") : prefix;
      full.push(p || "/");
      if (r.children) walk(r.children, p);
    }
  };
  walk(routes, "");
  const filled = full.map((p) => p.replace(/:[\w-]+\??/g, "some-slug-42").replace(/\*/g, "a/b"));
  const spellings = filled.flatMap((p) => [p, p.toUpperCase(), `${p}/`, `/${p}`, `${p}/extra`, `/hi${p}`, p.replace(/^\/[^/]+/, "/unknown")]);
  return [...new Set([...spellings, "/", "", "/hi", "/HI", "/%E0%A4%B9%E0%A4%BF", "/articles%2Fall", "/ſearch", "/search/", "/.well-known/x", "/nope/nope/nope"])];
}

describe("route matching on the server (patched router)", () => {
  it("is the patched build: npm install applied patches/ (patch-package)", () => {
    expect(readFileSync(patchedFile, "utf8")).toContain("Patched by the portal");
    expect(readFileSync(referenceFile, "utf8")).not.toContain("Patched by the portal");
  });

  it("gives the same matches as the published router for every route of the portal, first call and cached", async () => {
    const reference = (await import(referenceFile)) as { matchRoutes: MatchRoutes };
    const routes = appRoutes();
    const list = pathnames(routes);
    expect(list.length).toBeGreaterThan(1000);
    const shape = (m: ReturnType<MatchRoutes>) => m?.map((x) => [x.route.id, x.params, x.pathname, x.pathnameBase]) ?? null;
    let matched = 0;
    for (const p of list) {
      const expected = shape(reference.matchRoutes(routes, p));
      if (expected) matched++;
      expect(shape(patched.matchRoutes(routes, p)), p).toEqual(expected);
      expect(shape(patched.matchRoutes(routes, p)), `${p} (again)`).toEqual(expected);
    }
    // The list is not all misses: most spellings reach a page.
    expect(matched).toBeGreaterThan(list.length / 2);
  });

  it("notices routes added to a new array (the cache is per array)", () => {
    const before: AgnosticRouteObject[] = [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }];
    expect(patched.matchRoutes(before, "/b")).toBeNull();
    const after: AgnosticRouteObject[] = [{ id: "root", path: "/", children: [{ id: "a", path: "a" }, { id: "b", path: "b" }] }];
    expect(patched.matchRoutes(after, "/b")?.map((m) => m.route.id)).toEqual(["root", "b"]);
  });
});
