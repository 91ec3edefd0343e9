/**
 * What a scrape of the metrics says about memory (server/metrics.ts): RSS and heap, each
 * in-process cache's budget, bytes, entries and hit rate, and the overload guard's figures.
 */
import { afterEach, describe, expect, it } from "vitest";
import { reportCacheLookup } from "../../app/telemetry.server";
import { createMetrics, type Metrics } from "../../server/metrics";
import { overloadGuard, watchOverload } from "../../server/overload";
import type { RouteMatcher } from "../../server/route-policies";
import { registerCache } from "../../shared/memory-budget";

const routes = { matchIds: () => [], policyOf: () => ({}) } as unknown as RouteMatcher;
let metrics: Metrics | undefined;
const cleanups: Array<() => void> = [];
afterEach(() => {
  metrics?.stop();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The value of the sample `name{labels}` in a scrape. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("memory in the metrics", () => {
  it("shows RSS and heap used", async () => {
    metrics = createMetrics(routes);
    const text = await metrics.registry.metrics();
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });

  it("shows each cache's budget, bytes, entries, and hit rate from its own count or from the lookups it reports", async () => {
    metrics = createMetrics(routes);
    const lookups = { hits: 3, misses: 1 };
    cleanups.push(registerCache("routes", { budget: 2048, bytes: () => 700, entries: () => 5, lookups }));
    cleanups.push(registerCache("pages", { budget: 4096, bytes: () => 1500, entries: () => 2 }));
    reportCacheLookup({ cache: "page", outcome: "fresh" });
    reportCacheLookup({ cache: "page", outcome: "stale" });
    reportCacheLookup({ cache: "page", outcome: "miss" });
    // Reported on the channel as "page", registered as "pages": one cache.
    const text = await metrics.registry.metrics();
    expect(sample(text, "portal_cache_budget_bytes", '{cache="routes"}')).toBe(2048);
    expect(sample(text, "portal_cache_bytes", '{cache="routes"}')).toBe(700);
    expect(sample(text, "portal_cache_entries", '{cache="routes"}')).toBe(5);
    expect(sample(text, "portal_cache_hits_total", '{cache="routes"}')).toBe(3);
    expect(sample(text, "portal_cache_misses_total", '{cache="routes"}')).toBe(1);
    expect(sample(text, "portal_cache_hit_ratio", '{cache="routes"}')).toBe(0.75);
    expect(sample(text, "portal_cache_bytes", '{cache="pages"}')).toBe(1500);
    expect(sample(text, "portal_cache_hit_ratio", '{cache="pages"}')).toBeCloseTo(2 / 3);
  });

  it("shows the overload guard's delay, requests in flight and refusals", async () => {
    metrics = createMetrics(routes);
    const guard = overloadGuard({ maxDelayMs: 40, maxInFlight: 0, sampler: { delayMs: () => 12, stop() {} } });
    watchOverload(metrics.registry, guard);
    const text = await metrics.registry.metrics();
    expect(sample(text, "portal_overload_event_loop_delay_seconds")).toBe(0.012);
    expect(sample(text, "portal_overload_in_flight")).toBe(0);
    expect(sample(text, "portal_overload_refused_total", '{kind="page"}')).toBe(0);
    expect(sample(text, "portal_overload_refused_total", '{kind="api"}')).toBe(0);
  });
});
