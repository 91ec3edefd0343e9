/**
 * The Prometheus metrics (docs/decisions/0106-prometheus-metrics.md) of a production server in front of the real API: what a
 * scrape of the separate metrics port shows after a few pages, and that the portal's own port
 * does not serve them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { createMetrics, upstreamLabel } from "../../server/metrics";
import { routeMatcher } from "../../server/route-policies";
import { startFaultProxy, type FaultProxy } from "../faults/fault-proxy";
import { pagePaths, startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { getBuild } from "./helpers";

let api: RealApi;
let proxy: FaultProxy;
let portal: Portal;

beforeAll(async () => {
  api = await startRealApi();
  proxy = await startFaultProxy(api.url);
  portal = await startPortalAt(proxy.url, {}, { metrics: { port: 0, host: "127.0.0.1" } });
});
afterAll(async () => {
  await portal?.close(100);
  await proxy?.close();
  await api?.close();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${portal.metricsPort}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

/** The value of the sample with exactly these labels, or 0 when there is none. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2].split(",");
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) return Number(match[3]);
  }
  return 0;
}

describe("Prometheus metrics on their own port", () => {
  it("count requests by Remix route, method and status, with durations", async () => {
    const { detail } = await pagePaths(portal.url);
    const before = await scrape();
    for (const path of ["/", detail, "/articles/all", "/no-such-page-anywhere", "/assets/nope.js"])
      await (await fetch(`${portal.url}${path}`)).text();
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      sample(after, "portal_http_requests_total", labels) - sample(before, "portal_http_requests_total", labels);
    expect(delta({ route: "routes/_index", method: "GET", status: "200" })).toBe(1);
    expect(delta({ route: "browse-listing-articles-all", method: "GET", status: "200" })).toBe(1);
    expect(after).toMatch(/^portal_http_requests_total\{route="browse-detail-[a-z-]+",method="GET",status="200"\} [1-9]/m);
    expect(delta({ route: "routes/$", method: "GET", status: "404" })).toBe(1);
    expect(delta({ route: "static", method: "GET", status: "404" })).toBe(1);
    expect(after).toMatch(/^portal_http_request_duration_seconds_bucket\{le="0\.1",route="routes\/_index",method="GET"\} \d+$/m);
    // Addresses never become labels: one label per route however many items are read.
    expect(after).not.toContain(detail);
  });

  it("time upstream calls, count their failures, and count cache lookups", async () => {
    const search = (words: string) =>
      fetch(`${portal.url}/search?queryData=${encodeURIComponent(JSON.stringify({ searchText: words }))}`).then((r) => r.text());
    await search("responsible");
    await proxy.setMode({ kind: "down" });
    try {
      await search("metrics probe");
    } finally {
      await proxy.setMode({ kind: "pass" });
    }
    const text = await scrape();
    expect(sample(text, "portal_upstream_call_duration_seconds_count", { path: "/api/web/search", outcome: "answer" })).toBeGreaterThan(0);
    expect(sample(text, "portal_upstream_failures_total", { path: "/api/web/search", status: "0" })).toBeGreaterThan(0);
    expect(sample(text, "portal_cache_lookups_total", { cache: "upstream", outcome: "miss" })).toBeGreaterThan(0);
    expect(sample(text, "portal_cache_lookups_total", { cache: "upstream", outcome: "fresh" })).toBeGreaterThan(0);
  });

  it("include the event-loop delay and the memory of the process", async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+$/m);
  });

  it("are not served on the portal's own port, and the metrics port serves nothing else", async () => {
    expect((await fetch(`${portal.url}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${portal.metricsPort}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${portal.metricsPort}/metrics`, { method: "POST" })).status).toBe(404);
  });
});

describe("the route label", () => {
  it("of a request answered by an app mounted at /api (the embedded API) is api", async () => {
    const metrics = createMetrics(routeMatcher(await getBuild()));
    const app = express();
    app.use(metrics.countRequests);
    const api = express.Router();
    api.get("/web/settings", (_req, res) => void res.json({ ok: true }));
    app.use("/api", api);
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/web/settings?lang=hi`)).text();
      await new Promise((resolve) => setImmediate(resolve));
      const text = await metrics.registry.metrics();
      expect(sample(text, "portal_http_requests_total", { route: "api", method: "GET", status: "200" })).toBe(1);
    } finally {
      metrics.stop();
      server.close();
    }
  });
});

describe("upstream path labels", () => {
  it("keep the first three segments and hide ids", () => {
    expect(upstreamLabel("/api/web/campaigns/cyberguard-ai-hackathon?lang=hi")).toBe("/api/web/campaigns");
    expect(upstreamLabel("/api/log/12345")).toBe("/api/log/:id");
    expect(upstreamLabel("/api/user")).toBe("/api/user");
  });
});
