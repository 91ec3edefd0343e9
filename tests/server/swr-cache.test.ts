import { describe, expect, it } from "vitest";
import { DROP, SwrCache } from "../../shared/swr-cache";

/** A load that answers when the test says so, counting its calls. */
function gatedLoad<T>() {
  const gate = { calls: 0, answer: (_value: T) => {}, fail: (_error: Error) => {} };
  const load = () => {
    gate.calls += 1;
    return new Promise<T>((resolve, reject) => {
      gate.answer = resolve;
      gate.fail = reject;
    });
  };
  return { gate, load };
}

function clock() {
  const time = { now: 0 };
  return { time, now: () => time.now };
}

const ages = { freshMs: 1000, maxAgeMs: 5000 };

describe("the shared stale-while-revalidate cache", () => {
  it("runs one load for the callers who ask at the same time, and hands each its value", async () => {
    const cache = new SwrCache<string>({ max: 10 });
    const { gate, load } = gatedLoad<string>();
    const first = cache.refresh("k", load);
    const second = cache.refresh("k", load);
    expect([first.started, second.started]).toEqual([true, false]);
    gate.answer("one");
    expect(await Promise.all([first.result, second.result])).toEqual(["one", "one"]);
    expect(gate.calls).toBe(1);
    expect(cache.lookup("k", ages)?.value).toBe("one");
  });

  it("serves the stored value fresh, then stale while one refresh runs, then the refreshed one", async () => {
    const { time, now } = clock();
    const cache = new SwrCache<string>({ max: 10, now });
    await cache.refresh("k", async () => "old").result;
    expect(cache.lookup("k", ages)).toMatchObject({ value: "old", state: "fresh", storedAt: 0 });
    time.now = 1500;
    expect(cache.lookup("k", ages)).toMatchObject({ value: "old", state: "stale" });
    const { gate, load } = gatedLoad<string>();
    const refreshing = cache.refresh("k", load).result;
    expect(cache.lookup("k", ages)).toMatchObject({ value: "old", state: "stale" }); // still served meanwhile
    expect(cache.refresh("k", load).started).toBe(false); // and no second load
    gate.answer("new");
    await refreshing;
    expect(cache.lookup("k", ages)).toMatchObject({ value: "new", state: "fresh", storedAt: 1500 });
    expect(gate.calls).toBe(1);
  });

  it("keeps the stale value when a refresh fails, and hands the failure to every caller", async () => {
    const { time, now } = clock();
    const cache = new SwrCache<string>({ max: 10, now });
    await cache.refresh("k", async () => "kept").result;
    time.now = 2000;
    const { gate, load } = gatedLoad<string>();
    const first = cache.refresh("k", load).result;
    const second = cache.refresh("k", load).result;
    gate.fail(new Error("upstream down"));
    await expect(first).rejects.toThrow("upstream down");
    await expect(second).rejects.toThrow("upstream down");
    expect(cache.lookup("k", ages)).toMatchObject({ value: "kept", state: "stale", storedAt: 0 });
  });

  it("drops the stored value when a load answers that it can no longer be shared", async () => {
    const { time, now } = clock();
    const cache = new SwrCache<string>({ max: 10, now });
    await cache.refresh("k", async () => "gone soon").result;
    time.now = 2000;
    expect(await cache.refresh("k", async () => DROP).result).toBe(DROP);
    expect(cache.lookup("k", ages)).toBeUndefined();
  });

  it("never hands out a value past its maximum age, even while refreshes fail", async () => {
    const { time, now } = clock();
    const cache = new SwrCache<string>({ max: 10, now });
    await cache.refresh("k", async () => "old").result;
    time.now = 4999;
    expect(cache.lookup("k", ages)?.state).toBe("stale");
    await expect(cache.refresh("k", () => Promise.reject(new Error("down"))).result).rejects.toThrow("down");
    time.now = 5000;
    expect(cache.lookup("k", ages)).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it("reads ages on the clock a caller brings", async () => {
    const cache = new SwrCache<string>({ max: 10, now: () => 0 });
    await cache.refresh(
      "k",
      async () => "v",
      () => 10_000,
    ).result;
    expect(cache.lookup("k", { ...ages, now: () => 10_500 })?.state).toBe("fresh");
    expect(cache.lookup("k", { ...ages, now: () => 12_000 })?.state).toBe("stale");
  });

  it("stays within its bytes, dropping the least recently used, and stores nothing larger than the bound", async () => {
    const cache = new SwrCache<string>({ maxSize: 100, sizeOf: (value) => value.length });
    for (const key of ["a", "b", "c", "d"]) await cache.refresh(key, async () => key.repeat(30)).result;
    expect(cache.size).toEqual({ entries: 3, bytes: 90 });
    expect(cache.lookup("a", ages)).toBeUndefined();
    expect(cache.lookup("b", ages)).toBeDefined(); // read: now the most recently used
    await cache.refresh("e", async () => "e".repeat(30)).result;
    expect(cache.lookup("c", ages)).toBeUndefined();
    expect(cache.lookup("b", ages)).toBeDefined();
    expect(await cache.refresh("huge", async () => "h".repeat(101)).result).toHaveLength(101); // its caller still gets it
    expect(cache.lookup("huge", ages)).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
  });

  it("hands a load that was running when the cache was cleared to its callers without storing it", async () => {
    const cache = new SwrCache<string>({ max: 10 });
    const before = gatedLoad<string>();
    const running = cache.refresh("k", before.load);
    cache.clear();
    const after = cache.refresh("k", async () => "after the change");
    expect(after.started).toBe(true); // a new load, not the one from before the clear
    before.gate.answer("before the change");
    expect(await running.result).toBe("before the change");
    expect(await after.result).toBe("after the change");
    expect(cache.lookup("k", ages)?.value).toBe("after the change");
  });

  it("lets a test wait for the refresh running for a key, however it ends", async () => {
    const cache = new SwrCache<string>({ max: 10 });
    await cache.settled("nothing running");
    const { gate, load } = gatedLoad<string>();
    cache.refresh("k", load).result.catch(() => {});
    let settled = false;
    const waiting = cache.settled("k").then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    gate.fail(new Error("down"));
    await waiting;
    expect(settled).toBe(true);
    expect(gate.calls).toBe(1);
  });
});
