import { describe, expect, it } from "vitest";
import { cached, clearCache, refreshSettled } from "../../app/upstream/cache.server";
import { UpstreamError } from "../../app/upstream/core.server";
import type { UpstreamShortfall } from "../../app/load-context";
import { announceContentChange } from "../../contract/content-changes";
import { CONSENT_DATE, formatConsentDate } from "../../contract/accounts-constants";
import { safeRedirect } from "../../app/accounts/safe-redirect";

const safeRedirectPath = (target: unknown) => safeRedirect(target, "/", { authPages: true });
import { columnsByIndex } from "../../app/chrome/menus";
import { portalPath, resolveBrowsePath } from "../../app/content/registry";
import { tagSearchHref } from "../../app/chrome/search-href";
import { initials, isPlaceholderImage } from "../../app/accounts/Avatar";
import { translator } from "../../app/i18n";
import { parseEnv } from "../../config/env";

describe("redirect targets", () => {
  it("keeps same-site paths and replaces everything else with the fallback (the cookie banner's way back)", () => {
    expect(safeRedirectPath("/signin?redirectTo=%2Fnews")).toBe("/signin?redirectTo=%2Fnews");
    expect(safeRedirectPath("/articles?page=2#x")).toBe("/articles?page=2#x");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      "articles",
      "/a\nb",
      42,
      null,
      "/" + "a".repeat(3000),
    ]) {
      expect(safeRedirectPath(bad)).toBe("/");
    }
  });
});

describe("consent date", () => {
  it("is YYYY-MM-DD hh:mm:ss, 24-hour clock, UTC: what the API accepts", () => {
    expect(formatConsentDate(new Date(Date.UTC(2026, 0, 5, 17, 8, 9, 999)))).toBe("2026-01-05 17:08:09");
    expect(CONSENT_DATE.test(formatConsentDate())).toBe(true);
  });
  it("keeps four digits of a year before 1000 and refuses an invalid date rather than writing NaN", () => {
    const early = new Date(Date.UTC(2000, 1, 3, 4, 5, 6));
    early.setUTCFullYear(999);
    expect(formatConsentDate(early)).toBe("0999-02-03 04:05:06");
    expect(() => formatConsentDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("menus", () => {
  it("splits items into three columns by index modulo 3", () => {
    expect(columnsByIndex([0, 1, 2, 3, 4, 5, 6])).toEqual([
      [0, 3, 6],
      [1, 4],
      [2, 5],
    ]);
    expect(columnsByIndex([0])).toEqual([[0]]);
  });
  it("names the portal tab's route after the product", () => {
    expect(portalPath("IndiaAI")).toBe("/indiaaiportal");
    expect(portalPath("Bharat AI")).toBe("/bharataiportal");
  });
  it("keeps the portal's address when the product is named in Devanagari on Hindi pages", () => {
    expect(portalPath("इंडियाएआई")).toBe("/indiaaiportal");
    expect(resolveBrowsePath("/hi/indiaaiportal", "इंडियाएआई", "hi")).toMatchObject({
      title: "इंडियाएआई पोर्टल",
      canonical: "/indiaaiportal",
    });
  });
  it("opens the search page filtered by a sector tag", () => {
    const url = new URL(tagSearchHref("Health & Care"), "http://x");
    expect(url.pathname).toBe("/search");
    expect(JSON.parse(url.searchParams.get("queryData")!)).toEqual({ tagName: "Health & Care" });
  });
  it("shows initials only for placeholder avatars", () => {
    expect(isPlaceholderImage(null)).toBe(true);
    expect(isPlaceholderImage("/images/placeholder-avatar.svg")).toBe(true);
    expect(isPlaceholderImage("/images/people/asha.svg")).toBe(false);
    expect(initials("asha verma")).toBe("AS");
  });
});

describe("translation layer", () => {
  it("keeps the product's exact texts", () => {
    const t = translator("en");
    expect(t("newsletter.error.required")).toBe("Please enter Email Address.");
    expect(t("newsletter.error.invalid")).toBe("Please enter a valid email.");
    expect(t("newsletter.error.failed")).toBe("Please try again later");
    expect(t("notFound.heading")).toBe("Something’s went wrong here...");
    expect(t("offline.heading")).toBe("Please connect to the internet");
  });
});

describe("stale-while-revalidate cache", () => {
  it("serves fresh, then stale while refreshing, and stale when the refresh fails", async () => {
    clearCache();
    let now = 0;
    let calls = 0;
    let fail = false;
    const get = () =>
      cached({
        key: "k",
        ttlMs: 1000,
        now: () => now,
        getFresh: async () => {
          calls++;
          if (fail) throw new Error("down");
          return calls;
        },
      });
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    now = 5000;
    expect(await get()).toBe(1); // stale at once, refresh in the background
    await refreshSettled("k");
    expect(await get()).toBe(2);
    fail = true;
    now = 10_000;
    expect(await get()).toBe(2);
    await refreshSettled("k");
    expect(await get()).toBe(2);
  });
  it("notes in the render's shortfall a value served because its refresh failed, with the time it was fetched, and nothing for a fresh one", async () => {
    clearCache();
    let now = 1000;
    let fail = false;
    const get = (shortfall: UpstreamShortfall, revalidate: "background" | "wait" = "background") =>
      cached({
        key: "noted",
        ttlMs: 1000,
        revalidate,
        now: () => now,
        shortfall,
        getFresh: async () => {
          if (fail) throw new UpstreamError(0, "/api/x", null);
          return `at ${now}`;
        },
      });
    const fresh: UpstreamShortfall = { failed: false };
    expect(await get(fresh)).toBe("at 1000");
    expect(fresh).toEqual({ failed: false });

    fail = true;
    now = 5000;
    const waited: UpstreamShortfall = { failed: false };
    expect(await get(waited, "wait")).toBe("at 1000");
    expect(waited.staleSince).toBe(1000);
    // Its refresh failed before: the next reader, served at once in the background's way, knows too.
    const later: UpstreamShortfall = { failed: false };
    expect(await get(later)).toBe("at 1000");
    expect(later.staleSince).toBe(1000);
    await refreshSettled("noted");

    // A call shared by several readers that fails as an outage fails is noted for each of them.
    clearCache();
    const [first, second]: UpstreamShortfall[] = [{ failed: false }, { failed: false }];
    await Promise.all([expect(get(first)).rejects.toThrow(UpstreamError), expect(get(second)).rejects.toThrow(UpstreamError)]);
    expect([first.failed, second.failed]).toEqual([true, true]);
  });

  it("throws when nothing is cached and the upstream fails", async () => {
    clearCache();
    await expect(cached({ key: "x", ttlMs: 1, getFresh: async () => Promise.reject(new Error("down")) })).rejects.toThrow("down");
  });

  it("never serves a value older than its staleness bound, even while the upstream fails", async () => {
    clearCache();
    let now = 0;
    await cached({ key: "old", ttlMs: 10, staleMs: 100, now: () => now, getFresh: async () => "kept" });
    const down = async (): Promise<string> => {
      throw new Error("down");
    };
    now = 50;
    expect(await cached({ key: "old", ttlMs: 10, staleMs: 100, now: () => now, getFresh: down })).toBe("kept");
    await refreshSettled("old");
    now = 101;
    await expect(cached({ key: "old", ttlMs: 10, staleMs: 100, now: () => now, getFresh: down })).rejects.toThrow("down");
  });

  it("keeps what is read often and drops the least recently used when full", async () => {
    clearCache();
    // Answers of 200 kB (counted at twice their length): the cache's share of the default memory
    // budget (shared/memory-budget.ts) holds a few dozen of them, so 400 overflow it.
    const big = "x".repeat(200_000);
    const put = (key: string) => cached({ key, ttlMs: 60_000, getFresh: async () => key + big });
    await put("popular");
    for (let i = 0; i < 400; i++) {
      await put(`once-${i}`);
      if (i % 10 === 0) await put("popular"); // a read: recently used again
    }
    let calls = 0;
    const probe = (key: string) => cached({ key, ttlMs: 60_000, getFresh: async () => (calls++, "fetched") });
    expect(await probe("popular")).toBe("popular" + big);
    expect(await probe("once-0")).toBe("fetched");
    expect(calls).toBe(1);
  });

  it("drops everything when the embedded API announces a change, and does not store an answer fetched before it", async () => {
    clearCache();
    let version = "before";
    const get = (key: string) => cached({ key, ttlMs: 60_000, getFresh: async () => version });
    expect(await get("listing")).toBe("before");
    version = "after";
    expect(await get("listing")).toBe("before");
    announceContentChange({ reason: "editorial-decision" });
    expect(await get("listing")).toBe("after");

    // An answer on its way when the change is announced is handed to its caller but not kept.
    let release!: (value: string) => void;
    const slow = cached({ key: "detail", ttlMs: 60_000, getFresh: () => new Promise<string>((resolve) => (release = resolve)) });
    announceContentChange({ reason: "trash" });
    release("old detail");
    expect(await slow).toBe("old detail");
    expect(await get("detail")).toBe("after");
  });
});

describe("environment", () => {
  it("accepts an empty environment and rejects bad values with a readable message", () => {
    expect(parseEnv({}).PORT).toBe(3000);
    expect(() => parseEnv({ PORT: "http", API_BASE_URL: "nope" })).toThrow(/PORT[\s\S]*API_BASE_URL/);
  });
});
