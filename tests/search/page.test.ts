import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoaderFunctionArgs } from "react-router";
import { startTestApi, type TestApi } from "../api/harness";
import { loadContext, routeArgs } from "../support/load-context";

process.env.SESSION_SECRET ??= "test-secret-for-search-tests";

const { loadSearchPage } = await import("~/search/page.server");
const { loadSuggestions } = await import("~/search/suggest.server");
const { createSessionCookie } = await import("~/upstream/session.server");
const { searchHref } = await import("~/search/query");
const { loader: suggestLoader, action: suggestAction } = await import("~/routes/search_.suggest");

let api: TestApi;

function context(origin = api.baseUrl) {
  return loadContext(origin);
}

function args(path: string, init: RequestInit = {}, origin?: string): LoaderFunctionArgs {
  return routeArgs(new Request(`http://portal.test${path}`, init), context(origin));
}

/** Run the loader the way React Router does: a thrown Response (redirect) is returned. */
async function page(path: string, init: RequestInit = {}, origin?: string) {
  try {
    const result = await loadSearchPage(args(path, init, origin));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a union of page kinds the tests read after checking `kind`
    const r = result as unknown as { data: any; init?: ResponseInit | null };
    return { status: r.init?.status ?? 200, headers: new Headers(r.init?.headers), data: r.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers, data: null };
    throw thrown;
  }
}

beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

describe("search page loader", () => {
  it("turns the header box's plain text into the canonical queryData URL", async () => {
    const res = await page("/search?q=%20crop%20%20advisories%20");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(searchHref({ searchText: "crop advisories" }));
  });

  it("shows the start page for whitespace-only text instead of searching", async () => {
    const res = await page("/search?q=%20%20%20");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/search");
    expect((await page("/search")).data.kind).toBe("start");
  });

  it("finds seeded content with thumbnail, type and read time", async () => {
    const res = await page(searchHref({ searchText: "flood" }));
    expect(res.status).toBe(200);
    expect(res.data.kind).toBe("results");
    expect(res.data.total).toBeGreaterThan(0);
    const first = res.data.results[0];
    expect(first.title.toLowerCase()).toContain("flood");
    expect(first.typeName).toBeTruthy();
    expect(first.href).toMatch(/^\//);
    expect(res.data.query.sort_by).toBe(3);
  });

  it("narrows by each filter", async () => {
    const all = await page(searchHref({ searchText: "health" }));
    const typed = await page(searchHref({ searchText: "health", collectionTypes: [2] }));
    expect(typed.data.total).toBeLessThan(all.data.total);
    expect(typed.data.results.every((r: { typeId: number }) => r.typeId === 2)).toBe(true);
    expect(typed.data.activeFilters.map((f: { label: string }) => f.label)).toEqual(["Type: Articles"]);
  });

  it("pages through nextIndex", async () => {
    const first = await page(searchHref({ tagName: null, collectionTypes: [2, 3, 4] }));
    expect(first.data.nextHref).toBeTruthy();
    const second = await page(first.data.nextHref);
    expect(second.data.from).toBe(13);
    expect(second.data.firstHref).toBe(searchHref({ collectionTypes: [2, 3, 4] }));
    const ids = new Set(first.data.results.map((r: { id: number }) => r.id));
    expect(second.data.results.some((r: { id: number }) => ids.has(r.id))).toBe(false);
  });

  it("answers 400 with an explanation for queryData that is not JSON", async () => {
    const res = await page("/search?queryData=%7Bnot%20json");
    expect(res.status).toBe(400);
    expect(res.data.kind).toBe("bad");
    expect(res.data.problems[0]).toMatch(/not valid JSON/);
  });

  it("answers 400 for JSON of the wrong shape and for unknown fields", async () => {
    for (const raw of ["[1,2]", '{"searchText":["a"]}', '{"searchText":"a","evil":1}', '{"sort_by":"newest"}']) {
      const res = await page(`/search?queryData=${encodeURIComponent(raw)}`);
      expect(res.status, raw).toBe(400);
      expect(res.data.kind).toBe("bad");
    }
  });

  it("answers 400 for a huge queryData and for a 10 kB search text", async () => {
    const huge = await page(`/search?queryData=${encodeURIComponent(JSON.stringify({ searchText: "a", tags: Array(3000).fill("x") }))}`);
    expect(huge.status).toBe(400);
    const text = "a".repeat(10 * 1024);
    const viaJson = await page(`/search?queryData=${encodeURIComponent(JSON.stringify({ searchText: text }))}`);
    expect(viaJson.status).toBe(400);
    const viaBox = await page(`/search?q=${text}`);
    expect(viaBox.status).toBe(400);
    expect(viaBox.data.problems.join(" ")).toMatch(/at most 200 characters/);
  });

  it("searches FTS operators and quotes as literal text, never failing", async () => {
    for (const text of [
      `"flood`,
      `flood*`,
      `flood OR NOT crop`,
      `NEAR(flood crop)`,
      `title:flood`,
      `'; DROP TABLE collections; --`,
      `^"*"`,
    ]) {
      const res = await page(searchHref({ searchText: text }));
      expect(res.status, text).toBe(200);
      expect(res.data.kind).toBe("results");
    }
  });

  it("saves a long enough search for an anonymous visitor under the visitor cookie the search box gives", async () => {
    expect((await page(searchHref({ searchText: "satellite data" }))).headers.get("Set-Cookie")).toBeNull(); // the page is shared
    const box = await page("/search?q=satellite%20data");
    const cookie = box.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^visitor_id=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    const visitor = cookie.split(";")[0];
    expect((await page("/search?q=gpu")).headers.get("Set-Cookie")).toBeNull(); // too short to be saved: no id
    await page(searchHref({ searchText: "satellite data" }), { headers: { Cookie: visitor } });
    await page(searchHref({ searchText: "gpu" }), { headers: { Cookie: visitor } }); // too short: not saved
    const suggestions = await loadSuggestions(args("/search/suggest", { headers: { Cookie: visitor } }));
    expect(suggestions.body).toMatchObject({ kind: "defaults", recent: [{ key: "satellite data" }] });
  });

  it("offers the visitor's recent searches, trending tags and recommendations on /search without a query", async () => {
    const visitor = ((await page("/search?q=monsoon%20forecasts")).headers.get("Set-Cookie") ?? "").split(";")[0];
    await page(searchHref({ searchText: "monsoon forecasts" }), { headers: { Cookie: visitor } });
    const res = await page("/search", { headers: { Cookie: visitor } });
    expect(res.data.kind).toBe("start");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    const { recent, trending, recommendations } = res.data.defaults;
    expect(recent).toEqual([{ key: "monsoon forecasts", href: searchHref({ searchText: "monsoon forecasts" }) }]);
    expect(trending.length).toBeGreaterThan(0);
    for (const tag of trending) expect(tag.href).toBe(searchHref({ tagName: tag.name }));
    expect(recommendations.length).toBeGreaterThan(0);
    for (const item of recommendations) expect(item.href).toMatch(/^\/[a-z-]+\/[a-z0-9-]+$/);
    // A browser without a visitor cookie has no recent searches, and gets none of another's.
    expect((await page("/search")).data.defaults.recent).toEqual([]);
  });

  it("saves a signed-in user's search under the user", async () => {
    const user = await api.createUser({ name: "Searcher" });
    const cookie = (
      await createSessionCookie(new Request("http://portal.test/"), {
        token: user.token,
        user: { id: user.id, uuid: "u", name: "Searcher", profile_url: null, email: "s@example.test", consent_accepted: true },
      })
    ).split(";")[0];
    const res = await page(searchHref({ searchText: "speech recognition" }), { headers: { Cookie: cookie } });
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const suggestions = await loadSuggestions(args("/search/suggest", { headers: { Cookie: cookie } }));
    expect(suggestions.body).toMatchObject({ kind: "defaults", recent: [{ key: "speech recognition" }] });
  });

  it("links learning courses to their own page and tells anonymous visitors it asks them to sign in", async () => {
    const res = await page(searchHref({ collectionTypes: [24] }));
    expect(res.data.results.length).toBeGreaterThan(0);
    for (const item of res.data.results) {
      expect(item.gate).toBe("sign-in");
      // The course page sends them to sign-in (tests/content/course-access.test.ts).
      expect(item.href).toMatch(/^\/learning\/[a-z0-9-]+$/);
    }
  });

  it("says the search failed, with a retry link, when the API is down", async () => {
    const res = await page(searchHref({ searchText: "flood" }), {}, "http://127.0.0.1:9");
    expect(res.status).toBe(503);
    expect(res.data.kind).toBe("failed");
    expect(res.data.retryHref).toBe(searchHref({ searchText: "flood" }));
  });
});

describe("dropdown suggestions (/search/suggest)", () => {
  it("gives 2 result cards and at most 8 tags for text", async () => {
    const res = await suggestLoader(args("/search/suggest?text=health"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.kind).toBe("results");
    expect(body.results).toHaveLength(2);
    expect(body.tags.length).toBeLessThanOrEqual(8);
    expect(body.allHref).toBe(searchHref({ searchText: "health" }));
  });

  it("gives 2 recommendations and trending tags for empty text", async () => {
    const body = await (await suggestLoader(args("/search/suggest?text=%20%20"))).json();
    expect(body.kind).toBe("defaults");
    expect(body.recommendations).toHaveLength(2);
    expect(body.trending.length).toBeGreaterThan(0);
    expect(body.trending.length).toBeLessThanOrEqual(8);
    expect(body.recent).toEqual([]);
  });

  it("adds the people popup's details to people results", async () => {
    const body = await (await suggestLoader(args("/search/suggest?text=Ishita%20Banerjee"))).json();
    const person = body.results.find((r: { typeId: number }) => r.typeId === 18);
    expect(person.person).toMatchObject({
      title: "Ishita Banerjee",
      designation: "Head of Research",
      organisation: "Hooghly College of Computational Sciences",
      href: "/people/ishita-banerjee",
    });
    expect(person.person.bio).toMatch(/Bengali/);
  });

  it("rejects text over 200 characters", async () => {
    const res = await suggestLoader(args(`/search/suggest?text=${"a".repeat(10_240)}`));
    expect(res.status).toBe(400);
  });

  it("saves only searches longer than 4 characters", async () => {
    const post = (key: string, cookie?: string) =>
      suggestAction({
        ...args("/search/suggest", {
          method: "POST",
          body: new URLSearchParams({ search_key: key }),
          headers: cookie ? { Cookie: cookie } : {},
        }),
      });
    const first = await post("abcd");
    expect(await first.json()).toEqual({ saved: false });
    const second = await post("abcde");
    expect(await second.json()).toEqual({ saved: true });
    const visitor = (second.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(visitor).toMatch(/^visitor_id=/);
    const defaults = await (await suggestLoader(args("/search/suggest", { headers: { Cookie: visitor } }))).json();
    expect(defaults.recent.map((r: { key: string }) => r.key)).toEqual(["abcde"]);
  });
});

describe("search in Hindi (/hi/search)", () => {
  it("keeps the language when the header box's text becomes the queryData URL", async () => {
    const res = await page("/hi/search?q=crop%20advisories");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/hi${searchHref({ searchText: "crop advisories" })}`);
  });
  it("names types, filters and dates in Hindi and links results at their Hindi addresses", async () => {
    const res = await page(`/hi${searchHref({ searchText: "flood", collectionTypes: [2] })}`);
    expect(res.data.kind).toBe("results");
    const first = res.data.results[0];
    expect(first.typeName).toBe("लेख");
    expect(first.href).toMatch(/^\/hi\/article\//);
    expect(first.date).toMatch(/^\d{1,2} \p{Script=Devanagari}+ \d{4}$/u);
    expect(res.data.activeFilters.map((f: { label: string }) => f.label)).toEqual(["प्रकार: लेख"]);
    expect(res.data.typeOptions[0]).toEqual({ id: 2, plural: "लेख" });
  });
  it("answers the Hindi dropdown with Hindi type names and Hindi links", async () => {
    const body = await (await suggestLoader(args("/hi/search/suggest?text=flood"))).json();
    expect(body.results[0].typeName).toMatch(/\p{Script=Devanagari}/u);
    expect(body.results[0].href).toMatch(/^\/hi\//);
  });
});
