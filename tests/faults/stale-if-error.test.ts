/**
 * "Stay up on the worst day" (decision 0125) through the production server, in front of the real
 * content API behind a fault proxy: a page kept in the page cache stands in for its render when
 * the API answers 500, hangs, is gone or answers garbage; without a copy the portal's own 503
 * page answers, with Retry-After; and the circuit breaker makes a failing API cost nothing.
 * The page cache and the breaker run on injected clocks: the test moves time, it never waits
 * for it (only for the short upstream timeout of a hanging call).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkedTime } from "../../app/chrome/stale-notice";
import { configureBreaker } from "../../shared/upstream-breakers";
import type { CircuitBreaker } from "../../shared/circuit-breaker";
import { startFaultProxy, type FaultProxy, type PathFault } from "./fault-proxy";
import { signedInCookie, startPortalAt, startRealApi, type Portal, type RealApi } from "./portal-harness";

/** Long enough for the real API on a busy test machine; a hanging call waits it out once. */
const TIMEOUT_MS = 1000;
const HOUR = 3_600_000;
/** 24 Nov 2026, 14:05 in India. */
const T0 = Date.UTC(2026, 10, 24, 8, 35);
const PAGES = /^\/api\/web\/pages\//;
const NOTICE = /<div class="stale-notice" role="status" data-stale-notice=""><p>[\s\S]*?<\/p><\/div>/;

/**
 * The overload guard (server/overload.ts) is not what is tested here: on a busy test machine its
 * fast 503 would stand in for the renders these tests make fail on purpose.
 */
const NO_OVERLOAD_GUARD = { OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_MAX_IN_FLIGHT: "0" };

const clock = { now: T0 };
const pageCache = { maxBytes: 32 * 1024 * 1024, freshMs: 60_000, staleMs: 600_000, staleIfErrorMs: 24 * HOUR, now: () => clock.now };

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi();
});
afterAll(async () => {
  await api?.close();
});

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(base + path, { headers, redirect: "manual" });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body, ms: performance.now() - started };
}

/** The same HTML without a notice. */
const withoutNotice = (html: string) => html.replace(NOTICE, "");

describe("a page kept in the page cache, when its render fails", () => {
  let proxy: FaultProxy;
  let portal: Portal;

  beforeAll(async () => {
    proxy = await startFaultProxy(api.url);
    // No breaker here: each failure reaches the proxy as itself (the breaker has its own tests below).
    portal = await startPortalAt(
      proxy.url,
      { ...NO_OVERLOAD_GUARD, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), UPSTREAM_BREAKER_FAILURES: "0" },
      { pageCache },
    );
  });
  afterEach(async () => {
    proxy.clearRules();
    await proxy.setMode({ kind: "pass" });
  });
  afterAll(async () => {
    await portal?.close(200);
    await proxy?.close();
  });

  /** Renders `path` into the page cache now, then moves the clock past its stale-while-revalidate time. */
  async function keptTwoHoursAgo(path: string) {
    const first = await get(portal.url, path);
    expect(first.status, path).toBe(200);
    expect(first.headers.get("cache-control"), `${path} is kept`).toContain("s-maxage=60");
    const keptAt = clock.now;
    clock.now += 2 * HOUR;
    return { html: first.body, keptAt };
  }

  const faults: Array<[string, () => Promise<void> | void]> = [
    ["answers 500", () => proxy.addRule(PAGES, "500")],
    ["hangs past the timeout", () => proxy.addRule(PAGES, "hang")],
    ["is gone", () => proxy.setMode({ kind: "down" })],
    ["answers garbage", () => proxy.addRule(PAGES, "garbage" satisfies PathFault)],
  ];
  for (const [name, fail] of faults) {
    it(`is served to an anonymous reader with its content, 200, the notice and no-store when the API ${name}`, async () => {
      const path = `/about-us?fault=${encodeURIComponent(name)}`;
      const { html, keptAt } = await keptTwoHoursAgo(path);
      await fail();
      const stale = await get(portal.url, path);
      expect(stale.status).toBe(200);
      expect(withoutNotice(stale.body)).toBe(html);
      expect(stale.body).toContain(
        `This page may be out of date. Last checked <time datetime="${new Date(keptAt).toISOString()}">${checkedTime("en", keptAt)}</time>.`,
      );
      expect(stale.headers.get("cache-control")).toBe("no-store");
      expect(stale.headers.get("etag")).toBeNull();
      expect(stale.headers.get("age")).toBe(String(2 * 60 * 60));
      expect(stale.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
      expect(stale.headers.get("content-security-policy")).not.toContain("nonce-");
    });
  }

  it("keeps the replica ready, degraded, while the API is gone and pages are kept: a gateway keeps sending readers", async () => {
    await keptTwoHoursAgo("/about-us?fault=readiness");
    await proxy.setMode({ kind: "down" });
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, degraded: true, upstream: expect.stringMatching(/^not ready: /) });
  });

  it("is served at once to the readers after, while the API keeps failing, and fresh again once it answers", async () => {
    const path = "/about-us?fault=later";
    await keptTwoHoursAgo(path);
    proxy.addRule(PAGES, "500");
    expect((await get(portal.url, path)).body).toMatch(NOTICE);
    const asked = proxy.calls.filter((c) => PAGES.test(c.split(" ")[1])).length;
    const later = await get(portal.url, path);
    expect(later.body).toMatch(NOTICE);
    expect(proxy.calls.filter((c) => PAGES.test(c.split(" ")[1])).length, "no render for the later reader").toBe(asked);

    proxy.clearRules();
    clock.now += 5000; // the retry time (RETRY_FAILED_RENDER_MS): one render in the background replaces it
    await vi.waitFor(async () => expect((await get(portal.url, path)).body).not.toMatch(NOTICE), { timeout: 5000, interval: 50 });
  });

  it("carries the notice in the page's language", async () => {
    const path = "/hi/about-us?fault=hindi";
    const { keptAt } = await keptTwoHoursAgo(path);
    proxy.addRule(PAGES, "500");
    const stale = await get(portal.url, path);
    expect(stale.status).toBe(200);
    expect(stale.body).toContain('<html lang="hi"');
    expect(stale.body).toContain(
      `यह पृष्ठ पुराना हो सकता है। पिछली जाँच <time datetime="${new Date(keptAt).toISOString()}">${checkedTime("hi", keptAt)}</time> पर हुई थी।`,
    );
  });

  it("is no longer served once a day has passed since it was fresh: the 503 page answers", async () => {
    const path = "/about-us?fault=old";
    await keptTwoHoursAgo(path);
    clock.now += 23 * HOUR;
    await proxy.setMode({ kind: "down" });
    const answer = await get(portal.url, path);
    expect(answer.status).toBe(503);
    expect(answer.body).not.toMatch(NOTICE);
  });

  it("is served to a signed-in visitor too, with the notice, private and no-store", async () => {
    const cookie = await signedInCookie(api.db, "Stale Reader Sunita");
    const path = "/about-us?fault=signed-in";
    const { html } = await keptTwoHoursAgo(path);
    proxy.addRule(PAGES, "500");
    const stale = await get(portal.url, path, { Cookie: cookie });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("private, no-store");
    expect(withoutNotice(stale.body)).toBe(html);
    expect(stale.body).toMatch(NOTICE);
  });

  it("without a kept copy, answers with the portal's own 503 page in the page's language, with Retry-After", async () => {
    const cookie = await signedInCookie(api.db, "Cold Reader Farhan");
    await proxy.setMode({ kind: "down" });
    for (const [path, heading, headers] of [
      ["/privacy-policy?fault=cold", "This page is temporarily unavailable", {}],
      ["/hi/privacy-policy?fault=cold", "यह पृष्ठ अस्थायी रूप से उपलब्ध नहीं है", {}],
      ["/privacy-policy?fault=cold-signed-in", "This page is temporarily unavailable", { Cookie: cookie }],
    ] as const) {
      const answer = await get(portal.url, path, headers);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get("retry-after"), path).toBe("60");
      expect(answer.headers.get("cache-control"), path).not.toContain("s-maxage");
      expect(answer.body, path).toContain(heading);
      expect(answer.body, path).toContain('id="main-content"');
      expect(answer.body).not.toMatch(NOTICE);
    }
  });
});

describe("a page rendered while the content API fails", () => {
  /** 25 Nov 2026, 09:00 in India: when the upstream data of the second test was fetched. */
  const FETCHED = Date.UTC(2026, 10, 25, 3, 30);
  const UNREACHABLE = {
    en: "We can’t reach the content service right now. Please try again in a few minutes.",
    hi: "अभी सामग्री सेवा से संपर्क नहीं हो पा रहा है। कृपया कुछ मिनट बाद पुनः प्रयास करें।",
  };
  const checked = (lang: "en" | "hi", at: number) => `<time datetime="${new Date(at).toISOString()}">${checkedTime(lang, at)}</time>`;
  const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
  const settings = { ...NO_OVERLOAD_GUARD, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), UPSTREAM_BREAKER_FAILURES: "0" };

  const faults: Array<[string, (proxy: FaultProxy) => Promise<void> | void]> = [
    ["is gone", (proxy) => proxy.setMode({ kind: "down" })],
    ["accepts and never answers", (proxy) => proxy.addRule(/^\/api\//, "hang")],
  ];
  for (const [name, fail] of faults) {
    it(`with defaults because the API ${name}, is neither kept nor shareable, says so, and leaves a replica with nothing kept not ready`, async () => {
      const proxy = await startFaultProxy(api.url);
      const portal = await startPortalAt(proxy.url, settings, { pageCache });
      try {
        await fail(proxy);
        for (const [path, lang] of [
          ["/", "en"],
          ["/", "en"],
          ["/hi", "hi"],
        ] as const) {
          const page = await get(portal.url, path);
          expect(page.status, path).toBe(200);
          expect(page.body, path).toContain(`<html lang="${lang}"`);
          expect(page.body, path).toContain('id="main-content"');
          expect(page.headers.get("cache-control"), `${path} is kept nowhere`).toBe("no-store");
          expect(page.headers.get("etag"), path).toBeNull();
          expect(page.headers.get("x-robots-tag"), `${path}: its defaults are not indexed`).toBe("noindex");
          expect(NOTICE.exec(page.body)?.[0], path).toContain(UNREACHABLE[lang]);
        }
        const ready = await fetch(`${portal.url}/readyz`);
        expect(await ready.json()).toMatchObject({ ok: false, reason: expect.stringMatching(/^upstream not ready: /) });
        expect(ready.status).toBe(503);
      } finally {
        await portal.close(200);
        await proxy.close();
      }
    });
  }

  it("from upstream data a day old, while the API is gone, carries the notice with the time the data was fetched and is kept nowhere", async () => {
    const proxy = await startFaultProxy(api.url);
    const portal = await startPortalAt(proxy.url, settings, { pageCache });
    const cookie = await signedInCookie(api.db, "Outage Reader Meera");
    // The upstream cache reads the system clock: the test moves it, it never waits for it.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(FETCHED);
      const fetched = await get(portal.url, "/?data=fetched");
      expect(fetched.headers.get("cache-control")).toContain("s-maxage=60");
      await get(portal.url, "/hi?data=fetched");
      await get(portal.url, "/?data=fetched-signed-in", { Cookie: cookie });

      vi.setSystemTime(FETCHED + 2 * HOUR);
      clock.now += 2 * HOUR;
      await proxy.setMode({ kind: "down" });
      // The first refresh of the kept data may fail only after its page is rendered; the pages after it know.
      let tries = 0;
      await vi.waitFor(async () => expect((await get(portal.url, `/?data=refresh-${tries++}`)).body).toMatch(NOTICE), {
        timeout: 5000,
        interval: 20,
      });

      for (const reader of ["first", "second"]) {
        const page = await get(portal.url, "/?data=old");
        expect(page.status, reader).toBe(200);
        expect(page.headers.get("cache-control"), `${reader} reader: kept nowhere`).toBe("no-store");
        expect(page.headers.get("x-robots-tag"), `${reader} reader: the page's own content, indexable`).toBeNull();
        expect(page.body).toContain(`This page may be out of date. Last checked ${checked("en", FETCHED)}.`);
        expect(main(page.body), "the content the data gave").toBe(main(fetched.body));
      }
      const hindi = await get(portal.url, "/hi?data=old");
      expect(hindi.headers.get("cache-control")).toBe("no-store");
      expect(hindi.body).toContain(`यह पृष्ठ पुराना हो सकता है। पिछली जाँच ${checked("hi", FETCHED)} पर हुई थी।`);

      const signedIn = await get(portal.url, "/?data=old", { Cookie: cookie });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
      expect(signedIn.body, "the signed-in header").toContain("Outage Reader Meera");
      expect(signedIn.body).toContain(`This page may be out of date. Last checked ${checked("en", FETCHED)}.`);
    } finally {
      vi.useRealTimers();
      await portal.close(200);
      await proxy.close();
    }
  });
});

describe("the content API's circuit breaker", () => {
  let proxy: FaultProxy;
  let portal: Portal;
  let breaker: CircuitBreaker;
  const breakerClock = { now: 0 };
  const OPEN_MS = 30_000;
  const HANG_MS = 1500;

  beforeAll(async () => {
    proxy = await startFaultProxy(api.url);
    portal = await startPortalAt(
      proxy.url,
      { ...NO_OVERLOAD_GUARD, UPSTREAM_TIMEOUT_MS: String(HANG_MS) },
      { pageCache, metrics: { port: 0, host: "127.0.0.1" } },
    );
    breaker = configureBreaker(proxy.url, { failures: 3, openMs: OPEN_MS, now: () => breakerClock.now });
  });
  afterAll(async () => {
    await portal?.close(200);
    await proxy?.close();
  });

  const readyz = async () => (await fetch(`${portal.url}/readyz`)).json() as Promise<Record<string, unknown>>;
  const metric = async () => {
    const text = await (await fetch(`http://127.0.0.1:${portal.metricsPort}/metrics`)).text();
    const line = text.split("\n").find((l) => l.startsWith(`portal_upstream_breaker_state{upstream="${proxy.url}"}`));
    return line ? Number(line.split(" ").pop()) : undefined;
  };

  it("opens after a few failed calls: pages then answer at once, from their kept copy or with the 503 page", async () => {
    const kept = "/about-us?breaker=1";
    expect((await get(portal.url, kept)).status).toBe(200);
    clock.now += 2 * HOUR;
    expect(await readyz()).toEqual({ ok: true, breaker: "closed" });

    // Every call but the health check hangs: each page waits out its timeout, until the breaker opens.
    proxy.addRule(/^\/api\/(?!healthz)/, "hang");
    for (let i = 0; i < 5 && breaker.state !== "open"; i++) {
      const slow = await get(portal.url, `/privacy-policy?breaker=slow-${i}`);
      expect(slow.status).toBe(503);
      expect(slow.ms).toBeGreaterThanOrEqual(HANG_MS - 50);
    }
    expect(breaker.state).toBe("open");

    const calls = proxy.calls.length;
    const stale = await get(portal.url, kept);
    expect(stale.status).toBe(200);
    expect(stale.body).toMatch(NOTICE);
    expect(stale.ms, "no call waited for its timeout").toBeLessThan(HANG_MS / 2);
    const cold = await get(portal.url, "/hi/privacy-policy?breaker=cold");
    expect(cold.status).toBe(503);
    expect(cold.headers.get("retry-after")).toBe("60");
    expect(cold.ms).toBeLessThan(HANG_MS / 2);
    expect(
      proxy.calls.slice(calls).filter((c) => !c.includes("/api/healthz") && !c.includes("/api/log")),
      "no call reached the API",
    ).toEqual([]);

    expect(await readyz()).toMatchObject({ ok: true, breaker: "open", degraded: true });
    expect(await metric()).toBe(2);
  });

  it("after its open time asks the API's health check, not a reader's call, and closes once it answers", async () => {
    breakerClock.now += OPEN_MS;
    expect(breaker.state).toBe("half-open");
    expect(await readyz()).toMatchObject({ breaker: "half-open", degraded: true });
    // Still hanging: the reader who finds the open time over is answered at once, and the health
    // check (which the proxy lets through) is the trial.
    const first = await get(portal.url, "/privacy-policy?breaker=trial");
    expect(first.status).toBe(503);
    expect(first.ms, "no reader waits on the trial").toBeLessThan(HANG_MS / 2);
    await breaker.probing;
    expect(breaker.state).toBe("closed");
    proxy.clearRules();
    await vi.waitFor(async () => expect((await get(portal.url, "/privacy-policy?breaker=back")).status).toBe(200), {
      timeout: 5000,
      interval: 20,
    });
    expect(breaker.state).toBe("closed");
    expect(await readyz()).toEqual({ ok: true, breaker: "closed" });
    expect(await metric()).toBe(0);
  });
});
