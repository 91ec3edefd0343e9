/**
 * Atom feeds through the production portal server in front of the real API with the sample
 * content: valid Atom with the required elements, the same items as the page they follow,
 * Hindi under /hi, conditional GET, and the links from the pages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemPath, resolveBrowsePath } from "../../app/content/registry";
import { SearchQuery } from "../../contract";
import { startFaultProxy } from "../faults/fault-proxy";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { childNamed, childrenNamed, parseXml, type XmlElement } from "./xml";

let api: RealApi;
let portal: Portal;

beforeAll(async () => {
  api = await startRealApi();
  portal = await startPortalAt(api.url);
}, 240_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

type ItemRef = Parameters<typeof itemPath>[0];
const ATOM = "http://www.w3.org/2005/Atom";

async function feed(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${portal.url}${path}`, { headers });
  return { res, body: await res.text() };
}

/** RFC 4287's required elements of the feed and of each entry; answers the entries. */
function checkAtom(xml: string, lang: "en" | "hi"): XmlElement[] {
  const root = parseXml(xml);
  expect(root.name).toBe("feed");
  expect(root.attrs.xmlns).toBe(ATOM);
  expect(root.attrs["xml:lang"]).toBe(lang);
  for (const name of ["id", "title", "updated"]) expect(childNamed(root, name)?.text.trim(), name).toBeTruthy();
  expect(Number.isNaN(Date.parse(childNamed(root, "updated")!.text))).toBe(false);
  const self = childrenNamed(root, "link").find((l) => l.attrs.rel === "self");
  expect(self?.attrs.href).toMatch(/^https?:\/\/[^/]+\/.*\.xml/);
  const entries = childrenNamed(root, "entry");
  for (const entry of entries) {
    const id = childNamed(entry, "id")!.text;
    expect(new URL(id).protocol).toMatch(/^https?:$/);
    expect(childNamed(entry, "title")?.attrs.type).toBe("text");
    expect(childNamed(entry, "title")!.text.trim()).not.toBe("");
    expect(Number.isNaN(Date.parse(childNamed(entry, "updated")!.text))).toBe(false);
    const link = childrenNamed(entry, "link").find((l) => l.attrs.rel === "alternate");
    expect(link?.attrs.href).toBe(id);
    expect(childNamed(childNamed(entry, "author")!, "name")!.text.trim()).not.toBe("");
    expect(["en", "hi"]).toContain(entry.attrs["xml:lang"]);
    const summary = childNamed(entry, "summary");
    if (summary) expect(summary.attrs.type).toBe("text");
  }
  return entries;
}

const entryPaths = (entries: XmlElement[]) => entries.map((e) => new URL(childNamed(e, "id")!.text).pathname);

describe("Atom feeds", () => {
  it("a listing's feed is valid Atom with its latest items, at most 50, linking absolute pages", async () => {
    const { res, body } = await feed("/feeds/articles/all.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/atom+xml");
    expect(res.headers.get("cache-control")).toContain("public");
    const entries = checkAtom(body, "en");
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(50);
    const type = resolveBrowsePath("/articles/all")!.type!.id;
    const listing = await (await fetch(`${api.url}/api/web/collections?type=${type}&per_page=25&page=1`)).json();
    expect(listing.data.items.length).toBeGreaterThan(0);
    expect(entryPaths(entries).slice(0, 5)).toEqual(listing.data.items.slice(0, 5).map((i: ItemRef) => itemPath(i)));
  });

  it("a search's feed gives the search's items in its order", async () => {
    const query = SearchQuery.parse({ searchText: "data" });
    const { res, body } = await feed(`/feeds/search.xml?queryData=${encodeURIComponent(JSON.stringify({ searchText: "data" }))}`);
    expect(res.status).toBe(200);
    const entries = checkAtom(body, "en");
    const titles: string[] = [];
    let nextIndex: number | null = 0;
    while (nextIndex !== null && titles.length < 50) {
      const answer = await (
        await fetch(`${api.url}/api/web/search/result`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...query, nextIndex }),
        })
      ).json();
      titles.push(...answer.data.collections.map((c: { title: string }) => c.title));
      nextIndex = answer.data.nextIndex;
    }
    expect(titles.length).toBeGreaterThan(0);
    expect(entries.map((e) => childNamed(e, "title")!.text)).toEqual(titles.slice(0, 50));
  });

  it("a hub's and a tag's feed list their items; a Hindi feed is in Hindi and links Hindi pages", async () => {
    const { slug } = await api.db.selectFrom("pillars").select("slug").executeTakeFirstOrThrow();
    const hub = await feed(`/feeds/hub/${slug}.xml`);
    expect(hub.res.status).toBe(200);
    checkAtom(hub.body, "en");
    const type = resolveBrowsePath("/articles/all")!.type!.id;
    const all = await (await fetch(`${api.url}/api/web/collections?type=${type}`)).json();
    const tag = all.data.facets.tags[0].value as string;
    const tagged = await (await fetch(`${api.url}/api/web/collections?type=${type}&tag=${encodeURIComponent(tag)}&per_page=25`)).json();
    const tagFeed = await feed(`/feeds/articles/all.xml?tag=${encodeURIComponent(tag)}`);
    expect(tagFeed.res.status).toBe(200);
    const tagEntries = checkAtom(tagFeed.body, "en");
    expect(tagEntries.length).toBe(Math.min(50, tagged.data.total));
    expect(entryPaths(tagEntries).slice(0, 25)).toEqual(tagged.data.items.map((i: ItemRef) => itemPath(i)));
    const hindi = await feed("/hi/feeds/articles/all.xml");
    const entries = checkAtom(hindi.body, "hi");
    for (const path of entryPaths(entries)) expect(path.startsWith("/hi/")).toBe(true);
    expect(entries.some((e) => e.attrs["xml:lang"] === "hi")).toBe(true);
  });

  it("answers 304 to a reader that has the feed, by ETag or by date", async () => {
    const first = await feed("/feeds/articles/all.xml");
    const etag = first.res.headers.get("etag")!;
    const modified = first.res.headers.get("last-modified")!;
    expect(etag).toBeTruthy();
    expect((await feed("/feeds/articles/all.xml", { "If-None-Match": etag })).res.status).toBe(304);
    expect((await feed("/feeds/articles/all.xml", { "If-Modified-Since": modified })).res.status).toBe(304);
    expect((await feed("/feeds/articles/all.xml", { "If-None-Match": '"other"' })).res.status).toBe(200);
    expect((await feed("/feeds/articles/all.xml", { "If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" })).res.status).toBe(200);
  });

  it("refuses what is not a feed with a clear 4xx", async () => {
    expect((await feed("/feeds/no-such-page.xml")).res.status).toBe(404);
    expect((await feed("/feeds/articles/all")).res.status).toBe(404);
    expect((await feed("/feeds/search.xml?queryData=%7Bnot-json")).res.status).toBe(400);
    expect((await feed("/feeds/articles/all.xml?sort=sideways")).res.status).toBe(400);
  });

  it("answers 503 with Retry-After, not a 500, when the content API fails", async () => {
    const proxy = await startFaultProxy(api.url);
    const behind = await startPortalAt(proxy.url);
    try {
      proxy.addRule(/^\/api\/web\/collections/, "500");
      const res = await fetch(`${behind.url}/feeds/news/all.xml`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("60");
    } finally {
      await behind.close(100);
      await proxy.close();
    }
  });

  it("pages name their feed in a <link rel=alternate> and a visible link", async () => {
    for (const [page, href] of [
      ["/articles/all", "/feeds/articles/all.xml"],
      ["/hi/articles/all", "/hi/feeds/articles/all.xml"],
    ]) {
      const html = await (await fetch(`${portal.url}${page}`)).text();
      expect(html).toMatch(
        new RegExp(`<link[^>]*rel="alternate"[^>]*type="application/atom\\+xml"[^>]*href="${href.replace(/[/.+]/g, "\\$&")}"`),
      );
      expect(html).toMatch(new RegExp(`<a[^>]*href="${href.replace(/[/.+]/g, "\\$&")}"`));
    }
  });
});
