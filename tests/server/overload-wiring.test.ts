/**
 * The overload guard where server/app.ts puts it, on the production server in front of the real
 * API: while the injected event-loop delay says overloaded, cached pages, files and health checks
 * are served and pages that must be rendered get the fast 503 page.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RETRY_AFTER_S } from "../../server/overload";
import { startFaultProxy, type FaultProxy } from "../faults/fault-proxy";
import { pagePaths, signedInCookie, startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";

let api: RealApi;
let proxy: FaultProxy;
let portal: Portal;
let delay = 0;

beforeAll(async () => {
  api = await startRealApi();
  proxy = await startFaultProxy(api.url);
  portal = await startPortalAt(
    proxy.url,
    {},
    { overload: { maxDelayMs: 40, maxInFlight: 0, sampler: { delayMs: () => delay, stop() {} } } },
  );
});
afterAll(async () => {
  await portal?.close(100);
  await proxy?.close();
  await api?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(portal.url + path, { headers, redirect: "manual" });

describe("the production server while overloaded", () => {
  it("serves the cached page, files and health checks, and refuses what must be rendered with the portal's 503 page", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/.exec(homeHtml)?.[1];
    expect(stylesheet).toBeDefined();
    const cookie = await signedInCookie(api.db);
    const { search } = await pagePaths(portal.url);

    // Two renders running (their search calls to the API hang), and the event loop late: overloaded.
    proxy.addRule(/\/api\/web\/search/, "hang");
    const reader = new AbortController();
    const searches = [search, `/search?queryData=${encodeURIComponent(JSON.stringify({ searchText: "overload" }))}`];
    const running = Promise.all(searches.map((path) => fetch(portal.url + path, { signal: reader.signal }).catch(() => undefined)));
    await vi.waitFor(() => expect(proxy.calls.filter((call) => call.includes("/api/web/search")).length).toBeGreaterThanOrEqual(2));
    delay = 100;
    try {
      const cached = await get("/");
      expect(cached.status).toBe(200);
      expect(await cached.text()).toBe(homeHtml);
      expect((await get(stylesheet!)).status).toBe(200);
      expect((await get("/favicon.svg")).status).toBe(200);
      expect((await get("/healthz")).status).toBe(200);
      expect((await get("/readyz")).status).toBe(200);

      const refused = await get("/articles/all?not-cached-yet=1");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_S));
      const page = await refused.text();
      expect(page).toContain(`<link rel="stylesheet" href="${stylesheet}">`); // the portal's own look
      expect(page).toContain("This page is temporarily unavailable");
      expect(await (await get("/hi/articles/all")).text()).toContain('<html lang="hi"');
      // A signed-in reader's page is never from the cache: it is refused too.
      expect((await get("/", { cookie })).status).toBe(503);
    } finally {
      delay = 0;
      reader.abort();
      await running;
      proxy.clearRules();
    }
    expect((await get("/articles/all")).status).toBe(200);
  });
});
