/**
 * The one rate-limit store of the portal and the API (shared/rate-limit.ts: rate-limiter-flexible's
 * Redis limiter with an in-memory insurance limiter, decision 0124) over a real redis-server: one
 * atomic count for every connection while Redis answers; in this process's memory, never open,
 * while Redis is stopped or slower than the command timeout; one log line each way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SharedRateStore } from "../../api/limits/redis-store";
import { RATE_LIMIT_PREFIX, RedisRateStore, windowSeconds } from "../../shared/rate-limit";
import { RedisConnection } from "../../shared/redis";
import { loggingConnection, startTestRedis, type RedisLogLine, type TestRedis } from "../support/redis";
import { freshRedisPerTest } from "../support/redis-per-test";

let redis: TestRedis;
const logged: RedisLogLine[] = [];
/** Two processes' connections, "a" and "b". */
const connections: RedisConnection[] = [];
/** At "a": the portal's store and the API's; at "b": the API's of another replica. */
let [portal, api, apiElsewhere] = [] as RedisRateStore[];

beforeAll(async () => {
  redis = await startTestRedis();
  connections.push(...["a", "b"].map((name) => loggingConnection(redis.url, name, logged)));
  [portal, api, apiElsewhere] = [
    new RedisRateStore(connections[0], RATE_LIMIT_PREFIX.portal),
    new SharedRateStore(connections[0]),
    new SharedRateStore(connections[1]),
  ];
});
afterAll(async () => {
  for (const connection of connections) await connection.close();
  await redis?.close();
});
const { stopRedis } = freshRedisPerTest(() => redis, connections, logged);

const counts = (windows: Array<{ count: number }>) => windows.map((w) => w.count).sort((x, y) => x - y);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("the shared rate-limit store with Redis", () => {
  it("keeps the portal's and the API's counters apart, under their prefixes, in whole-second windows", async () => {
    const now = Date.now();
    expect((await portal.increment("read:192.0.2.1", 60_000, now)).count).toBe(1);
    const hit = await api.increment("k", 1500, now);
    expect(hit.count).toBe(1);
    expect(hit.resetAt - now).toBeGreaterThan(1000);
    expect(hit.resetAt - now).toBeLessThanOrEqual(2000);
    expect(Number(await redis.command("GET", "indiaai:rl:portal:read:192.0.2.1"))).toBe(1);
    expect(Number(await redis.command("GET", "indiaai:rl:api:k"))).toBe(1);
    expect(Number(await redis.command("PTTL", "indiaai:rl:api:k"))).toBeLessThanOrEqual(2000);
    expect(windowSeconds(1)).toBe(1);
    expect(windowSeconds(60_000)).toBe(60);
  });

  it("counts a burst from two connections atomically: every hit gets its own count (the sign-in turns rely on it)", async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? api : apiElsewhere).increment("turn", 60_000, Date.now())),
    );
    expect(counts(burst)).toEqual(oneTo(40));
    expect((await apiElsewhere.peek("turn", Date.now()))?.count).toBe(40);
  });

  it("a window ends by itself, and a reset ends it at once", async () => {
    await api.increment("short", 1000, Date.now());
    await api.increment("long", 60_000, Date.now());
    await api.reset("long");
    expect(await apiElsewhere.peek("long", Date.now())).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1100));
    expect(await apiElsewhere.peek("short", Date.now())).toBeUndefined();
    expect((await api.increment("short", 1000, Date.now())).count).toBe(1);
  });
});

describe("the shared rate-limit store while Redis is away", () => {
  it("counts in this process while Redis is stopped (atomically, never open), and in Redis again once it is back", async () => {
    await api.increment("k", 60_000, Date.now());
    await stopRedis();
    // The count starts again in memory: nothing made in Redis is read, nothing is let through uncounted.
    const burst = await Promise.all(Array.from({ length: 10 }, () => api.increment("k", 60_000, Date.now())));
    expect(counts(burst)).toEqual(oneTo(10));
    expect((await api.peek("k", Date.now()))?.count).toBe(10);
    // Another process keeps its own count.
    expect((await apiElsewhere.increment("k", 60_000, Date.now())).count).toBe(1);
    expect(
      logged
        .filter((l) => l.level === "warn")
        .map((l) => l.connection)
        .sort(),
    ).toEqual(["a", "b"]);

    await redis.start();
    for (const connection of connections) expect(await connection.whenReady(5000)).toBe(true);
    // Redis was emptied by its restart: the memory's counts are not carried over.
    expect((await apiElsewhere.increment("k", 60_000, Date.now())).count).toBe(1);
    expect((await api.increment("k", 60_000, Date.now())).count).toBe(2);
    expect(
      logged
        .filter((l) => l.level === "info")
        .map((l) => l.connection)
        .sort(),
    ).toEqual(["a", "b"]);
  });

  it("a reset clears the memory's count too, so a later outage does not bring it back", async () => {
    await stopRedis();
    for (let i = 0; i < 3; i++) await api.increment("failures", 60_000, Date.now());
    await redis.start();
    await connections[0].whenReady(5000);
    await api.reset("failures");
    await stopRedis();
    expect(await api.peek("failures", Date.now())).toBeUndefined();
  });

  it("falls back to this process when Redis is slower than the command timeout, and logs it once each way", async () => {
    const before = (await api.increment("slow", 60_000, Date.now())).count;
    expect(before).toBe(1);
    // Redis holds every command for 2.5 s; the connection waits 1 s for an answer.
    await redis.command("CLIENT", "PAUSE", 2500, "ALL");
    const started = Date.now();
    const answers = await Promise.all([api.increment("slow", 60_000, Date.now()), api.increment("slow", 60_000, Date.now())]);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(counts(answers)).toEqual([1, 2]);
    expect(connections[0].ready).toBe(true);
    expect(logged.filter((l) => l.level === "warn").map((l) => l.connection)).toEqual(["a"]);
    // Once Redis answers again the counts are shared again (the held commands ran then too).
    await redis.command("CLIENT", "UNPAUSE");
    const after = await apiElsewhere.increment("slow", 60_000, Date.now());
    expect(after.count).toBeGreaterThan(before);
    expect((await api.peek("slow", Date.now()))?.count).toBe(after.count);
    expect(logged.filter((l) => l.level === "info").map((l) => l.connection)).toEqual(["a"]);
  });

  it("keeps a window longer than a Node timer (the back-off's 30 known days) in memory, without a timer warning", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      await stopRedis();
      const now = Date.now();
      const known = await api.increment("signin:known:someone@example.test|192.0.2.7", 30 * 24 * 3600 * 1000, now);
      expect(known.count).toBe(1);
      await new Promise((r) => setTimeout(r, 50));
      const open = await api.peek("signin:known:someone@example.test|192.0.2.7", Date.now());
      expect(open?.count).toBe(1);
      expect(open!.resetAt - now).toBeGreaterThan(24 * 24 * 3600 * 1000);
      expect(warnings).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
