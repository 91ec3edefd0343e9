/**
 * The rendered-page cache (server/page-cache.ts, decision 0108) on the production server in front
 * of the real API: what anonymous readers get, what they never get, and when a page goes.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgePortalsOnChange } from "../../api/purge-portals";
import { announceContentChange } from "../../contract/content-changes";
import { PURGE_SIGNATURE_HEADER, signPurge, verifyPurge } from "../../contract/purge";
import { searchHref } from "../../app/search/query";
import { pagePaths, startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { insertTestUser } from "../support/users";
import { sessionCookie } from "../support/session";
import { TEST_SECRET } from "./helpers";

const SECRET = process.env.PORTAL_API_SECRET!;

let api: RealApi;
let portal: Portal;
let paths: Awaited<ReturnType<typeof pagePaths>>;

beforeAll(async () => {
  api = await startRealApi();
  portal = await startPortalAt(api.url);
  paths = await pagePaths(portal.url);
});
afterAll(async () => {
  await portal?.close(500);
  await api?.close();
});

const get = (path: string, headers: Record<string, string> = {}, base = portal.url) => fetch(base + path, { headers, redirect: "manual" });

function scriptSrc(response: Response) {
  return (response.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"))!
    .split(/\s+/)
    .slice(1);
}

function nonceOf(response: Response) {
  return scriptSrc(response)
    .map((v) => /^'nonce-(.+)'$/.exec(v)?.[1])
    .find(Boolean);
}

function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes))
    .map(([, , text]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
}

/** A page rendered for this request alone: a cookie the portal does not know keeps it out of the cache. */
async function freshRender(path: string) {
  const response = await get(path, { Cookie: "unrelated=1" });
  const nonce = nonceOf(response);
  expect(nonce, "a fresh render carries a nonce").toBeTruthy();
  return (await response.text()).split(` nonce="${nonce}"`).join("");
}

describe("the page cache for anonymous readers", () => {
  it("serves a page that is byte for byte a fresh render apart from the CSP material", async () => {
    for (const path of [paths.home, paths.listing, paths.detail, "/hi/articles/all"]) {
      await (await get(path)).arrayBuffer(); // fills the cache
      const cached = await get(path);
      expect(cached.status).toBe(200);
      expect(nonceOf(cached), `${path}: no nonce on a cached page`).toBeUndefined();
      expect(await cached.text(), path).toBe(await freshRender(path));
    }
  });

  it("gives a cached page a CSP that allows exactly its own inline scripts, and no nonce or unsafe-inline", async () => {
    for (const path of [paths.home, paths.detail]) {
      const cached = await get(path);
      const html = await cached.text();
      const allowed = scriptSrc(cached).filter((v) => v.startsWith("'sha256-"));
      const own = inlineScriptHashes(html);
      expect(own.length).toBeGreaterThan(0);
      expect(new Set(allowed)).toEqual(new Set(own));
      expect(scriptSrc(cached)).not.toContain("'unsafe-inline'");
      expect(html).not.toMatch(/\snonce="/);
    }
  });

  it("lets a gateway keep anonymous pages and answers a matching If-None-Match with 304", async () => {
    const first = await get(paths.listing);
    await first.arrayBuffer();
    expect(first.headers.get("cache-control")).toBe(
      "max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
    );
    expect(first.headers.get("vary")).toMatch(/\bCookie\b/);
    const again = await get(paths.listing, { "If-None-Match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("sends the stored compressed copy to a browser that accepts it", async () => {
    const plain = await (await get(paths.listing)).text();
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(portal.url + paths.listing, { headers: { "Accept-Encoding": "br" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
    expect(raw.encoding).toBe("br");
    const { brotliDecompressSync } = await import("node:zlib");
    expect(brotliDecompressSync(raw.body).toString("utf8")).toBe(plain);
  });

  it("keeps Remix's data requests the same way", async () => {
    const path = `${paths.listing}.data`;
    const first = await get(path);
    const second = await get(path);
    expect(second.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(second.headers.get("cache-control")).toContain("s-maxage=60");
    expect(await second.text()).toBe(await first.text());
  });

  it("keeps one copy with the cookie banner and one without, by the consent cookie", async () => {
    const withBanner = await (await get(paths.listing)).text();
    const consented = await (await get(paths.listing, { Cookie: "cookie_consent=1" })).text();
    expect(withBanner).toContain('aria-label="Cookie consent"');
    expect(consented).not.toContain('aria-label="Cookie consent"');
  });
});

describe("visits", () => {
  it("every reader served a detail page is one visit, from a render or from the cache; the header stays inside", async () => {
    const slug = paths.detail.split("/").pop()!;
    const views = async () =>
      (await api.db.selectFrom("collections").select("view_count").where("slug", "=", slug).executeTakeFirstOrThrow()).view_count;
    await portal.flushVisits(); // the earlier tests' readers
    const before = await views();
    const answers = [
      await get(paths.detail),
      await get(paths.detail),
      await get(paths.detail, { Cookie: "unrelated=1" }),
      await get(`${paths.detail}.data`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-visit-log")).toBeNull();
      await answer.arrayBuffer();
    }
    await expect.poll(views, { timeout: 5000 }).toBe(before + 4);
    // A prefetch and a HEAD are not visits.
    await (await get(paths.detail, { "Sec-Purpose": "prefetch" })).arrayBuffer();
    await fetch(portal.url + paths.detail, { method: "HEAD" });
    await portal.flushVisits();
    expect(await views()).toBe(before + 4);
  });
});

describe("what is never served from the page cache", () => {
  it("a signed-in reader gets a page rendered for them, and an anonymous reader never gets theirs", async () => {
    const user = await insertTestUser(api.db, { name: "Cache Reader Nandini" });
    const cookie = await sessionCookie(user, TEST_SECRET);
    await (await get(paths.detail)).arrayBuffer();
    const signedIn = await get(paths.detail, { Cookie: cookie });
    expect(nonceOf(signedIn)).toBeTruthy();
    expect(signedIn.headers.get("cache-control")).not.toContain("s-maxage");
    expect(await signedIn.text()).toContain("My Account");
    const data = await get(`${paths.detail}.data`, { Cookie: cookie });
    expect(await data.text()).toContain("Cache Reader Nandini");

    // Rendered for a signed-in reader first, then asked for anonymously: nothing of theirs.
    const fresh = "/news/all";
    await (await get(fresh, { Cookie: cookie })).arrayBuffer();
    const anonymous = await (await get(fresh)).text();
    expect(anonymous).not.toContain("My Account");
    expect(anonymous).not.toContain("Cache Reader Nandini");
    expect(await (await get(`${paths.detail}.data`)).text()).not.toContain("Cache Reader Nandini");
  });

  it("a search that records the visitor's recent searches, a page not found and a refused request are rendered each time", async () => {
    const search = await get(`/search?q=agriculture`);
    expect(search.headers.getSetCookie().some((c) => c.startsWith("visitor_id="))).toBe(true);
    expect(search.headers.get("location")).toBe(searchHref({ searchText: "agriculture" }));
    expect(nonceOf(search)).toBeTruthy();
    await search.arrayBuffer();
    for (const path of ["/no-such-page-here", `/search?queryData=${encodeURIComponent("{not json")}`]) {
      const first = await get(path);
      const second = await get(path);
      expect(first.status).toBeGreaterThanOrEqual(400);
      expect(nonceOf(second), path).toBeTruthy();
      expect(second.headers.get("cache-control")).not.toContain("s-maxage");
      await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
    }
  });
});

describe("when a cached page goes", () => {
  async function publishArticle(title: string) {
    const contributor = await insertTestUser(api.db, { name: "Kiran Contributor" });
    const editor = await insertTestUser(api.db, { name: "Esha Editor" });
    await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute();
    const call = (path: string, token: string, body: unknown) =>
      fetch(`${api.url}/api${path}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const submitted = await call("/web/authoring/article", contributor.token, {
      intent: "submit",
      title,
      summary: "A season of trials.",
      body: "Twelve districts.",
      sector: "agriculture",
      tags: ["crops"],
    });
    expect(submitted.status).toBe(201);
    const { id } = ((await submitted.json()) as { data: { id: number } }).data;
    const approved = await call(`/editorial/items/${id}/decision`, editor.token, { action: "approve" });
    expect(approved.status).toBe(200);
  }

  it("an editor's approval through the embedded API shows on the cached listing at once", async () => {
    await (await get(paths.listing)).arrayBuffer();
    const title = `Drip irrigation ledgers ${Date.now()}`;
    expect(await (await get(paths.listing)).text()).not.toContain(title);
    await publishArticle(title);
    expect(await (await get(paths.listing)).text()).toContain(title);
  });

  it("a moderator's approval of a comment shows on the cached page at once", async () => {
    const slug = paths.detail.split("/").pop()!;
    const { id: itemId } = await api.db.selectFrom("collections").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
    const author = await insertTestUser(api.db, { name: "Pending Pallavi" });
    const moderator = await insertTestUser(api.db, { name: "Moderator Manoj" });
    await api.db.updateTable("users").set({ role: "moderator" }).where("id", "=", moderator.id).execute();
    const text = `Held for review ${Date.now()}`;
    const now = new Date().toISOString();
    const { id } = await api.db
      .insertInto("comments")
      .values({
        collection_id: itemId,
        user_id: author.id,
        reference_comment_id: null,
        comment: text,
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await (await get(paths.detail)).text()).not.toContain(text);
    const approved = await fetch(`${api.url}/api/moderation/comments/${id}/approve`, {
      method: "POST",
      headers: { Authorization: `Bearer ${moderator.token}` },
    });
    expect(approved.status).toBe(200);
    expect(await (await get(paths.detail)).text()).toContain(text);
  });

  it("with an external upstream, a change stays cached until a signed purge, which a forged one cannot do", async () => {
    const external = await startPortalAt(api.url, { API_BASE_URL: api.url, PORTAL_API_SECRET: SECRET });
    try {
      const slug = paths.detail.split("/").pop()!;
      const before = await (await get(paths.detail, {}, external.url)).text();
      const renamed = `Renamed in the database ${Date.now()}`;
      await api.db.updateTable("collections").set({ title: renamed }).where("slug", "=", slug).execute();
      // No announcement: the cached copy (and the upstream cache under it) stands.
      expect(await (await get(paths.detail, {}, external.url)).text()).toBe(before);

      const purge = (signature?: string) =>
        fetch(`${external.url}/__purge`, { method: "POST", headers: signature ? { [PURGE_SIGNATURE_HEADER]: signature } : {} });
      expect((await purge()).status).toBe(403);
      expect((await purge(signPurge("not-the-secret"))).status).toBe(403);
      expect((await purge(signPurge(SECRET, Date.now() - 10 * 60_000))).status).toBe(403);
      expect(await (await get(paths.detail, {}, external.url)).text()).toBe(before);

      expect((await purge(signPurge(SECRET))).status).toBe(204);
      expect(await (await get(paths.detail, {}, external.url)).text()).toContain(renamed);
    } finally {
      await external.close(200);
    }
  });

  it("a portal without a PORTAL_API_SECRET has no purge endpoint", async () => {
    const secretless = await startPortalAt(api.url, { PORTAL_API_SECRET: "" });
    try {
      const response = await fetch(`${secretless.url}/__purge`, { method: "POST", headers: { [PURGE_SIGNATURE_HEADER]: signPurge("") } });
      expect(response.status).toBe(404);
    } finally {
      await secretless.close(200);
    }
  });

  it("the API alone sends every portal a signed purge when content changes, and tries a failed one again", async () => {
    const received: string[] = [];
    let failFirst = true;
    const target = http.createServer((req, res) => {
      received.push(String(req.headers[PURGE_SIGNATURE_HEADER]));
      if (failFirst) {
        failFirst = false;
        res.writeHead(503).end();
        return;
      }
      res.writeHead(204).end();
    });
    await new Promise<void>((r) => target.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    const stop = purgePortalsOnChange({ targets: [`${url}/`], secret: SECRET, logger: pino({ level: "silent" }) });
    try {
      announceContentChange({ reason: "editorial-decision" });
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
      for (const signature of received) expect(verifyPurge(signature, SECRET)).toBe(true);
    } finally {
      stop();
      target.close();
    }
  });
});
