/** The one split of MEMORY_BUDGET_MB between the in-process caches (shared/memory-budget.ts). */
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../config/env";
import { cacheBudget, jsonBytes, memoryBudget, MEMORY_SHARES, registerCache, registeredCaches } from "../../shared/memory-budget";

const MB = 1024 * 1024;

describe("the memory budget", () => {
  it("defaults to a 512 MB container, and the page cache to its share of it", () => {
    const env = parseEnv({});
    expect(env.MEMORY_BUDGET_MB).toBe(512);
    expect(env.PAGE_CACHE_MB).toBeUndefined();
    expect(parseEnv({ PAGE_CACHE_MB: "0" }).PAGE_CACHE_MB).toBe(0);
    expect(() => parseEnv({ MEMORY_BUDGET_MB: "32" })).toThrow(/MEMORY_BUDGET_MB/);
  });

  it("gives each cache its fixed share: 64 MB of pages, 32 of upstream answers, 32 of SQLite pages and 32 of its mapped file in 512 MB", () => {
    expect(memoryBudget(512)).toEqual({
      pages: 64 * MB,
      upstream: 32 * MB,
      sqlite: 32 * MB,
      "sqlite-mmap": 32 * MB,
      sessions: 4 * MB,
      statements: 4 * MB,
      "since-last-visit": 2 * MB,
      routes: 2 * MB,
    });
  });

  it("leaves most of the budget to Node, rendering and uploads: the caches together take about a third", () => {
    const shares = Object.values(MEMORY_SHARES).reduce((sum, share) => sum + share, 0);
    expect(shares).toBeGreaterThan(0.25);
    expect(shares).toBeLessThan(0.35);
  });

  it("scales every share with the budget", () => {
    for (const name of Object.keys(MEMORY_SHARES) as Array<keyof typeof MEMORY_SHARES>) {
      expect(cacheBudget(name, 1024), name).toBe(2 * cacheBudget(name, 512));
    }
  });

  it("counts a parsed answer at twice its JSON's length", () => {
    expect(jsonBytes({ a: "xyz" })).toBe(2 * '{"a":"xyz"}'.length + 64);
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(jsonBytes(cyclic)).toBe(16 * 1024);
  });

  it("keeps the last cache registered under a name, until it is taken back", () => {
    const first = registerCache("routes", { budget: 1 });
    const second = registerCache("routes", { budget: 2 });
    expect(registeredCaches().get("routes")?.budget).toBe(2);
    first(); // no longer the registered one: nothing changes
    expect(registeredCaches().get("routes")?.budget).toBe(2);
    second();
    expect(registeredCaches().has("routes")).toBe(false);
  });
});
