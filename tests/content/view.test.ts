import { describe, expect, it } from "vitest";
import type { CollectionCard, CollectionDetail } from "../../contract";
import { buildRobots, buildSitemap } from "../../app/site/sitemap";
import { itemJsonLd, itemListJsonLd } from "../../app/content/jsonld";
import { jsonLdString, metaTags } from "../../app/content/meta";
import { sanitizeBody } from "../../app/content/sanitize.server";
import { factsOf, toCardView, toDetailView, videoEmbed } from "../../app/content/view";
import { toResultView } from "../../app/search/view";

const card: CollectionCard = {
  id: 7,
  title: "How AI crop advisories reach farmers who have never used an app",
  slug: "ai-crop-advisories",
  excerpt: "Voice calls, village kiosks and WhatsApp forwards carry machine-generated advice further than any smartphone app.",
  collection_type: 2,
  collection_type_name: "Article",
  head_category: null,
  featured_image: {
    url: "/images/content/agriculture.svg",
    full_url: "/images/content/agriculture.svg",
    alt_text: "Abstract illustration of green crop rows",
    title: null,
    description: null,
  },
  read_time: 75,
  source: null,
  is_brand: false,
  published_at: "2025-07-14T04:30:00.000Z",
  updated_at: "2025-07-14T04:30:00.000Z",
  tags: [{ id: 1, name: "Agriculture", slug: "agriculture", lang: "en" }],
  authors: [{ id: 1, name: "Nandini Deshpande", slug: "nandini-deshpande", designation: null, organisation: null, image_url: null }],
  location: "Nashik",
  state: { name: "Maharashtra" },
  country: { name: "India" },
  lang: "en",
};

function detail(over: Partial<CollectionDetail>): CollectionDetail {
  return { ...card, body: "<p>Body</p>", attributes: {}, comment_count: 0, ...over };
}

describe("card views", () => {
  it("formats everything a card shows", () => {
    expect(toCardView(card)).toEqual({
      id: 7,
      typeId: 2,
      lang: "en",
      href: "/article/ai-crop-advisories",
      title: card.title,
      type: "Article",
      excerpt: "Voice calls, village kiosks and WhatsApp forwards carry machine-generated advice further than any smartphone app.",
      date: "Jul 14, 2025",
      dateIso: "2025-07-14T04:30:00.000Z",
      location: "Nashik, Maharashtra, India",
      length: "1 hr 15 min read",
      // A generated illustration beside the title link is decorative: no broken "Abstract illustratio…".
      image: { src: "/images/content/agriculture.svg", alt: "", picture: null },
    });
  });
  it("formats a card for a Hindi page: Hindi type name, date and read time; the untranslated text says it is English", () => {
    const v = toCardView(card, "hi");
    expect(v).toMatchObject({
      lang: "en",
      type: "लेख",
      date: "14 जुलाई 2025",
      length: "1 घंटा 15 मिनट में पढ़ें",
      href: "/article/ai-crop-advisories",
    });
    expect(toCardView({ ...card, lang: "hi" } as CollectionCard, "hi").lang).toBe("hi");
    expect(toCardView({ ...card, collection_type: 5, read_time: 3 }, "hi").length).toBe("3 मिनट का वीडियो");
  });
  it("leaves a thumbnail without alt text decorative, keeps a meaningful one in whole words, and calls a video's length a video", () => {
    const v = toCardView({ ...card, collection_type: 5, read_time: 3, featured_image: { ...card.featured_image!, alt_text: null } });
    expect(v.image?.alt).toBe("");
    expect(toCardView({ ...card, featured_image: { ...card.featured_image!, alt_text: "Farmers reading a pest alert" } }).image?.alt).toBe(
      "Farmers reading a…",
    );
    expect(v.length).toBe("3 min video");
    expect(v.href).toBe("/videos/ai-crop-advisories");
  });
  it("links ministries to /ministries", () => {
    expect(toCardView({ ...card, collection_type: 23, head_category: "ministry" })).toMatchObject({
      href: "/ministries/ai-crop-advisories",
      type: "Ministry",
    });
  });
});

describe("detail views", () => {
  it("shows event dates with 12-hour times, venue and registration", () => {
    const facts = factsOf(
      detail({
        collection_type: 11,
        attributes: {
          event_start: "2025-10-28T04:30:00Z",
          event_end: "2025-10-28T11:30:00Z",
          venue: "Vigyan Bhawan",
          registration_url: "https://example.org/register",
        },
      }),
    );
    expect(facts.map((f) => [f.key, f.text])).toEqual([
      ["starts", "Oct 28, 2025, 10:00 am"],
      ["ends", "Oct 28, 2025, 5:00 pm"],
      ["venue", "Vigyan Bhawan"],
      ["location", "Nashik, Maharashtra, India"],
      ["registration", "Register for this event"],
    ]);
  });
  it("shows a video's player and duration", () => {
    const view = toDetailView(detail({ collection_type: 5, attributes: { video_url: "/media/a.mp4", video_duration_seconds: 3725 } }), "");
    expect(view.video).toMatchObject({ kind: "video", src: "/media/a.mp4" });
    expect(view.facts[0]).toEqual({ key: "duration", label: "Duration", text: "1 hr 2 min 5 sec", dateTime: "PT1H2M5S" });
  });
  it("shows a dataset's format, licence and download", () => {
    const view = toDetailView(
      detail({
        collection_type: 30,
        attributes: {
          dataset_format: "CSV",
          dataset_licence: "CC BY 4.0",
          dataset_size: "2 MB",
          download_url: "https://data.example/x.zip",
        },
      }),
      "",
    );
    expect(view.facts.map((f) => f.key)).toEqual(["format", "licence", "size"]);
    expect(view.download).toEqual({ kind: "dataset", href: "https://data.example/x.zip", details: "CSV, 2 MB" });
  });
  it("offers a research report's PDF, and nothing for a link that is not http(s) or local", () => {
    expect(toDetailView(detail({ collection_type: 9, attributes: { download_url: "/media/0d1f/report.pdf" } }), "").download).toEqual({
      kind: "report",
      href: "/media/0d1f/report.pdf",
      details: "PDF",
    });
    expect(toDetailView(detail({ collection_type: 9, attributes: { download_url: "javascript:alert(1)" } }), "").download).toBeNull();
  });
  it("never links a javascript: URL", () => {
    const facts = factsOf(detail({ collection_type: 16, attributes: { website: "javascript:alert(1)" } }));
    expect(facts.find((f) => f.key === "website")).toBeUndefined();
    expect(videoEmbed("javascript:alert(1)")).toBeNull();
  });
  it("embeds YouTube without cookies", () => {
    expect(videoEmbed("https://www.youtube.com/watch?v=abcdefghijk")).toEqual({
      kind: "iframe",
      src: "https://www.youtube-nocookie.com/embed/abcdefghijk",
    });
    expect(videoEmbed("https://youtu.be/abcdefghijk")).toEqual({
      kind: "iframe",
      src: "https://www.youtube-nocookie.com/embed/abcdefghijk",
    });
  });
  it("embeds Vimeo, and only from the allowed hosts themselves", () => {
    expect(videoEmbed("https://vimeo.com/123456")).toEqual({ kind: "iframe", src: "https://player.vimeo.com/video/123456" });
    expect(videoEmbed("https://evil.example/youtube.com/watch?v=abcdefghijk")).toEqual({
      kind: "link",
      src: "https://evil.example/youtube.com/watch?v=abcdefghijk",
    });
    expect(videoEmbed("https://notvimeo.com/123456")?.kind).toBe("link");
  });
  it("plays video files of the portal itself, and only links files on other hosts", () => {
    expect(videoEmbed("/sample/videos/a.webm")).toEqual({ kind: "video", src: "/sample/videos/a.webm" });
    expect(videoEmbed("https://cdn.example/a.mp4")).toEqual({ kind: "link", src: "https://cdn.example/a.mp4" });
  });
  it("gives people a person card", () => {
    const view = toDetailView(
      detail({ collection_type: 18, attributes: { designation: "Professor", organisation: "IIT Madras", bio: "Works on speech." } }),
      "",
    );
    expect(view.person).toMatchObject({ designation: "Professor", organisation: "IIT Madras", bio: "Works on speech." });
  });
});

describe("meta and JSON-LD", () => {
  it("has title, description, canonical, OpenGraph and Twitter tags", () => {
    const tags = metaTags({
      title: "Articles",
      description: "All the articles",
      url: "https://x.test/articles",
      siteName: "IndiaAI",
      image: "https://x.test/a.png",
    });
    expect(tags).toContainEqual({ title: "Articles | IndiaAI" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.test/articles" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://x.test/a.png" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });
  it("escapes < so JSON-LD cannot close its script element", () => {
    expect(jsonLdString({ a: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
  it("describes articles, events, datasets, organisations and people", () => {
    const opts = { url: "https://x.test/p", origin: "https://x.test", siteName: "IndiaAI" };
    expect(itemJsonLd(detail({}), opts)).toMatchObject({
      "@type": "Article",
      headline: card.title,
      datePublished: "2025-07-14T04:30:00.000Z",
    });
    expect(itemJsonLd(detail({ collection_type: 3 }), opts)).toMatchObject({ "@type": "NewsArticle" });
    expect(
      itemJsonLd(detail({ collection_type: 11, attributes: { event_start: "2025-10-28T04:30:00Z", venue: "Hall" } }), opts),
    ).toMatchObject({ "@type": "Event", startDate: "2025-10-28T04:30:00.000Z" });
    expect(itemJsonLd(detail({ collection_type: 30, attributes: { dataset_licence: "CC BY 4.0" } }), opts)).toMatchObject({
      "@type": "Dataset",
      license: "CC BY 4.0",
    });
    expect(itemJsonLd(detail({ collection_type: 12 }), opts)).toMatchObject({ "@type": "Organization" });
    expect(itemJsonLd(detail({ collection_type: 18, attributes: { designation: "Professor" } }), opts)).toMatchObject({
      "@type": "Person",
      jobTitle: "Professor",
    });
    expect(itemListJsonLd([card], "https://x.test").itemListElement[0]).toMatchObject({
      position: 1,
      url: "https://x.test/article/ai-crop-advisories",
    });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists listings and every item by its canonical link", () => {
    const xml = buildSitemap("https://x.test", [
      { collection_type: 2, slug: "a", updated_at: "2025-01-02T00:00:00Z" },
      { collection_type: 23, slug: "meity", updated_at: "2025-01-02T00:00:00Z", head_category: "ministry" },
      { collection_type: 1, slug: "blog-post", updated_at: "2025-01-02T00:00:00Z" },
    ]);
    expect(xml).toContain("<loc>https://x.test/article/a</loc><lastmod>2025-01-02</lastmod>");
    expect(xml).toContain("<loc>https://x.test/ministries/meity</loc>");
    expect(xml).toContain("<loc>https://x.test/articles/all</loc>");
    expect(xml).not.toContain("blog-post");
    expect(xml).not.toContain("/countries/all<");
  });
  it("lists static, policy and campaign pages, hub pages and author pages, each once and in its languages", () => {
    const xml = buildSitemap("https://x.test", [{ collection_type: 2, slug: "a", updated_at: "2025-01-02T00:00:00Z" }], {
      pages: [
        { slug: "privacy-policy", updated_at: "2025-03-04T00:00:00Z", languages: ["en", "hi"] },
        { slug: "cyberguard-ai-hackathon", updated_at: "2026-04-20T00:00:00Z", languages: ["en"] },
        { slug: "../etc", updated_at: "2025-01-01T00:00:00Z" },
      ],
      hubs: [{ slug: "indiaai-compute-capacity" }],
      authors: [{ slug: "priyanka-nair" }, { slug: "priyanka-nair" }],
    });
    expect(xml).toContain("<loc>https://x.test/privacy-policy</loc><lastmod>2025-03-04</lastmod>");
    expect(xml).toContain("<loc>https://x.test/hi/privacy-policy</loc>");
    expect(xml).toContain("<loc>https://x.test/cyberguard-ai-hackathon</loc>");
    expect(xml).not.toContain("<loc>https://x.test/hi/cyberguard-ai-hackathon</loc>");
    expect(xml).toContain("<loc>https://x.test/hub/indiaai-compute-capacity</loc>");
    expect(xml).toContain("<loc>https://x.test/hi/hub/indiaai-compute-capacity</loc>");
    expect(xml.match(/<loc>https:\/\/x\.test\/author\/priyanka-nair<\/loc>/g)).toHaveLength(1);
    expect(xml).not.toContain("etc");
    expect(xml).toContain("<loc>https://x.test/article/a</loc>");
  });
  it("points robots at the sitemap", () => {
    expect(buildRobots("https://x.test")).toContain("Sitemap: https://x.test/sitemap.xml");
  });
  it("keeps crawlers out of account pages but lets them read search results", () => {
    const robots = buildRobots("https://x.test");
    expect(robots).toContain("Disallow: /profile");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).not.toMatch(/Disallow: \/search/);
  });
});

describe("sanitizeBody", () => {
  it("drops scripts, event handlers and javascript: links, keeps structure", () => {
    const out = sanitizeBody(
      '<h1>T</h1><p onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://ok.test">ok</a></p><script>alert(1)</script><img src="/a.png" onerror="x()">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(out).toContain("<h2>T</h2>");
    expect(out).toContain('<a href="https://ok.test" rel="noopener noreferrer" target="_blank">ok</a>');
    expect(out).toContain('<img src="/a.png" loading="lazy" alt="" />');
  });

  it("keeps images of this portal only: a remote one (a tracking pixel) is dropped", () => {
    const out = sanitizeBody(
      '<p>Text</p><img src="https://tracker.example/p.gif" alt=""><img src="//tracker.example/p.gif"><img src="http://x.example/a.png"><img src="/\\tracker.example/p.gif"><figure><img src="/media/0f8fad5b-d9cb-469f-a165-70867728950e/full.webp" alt="A chart"></figure>',
    );
    expect(out).not.toMatch(/tracker|x\.example/);
    expect(out).toContain('<img src="/media/0f8fad5b-d9cb-469f-a165-70867728950e/full.webp" alt="A chart" loading="lazy" />');
    expect(out).toContain("<p>Text</p>");
  });
});

describe("a search result's thumbnail", () => {
  it("is decorative beside its title link, whatever the image's own alt text (WCAG H67, decision 0120)", () => {
    const result = {
      ...card,
      thumbnail: null,
      type_id: 2,
      type: "Article",
      featured_image: { ...card.featured_image!, alt_text: "A printed page of a district crop advisory in Marathi" },
    };
    const view = toResultView(result, { signedIn: false, hasEmail: false });
    expect(view.image).toMatchObject({ src: "/images/content/agriculture.svg", alt: "" });
    expect(view.href).toBeTruthy();
  });
});
