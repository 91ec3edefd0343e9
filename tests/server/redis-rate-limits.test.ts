/**
 * The portal's rate-limit tiers with Redis (server/rate-limit-tiers.ts over shared/rate-limit.ts):
 * two production servers (createServer twice, each its own Redis connection, as two replicas)
 * over one real redis-server enforce one limit; with Redis stopped, pages keep serving and every
 * tier counts in each process, none fails open (decision 0124); once Redis is back, or has
 * forgotten its scripts (NOSCRIPT), the limit is shared again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { RedisConnection } from "../../shared/redis";
import { loggingConnection, startTestRedis, type RedisLogLine, type TestRedis } from "../support/redis";
import { freshRedisPerTest } from "../support/redis-per-test";

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
    portals.push(
      await startPortalAt(api.url, {}, { rateLimits: { read: READ, write: WRITE, auth: AUTH, windowMs: 60_000 }, redis: connect(name) }),
    );
  }
});
afterAll(async () => {
  for (const portal of portals) await portal.close(100);
  for (const connection of connections) await connection.close();
  await Promise.all([api?.close(), redis?.close()]);
});
const { stopRedis } = freshRedisPerTest(() => redis, connections, logged);

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

  it("with Redis stopped, keeps serving pages and every tier counts in each process: none fails open", async () => {
    await stopRedis();
    // Past the shared limit, pages are still served: each replica serves its own READ.
    for (const n of [0, 1]) {
      const answers = await statuses(Array.from({ length: READ + 1 }, () => () => page(n)));
      expect(answers.slice(0, READ)).toEqual(Array(READ).fill(200));
      expect(answers[READ]).toBe(429);
    }
    // Other writes (at one replica) and sign-in posts (at the other, as a sign-in post counts
    // in the write tier too): each refuses its own (limit + 1)th.
    for (const [post, limit, n] of [
      [writePost, WRITE, 0],
      [signInPost, AUTH, 1],
    ] as const) {
      const answers = await statuses(Array.from({ length: limit + 1 }, () => () => post(n)));
      expect(answers.slice(0, limit)).not.toContain(429);
      expect(answers[limit]).toBe(429);
    }
    // The refusal counted in memory says when to come back, as the shared one does.
    const refused = await page(0);
    await refused.body?.cancel();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(refused.headers.get("ratelimit")).toMatch(/limit=4, remaining=0, reset=\d+/);
    // One warning per replica for the whole outage.
    expect(
      logged
        .filter((l) => l.level === "warn")
        .map((l) => l.connection)
        .sort(),
    ).toEqual(["portal-a", "portal-b"]);
  });

  it("shares the limit again once Redis is back, its script cache emptied by the restart", async () => {
    expect(await statuses([() => page(0), () => page(1)])).toEqual([200, 200]); // scripts loaded before the restart
    await stopRedis();
    await redis.start();
    for (const connection of connections) expect(await connection.whenReady(5000)).toBe(true);
    const within = await statuses(Array.from({ length: READ }, (_, i) => () => page(i % 2)));
    expect(within).toEqual(Array(READ).fill(200));
    expect(await statuses([() => page(1), () => page(0)])).toEqual([429, 429]);
    // ioredis sends the whole script (EVAL) first on each new connection, so the restarted Redis
    // was given it again without a NOSCRIPT.
    const stats = String(await redis.command("INFO", "commandstats"));
    expect(Number(/cmdstat_eval:calls=(\d+)/.exec(stats)?.[1])).toBeGreaterThanOrEqual(2);
  });

  it("reloads its scripts when Redis forgets them without a restart (SCRIPT FLUSH)", async () => {
    expect(await statuses([() => page(0), () => page(1)])).toEqual([200, 200]);
    await redis.command("CONFIG", "RESETSTAT");
    await redis.command("SCRIPT", "FLUSH");
    expect(await statuses([() => page(0), () => page(1)])).toEqual([200, 200]);
    expect(Number(await redis.command("GET", "indiaai:rl:portal:read:127.0.0.1"))).toBe(4);
    // Each connection's EVALSHA met NOSCRIPT and was sent again with the script, counted in Redis.
    const stats = String(await redis.command("INFO", "commandstats"));
    expect(Number(/cmdstat_evalsha:.*failed_calls=(\d+)/.exec(stats)?.[1])).toBeGreaterThanOrEqual(1);
    expect(logged.filter((l) => l.level === "warn")).toEqual([]);
  });
});
