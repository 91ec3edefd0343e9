/**
 * Redis's circuit breaker (shared/redis.ts over shared/circuit-breaker.ts, decision 0124
 * "Breaker") in the production server with the API embedded, as server.ts runs them: one
 * connection, so one breaker, for the portal's tiers, the API's limits and the change relay.
 *
 * Redis hangs: its process is stopped (SIGSTOP), so connections stay open and commands are sent,
 * but nothing answers until SIGCONT. (CLIENT PAUSE cannot be lifted early on Redis 7.0: its
 * UNPAUSE waits like any other command.) The first requests wait out the command timeout and open
 * the breaker; after that pages, form posts and sign-ins answer at their normal speed, every limit
 * still counts (in this process), the relay stands down and /readyz says degraded but stays 200.
 * Once Redis answers again, the breaker's own PING closes it, the counts are in Redis again and
 * the relay sends one catch-up change.
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { announceContentChange } from "../../contract/content-changes";
import { createApiApp, type ApiApp } from "../../api/main/app";
import { CHANGE_RELAY_CHANNEL } from "../../shared/change-relay";
import { RATE_LIMIT_PREFIX, RedisRateStore } from "../../shared/rate-limit";
import { RedisConnection, redisTarget } from "../../shared/redis";
import { createTestDatabase, type TestDatabase } from "../api/harness";
import { startPortalAt, type Portal } from "../faults/portal-harness";
import { startTestRedis, type RedisLogLine, type TestRedis } from "../support/redis";
import { waitFor } from "../support/redis-per-test";

const READ = 5;
const WRITE = 2;
const AUTH = 3;
/** The connection's wait for one command: what every request waited before the breaker. */
const COMMAND_TIMEOUT_MS = 1000;
/**
 * What "at normal speed" means for a page (from the page cache) and for the breaker's own work:
 * well under the command timeout; a form post renders a page: half of it.
 */
const FAST_MS = 200;
const POST_MS = COMMAND_TIMEOUT_MS / 2;

let redis: TestRedis;
let database: TestDatabase;
let api: ApiApp;
let portal: Portal;
let connection: RedisConnection;
/** The redis-server process, to stop and continue. */
let redisPid: number;
const logged: RedisLogLine[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
  redisPid = Number(/process_id:(\d+)/.exec(String(await redis.command("INFO", "server")))?.[1]);
  expect(redisPid).toBeGreaterThan(0);
  connection = new RedisConnection(redis.url, {
    name: "portal",
    maxBackoffMs: 200,
    commandTimeoutMs: COMMAND_TIMEOUT_MS,
    breaker: { failures: 3, openMs: 300 },
    logger: {
      info: (_o, msg) => logged.push({ connection: "portal", level: "info", msg }),
      warn: (_o, msg) => logged.push({ connection: "portal", level: "warn", msg }),
    },
  });
  // The API embedded on the same connection, as server.ts does: its limits and the sign-in
  // throttle count through the same breaker.
  database = await createTestDatabase({ from: "seeded" });
  api = createApiApp({ ...database.options, seed: true, redis: connection });
  await api.ready;
  portal = await startPortalAt(
    "",
    { TRUST_PROXY: "true" },
    {
      api: api.app,
      upstreamOrigin: undefined,
      redis: connection,
      rateLimits: { read: READ, write: WRITE, auth: AUTH, windowMs: 60_000 },
      metrics: { port: 0 },
    },
  );
  // Warm: the home page in the page cache, the routes' code loaded (the sign-in's too).
  for (const address of ["192.0.2.250", "192.0.2.251"]) await (await page(address)).text();
  await (await newsletter("192.0.2.252")).text();
  await (await signIn("192.0.2.253", "warm@example.test")).text();
});
afterAll(async () => {
  if (redisPid) wakeRedis();
  await portal?.close(100);
  await api?.close();
  await connection?.close();
  await database?.drop();
  await redis?.close();
});
// Every test starts with Redis answering, empty, the breaker closed (the previous test's hang
// over: it closed by itself) and no log lines.
beforeEach(async () => {
  wakeRedis();
  expect(await connection.whenReady(5000)).toBe(true);
  await redis.command("FLUSHALL");
  await waitFor(() => connection.breaker.state === "closed");
  logged.length = 0;
});
afterEach(() => {
  wakeRedis();
});

/** Each test comes from its own addresses: the memory's counts of one do not reach the next. */
const page = (address: string) => fetch(`${portal.url}/`, { redirect: "manual", headers: { "X-Forwarded-For": address } });
const form = (address: string, path: string, fields: Record<string, string>) =>
  fetch(`${portal.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url, "X-Forwarded-For": address },
    body: new URLSearchParams(fields),
  });
/** A newsletter form post: the write tier. */
const newsletter = (address: string) => form(address, "/newsletter", { email: "not an address" });
/** A failed sign-in: the auth and write tiers, and the API's sign-in throttle. */
const signIn = (address: string, email = "guesser@example.test") => form(address, "/signin-email", { email, password: "not the password" });

/** Status and time of one request, its body read (the start of it kept when it is an error). */
async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number; error?: string }> {
  const started = performance.now();
  const res = await request();
  const body = await res.text();
  return { status: res.status, ms: performance.now() - started, ...(res.status >= 500 ? { error: body.slice(0, 300) } : {}) };
}

async function readyz(): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${portal.url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function breakerGauge(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${portal.metricsPort}/metrics`)).text();
  return Number(/^portal_redis_breaker_state (\d)/m.exec(text)?.[1]);
}

/** Redis holds every command from now on (connected, no answer), until the test ends. */
const hangRedis = () => process.kill(redisPid, "SIGSTOP");
/** Redis answers again (the commands it was sent meanwhile first). */
const wakeRedis = () => process.kill(redisPid, "SIGCONT");

/** Three pages at once from `address` wait out the command timeout and open the breaker. */
async function openBreaker(address: string) {
  const started = performance.now();
  const first = await Promise.all([1, 2, 3].map(() => timed(() => page(address))));
  expect(
    first.map((r) => r.status),
    JSON.stringify(first),
  ).toEqual([200, 200, 200]);
  // Before the breaker opened they did wait: the failures that opened it.
  expect(performance.now() - started).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50);
  expect(connection.breaker.state).not.toBe("closed");
}

describe("the Redis circuit breaker while Redis hangs", () => {
  it("once open, pages, form posts and sign-ins answer at normal speed and every limit still counts, in this process", async () => {
    hangRedis();
    await openBreaker("192.0.2.1");

    // Pages: the read tier counts on from the three that opened the breaker (they fell back to
    // memory too), and refuses the (READ + 1)th.
    const pages = [];
    for (let i = 3; i < READ; i++) pages.push(await timed(() => page("192.0.2.1")));
    expect(pages.map((r) => r.status)).toEqual([200, 200]);
    const refused = await timed(() => page("192.0.2.1"));
    expect(refused.status).toBe(429);
    for (const r of [...pages, refused]) expect(r.ms).toBeLessThan(FAST_MS);

    // Form posts: the write tier, limit WRITE.
    const posts = [];
    for (let i = 0; i <= WRITE; i++) posts.push(await timed(() => newsletter("192.0.2.2")));
    expect(posts.slice(0, WRITE).map((r) => r.status)).not.toContain(429);
    expect(posts[WRITE].status).toBe(429);
    for (const r of posts) expect(r.ms, JSON.stringify(posts)).toBeLessThan(POST_MS);

    // Sign-in posts (the portal's auth and write tiers, and the API's throttle: four commands in a
    // row, about four timeouts before): the write tier refuses the third from one address. The
    // password check's own time varies with the machine's load (up to most of a second when the
    // tests run in parallel), so the bound here is loose; that none of them waited on Redis is
    // shown below, by Redis's keys.
    const signIns = [];
    for (let i = 0; i <= WRITE; i++) signIns.push(await timed(() => signIn("192.0.2.3")));
    expect(signIns.slice(0, WRITE).map((r) => r.status)).not.toContain(429);
    expect(signIns[WRITE].status).toBe(429);
    for (const r of signIns) expect(r.ms, JSON.stringify(signIns)).toBeLessThan(2 * COMMAND_TIMEOUT_MS);

    expect(connection.breaker.state).not.toBe("closed");
    // One warning for the whole hang.
    expect(logged.filter((l) => l.level === "warn")).toHaveLength(1);

    // Nothing was sent to Redis after the breaker opened (no tier's, no API limit's): once awake,
    // it holds only the three hits that opened it.
    wakeRedis();
    await waitFor(() => connection.breaker.state === "closed");
    expect(await redis.command("KEYS", "indiaai:*")).toEqual([`${RATE_LIMIT_PREFIX.portal}:read:192.0.2.1`]);
    expect(Number(await redis.command("GET", `${RATE_LIMIT_PREFIX.portal}:read:192.0.2.1`))).toBe(3);
  });

  it("/readyz stays 200 and says degraded, and /metrics shows the breaker", async () => {
    expect(await readyz()).toEqual({
      status: 200,
      body: expect.objectContaining({ ok: true, redis: { connected: true, breaker: "closed" } }),
    });
    expect((await readyz()).body.degraded).toBeUndefined();
    expect(await breakerGauge()).toBe(0);

    hangRedis();
    await openBreaker("192.0.2.4");
    const started = performance.now();
    const { status, body } = await readyz();
    expect(performance.now() - started).toBeLessThan(FAST_MS);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, degraded: true, redis: { connected: true } });
    expect(["open", "half-open"]).toContain((body.redis as { breaker: string }).breaker);
    expect([1, 2]).toContain(await breakerGauge());
  });

  it("closes by itself once Redis answers again: counts are in Redis again, one line logged each way", async () => {
    hangRedis();
    await openBreaker("192.0.2.5");
    wakeRedis();
    // Nothing else asks Redis: the breaker's own PING, after the cool-down, closes it.
    await waitFor(() => connection.breaker.state === "closed");
    expect((await readyz()).body).toMatchObject({ ok: true, redis: { connected: true, breaker: "closed" } });
    expect((await readyz()).body.degraded).toBeUndefined();
    expect(await breakerGauge()).toBe(0);

    // The three held commands ran when Redis woke; the next page counts in Redis on top of them.
    const next = await timed(() => page("192.0.2.5"));
    expect(next.status).toBe(200);
    expect(Number(await redis.command("GET", `${RATE_LIMIT_PREFIX.portal}:read:192.0.2.5`))).toBe(4);
    // And a new address starts at one in Redis.
    await (await page("192.0.2.6")).text();
    expect(Number(await redis.command("GET", `${RATE_LIMIT_PREFIX.portal}:read:192.0.2.6`))).toBe(1);
    expect(logged.map((l) => l.level)).toEqual(["warn", "info"]);
  });

  it("opens the breaker again when Redis still hangs after the cool-down; no request waits on the trial PING", async () => {
    hangRedis();
    await openBreaker("192.0.2.7");
    const openings = connection.breaker.openings;
    // Requests keep coming through the cool-down and the trial PING (which times out).
    await waitFor(() => connection.breaker.openings > openings, 5000);
    const during = await timed(() => page("192.0.2.8"));
    expect(during).toMatchObject({ status: 200 });
    expect(during.ms).toBeLessThan(FAST_MS);
    expect(connection.breaker.state).not.toBe("closed");
  });
});

describe("the change relay and the breaker", () => {
  it("stands down while the breaker is open and publishes one catch-up change once it closes", async () => {
    const listener = new Redis({ ...redisTarget(redis.url), lazyConnect: true });
    const published: string[] = [];
    try {
      await listener.connect();
      listener.on("message", (_channel: string, message: string) => published.push(message));
      await listener.subscribe(CHANGE_RELAY_CHANNEL);

      hangRedis();
      await openBreaker("192.0.2.9");
      const publish = vi.spyOn(connection.client, "publish");
      announceContentChange({ reason: "trash" });
      announceContentChange({ reason: "restore" });
      expect(publish).not.toHaveBeenCalled();

      wakeRedis();
      await waitFor(() => published.length > 0);
      expect(publish).toHaveBeenCalledTimes(1);
      expect(published.map((m) => JSON.parse(m).change.reason)).toEqual(["relay-catch-up"]);
      publish.mockRestore();
    } finally {
      listener.disconnect();
    }
  });
});

describe("the shared rate-limit store with the breaker", () => {
  it("answers in memory at once while the breaker is open, and in Redis again once it has closed", async () => {
    const store = new RedisRateStore(connection, `${RATE_LIMIT_PREFIX.api}-breaker-test`);
    expect((await store.increment("k", 60_000, Date.now())).count).toBe(1);
    hangRedis();
    const slow = await Promise.all([1, 2, 3].map(() => store.increment("k", 60_000, Date.now())));
    expect(slow.map((w) => w.count).sort()).toEqual([1, 2, 3]);
    expect(connection.breaker.state).toBe("open");
    const started = performance.now();
    const fast = await Promise.all(Array.from({ length: 20 }, () => store.increment("k", 60_000, Date.now())));
    expect(performance.now() - started).toBeLessThan(FAST_MS);
    expect(fast.map((w) => w.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 4));

    wakeRedis();
    await waitFor(() => connection.breaker.state === "closed");
    // Redis has its own count: the first hit and the three held ones.
    expect((await store.increment("k", 60_000, Date.now())).count).toBe(5);
  });
});
