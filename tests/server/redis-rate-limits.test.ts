/**
 * The portal's rate-limit tiers with Redis (server/shared-rate-limit.ts): two production servers
 * (createServer twice, each its own Redis connection, as two replicas) over one real redis-server
 * enforce one limit; with Redis stopped, pages keep serving, the read and write tiers fail open
 * and the sign-in tier counts in each process; once Redis is back (its scripts gone: NOSCRIPT)
 * the limit is shared again.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { RedisConnection } from "../../shared/redis";
import { loggingConnection, startTestRedis, type RedisLogLine, type TestRedis } from "../support/redis";

const READ = 4;
const WRITE = 2;
const AUTH = 2;

let api: RealApi;
let redis: TestRedis;
const logged: RedisLogLine[] = [];
const connections: RedisConnection[] = [];
const portals: Portal[] = [];

function connect(name: string) {
  const connection = loggingConnection(redis.url, name, logged);
  connections.push(connection);
  return connection;
}

beforeAll(async () => {
  [api, redis] = await Promise.all([startRealApi(), startTestRedis()]);
  for (const name of ["portal-a", "portal-b"]) {
    portals.push(await startPortalAt(api.url, {}, { rateLimits: { read: READ, write: WRITE, auth: AUTH, windowMs: 60_000 }, redis: connect(name) }));
  }
});
afterAll(async () => {
  for (const portal of portals) await portal.close(100);
  for (const connection of connections) await connection.close();
  await Promise.all([api?.close(), redis?.close()]);
});
beforeEach(async () => {
  if (!redis.running) await redis.start();
  for (const connection of connections) expect(await connection.whenReady(5000)).toBe(true);
  await redis.command("FLUSHALL");
  logged.length = 0;
});
afterEach(async () => {
  if (!redis.running) await redis.start();
});

const page = (n: number) => fetch(`${portals[n].url}/`, { redirect: "manual" });
/** A sign-in form post (same-origin), as a browser without JavaScript sends it. */
const signInPost = (n: number) =>
  fetch(`${portals[n].url}/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portals[n].url },
    body: new URLSearchParams({ email: "guesser@example.test", password: "not the password" }),
  });

/** A newsletter form post (same-origin): the write tier. */
const writePost = (n: number) =>
  fetch(`${portals[n].url}/newsletter`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portals[n].url },
    body: new URLSearchParams({ email: "not an address" }),
  });

async function statuses(requests: Array<() => Promise<Response>>) {
  const out: number[] = [];
  for (const request of requests) {
    const res = await request();
    await res.body?.cancel();
    out.push(res.status);
  }
  return out;
}

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stopRedis() {
  await redis.stop();
  for (const connection of connections) await waitFor(() => !connection.ready);
}

describe("portal rate limits shared by replicas through Redis", () => {
  it("refuses the read over the limit whichever replica answers", async () => {
    const within = await statuses(Array.from({ length: READ }, (_, i) => () => page(i % 2)));
    expect(within).toEqual(Array(READ).fill(200));
    expect(await statuses([() => page(0), () => page(1)])).toEqual([429, 429]);
    // The count is in Redis, under the portal's prefix.
    expect(Number(await redis.command("GET", "indiaai:rl:portal:read:127.0.0.1"))).toBe(READ + 2);
  });

  it("refuses the write over the limit whichever replica answers", async () => {
    const within = await statuses([() => writePost(0), () => writePost(1)]);
    for (const status of within) expect(status).not.toBe(429);
    expect(await statuses([() => writePost(1), () => writePost(0)])).toEqual([429, 429]);
  });

  it("refuses the sign-in post over the limit whichever replica answers", async () => {
    const within = await statuses([() => signInPost(0), () => signInPost(1)]);
    for (const status of within) expect(status).not.toBe(429);
    expect(await statuses([() => signInPost(1), () => signInPost(0)])).toEqual([429, 429]);
  });

  it("with Redis stopped, keeps serving pages: reads fail open, sign-in posts are limited in each process", async () => {
    await stopRedis();
    // Reads: well past the shared limit, every page is served.
    expect(await statuses(Array.from({ length: READ * 2 + 1 }, (_, i) => () => page(i % 2)))).toEqual(Array(READ * 2 + 1).fill(200));
    // Other writes fail open too (the API's own per-kind write limits still apply behind them).
    expect(await statuses(Array.from({ length: WRITE * 2 + 1 }, (_, i) => () => writePost(i % 2)))).not.toContain(429);
    // Sign-in posts: each replica counts its own, so each refuses its own (AUTH + 1)th.
    for (const n of [0, 1]) {
      const answers = await statuses(Array.from({ length: AUTH + 1 }, () => () => signInPost(n)));
      expect(answers.slice(0, AUTH)).not.toContain(429);
      expect(answers[AUTH]).toBe(429);
    }
    // One warning per replica for the whole outage.
    expect(logged.filter((l) => l.level === "warn").map((l) => l.connection).sort()).toEqual(["portal-a", "portal-b"]);
  });

  it("shares the limit again once Redis is back, though the restart emptied its script cache (NOSCRIPT)", async () => {
    expect((await statuses([() => page(0), () => page(1)]))).toEqual([200, 200]); // scripts loaded before the restart
    await stopRedis();
    await redis.start();
    for (const connection of connections) expect(await connection.whenReady(5000)).toBe(true);
    const within = await statuses(Array.from({ length: READ }, (_, i) => () => page(i % 2)));
    expect(within).toEqual(Array(READ).fill(200));
    expect(await statuses([() => page(1), () => page(0)])).toEqual([429, 429]);
    // The first EVALSHA after the restart met NOSCRIPT and loaded the script again (the same
    // script has the same SHA, so the other replica's next call found it).
    const stats = String(await redis.command("INFO", "commandstats"));
    expect(Number(/cmdstat_evalsha:.*failed_calls=(\d+)/.exec(stats)?.[1])).toBeGreaterThanOrEqual(1);
  });

  it("reloads its scripts when Redis forgets them without a restart (SCRIPT FLUSH)", async () => {
    expect(await statuses([() => page(0), () => page(1)])).toEqual([200, 200]);
    await redis.command("SCRIPT", "FLUSH");
    expect(await statuses([() => page(0), () => page(1)])).toEqual([200, 200]);
    expect(Number(await redis.command("GET", "indiaai:rl:portal:read:127.0.0.1"))).toBe(4);
    expect(logged.filter((l) => l.level === "warn")).toEqual([]);
  });
});
