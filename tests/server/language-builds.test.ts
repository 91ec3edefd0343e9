/**
 * Each language's pages are answered from a build with only that language's routes (decision
 * 0118): the split sends every spelling of an address to the language the whole route tree would
 * have matched, route discovery still finds both languages, and the guard below fails once React
 * Router stops walking the whole route manifest for every page, when the split may no longer pay.
 */
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { buildForLanguage, languageOfRequestPath } from "../../server/language-builds";
import { routeMatcher } from "../../server/route-policies";
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

describe("the language of a request", () => {
  it("is the language of the route the whole tree matches, in every spelling of the address", () => {
    const whole = routeMatcher(build);
    const paths = [
      "/", "/_root.data", "/hi", "/hi/", "/hi.data", "/HI/articles/all", "/Hi/Signin-Email.data", "/h%69/articles/all", "/%68%49/search",
      "/hi/no-such-page", "/hi/robots.txt", "/hindi", "/hi-tech", "/article/hi", "/articles/all.data", "/robots.txt", "/no-such-page", "/%ZZ/x", "/hi/%ZZ",
    ];
    for (const path of paths) {
      const deepest = whole.matchIds(path).at(-1) ?? "";
      expect(languageOfRequestPath(path), path).toBe(deepest.startsWith("hi/") ? "hi" : "en");
    }
  });

  it("splits the routes between the languages, each with the root, none lost", () => {
    const english = Object.keys(buildForLanguage(build, "en").routes);
    const hindi = Object.keys(buildForLanguage(build, "hi").routes);
    expect(english).toContain("root");
    expect(hindi).toContain("root");
    expect(english.filter((id) => id.startsWith("hi/"))).toEqual([]);
    expect(hindi.filter((id) => id !== "root" && !id.startsWith("hi/"))).toEqual([]);
    expect(new Set([...english, ...hindi]).size).toBe(Object.keys(build.routes).length);
    expect(Object.keys(buildForLanguage(build, "hi").assets.routes).sort()).toEqual([...hindi].sort());
  });
});

describe("pages through the per-language handlers", () => {
  it("renders each language's page and answers route discovery for both at once", async () => {
    const english = await fetch(`${portal.url}/articles/all`);
    expect(english.status).toBe(200);
    expect(await english.text()).toMatch(/<html lang="en"/);
    const hindi = await fetch(`${portal.url}/hi/articles/all`);
    expect(hindi.status).toBe(200);
    expect(await hindi.text()).toMatch(/<html lang="hi"/);
    const manifest = await fetch(`${portal.url}/__manifest?version=${build.assets.version}&paths=/articles/all,/hi/articles/all`);
    const patches = Object.keys((await manifest.json()) as Record<string, unknown>);
    expect(patches.some((id) => id.startsWith("hi/"))).toBe(true);
    expect(patches.some((id) => id !== "root" && !id.startsWith("hi/"))).toBe(true);
  });
});

describe("why the routes are split (the guard of decision 0118)", () => {
  it("React Router still walks the whole route manifest for every page it renders", async () => {
    // Count the walks over the route manifest while a handler answers the same page again.
    let walks = 0;
    const english = buildForLanguage(build, "en");
    const routes = new Proxy(english.assets.routes, {
      ownKeys(target) {
        walks++;
        return Reflect.ownKeys(target);
      },
    });
    const handler = createRequestHandler({ ...english, assets: { ...english.assets, routes } }, "production");
    const page = async () => {
      const response = await handler(new Request("http://portal.test/articles/all"), loadContext(api.url));
      expect(response.status).toBe(200);
      await response.text();
    };
    await page();
    walks = 0;
    await page();
    // When this fails, React Router keeps the route tree between renders: measure whether one
    // build per language still pays (docs/performance.md) and retire decision 0118 if not.
    expect(walks).toBeGreaterThan(0);
  });
});
