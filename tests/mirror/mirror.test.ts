/**
 * The static mirror (scripts/mirror.mjs, deploy/nginx-mirror*.conf, decision 0127) against the
 * production portal on the sample content: what it writes, that a second run writes nothing, that
 * a changed item rewrites exactly its pages and an unpublished one removes exactly its pages; and
 * Debian's nginx with deploy/nginx.conf and the mirror: the portal's answers while a replica lives,
 * the mirror's when none does, and the unavailable page (503) for forms and dynamic pages.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceContentChange } from "../../contract/content-changes";
import { contentHash, mirror, MANIFEST_FILE, readManifest, scriptReferences, UNAVAILABLE_FILES } from "../../scripts/mirror.mjs";
import { freePort } from "../api/ports";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { NGINX_CONF, nginxBinary, type Gateway } from "../scale/gateway";
import { startMirrorGateway, testMirrorGatewayConfig, withMirrorLines } from "./gateway";

type Report = Awaited<ReturnType<typeof mirror>>;

let api: RealApi;
let portal: Portal;
let out: string;
let first: Report;
let portalClosed = false;

const run = () => mirror({ out, base: portal.url, concurrency: 8, timeoutMs: 30_000 });
const entries = async () => (await readManifest(out)).entries as Record<string, { file: string; sha256: string; type: string }>;
const served = async (address: string) => {
  const response = await fetch(portal.url + address);
  expect(response.status, address).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};
/** A page without its scripts: what a reader sees, and what the mirror must keep up to date. */
const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
/** The mirrored addresses of an item's detail page, in both languages. */
const pagesOf = (all: Record<string, unknown>, detail: string) => Object.keys(all).filter((a) => a === detail || a === `/hi${detail}`);

beforeAll(async () => {
  api = await startRealApi();
  // Every sample page fits in the page cache and stays fresh for the whole file: two fetches of a
  // page give the same bytes (a render under load may stream its hydration data differently).
  portal = await startPortalAt(api.url, { PAGE_CACHE_MB: "512", PAGE_CACHE_TTL_S: "900" });
  out = fs.mkdtempSync(path.join(os.tmpdir(), "mirror-"));
  // nginx's workers (nobody, when the tests run as root) read it.
  fs.chmodSync(out, 0o755);
}, 180_000);

afterAll(async () => {
  if (!portalClosed) await portal?.close(500);
  await api?.close();
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

describe("npm run mirror", () => {
  it("writes every published page in both languages, the sitemaps, feeds and assets, as the portal served them", async () => {
    first = await run();
    expect(first.failed).toEqual([]);
    expect(first.unchanged).toEqual([]);
    expect(first.removed).toEqual([]);
    const all = await entries();

    // Every address of every sitemap file is mirrored, unless it is not public (a redirect to sign-in).
    const skipped = new Map(first.skipped.map((s) => [s.address, s.reason]));
    const sitemapFiles = Object.keys(all).filter((a) => a.startsWith("/sitemap/"));
    expect(sitemapFiles).toEqual(expect.arrayContaining(["/sitemap/pages.xml", "/sitemap/items-0.xml"]));
    let listed = 0;
    for (const file of sitemapFiles) {
      const xml = fs.readFileSync(path.join(out, all[file].file), "utf8");
      for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        const address = new URL(loc.replace(/&amp;/g, "&")).pathname;
        listed++;
        if (!all[address]) expect(skipped.get(address), address).toMatch(/redirect/);
      }
    }
    expect(listed).toBeGreaterThan(300);

    const home = fs.readFileSync(path.join(out, "index.html"), "utf8");
    const detail = /href="(\/article\/[a-z0-9-]+)"/.exec(home)?.[1] ?? Object.keys(all).find((a) => a.startsWith("/article/"))!;
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home)![1];
    const image = /src="(\/sample\/images\/[^"]+)"/.exec(home)![1];
    const expected: Record<string, string> = {
      "/": "index.html",
      "/hi": "hi/index.html",
      "/articles": "articles/index.html",
      "/articles/all": "articles/all/index.html",
      "/articles/all?page=2": "articles/all/index.page-2.html",
      "/hi/articles/all": "hi/articles/all/index.html",
      [detail]: `${detail.slice(1)}/index.html`,
      [`/hi${detail}`]: `hi${detail}/index.html`,
      "/help": "help/index.html",
      "/hi/help": "hi/help/index.html",
      "/accessibility-statement": "accessibility-statement/index.html",
      "/hi/privacy-policy": "hi/privacy-policy/index.html",
      "/site-map": "site-map/index.html",
      "/hi/site-map": "hi/site-map/index.html",
      "/sitemap.xml": "sitemap.xml",
      "/sitemap/items-0.xml": "sitemap/items-0.xml",
      "/robots.txt": "robots.txt",
      "/feeds/articles/all.xml": "feeds/articles/all.xml",
      "/hi/feeds/articles/all.xml": "hi/feeds/articles/all.xml",
      "/favicon.svg": "favicon.svg",
      [stylesheet]: stylesheet.slice(1),
      [image]: image.slice(1),
    };
    for (const [address, file] of Object.entries(expected)) {
      expect(all[address]?.file, address).toBe(file);
      expect(fs.readFileSync(path.join(out, file)).equals(await served(address)), `${address}: the bytes the portal serves`).toBe(true);
    }
    // What the pages load: every script module they preload, and what those import.
    const modules = [...home.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(modules.length).toBeGreaterThan(3);
    for (const module of modules) expect(all[module], module).toBeDefined();
    // React Router's manifest, which the hydration script names, and every route module it lists:
    // a page still open from before an outage loads the module of the route it goes to.
    const routeManifest = /"url": *"(\/assets\/manifest-[^"]+\.js)"/.exec(home)![1];
    expect(all[routeManifest], routeManifest).toBeDefined();
    const routeModules = scriptReferences(fs.readFileSync(path.join(out, all[routeManifest].file), "utf8"));
    expect(routeModules.length).toBeGreaterThan(modules.length);
    for (const module of routeModules) expect(all[module], module).toBeDefined();
    // Neither sign-in (robots.txt) nor search (a query) is mirrored.
    expect(all["/signin"]).toBeUndefined();
    expect(Object.keys(all).some((a) => a.startsWith("/search?"))).toBe(false);
    expect(skipped.get("/signin")).toMatch(/robots\.txt/);
  }, 600_000);

  it("writes the unavailable page in English and Hindi, each saying it in both, with the portal's stylesheet", async () => {
    const all = await entries();
    const css = Object.entries(all)
      .filter(([a]) => /^\/assets\/app-[^/]+\.css$/.test(a))
      .map(([, e]) => fs.readFileSync(path.join(out, e.file), "utf8"))[0];
    for (const lang of ["en", "hi"] as const) {
      const html = fs.readFileSync(path.join(out, UNAVAILABLE_FILES[lang]), "utf8");
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(html).toContain("This service is temporarily unavailable. Please try again later.");
      expect(html).toContain("यह सेवा अस्थायी रूप से उपलब्ध नहीं है। कृपया बाद में पुनः प्रयास करें।");
      expect(html).toMatch(/<section lang="(en|hi)"/);
      expect(html).toContain('class="skip-link"');
      expect(html).toMatch(/<main id="main-content"/);
      expect(html).toMatch(/(Last updated:|अंतिम अद्यतन:) <time datetime="\d{4}-\d{2}-\d{2}">/);
      expect(html).not.toMatch(/<script/);
      // Its stylesheet is mirrored, and has every class the page uses.
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(sheets.length).toBeGreaterThan(0);
      for (const sheet of sheets) expect(all[sheet], sheet).toBeDefined();
      for (const name of new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/)))) {
        const selector = `.${name.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)}`;
        expect(css.includes(selector), `${name} is in the portal's stylesheet`).toBe(true);
      }
      // Its links lead to mirrored pages in its language.
      for (const [, href] of html.matchAll(/<a href="(\/[^"]*)"/g)) expect(all[href], href).toBeDefined();
    }
  });

  it("writes nothing on a second run: every address is unchanged", async () => {
    const second = await run();
    expect(second.failed).toEqual([]);
    expect(second.written).toEqual([]);
    expect(second.removed).toEqual([]);
    expect(second.unchanged.length).toBe(first.written.length);
  }, 600_000);

  // One run for both changes: every run after a purge renders every page again.
  it("rewrites exactly the pages of a changed item, and removes exactly those of an unpublished one", async () => {
    const all = await entries();
    const read = (address: string) => fs.readFileSync(path.join(out, all[address].file), "utf8");
    const gone = "/article/open-evaluation-sets-indian-languages";
    const gonePages = pagesOf(all, gone);
    expect(gonePages).toEqual(expect.arrayContaining([gone, `/hi${gone}`]));
    const mentionedGone = new Set(
      Object.keys(all)
        .filter((a) => all[a].type.startsWith("text/html") || a.endsWith(".xml"))
        .filter((a) => read(a).includes(`${gone}"`) || read(a).includes(`${gone}<`)),
    );
    // An item whose pages do not show the other one.
    const changed = Object.keys(all).find((a) => /^\/article\/[a-z0-9-]+$/.test(a) && a !== gone && !mentionedGone.has(a))!;
    const changedPages = pagesOf(all, changed);
    const slug = changed.split("/").pop()!;
    const { body } = await api.db.selectFrom("collections").select("body").where("slug", "=", slug).executeTakeFirstOrThrow();
    const added = `Mirror check ${Date.now()}: queues are fair when every team can see them.`;
    await api.db
      .updateTable("collections")
      .set({ body: `${body}<p>${added}</p>` })
      .where("slug", "=", slug)
      .execute();
    await api.db.updateTable("collections").set({ status: "draft" }).where("slug", "=", gone.split("/").pop()!).execute();
    // What each page showed before: a page rendered under load may stream its data in other
    // script chunks, with the same content (see beforeAll).
    const shownBefore = new Map(Object.keys(all).flatMap((a) => (all[a].type.startsWith("text/html") ? [[a, shown(read(a))]] : [])));
    announceContentChange({ reason: "mirror-test" });

    const third = await run();
    expect(third.failed).toEqual([]);
    // The changed item's page is rewritten; the only other pages rewritten are those that showed
    // the unpublished item, and a listing's later pages (its items moved up by one).
    expect(third.written).toContain(changed);
    expect(read(changed)).toContain(added);
    const pagedListing = (a: string) => /\/all\?page=\d+$/.test(a);
    const unexplained = third.written.filter(
      (a) => !changedPages.includes(a) && !mentionedGone.has(a) && !pagedListing(a) && shownBefore.get(a) !== shown(read(a)),
    );
    expect(unexplained).toEqual([]);
    for (const address of third.written) {
      if (all[address]?.type.startsWith("text/html")) expect(read(address), address).not.toContain(`${gone}"`);
    }
    expect(third.written).toEqual(expect.arrayContaining(["/sitemap/items-0.xml", "/articles/all"]));
    // Removed: its pages, a listing page there is no longer an item for, the pictures only it used.
    expect(third.removed.filter((a) => !pagedListing(a) && all[a].type.startsWith("text/html")).sort()).toEqual(gonePages.sort());
    for (const address of third.removed.filter((a) => !all[a].type.startsWith("text/html")))
      expect(address).toContain(gone.split("/").pop());
    for (const address of third.removed) expect(fs.existsSync(path.join(out, all[address].file)), address).toBe(false);
    expect(fs.existsSync(path.join(out, gone.slice(1)))).toBe(false);
    const now = await entries();
    for (const address of third.removed) expect(now[address], address).toBeUndefined();
    expect(third.unchanged.length).toBeGreaterThan(third.written.length * 10);
  }, 600_000);

  it("keeps the manifest out of reach of the pages, skips what no file can hold, and runs once at a time", async () => {
    expect(fs.existsSync(path.join(out, MANIFEST_FILE))).toBe(true);
    const lock = path.join(out, ".mirror-lock");
    expect(fs.existsSync(lock)).toBe(false);
    fs.writeFileSync(lock, String(process.pid));
    await expect(run()).rejects.toThrow(/another run/);
    fs.rmSync(lock);
    const { fileFor } = await import("../../scripts/mirror.mjs");
    expect(fileFor("/a/../../etc/passwd", true)).toEqual({ skip: "an address no file can safely hold" });
    expect(fileFor("/a/%2e%2e/b", true)).toEqual({ skip: "an address no file can safely hold" });
    expect(fileFor("/a%2Fb", false)).toEqual({ skip: "an address no file can safely hold" });
    expect(fileFor("/.mirror-manifest.json", false)).toEqual({ skip: "an address no file can safely hold" });
    expect(fileFor("/__mirror/x", true)).toEqual({ skip: "the mirror's own folder" });
    expect(fileFor("/search?q=a", true)).toEqual({ skip: "a query string (only a listing's ?page=N is kept)" });
    expect(fileFor("/articles/all?page=3", true)).toEqual({ file: "articles/all/index.page-3.html" });
    expect(fileFor("/", true)).toEqual({ file: "index.html" });
    expect(fileFor("/sitemap.xml", false)).toEqual({ file: "sitemap.xml" });
    expect(contentHash(Buffer.from("<html>a</html><script>1</script>"), "text/html")).toBe(
      contentHash(Buffer.from("<html>a</html><script>2</script>"), "text/html"),
    );
  });
});

describe.skipIf(!nginxBinary())("the gateway with the mirror (deploy/nginx.conf, Debian's nginx)", () => {
  let gateway: Gateway;
  let prefix: string;

  beforeAll(async () => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), "mirror-nginx-"));
    const [port, internalPort, dead] = await Promise.all([freePort(), freePort(), freePort()]);
    // A replica that is gone (nothing listens on its port) and one that answers.
    gateway = await startMirrorGateway({
      replicas: [`127.0.0.1:${dead}`, new URL(portal.url).host],
      port,
      internalPort,
      prefix,
      mirrorRoot: out,
    });
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  });

  const get = (address: string, init: RequestInit = {}) => fetch(gateway.url + address, { redirect: "manual", ...init });

  it("passes nginx -t with the lines decision 0127 adds to deploy/nginx.conf", () => {
    const text = withMirrorLines(fs.readFileSync(NGINX_CONF, "utf8"));
    expect(text).toMatch(/include nginx-mirror-maps\.conf;/);
    // Reads and writes (the location writes are sent on to) alike.
    expect(text).toMatch(
      /location \/ \{[^]*?error_page 502 503 504 = @mirror;[^]*?location @writes \{[^}]*error_page 502 503 504 = @mirror;/,
    );
    const checked = testMirrorGatewayConfig({
      replicas: ["127.0.0.1:1"],
      port: 8080,
      internalPort: 8081,
      prefix: path.join(prefix, "t"),
      mirrorRoot: out,
    });
    expect(checked.output).toMatch(/test is successful/);
  });

  it("serves the portal's own answers while a replica is up, its 404 included", async () => {
    // Not a page the next test asks for: the gateway keeps a copy of what it proxied, served
    // before the mirror (stale-if-error).
    const page = await get("/articles");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-portal-mirror")).toBeNull();
    await page.arrayBuffer();
    const missing = await get("/no-such-page-at-all");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<html");
  });

  it("with every replica down, serves mirrored pages, files and listing pages, and 503 for the rest", async () => {
    await portal.close(500);
    portalClosed = true;
    const all = await entries();
    for (const address of [
      "/",
      "/hi",
      "/articles/all",
      "/articles/all?page=2",
      "/hi/help",
      "/sitemap.xml",
      "/feeds/articles/all.xml",
      "/robots.txt",
      "/favicon.svg",
    ]) {
      const response = await get(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("x-portal-mirror"), address).toBe("1");
      expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(path.join(out, all[address].file))), address).toBe(true);
    }
    const page = await get("/hi/articles/all");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'none'/);
    await page.arrayBuffer();
    expect((await get("/sitemap/items-0.xml")).headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect((await get("/feeds/articles/all.xml")).headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const css = Object.keys(all).find((a) => /^\/assets\/app-[^/]+\.css$/.test(a))!;
    expect((await get(css)).headers.get("content-type")).toBe("text/css; charset=utf-8");

    for (const [address, lang] of [
      ["/search?queryData=%7B%7D", "en"],
      ["/signin", "en"],
      ["/hi/signin", "hi"],
      ["/articles/all?sort=oldest", "en"],
      ["/article/open-evaluation-sets-indian-languages", "en"],
      ["/.mirror-manifest.json", "en"],
    ] as const) {
      const response = await get(address);
      expect(response.status, address).toBe(503);
      expect(response.headers.get("retry-after"), address).toBe("120");
      expect(await response.text(), address).toBe(fs.readFileSync(path.join(out, UNAVAILABLE_FILES[lang]), "utf8"));
    }
  }, 60_000);

  it("answers a form's POST with the unavailable page in its language, never 405", async () => {
    for (const [address, lang] of [
      ["/newsletter", "en"],
      ["/hi/newsletter", "hi"],
      ["/articles/all", "en"],
      ["/cookie-consent", "en"],
    ] as const) {
      const response = await get(address, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=reader%40example.org",
      });
      expect(response.status, address).toBe(503);
      expect(response.headers.get("retry-after")).toBe("120");
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(html).toContain("This service is temporarily unavailable. Please try again later.");
    }
  });

  it("sends a page still open from before the outage to documents: data requests and route discovery", async () => {
    const data = await get("/articles/all.data?page=2&_routes=root%2Croutes%2Flisting");
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toBe("/articles/all?page=2");
    expect(data.headers.get("x-remix-reload-document")).toBe("true");
    expect((await get("/_root.data?_routes=root")).headers.get("x-remix-redirect")).toBe("/");
    expect((await get("/hi/help.data")).headers.get("x-remix-redirect")).toBe("/hi/help");
    const action = await get("/newsletter.data", {
      method: "POST",
      body: "email=a%40b.c",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(action.status).toBe(204);
    expect(action.headers.get("x-remix-redirect")).toBe("/newsletter?unavailable");
    expect((await get("/newsletter?unavailable")).status).toBe(503);
    const discovery = await get("/__manifest?paths=%2Farticles&version=1");
    expect(discovery.status).toBe(204);
    expect(discovery.headers.get("x-remix-reload-document")).toBe("true");
  });
});
