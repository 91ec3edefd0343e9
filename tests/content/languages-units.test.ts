/**
 * What changes with the page's language in the browse pages' pure parts: dates, times, lengths
 * and counts; the content types' names; the sitemap's and robots' addresses; og:locale and the
 * JSON-LD addresses.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { CollectionCard } from "../../contract";
import { formatDate, formatDuration, formatNumber, formatReadTime, formatTime } from "../../app/content/format";
import { itemListJsonLd } from "../../app/content/jsonld";
import { metaTags } from "../../app/content/meta";
import { CONTENT_TYPES, MINISTRIES, allBrowsePaths, displayName, resolveBrowsePath, typeMenu, typeText } from "../../app/content/registry";
import { buildRobots, buildSitemap } from "../../app/site/sitemap";
import { factsOf } from "../../app/content/view";

const devanagari = (text: string) => /^[\p{Script=Devanagari}\s,।():&–-]+$/u.test(text);

describe("dates, times, lengths and counts in Hindi", () => {
  it("writes dates with Hindi month names, and keeps English as MMM DD, YYYY", () => {
    expect(formatDate("2025-02-10T04:30:00Z", "hi")).toBe("10 फ़रवरी 2025");
    expect(formatDate("2025-02-10T04:30:00Z")).toBe("Feb 10, 2025");
    // India time decides the day in both languages.
    expect(formatDate("2025-03-31T20:00:00Z", "hi")).toBe("1 अप्रैल 2025");
    expect(formatDate("2024-12-31", "hi")).toBe("31 दिसंबर 2024");
    expect(formatDate("nonsense", "hi")).toBe("");
  });
  it("gives times on the 24-hour clock in Hindi, with no Latin am/pm", () => {
    expect(formatTime("2025-01-05T09:35:00Z", "hi")).toBe("15:05");
    expect(formatTime("2025-01-05T03:30:00Z", "hi")).toBe("09:00");
    expect(formatTime("2025-01-05T09:35:00Z")).toBe("3:05 pm");
  });
  it("says read times and video lengths in Hindi units", () => {
    expect(formatReadTime(5, "hi")).toBe("5 मिनट");
    expect(formatReadTime(60, "hi")).toBe("1 घंटा");
    expect(formatReadTime(135, "hi")).toBe("2 घंटे 15 मिनट");
    expect(formatDuration(3725, "hi")).toBe("1 घंटा 2 मिनट 5 सेकंड");
    expect(formatDuration(3725)).toBe("1 hr 2 min 5 sec");
  });
  it("groups digits the Indian way in both languages", () => {
    expect(formatNumber(100000, "hi")).toBe("1,00,000");
    expect(formatNumber(1234567)).toBe("12,34,567");
  });
  it("labels an item's facts in the page's language", () => {
    const item = {
      collection_type: 11,
      attributes: { event_start: "2025-02-10T04:30:00Z", venue: "Bharat Mandapam" },
      location: null,
      state: null,
      country: null,
      source: null,
    };
    const facts = factsOf(item as unknown as Parameters<typeof factsOf>[0], "hi");
    expect(facts[0]).toMatchObject({ label: "आरंभ", text: "10 फ़रवरी 2025, 10:00" });
    // The venue is the item's own text: marked so the page can give it the item's language.
    expect(facts.find((f) => f.key === "venue")).toMatchObject({ label: "कार्यक्रम स्थल", fromContent: true });
  });
});

describe("the content types in Hindi", () => {
  it("has a Hindi name, plural and description, in Devanagari, for every type and the ministries", () => {
    for (const type of [...CONTENT_TYPES, MINISTRIES]) {
      const hi = typeText(type, "hi");
      for (const text of [hi.name, hi.plural, hi.description]) expect(devanagari(text), `${type.plural}: ${text}`).toBe(true);
    }
  });
  it("names every landing and listing page in Hindi at its Hindi address, and in English at its English one", () => {
    for (const { path, page } of allBrowsePaths("hi")) expect(devanagari(page.title), `${path}: ${page.title}`).toBe(true);
    expect(resolveBrowsePath("/hi/articles/all")?.title).toBe("सभी लेख");
    expect(resolveBrowsePath("/articles/all")?.title).toBe("All Articles");
    expect(resolveBrowsePath("/hi/initiatives/all-colleges")?.title).toBe("कॉलेजों की पहल");
    expect(resolveBrowsePath("/hi/indiaaiportal")?.title).toBe("IndiaAI पोर्टल");
    expect(displayName(23, "ministry", "hi")).toBe("मंत्रालय");
  });
  it("labels the menus in Hindi with language-neutral addresses", () => {
    expect(typeMenu("resources", "hi")[0]).toEqual({ href: "/articles", text: "लेख", typeId: 2 });
  });
});

describe("sitemap and robots in both languages", () => {
  const xml = buildSitemap("https://x.test", [
    { collection_type: 2, slug: "a", updated_at: "2025-01-02T00:00:00Z" },
    { collection_type: 3, slug: "english-only", updated_at: "2025-01-02T00:00:00Z", languages: ["en"] },
  ]);
  it("lists every page in English and in Hindi, each naming both versions and English as x-default", () => {
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://x.test/article/a"/>' +
      '<xhtml:link rel="alternate" hreflang="hi" href="https://x.test/hi/article/a"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/article/a"/>';
    expect(xml).toContain(`<url><loc>https://x.test/article/a</loc><lastmod>2025-01-02</lastmod>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://x.test/hi/article/a</loc><lastmod>2025-01-02</lastmod>${alternates}</url>`);
    expect(xml).toContain("<loc>https://x.test/hi/articles/all</loc>");
    expect(xml).toContain("<loc>https://x.test/hi</loc>");
  });
  it("leaves out the Hindi address of an item the upstream says is in English only", () => {
    expect(xml).toContain("<loc>https://x.test/news/english-only</loc>");
    expect(xml).not.toContain("/hi/news/english-only");
  });
  it("is well-formed XML with the xhtml namespace declared", () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    let xmllint = true;
    try {
      execFileSync("xmllint", ["--version"], { stdio: "ignore" });
    } catch {
      xmllint = false;
    }
    // Parsed by a real XML parser where the machine has one (libxml2-utils).
    if (xmllint) expect(() => execFileSync("xmllint", ["--noout", "-"], { input: xml, stdio: ["pipe", "ignore", "pipe"] })).not.toThrow();
  });
  it("keeps crawlers out of the Hindi account pages too", () => {
    const robots = buildRobots("https://x.test");
    expect(robots).toContain("Disallow: /profile");
    expect(robots).toContain("Disallow: /hi/profile");
    expect(robots).toContain("Disallow: /hi/signin");
  });
});

describe("addresses and locale in page metadata", () => {
  it("gives og:locale by the address's language and the other language as an alternate", () => {
    const base = { title: "T", description: "D", siteName: "IndiaAI" };
    expect(metaTags({ ...base, url: "https://x.test/hi/articles" })).toEqual(
      expect.arrayContaining([
        { property: "og:locale", content: "hi_IN" },
        { property: "og:locale:alternate", content: "en_IN" },
      ]),
    );
    expect(metaTags({ ...base, url: "https://x.test/articles" })).toContainEqual({ property: "og:locale", content: "en_IN" });
  });
  it("links a listing's JSON-LD items at their addresses in the page's language", () => {
    const card = { id: 1, title: "A", slug: "a", collection_type: 2, head_category: null } as CollectionCard;
    expect(itemListJsonLd([card], "https://x.test", "hi").itemListElement[0].url).toBe("https://x.test/hi/article/a");
    expect(itemListJsonLd([card], "https://x.test").itemListElement[0].url).toBe("https://x.test/article/a");
  });
});
