/**
 * The portal against an upstream that never finishes answering, under garbage-collector
 * pressure: one that accepts and never answers, one that sends headers and no body, one whose
 * body stalls half way, one with an empty body. Every page still answers within its budget,
 * with 502/503 and the portal's error page, never a 200 error page. /readyz says not ready.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFaultProxy, type FaultProxy, type PathFault } from "./fault-proxy";
import { startGcPressure } from "./gc-pressure";
import { pagePaths, startPortalAt, startRealApi, type Portal, type RealApi } from "./portal-harness";

const TIMEOUT_MS = 1000;
/** Well under the 20 s a dropped timer let pages hang for; the detail page waits two rounds. */
const BUDGET_MS = 3000;

const ERROR_PAGE = /temporarily unavailable|<title>Error \d+/i;

async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual" });
  const body = await response.text();
  return { status: response.status, body, ms: Math.round(performance.now() - started) };
}

describe("the portal when its upstream stalls, under GC pressure", () => {
  let api: RealApi;
  let paths: Awaited<ReturnType<typeof pagePaths>>;
  const started: { proxy: FaultProxy; portal: Portal }[] = [];

  /** A fresh proxy is a new upstream origin, so nothing is cached for it: every page must call. */
  async function portalWith(fault: PathFault, pattern = /^\/api\//) {
    const proxy = await startFaultProxy(api.url);
    proxy.addRule(pattern, fault);
    const portal = await startPortalAt(proxy.url, { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
    started.push({ proxy, portal });
    return { proxy, portal };
  }

  beforeAll(async () => {
    api = await startRealApi();
    const direct = await startPortalAt(api.url);
    paths = await pagePaths(direct.url);
    await direct.close(500);
  });

  afterAll(async () => {
    for (const { proxy, portal } of started) {
      await portal.close(200);
      await proxy.close();
    }
    await api?.close();
  });

  for (const fault of ["hang", "headers-only", "stall-body", "empty"] as const) {
    it(`every page answers a stalled upstream (${fault}) with 502/503 within ${BUDGET_MS} ms`, async () => {
      const { portal } = await portalWith(fault);
      const pressure = startGcPressure();
      try {
        for (const [name, p] of Object.entries(paths)) {
          const r = await timed(portal.url + p);
          expect(r.ms, `${name} ${p} took ${r.ms} ms`).toBeLessThan(BUDGET_MS);
          expect(r.body, name).toContain('id="main-content"');
          // The home page is built from optional blocks and may render without them (docs/product/limits.md#error-catalogue);
          // an error page, though, never comes with 200.
          if (r.status === 200) expect(r.body, `${name} ${p}`).not.toMatch(ERROR_PAGE);
          else expect([502, 503], `${name} ${p} answered ${r.status}`).toContain(r.status);
          if (name !== "home") expect(r.status, `${name} ${p}`).not.toBe(200);
        }
      } finally {
        pressure.stop();
      }
      expect(pressure.collections(), "forced collections while the pages waited").toBeGreaterThan(0);
    });
  }

  for (const fault of ["garbage", "wrong-shape", "empty", "stall-body", "hang"] as const) {
    it(`/readyz is not ready while the upstream's health check answers ${fault}`, async () => {
      const { portal } = await portalWith(fault, /^\/api\/healthz/);
      const started = performance.now();
      const ready = await fetch(`${portal.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { ok: boolean }).ok).toBe(false);
      expect(performance.now() - started).toBeLessThan(BUDGET_MS);
    });
  }

  it("/readyz is ready when the upstream's health check answers well-formed", async () => {
    const { portal, proxy } = await portalWith("500", /^\/never-matches/);
    const ready = await fetch(`${portal.url}/readyz`);
    expect(await ready.json()).toEqual({ ok: true, breaker: "closed" });
    expect(proxy.calls).toContain("GET /api/healthz");
  });
});
