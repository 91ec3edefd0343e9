/**
 * "Last updated" (every page, from its content or the build) and what the service worker may
 * keep for reading offline, against the real content API with the sample content.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRealApi, type RealApi } from "../faults/portal-harness";
import { TEST_SECRET } from "../server/helpers";
import { formatDate } from "../../app/content/format";
import { formatLastUpdated, newestDate } from "../../app/chrome/last-updated";
import { loadDetail } from "../../app/content/loaders/detail.server";
import { loadLanding } from "../../app/content/loaders/landing.server";
import { loadListing } from "../../app/content/loaders/listing.server";
import { markOfflineReadable, OFFLINE_READABLE_CACHE_CONTROL } from "../../app/content/offline-readable.server";
import { clearCache } from "../../app/upstream/cache.server";
import { loadContext, routeArgs } from "../support/load-context";

process.env.SESSION_SECRET ??= TEST_SECRET;

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

function args(path: string, params: Record<string, string> = {}) {
  clearCache();
  return routeArgs(new Request(`http://portal.test${path}`), loadContext(api.url), params);
}

async function firstArticle() {
  const answer = await fetch(`${api.url}/api/web/collections?type=2&per_page=1&sort=latest`);
  return ((await answer.json()) as { data: { items: { slug: string; updated_at: string }[] } }).data.items[0];
}

describe("last updated", () => {
  it("is the newest of some dates, and nothing when there are none", () => {
    expect(newestDate(["2025-01-02T00:00:00.000Z", null, "2026-03-04T05:06:07.000Z", undefined, "2024-12-31T23:59:59.000Z"])).toBe(
      "2026-03-04T05:06:07.000Z",
    );
    expect(newestDate([])).toBeNull();
    expect(newestDate([null, undefined, ""])).toBeNull();
  });

  it("reads as every other date of the portal, in India time, in both languages", () => {
    const dates = [
      "2026-11-20T04:30:00.000Z",
      "2026-01-05T00:00:00.000Z",
      "2025-12-31T18:29:59.000Z",
      "2025-12-31T18:30:00.000Z",
      "2024-02-29T12:00:00.000Z",
    ];
    for (let m = 0; m < 12; m++) dates.push(new Date(Date.UTC(2026, m, 9, 20, 0)).toISOString());
    for (const iso of dates) {
      for (const lang of ["en", "hi"] as const) expect(formatLastUpdated(iso, lang), `${iso} ${lang}`).toBe(formatDate(iso, lang));
    }
    expect(formatLastUpdated("not a date", "en")).toBe("");
  });

  it("is an item's own date on its page, and the newest item's on a listing and a landing", async () => {
    const article = await firstArticle();
    const detail = await loadDetail(args(`/article/${article.slug}`, { slug: article.slug }));
    expect(detail.lastUpdated).toBe(article.updated_at);

    const listing = await loadListing(args("/news/all"));
    expect(listing.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const landing = await loadLanding(args("/news"));
    expect(landing.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("tells the browser which detail pages can be kept for reading offline", async () => {
    const article = await firstArticle();
    expect((await loadDetail(args(`/article/${article.slug}`, { slug: article.slug }))).offlineReadable).toBe(true);
    const events = (await (await fetch(`${api.url}/api/web/collections?type=11&per_page=1`)).json()) as {
      data: { items: { slug: string }[] };
    };
    const event = events.data.items[0];
    expect((await loadDetail(args(`/events/${event.slug}`, { slug: event.slug }))).offlineReadable).toBe(false);
  });
});

describe("pages the service worker may keep", () => {
  const mark = (path: string, { method = "GET", status = 200, cookie = "", setCookie = "" } = {}) => {
    const headers = new Headers();
    if (setCookie) headers.set("Set-Cookie", setCookie);
    const request = new Request(`http://portal.test${path}`, { method, headers: cookie ? { Cookie: cookie } : {} });
    markOfflineReadable(request, status, headers);
    return headers.get("Cache-Control");
  };

  it("are an anonymous reader's articles, news, case studies and research reports, in either language", () => {
    for (const path of ["/article/a-story", "/news/a-story", "/case-study/a-story", "/research-reports/a-report", "/hi/article/a-story"]) {
      expect(mark(path), path).toBe(OFFLINE_READABLE_CACHE_CONTROL);
    }
    expect(mark("/article/a-story", { cookie: "cookie_consent=1; visitor_id=abc" })).toBe(OFFLINE_READABLE_CACHE_CONTROL);
  });

  it("are never a signed-in reader's page, one that sets a cookie, a failure or anything but a GET", () => {
    expect(mark("/article/a-story", { cookie: "visitor_id=abc; __session=sealed" })).toBeNull();
    expect(mark("/article/a-story", { setCookie: "just_signed_out=; Max-Age=0" })).toBeNull();
    expect(mark("/article/a-story", { status: 404 })).toBeNull();
    expect(mark("/article/a-story", { method: "POST" })).toBeNull();
  });

  it("are never listings, account pages or other kinds of item", () => {
    for (const path of [
      "/articles",
      "/articles/all",
      "/profile",
      "/user-contribution",
      "/posts/all",
      "/events/a-meetup",
      "/startup/a-company",
      "/search",
      "/",
    ]) {
      expect(mark(path), path).toBeNull();
    }
  });
});
