/**
 * createServer with REDIS_URL set and no connection handed in: it opens its own, starts the
 * change relay (this process's content changes published, other processes' announced here with
 * `remote: true`, never published again) and closes both in close().
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceContentChange, onContentChange, type ContentChange } from "../../contract/content-changes";
import { CHANGE_RELAY_CHANNEL } from "../../shared/change-relay";
import { redisTarget } from "../../shared/redis";
import { startPortalAt, startRealApi, type RealApi } from "../faults/portal-harness";
import { startTestRedis, type TestRedis } from "../support/redis";

let api: RealApi;
let redis: TestRedis;

beforeAll(async () => {
  [api, redis] = await Promise.all([startRealApi(), startTestRedis({ tcp: true })]);
});
afterAll(async () => {
  await Promise.all([api?.close(), redis?.close()]);
});

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("createServer with REDIS_URL", () => {
  it("connects by itself (over TCP here), publishes this process's content changes and announces other processes' here as remote", async () => {
    const portal = await startPortalAt(api.url, { REDIS_URL: redis.url });
    const listener = new Redis({ ...redisTarget(redis.url), lazyConnect: true });
    const published: string[] = [];
    const heard: ContentChange[] = [];
    const stop = onContentChange((change) => heard.push(change));
    try {
      await listener.connect();
      listener.on("message", (_channel: string, message: string) => published.push(message));
      await listener.subscribe(CHANGE_RELAY_CHANNEL);
      // The test's listener and the server's relay.
      await waitForSubscribers(2);

      announceContentChange({ reason: "editorial-decision" });
      await waitFor(() => published.length === 1);
      expect(JSON.parse(published[0])).toMatchObject({ change: { reason: "editorial-decision" } });

      await redis.command("PUBLISH", CHANGE_RELAY_CHANNEL, JSON.stringify({ from: "another-replica", change: { reason: "trash" } }));
      await waitFor(() => heard.some((c) => c.reason === "trash"));
      expect(heard).toEqual([{ reason: "editorial-decision" }, { reason: "trash", remote: true }]);
      // A remote change is not published again.
      await new Promise((r) => setTimeout(r, 200));
      expect(published.map((m) => JSON.parse(m).change.reason)).toEqual(["editorial-decision", "trash"]);
    } finally {
      stop();
      listener.disconnect();
      await portal.close(100);
    }
    // close() closed the server's own connection: only the test's listener had subscribed.
    await waitForSubscribers(0);
  });
});

async function waitForSubscribers(count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const [, subscribers] = (await redis.command("PUBSUB", "NUMSUB", CHANGE_RELAY_CHANNEL)) as [string, number];
    if (Number(subscribers) === count) return;
    if (Date.now() > deadline) throw new Error(`expected ${count} subscribers, have ${subscribers}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
