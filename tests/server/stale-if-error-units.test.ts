/**
 * Stale if error (server/stale-if-error.ts, decision 0125) piece by piece, with an injected clock:
 * how long the page cache keeps a copy for a failing render, how the copy is answered, and the
 * notice. tests/faults/stale-if-error.test.ts runs the same through the production server.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { checkedTime, staleNoticeHtml, withStaleNotice } from "../../app/chrome/stale-notice";
import { cachedPages, type Render } from "../../server/cached-pages";
import { PageCache, RENDER_FAILED, toCachedPage, type CachedPage } from "../../server/page-cache";
import { sendResponse } from "../../server/request-adapter";
import { staleCopies } from "../../server/stale-if-error";
import { SwrCache } from "../../shared/swr-cache";

/** 24 Nov 2026, 14:05 in India. */
const T0 = Date.UTC(2026, 10, 24, 8, 35);
const HTML = (title: string, nonce = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title><script${nonce ? ` nonce="${nonce}"` : ""}>document.documentElement.classList.add('js')</script></head><body><main id="main-content"><h1>${title}</h1></main></body></html>`;

const stored = (title: string, at = T0): Promise<CachedPage> =>
  toCachedPage(Buffer.from(HTML(title, "n0nce")), new Headers({ "content-type": "text/html; charset=utf-8" }), "n0nce", at).then((p) => p!);

function cacheWithClock(options: { staleIfErrorMs?: number; retryMs?: number } = {}) {
  const clock = { now: T0 };
  const cache = new PageCache({
    maxBytes: 1_000_000,
    freshMs: 1000,
    staleMs: 5000,
    staleIfErrorMs: options.staleIfErrorMs ?? 60_000,
    retryMs: options.retryMs,
    now: () => clock.now,
  });
  return { clock, cache };
}

describe("the page cache's copies for when a render fails", () => {
  it("keeps a page past its stale time, for its stale-if-error time, only to stand in for a failed render", async () => {
    const { clock, cache } = cacheWithClock();
    await cache.fill("k", () => stored("One")).page;
    clock.now = T0 + 6500; // past fresh (1 s) and stale (5 s)
    expect(cache.lookup("k")).toBeUndefined(); // a reader waits for a render…
    expect(cache.fallback("k")?.body.toString()).toContain("<h1>One</h1>"); // …and gets this if it fails
    clock.now = T0 + 61_000; // past fresh + stale-if-error
    expect(cache.fallback("k")).toBeUndefined();
  });

  it("keeps a copy for its stale time at least, whatever the stale-if-error time", async () => {
    const { clock, cache } = cacheWithClock({ staleIfErrorMs: 0 });
    await cache.fill("k", () => stored("One")).page;
    clock.now = T0 + 5500;
    expect(cache.fallback("k")).toBeDefined();
  });

  it("tells a failed render from one that cannot be shared", async () => {
    const { cache } = cacheWithClock();
    expect(await cache.fill("a", async () => RENDER_FAILED).outcome).toBe(RENDER_FAILED);
    expect(await cache.fill("b", async () => null).outcome).toBeNull();
    expect(await cache.fill("a", async () => RENDER_FAILED).page).toBeNull();
  });

  it("after a failed re-render, offers the copy at once with the time of the failure, and a new render only after the retry time", async () => {
    const { clock, cache } = cacheWithClock({ retryMs: 5000 });
    await cache.fill("k", () => stored("One")).page;
    clock.now = T0 + 2000;
    expect(cache.lookup("k")).toMatchObject({ state: "stale", revalidate: true });
    expect(cache.lookup("k")?.failedAt).toBeUndefined();
    await cache.fill("k", async () => RENDER_FAILED).outcome;
    expect(cache.lookup("k")).toMatchObject({ state: "stale", failedAt: T0 + 2000, revalidate: false });
    clock.now = T0 + 7000;
    expect(cache.lookup("k")).toMatchObject({ failedAt: T0 + 2000, revalidate: true });
    // Past the stale time too: still offered at once while its renders fail.
    clock.now = T0 + 30_000;
    expect(cache.lookup("k")?.page.body.toString()).toContain("<h1>One</h1>");
  });

  it("forgets the failure once a render succeeds", async () => {
    const { clock, cache } = cacheWithClock();
    await cache.fill("k", () => stored("One")).page;
    clock.now = T0 + 2000;
    await cache.fill("k", async () => RENDER_FAILED).outcome;
    await cache.fill("k", () => stored("Two", clock.now)).page;
    expect(cache.lookup("k")).toMatchObject({ state: "fresh", revalidate: false });
    expect(cache.lookup("k")?.failedAt).toBeUndefined();
  });

  it("the shared cache marks a stored value with the time its refresh failed, and keeps it", async () => {
    const clock = { now: 0 };
    const swr = new SwrCache<string>({ max: 10, now: () => clock.now });
    await swr.refresh("k", async () => "kept").result;
    clock.now = 3000;
    await expect(swr.refresh("k", () => Promise.reject(new Error("down"))).result).rejects.toThrow("down");
    expect(swr.lookup("k", { freshMs: 1000, maxAgeMs: 10_000 })).toMatchObject({
      value: "kept",
      storedAt: 0,
      failedAt: 3000,
      state: "stale",
    });
  });
});

describe("the notice on a kept page", () => {
  it("says when the copy was made, in the page's language and India's time", () => {
    expect(checkedTime("en", T0)).toBe("24 Nov 2026, 14:05 IST");
    expect(staleNoticeHtml("en", T0)).toBe(
      '<div class="stale-notice" role="status" data-stale-notice=""><p>This page may be out of date. Last checked <time datetime="2026-11-24T08:35:00.000Z">24 Nov 2026, 14:05 IST</time>.</p></div>',
    );
    expect(staleNoticeHtml("hi", T0)).toContain("यह पृष्ठ पुराना हो सकता है।");
    expect(staleNoticeHtml("hi", T0)).toContain('<time datetime="2026-11-24T08:35:00.000Z">');
  });

  it("goes last in the body, where hydration leaves it alone, and changes nothing else", () => {
    const html = HTML("One");
    const noticed = withStaleNotice(html, "en", T0);
    expect(noticed).toBe(html.replace("</body>", `${staleNoticeHtml("en", T0)}</body>`));
  });
});

describe("answering from a kept copy", () => {
  const servers: { close(): void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function listen(app: express.Express) {
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** An app that answers /page from the page cache, or renders it itself, as server/app.ts does. */
  function portalLike(cache: PageCache, render: Render) {
    const serve = cachedPages({ cache, logger: pino({ level: "silent" }), onVisit: () => {} });
    const app = express();
    app.use((_req, res, next) => {
      Object.assign(res.locals, {
        cspNonce: "n0nce",
        cspFor: ({ hashes = [] }: { hashes?: string[] }) => `script-src 'self' ${hashes.join(" ")}`,
      });
      next();
    });
    app.use(staleCopies(cache));
    app.get(/^\/page/, async (req, res) => {
      const signedIn = /__session=/.test(req.get("cookie") ?? "");
      if (!signedIn && (await serve(req, res, `- http://${req.get("host")}${req.originalUrl}`, render))) return;
      const shortfall = { failed: false };
      const response = await render(new Request(`http://${req.get("host")}${req.originalUrl}`), "n0nce", shortfall);
      await sendResponse(req, res, response, "n0nce", shortfall);
    });
    return app;
  }

  function failingRender() {
    const state = { up: true, renders: 0 };
    const render: Render = async (_request, nonce) => {
      state.renders += 1;
      return state.up
        ? new Response(HTML("Kept page", nonce), { headers: { "content-type": "text/html; charset=utf-8" } })
        : new Response("<h1>This page is temporarily unavailable</h1>", {
            status: 503,
            headers: { "content-type": "text/html; charset=utf-8" },
          });
    };
    return { state, render };
  }

  it("gives an anonymous reader the kept page, 200, with the notice and no-store, when its render fails", async () => {
    const { clock, cache } = cacheWithClock();
    const { state, render } = failingRender();
    const url = await listen(portalLike(cache, render));
    const first = await fetch(`${url}/page`);
    expect(first.headers.get("cache-control")).toBe("max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=5, stale-if-error=60");
    const original = await first.text();

    state.up = false;
    clock.now = T0 + 30_000; // past the stale time, within stale-if-error
    const stale = await fetch(`${url}/page`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("no-store");
    expect(stale.headers.get("etag")).toBeNull();
    expect(stale.headers.get("age")).toBe("30");
    expect(stale.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(await stale.text()).toBe(withStaleNotice(original, "en", T0));

    // The next reader gets it at once: no render until the retry time is up.
    const renders = state.renders;
    expect((await fetch(`${url}/page`)).status).toBe(200);
    expect(state.renders).toBe(renders);
  });

  it("gives a signed-in visitor whose render fails the anonymous copy, with the notice, private and no-store", async () => {
    const { clock, cache } = cacheWithClock();
    const { state, render } = failingRender();
    const url = await listen(portalLike(cache, render));
    await (await fetch(`${url}/page`)).text();
    state.up = false;
    clock.now = T0 + 30_000;
    const signedIn = await fetch(`${url}/page`, { headers: { Cookie: "__session=abc; cookie_consent=1" } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(await signedIn.text()).toContain("This page may be out of date.");
  });

  it("answers with the render's own 503 and Retry-After where nothing is kept", async () => {
    const { cache } = cacheWithClock();
    const { state, render } = failingRender();
    state.up = false;
    const url = await listen(portalLike(cache, render));
    for (const headers of [{}, { Cookie: "__session=abc" }] as Record<string, string>[]) {
      const answer = await fetch(`${url}/page?never-kept`, { headers });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("60");
      expect(await answer.text()).toContain("temporarily unavailable");
    }
  });

  /** A render that succeeds while `state.without` says what it did without (its data stale, or a call failed). */
  function renderWithout() {
    const state: { without?: { failed: boolean; staleSince?: number }; renders: number } = { renders: 0 };
    const render: Render = async (_request, nonce, shortfall) => {
      state.renders += 1;
      if (state.without) Object.assign(shortfall, state.without);
      return new Response(HTML(`Render ${state.renders}`, nonce), { headers: { "content-type": "text/html; charset=utf-8" } });
    };
    return { state, render };
  }

  it("neither keeps nor shares a page rendered with defaults because a call failed: its reader gets it no-store, saying the service cannot be reached", async () => {
    const { cache } = cacheWithClock();
    const { state, render } = renderWithout();
    state.without = { failed: true };
    const url = await listen(portalLike(cache, render));
    for (const expected of ["Render 1", "Render 2"]) {
      const answer = await fetch(`${url}/page?defaults`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("etag")).toBeNull();
      const html = await answer.text();
      expect(html, "rendered again, not kept").toContain(expected);
      expect(html).toContain(staleNoticeHtml("en"));
      expect(html).toContain("We can’t reach the content service right now.");
    }
    expect(cache.size.entries).toBe(0);
  });

  it("gives a page rendered from upstream data the API could not renew the notice with that data's time, and keeps the copy kept before", async () => {
    const { clock, cache } = cacheWithClock();
    const { state, render } = renderWithout();
    const url = await listen(portalLike(cache, render));
    expect(await (await fetch(`${url}/page`)).text()).toContain("Render 1");
    const dataFetchedAt = T0 - 3_600_000;
    state.without = { failed: false, staleSince: dataFetchedAt };
    clock.now = T0 + 30_000; // past the stale time: a render is awaited
    const kept = await fetch(`${url}/page`);
    expect(kept.headers.get("cache-control")).toBe("no-store");
    expect(await kept.text(), "the kept copy stands in, as for a failed render").toBe(withStaleNotice(HTML("Render 1"), "en", T0));

    const fresh = await fetch(`${url}/page?never-kept`);
    expect(fresh.headers.get("cache-control")).toBe("no-store");
    const html = await fresh.text();
    expect(html).toContain("Render 3");
    expect(html).toContain(staleNoticeHtml("en", dataFetchedAt));

    const signedIn = await fetch(`${url}/page?signed-in`, { headers: { Cookie: "__session=abc" } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(await signedIn.text()).toContain(staleNoticeHtml("en", dataFetchedAt));
  });
});
