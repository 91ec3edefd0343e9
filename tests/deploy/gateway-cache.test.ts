/**
 * deploy/nginx.conf's page cache, run with Debian's nginx on loopback (as `npm run test:scale` runs
 * it) in front of a stand-in replica that answers as the portal does: an anonymous page with
 * `s-maxage`, `stale-while-revalidate` and `stale-if-error`, a signed-in one `private`. The
 * gateway keeps the first, never the second, and answers with its copy when the replica fails.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../api/ports";
import { nginxBinary, readsPerReplica, startGateway, type Gateway } from "../scale/gateway";

/** What the replica does: answer, or fail as a portal whose content API is gone and has no copy. */
let failing = false;
const asked: string[] = [];
/** Answers the replica holds back (GET /held, signed in) until the test lets them go. */
const held: http.ServerResponse[] = [];
const release = () => held.splice(0).forEach((res) => res.end("<p>your own page</p>"));
let replica: http.Server;
let gateway: Gateway;
let prefix: string;

beforeAll(async () => {
  if (!nginxBinary()) return;
  let version = 0;
  replica = http.createServer((req, res) => {
    const personal = /__session=/.test(req.headers.cookie ?? "");
    asked.push(`${req.url} ${personal ? "signed-in" : "anonymous"}`);
    if (req.method === "POST") return void res.writeHead(303, { Location: req.url }).end();
    if (personal && req.url === "/held") {
      // Headers and all at the release: until then nginx cannot know the answer is not for keeping.
      res.writeHead(200, { "Content-Type": "text/html", "Cache-Control": "private, no-cache", Vary: "Cookie" });
      return void held.push(res);
    }
    if (failing)
      return void res.writeHead(503, { "Content-Type": "text/html", "Retry-After": "60", "Cache-Control": "no-cache" }).end("<h1>503</h1>");
    if (personal)
      return void res
        .writeHead(200, { "Content-Type": "text/html", "Cache-Control": "private, no-cache", Vary: "Cookie" })
        .end("<p>your own page</p>");
    version += 1;
    res.writeHead(200, {
      "Content-Type": "text/html",
      // As server/cached-pages.ts says it, with the gateway's freshness cut to a second.
      "Cache-Control": "max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=1, stale-if-error=86400",
      Vary: "Cookie",
    });
    res.end(`<p>anonymous copy ${version}</p>`);
  });
  await new Promise<void>((r) => replica.listen(0, "127.0.0.1", r));
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-cache-"));
  const [port, internalPort] = await Promise.all([freePort(), freePort()]);
  gateway = await startGateway({ replicas: [`127.0.0.1:${(replica.address() as AddressInfo).port}`], port, internalPort, prefix });
});

afterAll(async () => {
  release();
  await gateway?.stop();
  replica?.closeAllConnections();
  await new Promise<void>((r) => (replica ? replica.close(() => r()) : r()));
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

const get = async (url: string, cookie?: string) => {
  const res = await fetch(gateway.url + url, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: res.status, body: await res.text(), cache: res.headers.get("x-cache-status") };
};

describe.skipIf(!nginxBinary())("the gateway's page cache (deploy/nginx.conf)", () => {
  it("keeps an anonymous page for its s-maxage, and never a signed-in visitor's", async () => {
    const first = await get("/articles/all");
    expect(first).toMatchObject({ status: 200, body: "<p>anonymous copy 1</p>", cache: "MISS" });
    const again = await get("/articles/all");
    expect(again).toMatchObject({ status: 200, body: "<p>anonymous copy 1</p>", cache: "HIT" });

    const signedIn = await get("/articles/all", "__session=abc");
    expect(signedIn.body).toBe("<p>your own page</p>");
    expect(await get("/articles/all", "__session=abc")).toMatchObject({ body: "<p>your own page</p>" });
    expect(asked.filter((a) => a.endsWith("signed-in"))).toHaveLength(2); // asked each time, never kept
    expect((await get("/articles/all")).body).not.toContain("your own page");
  });

  it("sends each signed-in visitor's request to a replica at once, not one after another behind the cache lock", async () => {
    const answers = Promise.all(Array.from({ length: 5 }, (_, i) => get("/held", `cookie_consent=1; __session=s${i}`)));
    // Behind the lock, the second would reach the replica only after the first was answered.
    await vi.waitFor(() => expect(held).toHaveLength(5), { timeout: 3000, interval: 20 });
    release();
    for (const answer of await answers) expect(answer).toMatchObject({ status: 200, body: "<p>your own page</p>" });
  });

  it("answers reads past a replica's share (max_conns) itself, at once, and still lets writes through", async () => {
    const limit = readsPerReplica(fs.readFileSync(path.join(prefix, "nginx.conf"), "utf8"))!;
    expect(limit).toBeGreaterThan(0);
    const admitted = Promise.all(Array.from({ length: limit }, (_, i) => get("/held", `__session=r${i}`)));
    await vi.waitFor(() => expect(held).toHaveLength(limit), { timeout: 3000, interval: 20 });
    const started = performance.now();
    const over = await fetch(`${gateway.url}/held`, { headers: { Cookie: "__session=one-too-many" } });
    expect(over.status).toBe(503);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    await over.arrayBuffer();
    expect(performance.now() - started).toBeLessThan(1000); // not waiting for the held ones
    expect(held).toHaveLength(limit); // the replica was not asked
    // A form post is not a read: it reaches the replica beside the held reads.
    const post = await fetch(`${gateway.url}/contact`, { method: "POST", body: "a=1", redirect: "manual" });
    expect(post.status).toBe(303);
    release();
    for (const answer of await admitted) expect(answer.status).toBe(200);
  });

  it("answers 503 with Retry-After for a page it has no copy of (the static mirror's page: decision 0127)", async () => {
    failing = true;
    const res = await fetch(`${gateway.url}/never-kept`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    await res.arrayBuffer();
  });
  it("answers with its copy, status 200, when the replicas fail, and asks them again in the meantime", async () => {
    failing = false;
    await get("/news/all"); // kept
    failing = true;
    const askedBefore = asked.length;
    // Within a second the copy expires: nginx asks the replica, which fails, and keeps answering
    // with its copy (stale-while-revalidate, then stale-if-error / proxy_cache_use_stale).
    await vi.waitFor(
      async () => {
        const answer = await get("/news/all");
        expect(answer).toMatchObject({ status: 200, body: expect.stringMatching(/^<p>anonymous copy \d+<\/p>$/) });
        expect(asked.slice(askedBefore)).toContain("/news/all anonymous");
        expect(["STALE", "UPDATING"]).toContain(answer.cache);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
