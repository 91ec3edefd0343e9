/**
 * Anonymous search pages from the shared page cache (docs/decisions/0130-shared-search-pages.md):
 * a search asked again is answered from the cache to browsers without a cookie, a visitor with
 * recent searches still gets (and saves into) a page of their own, and one search has one address.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchHref } from "../../app/search/query";
import { PageCache } from "../../server/page-cache";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";

let api: RealApi;
let portal: Portal;

beforeAll(async () => {
  api = await startRealApi();
  portal = await startPortalAt(api.url);
});
afterAll(async () => {
  await portal?.close(500);
  await api?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(portal.url + path, { headers, redirect: "manual" });

/** What a reader is sent: a page rendered for them, or the cache's copy. */
async function answer(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers);
  return {
    status: response.status,
    // Only the cache's copies are sent for a gateway to keep; a render is `no-cache`.
    fromCache: (response.headers.get("cache-control") ?? "").includes("s-maxage="),
    cacheControl: response.headers.get("cache-control") ?? "",
    setCookie: response.headers.getSetCookie(),
    location: response.headers.get("location"),
    body: await response.text(),
  };
}

/** A new search through the header box, as a browser without JavaScript makes it: the visitor cookie it is given, if any. */
async function searchFromTheBox(text: string, cookie?: string) {
  const box = await answer(`/search?${new URLSearchParams({ q: text })}`, cookie ? { Cookie: cookie } : {});
  expect(box.status).toBe(302);
  const visitor = box.setCookie.find((c) => c.startsWith("visitor_id="))?.split(";")[0];
  const own = cookie ?? visitor;
  const page = await answer(box.location!, own ? { Cookie: own } : {});
  return { visitor, page };
}

/** The recent searches the start page shows to a browser. */
const startPage = async (cookie?: string) => (await answer("/search", cookie ? { Cookie: cookie } : {})).body;

describe("an anonymous search", () => {
  it("asked again is answered from the page cache, its page and the data JavaScript reads", async () => {
    for (const path of [
      searchHref({ searchText: "monsoon forecasting" }),
      searchHref({ searchText: "monsoon forecasting" }).replace("?", ".data?"),
    ]) {
      const first = await answer(path);
      expect(first.status, path).toBe(200);
      expect(first.fromCache, `${path}: asked once, rendered for its reader alone`).toBe(false);
      expect(first.setCookie, path).toEqual([]);
      const second = await answer(path);
      const third = await answer(path);
      expect([second.fromCache, third.fromCache], path).toEqual([true, true]);
      expect(second.cacheControl, path).toContain("s-maxage=60");
      expect(third.body, path).toBe(second.body);
    }
  });

  it("in Hindi has its own copy, and two searches never share one", async () => {
    const hindi = `/hi${searchHref({ searchText: "बाढ़ पूर्वानुमान" })}`;
    const other = `/hi${searchHref({ searchText: "फसल बीमा योजना" })}`;
    const english = searchHref({ searchText: "बाढ़ पूर्वानुमान" });
    for (const path of [hindi, other, english]) await answer(path);
    const [hi, hiOther, en] = [await answer(hindi), await answer(other), await answer(english)];
    for (const page of [hi, hiOther, en]) expect(page.fromCache).toBe(true);
    expect(hi.body).toContain('lang="hi"');
    expect(en.body).toContain('lang="en"');
    const heading = (body: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? "";
    expect(heading(hi.body)).toContain("बाढ़ पूर्वानुमान");
    expect(heading(en.body)).toContain("बाढ़ पूर्वानुमान");
    expect(heading(hiOther.body)).toContain("फसल बीमा योजना");
    expect(heading(hiOther.body)).not.toContain("बाढ़ पूर्वानुमान");
  });

  it("without a cookie is neither saved nor given a visitor id by the page", async () => {
    const path = searchHref({ searchText: "solar irrigation" });
    for (let i = 0; i < 3; i++) expect((await answer(path)).setCookie).toEqual([]);
    expect(await startPage()).not.toContain("solar irrigation");
  });
});

describe("a visitor with recent searches", () => {
  it("gets the visitor id from the search box, then a page of their own that saves each search, with or without JavaScript", async () => {
    const { visitor, page } = await searchFromTheBox("groundwater mapping");
    expect(visitor).toMatch(/^visitor_id=/);
    expect(page.fromCache, "their own page").toBe(false);
    expect(page.cacheControl).toContain("private");
    // A search other readers have in the cache is still theirs, and saved: by link, and by the data request of a client navigation.
    const shared = searchHref({ searchText: "crop insurance" });
    for (let i = 0; i < 3; i++) await answer(shared);
    expect((await answer(shared, { Cookie: visitor! })).fromCache).toBe(false);
    const data = searchHref({ searchText: "fisheries census" }).replace("?", ".data?");
    expect((await answer(data, { Cookie: visitor! })).fromCache).toBe(false);
    const recent = await startPage(visitor);
    for (const text of ["groundwater mapping", "crop insurance", "fisheries census"]) expect(recent).toContain(text);
  });

  it("never sees another visitor's recent searches, nor do anonymous readers", async () => {
    const a = await searchFromTheBox("tidal energy survey");
    const b = await searchFromTheBox("wheat rust alerts");
    const [ofA, ofB, anonymous] = [await startPage(a.visitor), await startPage(b.visitor), await startPage()];
    expect(ofA).toContain("tidal energy survey");
    expect(ofA).not.toContain("wheat rust alerts");
    expect(ofB).toContain("wheat rust alerts");
    expect(ofB).not.toContain("tidal energy survey");
    expect(anonymous).not.toContain("tidal energy survey");
    expect(anonymous).not.toContain("wheat rust alerts");
    // The box's second search keeps the visitor id it has.
    expect((await searchFromTheBox("second search here", a.visitor)).page.fromCache).toBe(false);
  });
});

describe("one address per search", () => {
  it("sends every other spelling of a search to its one address, in English and in Hindi", async () => {
    const canonical = searchHref({ searchText: "crop advisories" });
    for (const spelling of [
      `/search?queryData=${encodeURIComponent('{"sort_by":3,"searchText":"  crop   advisories "}')}`,
      `${canonical}&utm_source=feed`,
    ]) {
      const moved = await answer(spelling);
      expect(moved.status, spelling).toBe(302);
      expect(moved.location, spelling).toBe(canonical);
      expect((await answer(`/hi${spelling}`)).location).toBe(`/hi${canonical}`);
    }
    expect((await answer(canonical)).status).toBe(200);
  });

  it("serves a spelling the router reads alike from the same copy", async () => {
    const canonical = searchHref({ searchText: "river basin" });
    await answer(canonical);
    const stored = await answer(canonical);
    expect(stored.fromCache).toBe(true);
    // %20 for + and the raw quotes a hand-made request may carry read alike to the router: the same page, the same copy.
    const encoded = await answer(`/search?queryData=${encodeURIComponent('{"searchText":"river basin"}')}`);
    expect(encoded.fromCache).toBe(true);
    expect(encoded.body).toBe(stored.body);
    const raw = canonical.replaceAll("%22", '"');
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(portal.url + raw, resolve).on("error", reject));
    response.resume();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("s-maxage=60");
    const again = await get(canonical);
    await again.arrayBuffer();
    expect(response.headers.etag).toBe(again.headers.get("etag"));
  });

  it("keeps searches that differ apart, case and filters included", async () => {
    const paths = [
      searchHref({ searchText: "Health" }),
      searchHref({ searchText: "health" }),
      searchHref({ searchText: "health", sort_by: 1 }),
    ];
    for (const path of paths) await answer(path);
    const pages = await Promise.all(paths.map((path) => answer(path)));
    expect(pages.map((p) => p.fromCache)).toEqual([true, true, true]);
    expect(pages[0].body).toContain("Health");
    expect(new Set(pages.map((p) => p.body)).size).toBe(3);
  });
});

describe("the page cache's note of addresses asked once", () => {
  it("says an address is asked again only within the fresh time, and stays within its share of the bytes", () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 640 * 1024, freshMs: 60_000, staleMs: 0, staleIfErrorMs: 0, now: () => now });
    expect(cache.askedAgain("a")).toBe(false);
    now = 59_000;
    expect(cache.askedAgain("a")).toBe(true);
    now = 200_000;
    expect(cache.askedAgain("a")).toBe(false);
    for (let i = 0; i < 100_000; i++) cache.askedAgain(`- http://x/search?queryData=${i}`);
    expect(cache.size.bytes).toBeLessThanOrEqual((640 * 1024) / 64);
  });
});
