/**
 * Searches that found nothing, as the desk counts them (docs/product/editorial.md#what-readers-tell-us,
 * decision 0129): only a search submitted to the results page, in the page's language; never the
 * header's type-ahead, whose partial words are not searches anyone made.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApi, type TestApi } from "../api/harness";
import { loadContext, routeArgs } from "../support/load-context";

process.env.SESSION_SECRET ??= "test-secret-for-search-tests";

const { loadSearchPage } = await import("~/search/page.server");
const { loader: suggestLoader } = await import("~/routes/search_.suggest");
const { searchHref } = await import("~/search/query");

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const args = (path: string) => routeArgs(new Request(`http://portal.test${path}`), loadContext(api.baseUrl));
const counted = () =>
  api.db.selectFrom("search_misses").select(["lang", "query", "count"]).where("query", "like", "zqxv%").orderBy("query").execute();

describe("searches that found nothing", () => {
  it("counts a results-page search once, in its language, and never what the dropdown asked as the visitor typed", async () => {
    for (const typed of ["zqxv", "zqxv kis", "zqxv kisa"]) {
      const res = await suggestLoader(args(`/search/suggest?text=${encodeURIComponent(typed)}`));
      expect(((await res.json()) as { kind: string }).kind).toBe("results");
    }
    const page = (await loadSearchPage(args(`/hi${searchHref({ searchText: "zqxv kisan" })}`))) as unknown as { data: { total: number } };
    expect(page.data.total).toBe(0);
    // The page does not wait for the count: it is written a moment later.
    await vi.waitFor(async () => expect(await counted()).toEqual([{ lang: "hi", query: "zqxv kisan", count: 1 }]), { timeout: 5000 });
  });

  it("does not count a results page that found something, or a filtered search", async () => {
    const found = (await loadSearchPage(args(searchHref({ searchText: "health" })))) as unknown as { data: { total: number } };
    expect(found.data.total).toBeGreaterThan(0);
    await loadSearchPage(args(searchHref({ searchText: "zqxv filtered", collectionTypes: [2] })));
    const marker = (await loadSearchPage(args(searchHref({ searchText: "zqxv marker" })))) as unknown as { data: { total: number } };
    expect(marker.data.total).toBe(0);
    await vi.waitFor(async () => expect((await counted()).map((r) => r.query)).toContain("zqxv marker"), { timeout: 5000 });
    const rows = await api.db.selectFrom("search_misses").select("query").where("query", "in", ["health", "zqxv filtered"]).execute();
    expect(rows).toEqual([]);
  });
});
