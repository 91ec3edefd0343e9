/**
 * The API's counters with REDIS_URL (api/limits/redis-store.ts) over a real redis-server: two API
 * replicas count together (the per-account sign-in back-off too: its waits, its turns and the
 * addresses it exempts); while Redis is stopped every counter falls back to in-process counting
 * (never open); once it is back they count together again. Runs on SQLite and on PostgreSQL
 * (TEST_DB=postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWait } from "../../api/accounts";
import { RateCounter } from "../../api/limits/rate-counter";
import { SharedRateStore } from "../../api/limits/redis-store";
import { RedisConnection } from "../../shared/redis";
import { loggingConnection, startTestRedis, type RedisLogLine, type TestRedis } from "../support/redis";
import { freshRedisPerTest } from "../support/redis-per-test";
import { startAccountsApi, uniqueEmail } from "./accounts-helpers";

const SECRET = "redis-limits-secret";
const FAILURES = 3;
const limits = { AUTH_RATE_LIMIT_IP: "1000", AUTH_RATE_LIMIT_ACCOUNT: String(FAILURES), AUTH_RATE_LIMIT_WINDOW_S: "600" };
/** The per-account back-off: 5 free failures (the default), then a first wait of 30 s. */
const FREE = 5;
const BACK_OFF_FIRST_MS = 30_000;

let redis: TestRedis;
const logged: RedisLogLine[] = [];
const connections: RedisConnection[] = [];
let replicas: Array<Awaited<ReturnType<typeof startAccountsApi>>> = [];

function connect(name: string) {
  const connection = loggingConnection(redis.url, name, logged);
  connections.push(connection);
  return connection;
}

beforeAll(async () => {
  redis = await startTestRedis();
  // Two API replicas (each its own connection, as two processes would have) over one Redis.
  // The back-off's first wait is long, so its tests below do not depend on the machine's speed.
  const accountLimits = { backOffFirstMs: BACK_OFF_FIRST_MS };
  replicas = [
    await startAccountsApi(limits, { portalSecret: SECRET, redis: connect("api-a"), accountLimits }),
    await startAccountsApi(limits, { portalSecret: SECRET, redis: connect("api-b"), accountLimits }),
  ];
});
afterAll(async () => {
  for (const replica of replicas) await replica.close();
  for (const connection of connections) await connection.close();
  await redis?.close();
});
const { stopRedis } = freshRedisPerTest(() => redis, connections, logged);

/** A sign-in attempt as the portal makes it, at replica `n`, from `address`. */
function signIn(n: number, email: string, password: string, address = "203.0.113.9") {
  return fetch(`${replicas[n].api.baseUrl}/api/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Portal-Secret": SECRET, "X-Client-IP": address },
    body: JSON.stringify({ username: email, password }),
  });
}

describe("API counters shared by replicas through Redis", () => {
  it("two rate stores on two connections count one window together", async () => {
    const a = new RateCounter(3, 60_000, Date.now, new SharedRateStore(connections[0]));
    const b = new RateCounter(3, 60_000, Date.now, new SharedRateStore(connections[1]));
    expect(await a.hit("k")).toBe(false);
    expect(await b.hit("k")).toBe(false);
    expect(await a.hit("k")).toBe(false);
    expect(await b.blocked("k")).toBe(true);
    expect(await b.count("k")).toBe(3);
    expect(await b.hit("k")).toBe(true);
    expect(await a.retryAfter("k")).toBeGreaterThan(50);
    expect(await a.retryAfter("k")).toBeLessThanOrEqual(60);
    await b.reset("k");
    expect(await a.count("k")).toBe(0);
    expect(Number(await redis.command("PTTL", "indiaai:rl:api:k"))).toBe(-2);
  });

  it("refuses a password guesser whichever replica answers", async () => {
    const email = uniqueEmail("guessed");
    for (let n = 0; n < FAILURES; n++) expect((await signIn(n % 2, email, "wrong guess")).status).toBe(401);
    const over = [await signIn(0, email, "wrong guess"), await signIn(1, email, "wrong guess")];
    expect(over.map((r) => r.status)).toEqual([429, 429]);
    expect(Number(over[1].headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("while Redis is stopped, falls back to counting in each process: the guesser is still stopped, per replica", async () => {
    await stopRedis();
    const email = uniqueEmail("outage");
    // Each replica now counts on its own: FAILURES wrong guesses at each before its 429.
    for (const n of [0, 1]) {
      for (let i = 0; i < FAILURES; i++) expect((await signIn(n, email, "wrong guess")).status, `replica ${n}, guess ${i + 1}`).toBe(401);
      expect((await signIn(n, email, "wrong guess")).status).toBe(429);
    }
    // One warning per process for the outage, not one per request or reconnection attempt,
    // and one line when it ends.
    expect(
      logged
        .filter((l) => l.level === "warn")
        .map((l) => l.connection)
        .sort(),
    ).toEqual(["api-a", "api-b"]);
    await redis.start();
    for (const connection of connections) expect(await connection.whenReady(5000)).toBe(true);
    expect(
      logged
        .filter((l) => l.level === "info")
        .map((l) => l.connection)
        .sort(),
    ).toEqual(["api-a", "api-b"]);
  });

  it("counts together again once Redis is back", async () => {
    await stopRedis();
    await redis.start();
    for (const connection of connections) expect(await connection.whenReady(5000)).toBe(true);
    const email = uniqueEmail("back");
    for (let n = 0; n < FAILURES; n++) expect((await signIn(n % 2, email, "wrong guess")).status).toBe(401);
    expect((await signIn(1, email, "wrong guess")).status).toBe(429);
  });
});

describe("the per-account sign-in back-off shared by replicas through Redis", () => {
  let n = 0;
  /** A fresh address each call, so no pair limit gets in the way. */
  const stranger = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;

  it("after failures at both replicas, either one refuses the next attempt with the wait", async () => {
    const email = uniqueEmail("backoff");
    for (let i = 0; i < FREE; i++) expect((await signIn(i % 2, email, "wrong guess", stranger())).status).toBe(401);
    for (const replica of [0, 1]) {
      const refused = await signIn(replica, email, "wrong guess", stranger());
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(BACK_OFF_FIRST_MS / 1000 - 10);
      expect(wait).toBeLessThanOrEqual(BACK_OFF_FIRST_MS / 1000);
      expect(await refused.json()).toEqual({ message: signInWait(wait) });
    }
  });

  it("lets a burst spread over both replicas through only as far as the free allowance", async () => {
    const email = uniqueEmail("burst");
    const burst = await Promise.all(Array.from({ length: 2 * FREE }, (_, i) => signIn(i % 2, email, "wrong guess", stranger())));
    expect(burst.map((r) => r.status).sort()).toEqual([...Array(FREE).fill(401), ...Array(FREE).fill(429)]);
  });

  it("exempts, at every replica, an address that signed in to the account at one of them", async () => {
    const email = uniqueEmail("home");
    // Each test replica has a database of its own: the account is registered in both.
    for (const replica of replicas) {
      const res = await replica.api.post(
        "/api/register",
        { name: "Owner", email, password: "the right password" },
        { headers: { "X-Portal-Secret": SECRET } },
      );
      expect(res.status).toBe(202);
    }
    const home = "198.51.100.30";
    expect((await signIn(0, email, "the right password", home)).status).toBe(200);
    for (let i = 0; i < FREE; i++) expect((await signIn(i % 2, email, "wrong guess", stranger())).status).toBe(401);
    expect((await signIn(1, email, "the right password", stranger())).status).toBe(429);
    expect((await signIn(1, email, "the right password", home)).status).toBe(200);
  });
});
