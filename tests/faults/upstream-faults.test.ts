/**
 * The portal against a failing upstream: a loopback fault proxy sits between the production
 * portal server and the real content API (sample content on a temporary SQLite file).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { searchHref } from "../../app/search/query";
import { startFaultProxy, type FaultProxy } from "./fault-proxy";
import { pagePaths, signedInCookie, startPortalAt, startRealApi, type Portal, type RealApi } from "./portal-harness";

const TIMEOUT_MS = 500;
/** The upstream's circuit breaker opens after a few failed calls; it lets a trial call through this soon. */
const BREAKER_OPEN_MS = 200;
/**
 * Slack for a loaded 2-core machine: rendering and scheduling on top of the upstream wait. Every
 * budget stays under the slow upstream's 3 s, so a page that waited for it fails.
 */
const SLACK_MS = 1500;
/**
 * Upstream calls a page may wait for one after the other (each bounded by the timeout):
 * the detail page loads its comments after the item, the others wait for one round.
 */
const ROUNDS = { home: 1, listing: 1, detail: 2, search: 1 } as const;

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  const body = await response.text();
  return { status: response.status, body, ms: Math.round(performance.now() - started) };
}

describe("the portal when its upstream fails", () => {
  let api: RealApi;
  let proxy: FaultProxy;
  let portal: Portal;
  let paths: Awaited<ReturnType<typeof pagePaths>>;
  /** Pages never visited before the fault: nothing cached for them. */
  let cold: Record<"listing" | "detail" | "search", string>;
  let detailTitle: string;

  beforeAll(async () => {
    api = await startRealApi();
    proxy = await startFaultProxy(api.url);
    portal = await startPortalAt(
      proxy.url,
      { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), UPSTREAM_BREAKER_OPEN_MS: String(BREAKER_OPEN_MS) },
      { pageCache: false },
    );
    paths = await pagePaths(portal.url);
    const news = await (await fetch(`${portal.url}/news/all`)).text();
    const otherDetail = /href="(\/news\/[a-z0-9-]+)"/.exec(news)?.[1];
    expect(otherDetail).toBeTruthy();
    cold = {
      listing: "/articles/all?sort=oldest",
      detail: otherDetail!,
      search: searchHref({ searchText: "agriculture", sort_by: 1 }),
    };
    // Warm the caches of the pages that should survive an outage.
    for (const p of Object.values(paths)) {
      const r = await timed(portal.url + p);
      expect(r.status, p).toBe(200);
    }
    detailTitle = /<h1[^>]*>([^<]+)<\/h1>/.exec((await timed(portal.url + paths.detail)).body)?.[1] ?? "";
    expect(detailTitle).not.toBe("");
  });

  afterAll(async () => {
    await portal?.close(500);
    await proxy?.close();
    await api?.close();
  });

  it("with the upstream down, pages whose data is cached still render", async () => {
    await proxy.setMode({ kind: "down" });
    for (const [name, p] of Object.entries(paths)) {
      const r = await timed(portal.url + p);
      expect(r.status, `${name} ${p}`).toBe(200);
      expect(r.body).toContain('id="main-content"');
    }
    expect((await timed(portal.url + paths.detail)).body).toContain(detailTitle);
  });

  it("with the upstream down, other pages answer 503 with a clear temporarily-unavailable page, fast", async () => {
    await proxy.setMode({ kind: "down" });
    for (const [name, p] of Object.entries(cold)) {
      const r = await timed(portal.url + p);
      expect(r.status, `${name} ${p}`).toBe(503);
      expect(r.body, name).toMatch(/temporarily unavailable|Search is not available/i);
      expect(r.body).not.toMatch(/at [\w.]+ \(|node_modules/); // no stack trace
      expect(r.ms, name).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    }
    const listing = await timed(portal.url + cold.listing);
    expect(listing.body).toContain("This page is temporarily unavailable");
  });

  it("with the upstream slow (3 s), no page waits longer than its timeout budget", async () => {
    await proxy.setMode({ kind: "slow", delayMs: 3000 });
    try {
      const cookie = await signedInCookie(api.db);
      const timings: string[] = [];
      const pages: [keyof typeof ROUNDS, string, boolean][] = [
        ["home", paths.home, true],
        ["listing", paths.listing, true],
        ["detail", paths.detail, true],
        ["search", paths.search, true],
        ["listing", "/news/all?sort=title", false],
        ["detail", cold.detail, false],
        ["search", searchHref({ searchText: "language", sort_by: 1 }), false],
      ];
      for (const [kind, p, cached] of pages) {
        for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
          const r = await timed(portal.url + p, { headers });
          const budget = ROUNDS[kind] * TIMEOUT_MS + SLACK_MS;
          expect(budget).toBeLessThan(3000);
          timings.push(
            `${kind} ${cached ? "cached" : "cold"} ${headers.Cookie ? "signed in" : "anonymous"}: ${r.ms} ms (budget ${budget})`,
          );
          expect(r.ms, `${kind} ${p} took ${r.ms} ms\n${timings.join("\n")}`).toBeLessThan(budget);
          expect(r.status, `${kind} ${p}`).toBe(cached ? 200 : 503);
        }
      }
    } finally {
      await proxy.setMode({ kind: "pass" });
    }
  });

  it("with an optional block's call answering 500 or garbage JSON, the page renders without that block", async () => {
    await proxy.setMode({ kind: "pass" });
    // A second proxy is a new upstream origin: the portal's caches are cold for it.
    const coldProxy = await startFaultProxy(api.url);
    const fresh = await startPortalAt(coldProxy.url, { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) }, { pageCache: false });
    try {
      coldProxy.addRule(/^\/api\/web\/page\/home-pillar/, "500");
      coldProxy.addRule(/^\/api\/web\/collections\?per_page=8&sort=latest/, "garbage");
      coldProxy.addRule(/^\/api\/web\/comment\/all\/listing/, "500");
      coldProxy.addRule(/^\/api\/recommendations\/since-last-visit/, "garbage");
      coldProxy.addRule(/^\/api\/web\/add\/search/, "500");

      const home = await timed(fresh.url + "/");
      expect(home.status).toBe(200);
      expect(home.body).not.toContain('id="home-pillars"');
      expect(home.body).toContain('id="main-content"');

      const detail = await timed(fresh.url + paths.detail, { headers: { Cookie: await signedInCookie(api.db) } });
      expect(detail.status).toBe(200);
      expect(detail.body).toContain(detailTitle);

      const search = await timed(fresh.url + searchHref({ searchText: "healthcare" }));
      expect(search.status).toBe(200);
      expect(search.body).toContain('id="results-count"');

      // The blocks come back once their calls do (caches cold, nothing stale kept).
      coldProxy.clearRules();
      const again = await timed(fresh.url + "/");
      expect(again.body).toContain('id="home-pillars"');
    } finally {
      await fresh.close(500);
      await coldProxy.close();
    }
  });

  it("after the upstream returns, everything recovers without a restart", async () => {
    await proxy.setMode({ kind: "down" });
    expect((await timed(portal.url + cold.listing)).status).toBe(503);
    await proxy.setMode({ kind: "pass" });
    proxy.clearRules();
    // The upstream's breaker, open after the failures, lets one trial call through once its
    // BREAKER_OPEN_MS are up; its answer closes it.
    await vi.waitFor(async () => expect((await timed(portal.url + cold.listing)).status).toBe(200), { timeout: 5000, interval: 50 });
    for (const p of [...Object.values(paths), ...Object.values(cold)]) {
      const r = await timed(portal.url + p);
      expect(r.status, p).toBe(200);
    }
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(200);
  });
});
