/**
 * The signed-in reader's "New" markers (app/upstream/user.server.ts): where the API's
 * sessions-ended announcements reach the portal (here through Redis, as on replicas), they are
 * asked of the API once a minute per session instead of on every page (docs/decisions/0113-new-markers-kept-per-session.md), asked again
 * as soon as content changes, and dropped the moment the reader's sessions end, so a revoked
 * cookie is signed out on its next page. Where the announcements cannot arrive (an external API
 * without Redis), every page asks, as that call is what notices a revoked session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceContentChange } from "../../contract/content-changes";
import { SESSIONS_RELAY_CHANNEL } from "../../shared/change-relay";
import { startFaultProxy, type FaultProxy } from "../faults/fault-proxy";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { startTestRedis, type TestRedis } from "../support/redis";
import { sessionCookie } from "../support/session";
import { insertTestUser } from "../support/users";
import { TEST_SECRET } from "./helpers";

let api: RealApi;
let proxy: FaultProxy;
let redis: TestRedis;
let heard: Portal;
let unheard: Portal;

beforeAll(async () => {
  [api, redis] = await Promise.all([startRealApi(), startTestRedis()]);
  proxy = await startFaultProxy(api.url);
  heard = await startPortalAt(proxy.url, { API_BASE_URL: proxy.url, REDIS_URL: redis.url });
  unheard = await startPortalAt(proxy.url, { API_BASE_URL: proxy.url });
  await waitForSubscribers();
});
afterAll(async () => {
  await heard?.close(100);
  await unheard?.close(100);
  await proxy?.close();
  await Promise.all([api?.close(), redis?.close()]);
});

async function waitForSubscribers() {
  for (const deadline = Date.now() + 5000; ;) {
    const [, subscribers] = (await redis.command("PUBSUB", "NUMSUB", SESSIONS_RELAY_CHANNEL)) as [string, number];
    if (Number(subscribers) >= 1) return;
    if (Date.now() > deadline) throw new Error("the portal's sessions relay never subscribed");
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function reader(name: string) {
  const user = await insertTestUser(api.db, { name, last_visit_at: "2000-01-01T00:00:00.000Z" });
  return { ...user, cookie: await sessionCookie(user, TEST_SECRET) };
}

const asks = () => proxy.calls.filter((call) => call.includes("/api/recommendations/since-last-visit")).length;

async function visit(portal: Portal, path: string, cookie: string) {
  const response = await fetch(portal.url + path, { headers: { cookie }, redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, signedOut: response.headers.getSetCookie().some((c) => /^__session=;/.test(c)) };
}

async function signedInPage(portal: Portal, path: string, cookie: string) {
  const page = await visit(portal, path, cookie);
  expect(page.status).toBe(200);
  expect(page.html).toContain("My Account");
  return page.html;
}

describe("the New markers, where sessions-ended announcements arrive", () => {
  it("are asked once for several pages of one session, and separately for each reader", async () => {
    const [asha, ravi] = [await reader("Asha Markers"), await reader("Ravi Markers")];
    const before = asks();
    for (const path of ["/", "/articles/all", "/about-us"])
      expect(await signedInPage(heard, path, asha.cookie)).toMatch(/Articles(?:<!-- -->)? <span[^>]*>New/);
    expect(asks() - before).toBe(1);
    await signedInPage(heard, "/", ravi.cookie);
    expect(asks() - before).toBe(2);
  });

  it("are asked again once content changes", async () => {
    const { cookie } = await reader("Meera Markers");
    await signedInPage(heard, "/", cookie);
    const before = asks();
    await signedInPage(heard, "/articles/all", cookie);
    expect(asks()).toBe(before);
    announceContentChange({ reason: "test" });
    await signedInPage(heard, "/articles/all", cookie);
    expect(asks()).toBe(before + 1);
  });

  it("are asked again on the next page when the API failed", async () => {
    const { cookie } = await reader("Kiran Markers");
    proxy.addRule(/^\/api\/recommendations\/since-last-visit/, "500");
    const before = asks();
    await visit(heard, "/", cookie);
    proxy.clearRules();
    await signedInPage(heard, "/", cookie);
    await signedInPage(heard, "/", cookie);
    expect(asks() - before).toBe(2);
  });

  it("are dropped when the reader signs out elsewhere: a copy of the cookie is signed out on its next page, other readers keep theirs", async () => {
    const [leena, omar] = [await reader("Leena Markers"), await reader("Omar Markers")];
    await signedInPage(heard, "/", leena.cookie);
    await signedInPage(heard, "/", omar.cookie);
    const signOut = await fetch(`${api.url}/api/logout`, { method: "POST", headers: { Authorization: `Bearer ${leena.token}` } });
    expect(signOut.status).toBe(200);
    const before = asks();
    const after = await visit(heard, "/articles/all", leena.cookie);
    expect(after.status).toBe(302);
    expect(after.signedOut).toBe(true);
    await signedInPage(heard, "/articles/all", omar.cookie);
    expect(asks() - before).toBe(1);
  });

  it("are dropped for one reader, or for everyone, when another process announces it through Redis", async () => {
    const [nisha, arjun] = [await reader("Nisha Markers"), await reader("Arjun Markers")];
    await signedInPage(heard, "/", nisha.cookie);
    await signedInPage(heard, "/", arjun.cookie);
    const relayed = (change: object) => redis.command("PUBLISH", SESSIONS_RELAY_CHANNEL, JSON.stringify({ from: "another-api", change }));
    const droppedFor = async (expected: number) => {
      const before = asks();
      for (let tries = 0; asks() - before < expected && tries < 50; tries++) {
        // The relay's message arrives on its own: visit until the first reader is asked again.
        await signedInPage(heard, "/", nisha.cookie);
        if (asks() - before === 0) await new Promise((r) => setTimeout(r, 20));
      }
      await signedInPage(heard, "/", arjun.cookie);
      return asks() - before;
    };
    await relayed({ reason: "password-changed", userId: nisha.id });
    expect(await droppedFor(1)).toBe(1);
    await relayed({ reason: "relay-catch-up" });
    expect(await droppedFor(1)).toBe(2);
  });
});

describe("the New markers, where no announcement can arrive (an external API without Redis)", () => {
  it("are asked on every page, so a revoked session is signed out on its next page", async () => {
    const sunil = await reader("Sunil Markers");
    const before = asks();
    await signedInPage(unheard, "/", sunil.cookie);
    await signedInPage(unheard, "/articles/all", sunil.cookie);
    expect(asks() - before).toBe(2);
    await api.db.updateTable("access_tokens").set({ revoked_at: new Date().toISOString() }).where("user_id", "=", sunil.id).execute();
    const after = await visit(unheard, "/", sunil.cookie);
    expect(after.status).toBe(302);
    expect(after.signedOut).toBe(true);
  });
});

describe("the role in the menus", () => {
  it("follows the API, not the role of sign-in: a newly made editor sees the desk link on their next page", async () => {
    const ekta = await reader("Ekta New Editor");
    const deskLink = /href="\/editorial"/;
    expect((await visit(unheard, "/articles/all", ekta.cookie)).html).not.toMatch(deskLink);
    await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", ekta.id).execute();
    expect((await visit(unheard, "/articles/all", ekta.cookie)).html).toMatch(deskLink);
    await api.db.updateTable("users").set({ role: "user" }).where("id", "=", ekta.id).execute();
    expect((await visit(unheard, "/hi/articles/all", ekta.cookie)).html).not.toMatch(/href="\/hi\/editorial"/);
  });
});
