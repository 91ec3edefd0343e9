/**
 * The browse loaders against the real content API (createApiApp on a temporary SQLite file with
 * the sample content): what each kind of URL answers, and that bad input becomes a 400/404 or a
 * redirect, never a 500 or a garbage upstream call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRealApi, type RealApi } from "../faults/portal-harness";
import { TEST_SECRET } from "../server/helpers";
import { loadAuthor } from "../../app/content/loaders/author.server";
import { loadDetail } from "../../app/content/loaders/detail.server";
import { loadLanding } from "../../app/content/loaders/landing.server";
import { loadListing } from "../../app/content/loaders/listing.server";
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

/** The status of what a loader threw: a Response (redirect) or a data() error. */
async function thrownStatus(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: ResponseInit | null }).init;
    if (init?.status) return { status: init.status, data: (error as { data?: unknown }).data };
    throw error;
  }
  throw new Error("the loader did not throw");
}

describe("landing pages", () => {
  it("show featured and latest items of the type with a link to the listing", async () => {
    const data = await loadLanding(args("/articles"));
    expect(data.page.title).toBe("Articles");
    expect(data.all).toBe("/articles/all");
    const items = data.sections.flatMap((s) => s.items);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.typeId === 2 && i.href?.startsWith("/article/"))).toBe(true);
    expect(data.seo.url).toBe("http://portal.test/articles");
  });
  it("give the head-category listings their own sections", async () => {
    const data = await loadLanding(args("/initiatives"));
    expect(data.sections.map((s) => s.more?.to)).toEqual(
      expect.arrayContaining(["/initiatives/all-colleges", "/initiatives/all-goverment"]),
    );
  });
  it("show only ministries on /ministries", async () => {
    const data = await loadLanding(args("/ministries"));
    const items = data.sections.flatMap((s) => s.items);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.href?.startsWith("/ministries/") && i.type === "Ministry")).toBe(true);
  });
  it("mix every type on the product portal", async () => {
    const data = await loadLanding(args("/indiaaiportal"));
    expect(new Set(data.sections.flatMap((s) => s.items.map((i) => i.typeId))).size).toBeGreaterThan(1);
  });
});

describe("paged listings", () => {
  it("answer a page of cards, facets and paging numbers", async () => {
    const data = await loadListing(args("/government-of-india/all"));
    expect(data.items).toHaveLength(12);
    expect(data.totalPages).toBeGreaterThan(1);
    const page2 = await loadListing(args("/government-of-india/all?page=2"));
    expect(page2.items.map((i) => i.id)).not.toContain(data.items[0].id);
  });
  it("filter by a facet value the upstream offers, and show nothing for an unknown one", async () => {
    const all = await loadListing(args("/events/all"));
    const tag = all.facets.tag![0];
    const filtered = await loadListing(args(`/events/all?tag=${encodeURIComponent(tag.value)}`));
    expect(filtered.total).toBe(tag.count);
    expect(filtered.seo.noindex).toBe(true);
    const none = await loadListing(args("/events/all?tag=no-such-topic"));
    expect(none.items).toEqual([]);
  });
  it.each(["page=-1", "page=0", "page=abc", "sort=random", "year=abcd", "tag=%3Cscript%3E"])("answer 400 for ?%s", async (q) => {
    expect(await thrownStatus(loadListing(args(`/articles/all?${q}`)))).toMatchObject({ status: 400 });
  });
  it("send a page past the end (even 10^9) to the last page", async () => {
    expect(await thrownStatus(loadListing(args("/government-of-india/all?page=1000000000")))).toEqual({
      status: 302,
      location: "/government-of-india/all?page=2",
    });
    expect(await thrownStatus(loadListing(args("/articles/all?page=5&tag=x")))).toEqual({ status: 302, location: "/articles/all?tag=x" });
  });
});

describe("detail pages", () => {
  it("show an item with its type's fields and related items, leaving the visit to the server (tests/server/page-cache.test.ts)", async () => {
    const listing = await loadListing(args("/events/all"));
    const href = listing.items[0].href!;
    const views = async () =>
      Number(
        (await api.db.selectFrom("collections").select("view_count").where("id", "=", listing.items[0].id).executeTakeFirstOrThrow())
          .view_count,
      );
    const before = await views();
    const data = await loadDetail(args(href, { slug: href.split("/").pop()! }));
    expect(data.item.facts.map((f) => f.key)).toContain("starts");
    expect(data.jsonLd[0]).toMatchObject({ "@type": "Event" });
    // A render is not a visit: a page cache refresh renders with no reader.
    await new Promise((r) => setTimeout(r, 200));
    expect(await views()).toBe(before);
  });
  it("answer 404 for an unknown slug and for a slug with odd characters", async () => {
    expect(await thrownStatus(loadDetail(args("/article/no-such-thing", { slug: "no-such-thing" })))).toMatchObject({ status: 404 });
    expect(await thrownStatus(loadDetail(args("/article/%3Cx%3E", { slug: "<x>" })))).toMatchObject({ status: 404 });
    expect(await thrownStatus(loadDetail(args("/article/a_b", { slug: "a_b" })))).toMatchObject({ status: 404 });
  });
  it("redirect a ministry reached by /government/{slug} to /ministries/{slug}", async () => {
    const data = await loadLanding(args("/ministries"));
    const slug = data.sections[0].items[0].href!.split("/").pop()!;
    expect(await thrownStatus(loadDetail(args(`/government/${slug}`, { slug })))).toEqual({ status: 301, location: `/ministries/${slug}` });
  });
  it("keep the RAISE video library address, with the canonical video URL", async () => {
    const listing = await loadListing(args("/videos/all"));
    const slug = listing.items[0].href!.split("/").pop()!;
    const data = await loadDetail(args(`/raise/video-library/${slug}`, { slug }));
    expect(data.seo.url).toBe(`http://portal.test/videos/${slug}`);
    expect(data.item.video).not.toBeNull();
  });
});

describe("authors", () => {
  it("answer the contributor's card and contributions, and 404 for unknown ones", async () => {
    const listing = await loadListing(args("/articles/all"));
    const detail = await loadDetail(args(listing.items[0].href!, { slug: listing.items[0].href!.split("/").pop()! }));
    const author = detail.item.authors[0];
    const data = await loadAuthor(args(`/author/${author.slug}`, { slug: author.slug }));
    expect(data.author.name).toBe(author.name);
    expect(await thrownStatus(loadAuthor(args("/author/nobody-here", { slug: "nobody-here" })))).toMatchObject({ status: 404 });
    expect(await thrownStatus(loadAuthor(args("/author", {})))).toEqual({ status: 302, location: "/people/all" });
  });
});

describe("browse pages in Hindi (/hi/…)", () => {
  it("name the page, its sections and its cards in Hindi and link and describe it at its Hindi address", async () => {
    const data = await loadLanding(args("/hi/articles"));
    expect(data.page.title).toBe("लेख");
    expect(data.crumbs[0].label).toBe("मुखपृष्ठ");
    expect(data.sections.map((s) => s.title)).toContain("नवीनतम लेख");
    expect(data.seo.url).toBe("http://portal.test/hi/articles");
    const cards = data.sections.flatMap((s) => s.items);
    expect(cards[0].type).toBe("लेख");
    expect(cards[0].date).toMatch(/^\d{1,2} \p{Script=Devanagari}+ \d{4}$/u);
    // Each card says the language its text came in: Hindi where the API has a translation, else English.
    expect(cards.some((c) => c.lang === "hi")).toBe(true);
    for (const c of cards) expect(c.lang === "hi", c.title).toBe(/\p{Script=Devanagari}/u.test(c.title));
  });
  it("keep the language when a listing sends the visitor to its last page, and title later pages in Hindi", async () => {
    expect(await thrownStatus(loadListing(args("/hi/articles/all?page=5&tag=x")))).toEqual({
      status: 302,
      location: "/hi/articles/all?tag=x",
    });
    const data = await loadListing(args("/hi/government-of-india/all?page=2"));
    expect(data.seo.title).toBe("भारत सरकार: सभी सामग्री – पृष्ठ 2");
    expect(data.seo.url).toBe("http://portal.test/hi/government-of-india/all?page=2");
  });
  it("explain bad filters with dictionary keys the error page shows in Hindi", async () => {
    const thrown = await thrownStatus(loadListing(args("/hi/articles/all?page=abc")));
    expect(thrown).toMatchObject({ status: 400, data: { message: "content.listing.badFilters", errors: ["content.params.page"] } });
  });
  it("redirect to the canonical detail address in the same language", async () => {
    const data = await loadLanding(args("/hi/ministries"));
    const slug = data.sections[0].items[0].href!.split("/").pop()!;
    expect(await thrownStatus(loadDetail(args(`/hi/government/${slug}`, { slug })))).toEqual({
      status: 301,
      location: `/hi/ministries/${slug}`,
    });
  });
  it("label an event's facts in Hindi and give its JSON-LD the Hindi addresses and the text's language", async () => {
    const listing = await loadListing(args("/hi/events/all"));
    const href = listing.items[0].href!;
    const data = await loadDetail(args(`/hi${href}`, { slug: href.split("/").pop()! }));
    expect(data.item.facts.find((f) => f.key === "starts")?.label).toBe("आरंभ");
    expect(data.seo.url).toBe(`http://portal.test/hi${href}`);
    expect(data.jsonLd[0]).toMatchObject({ url: `http://portal.test/hi${href}`, inLanguage: "en" });
    expect(data.jsonLd[1]).toMatchObject({
      itemListElement: expect.arrayContaining([expect.objectContaining({ item: "http://portal.test/hi" })]),
    });
  });
  it("send /hi/author to the Hindi people listing", async () => {
    expect(await thrownStatus(loadAuthor(args("/hi/author", {})))).toEqual({ status: 302, location: "/hi/people/all" });
  });
});
