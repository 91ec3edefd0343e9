import { beforeEach, describe, expect, it } from "vitest";
import { FRESH_MS, STALE_MS, cachedSearch, clearSearchCache } from "~/search/result-cache.server";

const answer = (n: number) => ({ collections: [], tags: [], total: n, nextIndex: null });

describe("search answer cache", () => {
  beforeEach(() => clearSearchCache());

  it("serves a fresh answer without calling again, and calls again once it is old", async () => {
    let now = 1_000;
    let calls = 0;
    const get = async () => answer(++calls);
    expect((await cachedSearch("k", get, { now: () => now })).total).toBe(1);
    now += FRESH_MS - 1;
    expect((await cachedSearch("k", get, { now: () => now })).total).toBe(1);
    now += 2;
    expect((await cachedSearch("k", get, { now: () => now })).total).toBe(2);
  });

  it("shares one call between identical searches in flight", async () => {
    let calls = 0;
    const get = () => new Promise<ReturnType<typeof answer>>((resolve) => setTimeout(() => resolve(answer(++calls)), 10));
    const results = await Promise.all([cachedSearch("k", get), cachedSearch("k", get), cachedSearch("k", get)]);
    expect(calls).toBe(1);
    expect(results.map((r) => r.total)).toEqual([1, 1, 1]);
  });

  it("serves a stale answer when the upstream fails, but not a very old one", async () => {
    let now = 0;
    await cachedSearch("k", async () => answer(7), { now: () => now });
    const failing = async () => {
      throw new Error("down");
    };
    now = FRESH_MS + 1;
    expect((await cachedSearch("k", failing, { now: () => now })).total).toBe(7);
    now = STALE_MS + 1;
    await expect(cachedSearch("k", failing, { now: () => now })).rejects.toThrow("down");
  });
});
