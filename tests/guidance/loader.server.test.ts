/**
 * The guidance pages' loader and their place in site search, against the real content API on a
 * temporary SQLite file with the sample content.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRealApi, type RealApi } from "../faults/portal-harness";
import { TEST_SECRET } from "../server/helpers";
import { guidanceLoader } from "../../app/guidance/page.server";
import { guidanceForSearchPage, searchGuidance } from "../../app/guidance/search.server";
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

function args(path: string) {
  clearCache();
  return routeArgs(new Request(`http://portal.test${path}`), loadContext(api.url));
}

const searchPath = (query: object) => `/search?queryData=${encodeURIComponent(JSON.stringify(query))}`;

describe("a guidance page", () => {
  it("shows the API's text with a table of contents whose entries lead to the principles' anchors", async () => {
    const data = await guidanceLoader(args("/responsible-ai/principle-point-of-focus"), "principles");
    expect(data.page.title).toBe("The seven principles of responsible AI");
    expect(data.page.toc.map((e) => e.id)).toEqual([
      "safety",
      "equality",
      "inclusivity",
      "privacy",
      "transparency",
      "accountability",
      "human-values",
      "together",
    ]);
    expect(data.page.toc[0].text).toBe("Safety and reliability");
    expect(data.page.html).toContain('<h2 id="accountability">Accountability</h2>');
    expect(data.page.updated).toBe("20 October 2026");
    expect(data.crumbs.map((c) => c.to)).toEqual(["/", "/responsible-ai/homepage", "/responsible-ai/principle-point-of-focus"]);
    expect(data.seo.url).toBe("http://portal.test/responsible-ai/principle-point-of-focus");
  });

  it("at a Hindi address has Hindi breadcrumbs and date, links that stay in Hindi, and says which language its text is in", async () => {
    const data = await guidanceLoader(args("/hi/responsible-ai/homepage"), "homepage");
    expect(data.crumbs).toEqual([
      { label: "मुखपृष्ठ", to: "/hi" },
      { label: "उत्तरदायी एआई", to: "/hi/responsible-ai/homepage" },
    ]);
    expect(data.page.updated).toBe("20 अक्टूबर 2026");
    expect(data.page.html).toContain('href="/hi/responsible-ai/assessment"');
    expect(data.page.html).not.toMatch(/href="\/responsible-ai/);
    // Until the Hindi translation is stored, the API answers in English and the page says so.
    expect(["en", "hi"]).toContain(data.page.lang);
    expect(data.seo.url).toBe("http://portal.test/hi/responsible-ai/homepage");
    // The document title and description are Hindi too: the page's own when translated, else the interface's.
    if (data.page.lang === "en") expect(data.seo.title).toBe("उत्तरदायी एआई");
    expect(data.seo.description).toMatch(/[\u0900-\u097F]/);
  });
});

describe("site search", () => {
  it("finds the guidance page whose title, summary or headings hold every word searched for", async () => {
    const found = await searchGuidance(args("/search"), "grievances and incidents");
    expect(found.map((m) => m.href)).toEqual(["/responsible-ai/goverance-framework"]);
    const principles = await searchGuidance(args("/search"), "Transparency");
    expect(principles.map((m) => m.href)).toContain("/responsible-ai/principle-point-of-focus");
  });

  it("on a Hindi search page finds the Hindi text and links to the Hindi guidance pages", async () => {
    const found = await guidanceForSearchPage(args(`/hi${searchPath({ searchText: "अभिशासन ढांचा" })}`));
    expect(found.map((m) => m.href)).toEqual(["/hi/responsible-ai/goverance-framework"]);
  });

  it("offers no guidance for searches narrowed to content types, later pages, or no text", async () => {
    expect(await guidanceForSearchPage(args(searchPath({ searchText: "governance", collectionTypes: [2] })))).toEqual([]);
    expect(await guidanceForSearchPage(args(searchPath({ searchText: "governance", nextIndex: 10 })))).toEqual([]);
    expect(await guidanceForSearchPage(args(searchPath({ searchText: "" })))).toEqual([]);
    expect(await guidanceForSearchPage(args("/search?queryData=%7Bbroken"))).toEqual([]);
    expect(await guidanceForSearchPage(args(searchPath({ searchText: "governance" })))).not.toEqual([]);
  });
});

// Last: it removes a page from the API's database.
describe("a guidance page missing upstream", () => {
  it("answers 404 when the API has no such page", async () => {
    await api.db.deleteFrom("pages").where("slug", "=", "responsible-ai-ethics-committees").execute();
    const thrown = await guidanceLoader(args("/responsible-ai/ethics-committees"), "committees").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
