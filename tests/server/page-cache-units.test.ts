import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import { cachedPages, type Render } from "../../server/cached-pages";
import {
  inlineScriptHashes,
  isShareable,
  PageCache,
  pageCacheKey,
  RENDER_FAILED,
  toCachedPage,
  type CachedPage,
} from "../../server/page-cache";

const html = (title: string, nonce = "") => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return `<!DOCTYPE html><html><head><title>${title}</title><script${n}>document.documentElement.className="js"</script><script type="application/ld+json">{"@type":"Article"}</script><script${n} type="module" src="/assets/a.js"></script></head><body><script${n} type="module">import("/assets/b.js")</script></body></html>`;
};

const page = (title: string, storedAt = 0): Promise<CachedPage> =>
  toCachedPage(Buffer.from(html(title, "n0nce")), new Headers({ "content-type": "text/html; charset=utf-8" }), "n0nce", storedAt).then(
    (p) => p!,
  );

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("which requests the page cache answers", () => {
  const key = (method: string, cookie?: string) =>
    pageCacheKey({ method, cookie, origin: "https://indiaai.example", url: "/hi/articles/all?page=2" });

  it("keys an anonymous GET or HEAD by origin, path and query, and the consent cookie", () => {
    expect(key("GET")).toBe("- https://indiaai.example/hi/articles/all?page=2");
    expect(key("HEAD")).toBe(key("GET"));
    expect(key("GET", "cookie_consent=1")).toBe("c https://indiaai.example/hi/articles/all?page=2");
  });

  it("leaves files alone (feeds, sitemaps, media) but takes a page's .data", () => {
    const of = (url: string) => pageCacheKey({ method: "GET", cookie: undefined, origin: "https://indiaai.example", url });
    for (const url of [
      "/feeds/articles/all.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/media/12/card.webp",
      "/hi/feeds/search.xml?queryData=%7B%7D",
    ])
      expect(of(url), url).toBeNull();
    expect(of("/articles/all.data?_routes=root")).toBe("- https://indiaai.example/articles/all.data?_routes=root");
    expect(of("/search?queryData=%7B%22searchText%22%3A%22v1.2%22%7D")).not.toBeNull();
  });

  it("never answers a POST or a request with any other cookie", () => {
    expect(key("POST")).toBeNull();
    for (const cookie of [
      "__session=abc",
      "cookie_consent=1; visitor_id=x",
      "just_signed_out=1",
      "__return_to=/x",
      "ga=1",
      "cookie_consent=0",
    ])
      expect(key("GET", cookie), cookie).toBeNull();
  });

  it("shares only a 200 HTML or data answer without cookies or private caching", () => {
    const ok = (headers: Record<string, string>, status = 200) => isShareable(new Response("x", { status, headers }));
    expect(ok({ "content-type": "text/html; charset=utf-8" })).toBe(true);
    expect(ok({ "content-type": "text/x-script" })).toBe(true);
    expect(ok({ "content-type": "text/html", "cache-control": "public, no-cache" })).toBe(true);
    expect(ok({ "content-type": "text/html" }, 404)).toBe(false);
    expect(ok({ "content-type": "text/html", "set-cookie": "visitor_id=1" })).toBe(false);
    expect(ok({ "content-type": "text/html", "cache-control": "private, no-cache" })).toBe(false);
    expect(ok({ "content-type": "text/html", "cache-control": "no-store" })).toBe(false);
    expect(ok({ "content-type": "application/xml" })).toBe(false);
  });
});

describe("a stored page", () => {
  it("loses its nonce attributes and lists the hashes of the inline scripts that run (not JSON-LD, not src)", async () => {
    const stored = await page("One");
    expect(stored.body.toString()).toBe(html("One"));
    expect(stored.scriptHashes).toEqual([sha('document.documentElement.className="js"'), sha('import("/assets/b.js")')]);
    expect(inlineScriptHashes(html("One"))).toEqual(stored.scriptHashes);
  });

  it("is refused when the nonce shows anywhere but in a nonce attribute", async () => {
    const leaky = Buffer.from(`<html><script nonce="n0nce">var n = "n0nce"</script></html>`);
    expect(await toCachedPage(leaky, new Headers({ "content-type": "text/html" }), "n0nce", 0)).toBeNull();
  });

  it("keeps compressed copies of a large page and no headers that are the cache's own", async () => {
    const big = Buffer.from(html("x".repeat(5000), "n0nce"));
    const stored = (await toCachedPage(
      big,
      new Headers({ "content-type": "text/html", "set-cookie": "a=1", "cache-control": "no-cache", link: "</a.css>; rel=preload" }),
      "n0nce",
      0,
    ))!;
    expect(stored.gzip!.length).toBeLessThan(stored.body.length);
    expect(stored.br!.length).toBeLessThan(stored.body.length);
    expect(stored.headers.map(([name]) => name).sort()).toEqual(["content-type", "link"]);
  });
});

describe("the cache", () => {
  it("serves a page fresh, then stale while one re-render runs, then not at all", async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 5000, now: () => now });
    await cache.fill("k", () => page("One", now)).page;
    expect(cache.lookup("k")?.state).toBe("fresh");
    now = 1500;
    expect(cache.lookup("k")?.state).toBe("stale");
    now = 6500;
    expect(cache.lookup("k")).toBeUndefined();
  });

  it("renders once for readers who miss at the same time", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 0 });
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const render = async () => {
      renders += 1;
      await gate;
      return page("One");
    };
    const first = cache.fill("k", render);
    const second = cache.fill("k", render);
    expect([first.leader, second.leader]).toEqual([true, false]);
    finish();
    expect((await second.page)?.etag).toBe((await first.page)?.etag);
    expect(renders).toBe(1);
  });

  it("does not keep a page whose render started before content changed", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, freshMs: 60_000, staleMs: 0, now: () => 0 });
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const filling = cache.fill("k", async () => {
      await gate;
      return page("Before the change");
    });
    cache.clear();
    finish();
    expect(await filling.page).not.toBeNull(); // its reader still gets it
    expect(cache.lookup("k")).toBeUndefined();
  });

  it("drops the stored copy when a re-render can no longer be shared (the item is gone)", async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 60_000, now: () => now });
    await cache.fill("k", () => page("One")).page;
    now = 2000;
    expect(cache.lookup("k")?.state).toBe("stale");
    await cache.fill("k", async () => null).page;
    expect(cache.lookup("k")).toBeUndefined();
  });

  it("keeps the stored copy, still stale, when a re-render fails", async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 60_000, now: () => now });
    await cache.fill("k", () => page("One")).page;
    now = 2000;
    expect(await cache.fill("k", async () => RENDER_FAILED).page).toBeNull();
    expect(cache.lookup("k")?.state).toBe("stale");
  });

  it("stays within its memory, dropping the least recently used pages", async () => {
    const one = await page("x".repeat(40_000));
    const cache = new PageCache({ maxBytes: 200_000, freshMs: 60_000, staleMs: 0, now: () => 0 });
    for (let i = 0; i < 50; i++) await cache.fill(`k${i}`, async () => one).page;
    expect(cache.size.bytes).toBeLessThanOrEqual(200_000);
    expect(cache.lookup("k49")).toBeDefined();
    expect(cache.lookup("k0")).toBeUndefined();
  });
});

describe("a cached page whose upstream goes down", () => {
  it("is served stale to every later reader while its re-renders answer 503, not dropped for them", async () => {
    let now = 0;
    let up = true;
    let renders = 0;
    const cache = new PageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 600_000, now: () => now });
    const serve = cachedPages({ cache, logger: pino({ level: "silent" }), onVisit: () => {} });
    const render: Render = async (_request, nonce) => {
      renders += 1;
      return up
        ? new Response(html("Stored", nonce), { headers: { "content-type": "text/html; charset=utf-8" } })
        : new Response("<h1>Temporarily unavailable</h1>", { status: 503, headers: { "content-type": "text/html; charset=utf-8" } });
    };
    const app = express();
    app.use((_req, res, next) => {
      Object.assign(res.locals, { cspNonce: "n0nce", cspFor: () => "script-src 'self'" });
      next();
    });
    app.get("/page", async (req, res) => {
      if (!(await serve(req, res, "k", render))) res.status(500).end("not served from the cache");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
    try {
      expect((await fetch(url)).status).toBe(200);
      up = false;
      now = 5000;
      // Stale: served at once, and one re-render runs, which the outage fails.
      expect((await fetch(url)).status).toBe(200);
      await vi.waitFor(() => expect(renders).toBe(2));
      const later = await fetch(url);
      expect(later.status).toBe(200);
      expect(await later.text()).toContain("<title>Stored</title>");
    } finally {
      server.close();
    }
  });
});
