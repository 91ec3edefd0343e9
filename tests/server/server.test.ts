/**
 * The production server (createServer over the production build) in front of the real API on
 * SQLite with the sample content, through the fault proxy where a test needs the upstream to
 * fail or go away.
 */
import { once } from "node:events";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startFaultProxy, type FaultProxy } from "../faults/fault-proxy";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { sessionCookie as signedCookie } from "../support/session";
import { insertTestUser } from "../support/users";
import { sessionCookie, TEST_SECRET } from "./helpers";

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
});
afterAll(async () => {
  await api?.close();
});

/** A portal behind its own proxy: a new upstream origin, so nothing is cached for it yet. */
async function portalBehindProxy(options: Parameters<typeof startPortalAt>[2] = {}) {
  const proxy = await startFaultProxy(api.url);
  const portal = await startPortalAt(proxy.url, {}, options);
  return {
    proxy,
    portal,
    async close() {
      await portal.close(100);
      await proxy.close();
    },
  };
}

describe("the production server", () => {
  let proxy: FaultProxy;
  let portal: Portal;

  beforeAll(async () => {
    // The render path itself, every response made for its request (tests/server/page-cache.test.ts
    // covers what anonymous readers get from the page cache).
    ({ proxy, portal } = await portalBehindProxy({ pageCache: false }));
  });
  afterAll(async () => {
    await portal?.close(1000);
    await proxy?.close();
  });

  it("sends a CSP with a per-request nonce that the page's scripts carry, and the other security headers", async () => {
    const a = await fetch(`${portal.url}/`);
    const b = await fetch(`${portal.url}/`);
    expect(a.status).toBe(200);
    const csp = a.headers.get("content-security-policy")!;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(b.headers.get("content-security-policy")).not.toContain(nonce);
    const html = await a.text();
    const inline = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("x-powered-by")).toBeNull();
    expect(a.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS when the request came over HTTPS through a trusted proxy", async () => {
    const { parseEnv } = await import("../../config/env");
    const { createServer } = await import("../../server/app");
    const { pino } = await import("pino");
    const { getBuild } = await import("./helpers");
    const p = await createServer({
      env: parseEnv({ TRUST_PROXY: "true", SESSION_SECRET: "x".repeat(32), LOG_LEVEL: "silent" }),
      logger: pino({ level: "silent" }),
      build: await getBuild(),
      upstreamOrigin: proxy.url,
    });
    const { url } = await p.listen(0, "127.0.0.1");
    try {
      const r = await fetch(`${url}/`, { headers: { "X-Forwarded-Proto": "https" } });
      expect(r.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await p.close(100);
    }
  });

  it("documents are no-cache with an ETag, and a matching If-None-Match gets 304 without a new CSP", async () => {
    const first = await fetch(`${portal.url}/`);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await fetch(`${portal.url}/`, { headers: { "If-None-Match": etag! } });
    expect(second.status).toBe(304);
    expect(second.headers.get("content-security-policy")).toBeNull();
    expect(await second.text()).toBe("");
    const other = await fetch(`${portal.url}/`, { headers: { "If-None-Match": 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("preloads the page language's dictionary module, which the build serves", async () => {
    for (const [page, lang] of [
      ["/", "en"],
      ["/hi/articles/all", "hi"],
    ] as const) {
      const html = await (await fetch(`${portal.url}${page}`)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/(?:en|hi)-[^"]+\.js)"/g)].map((m) => m[1]);
      expect(preloads, page).toHaveLength(1);
      expect(preloads[0], page).toMatch(new RegExp(`^/assets/${lang}-`));
      const module = await fetch(`${portal.url}${preloads[0]}`);
      expect(module.status).toBe(200);
      expect(await module.text()).toContain("dictionary");
    }
  });

  it("serves the build's other public files for an hour, and a path that is no file stays the portal's own page", async () => {
    for (const file of ["/favicon.svg", "/sw.js", "/images/avatar-placeholder.svg"]) {
      const r = await fetch(`${portal.url}${file}`);
      expect(r.status, file).toBe(200);
      expect(r.headers.get("cache-control"), file).toBe("public, max-age=3600");
      await r.arrayBuffer();
    }
    const missing = await fetch(`${portal.url}/images/no-such-file.svg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
    expect(await missing.text()).toContain("<main");
  });

  it("serves hashed assets as immutable for a year", async () => {
    const html = await (await fetch(`${portal.url}/`)).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1];
    const r = await fetch(`${portal.url}${css}`);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("immutable");
    expect(r.headers.get("cache-control")).toContain("max-age=31536000");
    const missing = await fetch(`${portal.url}/assets/nope.js`);
    expect(missing.status).toBe(404);
  });

  it("refuses a cross-site POST with 403 and accepts a same-origin one", async () => {
    const body = new URLSearchParams({ email: "reader@example.test" });
    const evil = await fetch(`${portal.url}/newsletter`, { method: "POST", body, headers: { Origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    const fetchMeta = await fetch(`${portal.url}/newsletter`, { method: "POST", body, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fetchMeta.status).toBe(403);
    const nullOrigin = await fetch(`${portal.url}/newsletter`, { method: "POST", body, headers: { Origin: "null" } });
    expect(nullOrigin.status).toBe(403);
    const same = await fetch(`${portal.url}/newsletter`, {
      method: "POST",
      body,
      headers: { Origin: portal.url, "Sec-Fetch-Site": "same-origin" },
    });
    expect(same.status).toBe(200);
  });

  it("answers /healthz and /readyz", async () => {
    expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
  });

  it("an unknown URL gets the not-found page with status 404", async () => {
    const r = await fetch(`${portal.url}/definitely/not/here`);
    expect(r.status).toBe(404);
    const html = await r.text();
    expect(html).toContain("Something’s went wrong here...");
    expect(html).toContain("Back to Home");
  });

  it("keeps a valid X-Request-Id and replaces a hostile one", async () => {
    const ok = await fetch(`${portal.url}/healthz`, { headers: { "X-Request-Id": "abc-123" } });
    expect(ok.headers.get("x-request-id")).toBe("abc-123");
    const bad = await fetch(`${portal.url}/healthz`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    expect(bad.headers.get("x-request-id")).not.toContain("<");
  });

  it("a 401 from the upstream clears the session and redirects home", async () => {
    const cookie = await sessionCookie("revoked-token");
    const r = await fetch(`${portal.url}/`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/");
    expect(r.headers.getSetCookie().join("\n")).toMatch(/__session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });

  it("a signed-in visitor sees the profile menu and New markers", async () => {
    const user = await insertTestUser(api.db, { name: "Asha Verma", last_visit_at: "2000-01-01T00:00:00.000Z" });
    const cookie = await signedCookie(user, TEST_SECRET);
    const html = await (await fetch(`${portal.url}/`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("My Account");
    expect(html).toContain(">AS<");
    // The link reads as words apart, in a text browser or a screen reader: not "ArticlesNew".
    const link = /<a [^>]*>Articles[^]*?<\/a>/.exec(html)?.[0] ?? "";
    expect(link.replace(/<[^>]+>/g, "")).toBe("Articles New new since your last visit");
    const headerText = (html: string) => (/<header[^]*?<\/header>/.exec(html)?.[0] ?? "").replace(/<[^>]+>/g, "");
    expect(headerText(html)).toMatch(/हिन्दी AS/);
    const anon = await (await fetch(`${portal.url}/`)).text();
    expect(anon).not.toContain("My Account");
    expect(anon).not.toMatch(/>New</);
    expect(headerText(anon)).toMatch(/हिन्दी Sign in/);
  });
});

describe("rate limits", () => {
  it("answers 429 past the limit", async () => {
    const { portal, close } = await portalBehindProxy({ rateLimits: { read: 3, write: 2, auth: 1 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await fetch(`${portal.url}/no-such-page`)).status);
      expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
      expect(statuses[3]).toBe(429);
      // Health checks are never limited.
      expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
      // Posting has its own, tighter tier.
      const post = () => fetch(`${portal.url}/newsletter`, { method: "POST", body: new URLSearchParams({ email: "" }) });
      expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([400, 400, 429]);
    } finally {
      await close();
    }
  });
});

describe("upstream failures", () => {
  afterEach(() => vi.restoreAllMocks());

  it("when the upstream goes down, pages still render from the stale cache", async () => {
    const { proxy, portal, close } = await portalBehindProxy();
    try {
      const fresh = await (await fetch(`${portal.url}/`)).text();
      const title = /<title>([^<]+)<\/title>/.exec(fresh)?.[1];
      expect(title).toBeTruthy();
      expect(fresh).toContain('id="home-pillars"');
      await proxy.setMode({ kind: "down" });
      // Two minutes later: the cached chrome is past its freshness and the upstream is gone.
      const realNow = Date.now;
      vi.spyOn(Date, "now").mockImplementation(() => realNow() + 120_000);
      for (let i = 0; i < 2; i++) {
        const r = await fetch(`${portal.url}/`);
        expect(r.status).toBe(200);
        const html = await r.text();
        expect(html).toContain('id="home-pillars"');
        expect(html).toContain(`<title>${title}</title>`);
      }
      // It still serves pages, so it stays ready, saying degraded (decision 0125).
      const ready = await fetch(`${portal.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ degraded: true, upstream: expect.stringMatching(/^not ready: /) });
    } finally {
      await close();
    }
  });

  it("with the upstream down and nothing cached, the page still renders with defaults, kept nowhere", async () => {
    const { proxy, portal, close } = await portalBehindProxy();
    await proxy.setMode({ kind: "down" });
    try {
      const r = await fetch(`${portal.url}/`);
      expect(r.status).toBe(200);
      // A page of defaults is no page to keep or share (tests/faults/stale-if-error.test.ts).
      expect(r.headers.get("cache-control")).toBe("no-store");
      const html = await r.text();
      expect(html).toContain("IndiaAI Portal");
    } finally {
      await close();
    }
  });

  it("newsletter: the server's first errors.email is shown, else Please try again later", async () => {
    const { proxy, portal, close } = await portalBehindProxy();
    // Answers the real API gives only in cases hard to set up here: a field error and a failure.
    proxy.addRule(/^\/api\/newsletter\/save/, {
      status: 422,
      json: { message: "Invalid", errors: { email: ["This email is already subscribed."] } },
    });
    const post = (email: string) =>
      fetch(`${portal.url}/newsletter`, { method: "POST", body: new URLSearchParams({ email }) }).then(async (r) => ({
        status: r.status,
        html: await r.text(),
      }));
    try {
      expect((await post("")).html).toContain("Please enter Email Address.");
      expect((await post("   ")).html).toContain("Please enter Email Address.");
      expect((await post("a@b")).html).toContain("Please enter a valid email.");
      expect((await post(`${"x".repeat(300)}@example.com`)).status).toBe(400);
      expect((await post("taken@example.test")).html).toContain("This email is already subscribed.");
      proxy.clearRules();
      proxy.addRule(/^\/api\/newsletter\/save/, "500");
      const failed = await post("boom@example.test");
      expect(failed.html).toContain("Please try again later");
      proxy.clearRules();
      const ok = await post("reader@example.test");
      expect(ok.status).toBe(200);
      expect(ok.html).toContain("Thank you for subscribing");
    } finally {
      await close();
    }
  });

  it("cookie consent: a hostile returnTo is replaced by /", async () => {
    const { portal, close } = await portalBehindProxy();
    try {
      for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
        const r = await fetch(`${portal.url}/cookie-consent`, {
          method: "POST",
          body: new URLSearchParams({ returnTo: target }),
          redirect: "manual",
        });
        expect(r.status).toBe(302);
        expect(r.headers.get("location")).toBe("/");
        expect(r.headers.getSetCookie().join()).toContain("cookie_consent=1");
      }
      const good = await fetch(`${portal.url}/cookie-consent`, {
        method: "POST",
        body: new URLSearchParams({ returnTo: "/articles?page=2" }),
        redirect: "manual",
      });
      expect(good.headers.get("location")).toBe("/articles?page=2");
    } finally {
      await close();
    }
  });
});

describe("graceful shutdown", () => {
  it("close() lets an in-flight request finish and then stops listening", async () => {
    const { portal, proxy } = await portalBehindProxy();
    const inFlight = fetch(`${portal.url}/`).then((r) => r.status);
    await once(portal.server, "request"); // the request has reached the server
    await portal.close(5000);
    expect(await inFlight).toBe(200);
    await expect(fetch(`${portal.url}/healthz`)).rejects.toThrow();
    await proxy.close();
  });
});
