/**
 * The hooks of a test file whose tests stop, pause or fill one real redis-server
 * (tests/support/redis.ts): every test starts with Redis running and answering, every connection
 * ready, no keys and no log lines.
 *
 *   const redis = await startTestRedis(); // in beforeAll
 *   const { stopRedis } = freshRedisPerTest(() => redis, connections, logged);
 */
import { afterEach, beforeEach, expect } from "vitest";
import type { RedisConnection } from "../../shared/redis";
import type { RedisLogLine, TestRedis } from "./redis";

export function freshRedisPerTest(redis: () => TestRedis, connections: RedisConnection[], logged: RedisLogLine[]) {
  beforeEach(async () => {
    if (!redis().running) await redis().start();
    for (const connection of connections) expect(await connection.whenReady(5000)).toBe(true);
    await redis().command("FLUSHALL");
    logged.length = 0;
  });
  afterEach(async () => {
    if (!redis().running) await redis().start();
    else await redis().command("CLIENT", "UNPAUSE");
  });
  return {
    /** Stops Redis and waits until every connection has seen it go. */
    async stopRedis() {
      await redis().stop();
      for (const connection of connections) await waitFor(() => !connection.ready);
    },
  };
}

export async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
