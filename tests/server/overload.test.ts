/**
 * The overload guard (server/overload.ts) on a small Express app laid out as the server is:
 * health check and static files first, then the guard, then "rendering". The event-loop delay
 * is injected, so the tests say when the process is overloaded instead of making it so.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  busyPages,
  DELAY_NEEDS_IN_FLIGHT,
  eventLoopDelaySampler,
  overloadGuard,
  RETRY_AFTER_S,
  type OverloadGuard,
} from "../../server/overload";

const SECRET = "overload-test-portal-secret";

let delay = 0;
let renders = 0;
let apiCalls = 0;
/** While set, a render waits for it (requests in flight). */
let hold: Promise<void> | null = null;
/** What GET /slow waits for: renders in flight while the event loop is "late" (see whileLate). */
let slow: Promise<void> = Promise.resolve();
let guard: OverloadGuard;
let server: http.Server;
let base: string;

beforeAll(async () => {
  guard = overloadGuard({
    maxDelayMs: 40,
    maxInFlight: 3,
    portalSecret: SECRET,
    sampler: { delayMs: () => delay, stop() {} },
    stylesheets: ["/assets/app-test.css"],
  });
  const app = express();
  app.get("/healthz", (_req, res) => void res.json({ ok: true }));
  app.use("/assets", (_req, res) => void res.type("text/css").send("body{}"));
  const api = express.Router();
  api.all("*", (_req, res) => {
    apiCalls += 1;
    res.json({ ok: true });
  });
  app.use("/api", guard.api, api);
  // The page cache "answers" /cached (and its Hindi copy).
  app.use(guard.pages((req) => req.path.endsWith("/cached")));
  app.get("/slow", async (_req, res) => {
    await slow;
    res.type("text/html").send("<p>slow</p>");
  });
  app.all("*", async (req, res) => {
    renders += 1;
    if (hold && !req.path.endsWith("/cached")) await hold;
    res.type("text/html").send("<p>rendered</p>");
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  guard.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  delay = 0;
  hold = null;
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

/**
 * Runs `fn` while the event loop is late and two renders are running: the guard refuses on delay
 * only then (late with fewer running, the delay is not this process's crowd).
 */
async function whileLate(fn: () => Promise<void>) {
  let release!: () => void;
  slow = new Promise<void>((resolve) => (release = resolve));
  const running = Promise.all([get("/slow"), get("/slow")]);
  await vi.waitFor(() => expect(guard.inFlight).toBe(DELAY_NEEDS_IN_FLIGHT));
  delay = 100;
  try {
    await fn();
  } finally {
    delay = 0;
    release();
    expect((await running).map((r) => r.status)).toEqual([200, 200]);
    await vi.waitFor(() => expect(guard.inFlight).toBe(0));
  }
}

describe("the overload guard", () => {
  it("renders pages while the event loop is on time", async () => {
    const before = renders;
    const res = await get("/articles/all");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<p>rendered</p>");
    expect(renders).toBe(before + 1);
  });

  it("refuses a page that must be rendered with a fast 503, Retry-After and the English page while the event loop is late", async () => {
    await whileLate(async () => {
      const before = renders;
      const started = performance.now();
      const res = await get("/articles/all");
      const ms = performance.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_S));
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8/);
      const html = await res.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain("This page is temporarily unavailable");
      expect(html).toContain("Too many people are using the portal right now");
      expect(html).toContain('<link rel="stylesheet" href="/assets/app-test.css">');
      expect(html).not.toContain("<script");
      expect(renders).toBe(before); // nothing was rendered
      expect(ms).toBeLessThan(1000); // generous: a loaded test machine; the bench measures the real figure
    });
  });

  it("answers a Hindi address with the Hindi page, and a HEAD with no body", async () => {
    await whileLate(async () => {
      const res = await get("/hi/articles/all");
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain('<html lang="hi"');
      expect(html).toContain("यह पृष्ठ अस्थायी रूप से उपलब्ध नहीं है");
      expect(html).toContain('href="/hi"');
      const head = await fetch(`${base}/hi/articles/all`, { method: "HEAD" });
      expect(head.status).toBe(503);
      expect(await head.text()).toBe("");
    });
  });

  it("sends the page gzipped to a browser that takes gzip, the same bytes as made at start", async () => {
    await whileLate(async () => {
      const raw = await new Promise<{ encoding?: string; length: number }>((resolve, reject) => {
        http
          .get(`${base}/articles/all`, { headers: { "accept-encoding": "gzip" } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ encoding: res.headers["content-encoding"], length: Buffer.concat(chunks).length }));
          })
          .on("error", reject);
      });
      expect(raw).toEqual({ encoding: "gzip", length: busyPages(["/assets/app-test.css"]).en.gzip.length });
    });
  });

  it("refuses a client-side navigation's data request with a plain 503 (the browser's router shows its own page)", async () => {
    await whileLate(async () => {
      const res = await get("/articles/all.data");
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_S));
    });
  });

  it("still serves cached pages, static files and health checks while the event loop is late", async () => {
    await whileLate(async () => {
      const before = renders;
      expect((await get("/articles/cached")).status).toBe(200);
      expect((await get("/hi/articles/cached")).status).toBe(200);
      expect((await get("/assets/app-test.css")).status).toBe(200);
      expect((await get("/healthz")).status).toBe(200);
      expect((await get("/__manifest?paths=%2F")).status).toBe(200);
      expect(renders).toBe(before + 3); // the two cached pages and the manifest reached the handler, as in the server
    });
  });

  it("refuses calls to the embedded API from outside, but not the portal's own, the health check or media files", async () => {
    await whileLate(async () => {
      const before = apiCalls;
      const outside = await get("/api/web/search?lang=hi");
      expect(outside.status).toBe(503);
      expect(outside.headers.get("retry-after")).toBe(String(RETRY_AFTER_S));
      expect(await outside.json()).toEqual({ message: expect.stringContaining("कृपया") });
      expect(apiCalls).toBe(before);
      expect((await get("/api/web/search", { "x-portal-secret": SECRET })).status).toBe(200);
      expect((await get("/api/web/search", { "x-portal-secret": "not-the-secret-of-this-portal" })).status).toBe(503);
      expect((await get("/api/healthz")).status).toBe(200);
      expect((await get("/api/media/0b3d/full.webp")).status).toBe(200);
      expect(apiCalls).toBe(before + 3);
      expect(guard.refused.api).toBeGreaterThanOrEqual(2);
    });
  });

  it("does not refuse on delay alone when nothing admitted is running: the delay is not rendering's", async () => {
    delay = 100;
    expect(guard.overloaded()).toBeNull();
    expect((await get("/articles/all")).status).toBe(200);
  });

  it("admits a lone visitor's next request while one render runs and a neighbour makes the event loop late", async () => {
    let release!: () => void;
    slow = new Promise<void>((resolve) => (release = resolve));
    const running = get("/slow");
    await vi.waitFor(() => expect(guard.inFlight).toBe(1));
    delay = 100;
    try {
      expect(guard.overloaded()).toBeNull();
      expect((await get("/articles/all")).status).toBe(200);
    } finally {
      delay = 0;
      release();
      expect((await running).status).toBe(200);
    }
  });

  it("refuses once OVERLOAD_MAX_IN_FLIGHT renders are running, and admits again when they end", async () => {
    let release!: () => void;
    hold = new Promise<void>((resolve) => (release = resolve));
    const running = [get("/a"), get("/b"), get("/c")];
    await vi.waitFor(() => expect(guard.inFlight).toBe(3));
    expect(guard.overloaded()).toBe("in-flight");
    const refused = await get("/d");
    expect(refused.status).toBe(503);
    expect((await get("/cached")).status).toBe(200); // the page cache still answers
    release();
    expect((await Promise.all(running)).map((r) => r.status)).toEqual([200, 200, 200]);
    await vi.waitFor(() => expect(guard.inFlight).toBe(0));
    hold = null;
    expect((await get("/d")).status).toBe(200);
  });
});

describe("the event-loop delay sampler", () => {
  it("reads about 0 at rest and the delay after the loop was held", async () => {
    const sampler = eventLoopDelaySampler({ windowMs: 50, resolutionMs: 5 });
    try {
      expect(sampler.delayMs()).toBe(0);
      // Held for 200 ms at a time: every timer fires late until released.
      const holdFor = (ms: number) => {
        const until = performance.now() + ms;
        while (performance.now() < until);
      };
      await vi.waitFor(
        () => {
          holdFor(200);
          expect(sampler.delayMs()).toBeGreaterThan(40);
        },
        { timeout: 5000, interval: 10 },
      );
    } finally {
      sampler.stop();
    }
  });
});
