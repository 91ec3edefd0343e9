import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AuthorInput, CollectionInput, COLLECTION_TYPES, HEAD_CATEGORIES, LISTED_TYPE_IDS, PageResponse } from "../../contract";
import * as content from "../../api/seed/content";
import type { SeedContent } from "../../api/seed";

// The loader casts the module to SeedContent; this line makes the compiler hold us to it.
const asLoaded: SeedContent = content;

const publicDir = path.resolve(__dirname, "../../public");
const { authors, collections, pillars, pages, settings, tagGroups, spamCategories } = asLoaded;
const parsed = collections.map((c) => CollectionInput.parse(c));
const byType = (type: number) => parsed.filter((c) => c.collection_type === type);
const countTag = (tag: string) => parsed.filter((c) => c.tags.includes(tag)).length;
const NARRATIVE_TYPES = [2, 3, 4, 5, 9];

describe("hand-written sample content", () => {
  it("every collection item and author passes the contract's input schemas", () => {
    for (const c of collections) expect(() => CollectionInput.parse(c), c.slug).not.toThrow();
    for (const a of authors) expect(() => AuthorInput.parse(a), a.slug).not.toThrow();
  });

  it("has at least 12 items of every listed type and 12 authors", () => {
    for (const id of LISTED_TYPE_IDS) expect(byType(id).length, `type ${id}`).toBeGreaterThanOrEqual(12);
    expect(authors.length).toBeGreaterThanOrEqual(12);
  });

  it("uses only known, listed collection types", () => {
    const listed = new Set<number>(COLLECTION_TYPES.filter((t) => t.listed).map((t) => t.id));
    for (const c of parsed) expect(listed.has(c.collection_type), c.slug).toBe(true);
  });

  it("spreads initiatives and government items over their head categories", () => {
    for (const head of HEAD_CATEGORIES[20])
      expect(byType(20).filter((c) => c.head_category === head).length, head).toBeGreaterThanOrEqual(3);
    const gov = byType(23);
    expect(gov.filter((c) => c.head_category === "initiatives-and-offerings").length).toBeGreaterThanOrEqual(4);
    expect(gov.filter((c) => c.head_category === "state-initiatives").length).toBeGreaterThanOrEqual(4);
    expect(gov.filter((c) => c.head_category === "ministry").length).toBeGreaterThanOrEqual(12);
    for (const c of parsed) {
      const heads = (HEAD_CATEGORIES as Record<number, readonly string[]>)[c.collection_type];
      if (heads) expect(heads, c.slug).toContain(c.head_category);
      else expect(c.head_category, c.slug).toBeNull();
    }
  });

  it("has unique slugs per type and unique author slugs", () => {
    for (const t of COLLECTION_TYPES) {
      const slugs = byType(t.id).map((c) => c.slug);
      expect(new Set(slugs).size, t.key).toBe(slugs.length);
    }
    expect(new Set(authors.map((a) => a.slug)).size).toBe(authors.length);
  });

  it("credits only authors that exist, and every narrative item has one", () => {
    const known = new Set(authors.map((a) => a.slug));
    for (const c of parsed) for (const a of c.authors) expect(known.has(a), `${c.slug} → ${a}`).toBe(true);
    for (const c of parsed.filter((c) => NARRATIVE_TYPES.includes(c.collection_type))) expect(c.authors.length, c.slug).toBeGreaterThan(0);
  });

  it("gives every item a featured image with alt text, 2–4 tags, a date and a sample marker", () => {
    const cutoff = Date.parse("2026-11-01T00:00:00Z");
    for (const c of parsed) {
      expect(c.featured_image?.alt_text, c.slug).toBeTruthy();
      expect(c.tags.length, c.slug).toBeGreaterThanOrEqual(2);
      expect(c.tags.length, c.slug).toBeLessThanOrEqual(4);
      const published = Date.parse(c.published_at ?? "");
      expect(published, c.slug).toBeGreaterThanOrEqual(Date.parse("2024-01-01T00:00:00Z"));
      expect(published, c.slug).toBeLessThan(cutoff);
      expect(c.source).toBe("Sample content");
      expect(c.body, c.slug).toContain("sample content for the portal");
      expect(c.excerpt, c.slug).toBeTruthy();
    }
  });

  it("marks 3–4 items featured per listed type", () => {
    for (const id of LISTED_TYPE_IDS) {
      const n = byType(id).filter((c) => c.is_featured).length;
      expect(n, `type ${id}`).toBeGreaterThanOrEqual(3);
      expect(n, `type ${id}`).toBeLessThanOrEqual(4);
    }
  });

  it("fills the type-specific attributes", () => {
    const need: Record<number, string[]> = {
      5: ["video_url", "video_duration_seconds", "captions_url", "transcript"],
      11: ["event_start", "event_end", "venue"],
      12: ["sector", "stage", "founders"],
      13: ["sector"],
      14: ["sector"],
      16: ["sector"],
      17: ["sector"],
      15: ["fund_size", "fund_stage"],
      18: ["designation", "organisation", "bio"],
      24: ["provider", "level", "duration"],
      30: ["dataset_format", "dataset_licence", "dataset_size", "dataset_updated", "download_url", "dictionary_url"],
      31: ["region"],
      40: ["standard_body", "standard_status"],
      41: ["standard_body", "standard_status"],
    };
    for (const [type, keys] of Object.entries(need)) {
      for (const c of byType(Number(type)))
        for (const k of keys) expect((c.attributes as Record<string, unknown>)[k], `${c.slug}.${k}`).toBeTruthy();
    }
    const events = byType(11);
    const now = Date.parse("2026-11-01T00:00:00Z");
    expect(events.some((e) => Date.parse(e.attributes.event_start!) > now)).toBe(true);
    expect(events.some((e) => Date.parse(e.attributes.event_end!) < now)).toBe(true);
    for (const e of events) expect(Date.parse(e.attributes.event_end!)).toBeGreaterThan(Date.parse(e.attributes.event_start!));
  });

  it("links only to pages and files inside the portal, and every file it names exists", () => {
    const attributeUrls = parsed.flatMap((c) =>
      ["website", "download_url", "dictionary_url", "registration_url", "video_url", "captions_url"]
        .map((k) => (c.attributes as Record<string, unknown>)[k])
        .filter((u): u is string => typeof u === "string"),
    );
    const bodyUrls = parsed.flatMap((c) => [...c.body.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]));
    expect(attributeUrls.length).toBeGreaterThan(50);
    for (const u of [...attributeUrls, ...bodyUrls]) {
      expect(u, u).toMatch(/^\/(?!\/)/);
      if (u.startsWith("/sample/")) expect(existsSync(path.join(publicDir, u)), u).toBe(true);
    }
  });

  it("has enough reading items of realistic length, spread over two years, by authors with several items each", () => {
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
    for (const type of [2, 3, 4, 5, 9, 11]) expect(byType(type).length, `type ${type}`).toBeGreaterThanOrEqual(25);
    for (const type of [2, 4, 9]) {
      for (const c of byType(type)) {
        expect(words(c.body), c.slug).toBeGreaterThanOrEqual(600);
        expect(words(c.body), c.slug).toBeLessThanOrEqual(2000);
        expect(c.body, c.slug).toContain("<h2>");
        expect(c.body, c.slug).toMatch(/<(ul|ol|table)>/);
        expect(c.read_time, c.slug).toBeGreaterThanOrEqual(3);
      }
    }
    for (const c of byType(3)) {
      expect(words(c.body), c.slug).toBeGreaterThanOrEqual(200);
      expect(words(c.body), c.slug).toBeLessThanOrEqual(500);
    }
    for (const type of [2, 3, 4, 9]) {
      const years = new Set(byType(type).map((c) => c.published_at!.slice(0, 4)));
      expect([...years].sort(), `type ${type}`).toEqual(expect.arrayContaining(["2024", "2025", "2026"]));
    }
    const perAuthor = new Map<string, number>();
    for (const c of parsed) for (const a of c.authors) perAuthor.set(a, (perAuthor.get(a) ?? 0) + 1);
    for (const a of authors) expect(perAuthor.get(a.slug) ?? 0, a.slug).toBeGreaterThanOrEqual(3);
    const now = Date.parse("2026-11-23T00:00:00Z");
    expect(byType(11).filter((e) => Date.parse(e.attributes.event_start!) > now).length).toBeGreaterThanOrEqual(5);
    expect(byType(11).filter((e) => Date.parse(e.attributes.event_end!) < now).length).toBeGreaterThanOrEqual(5);
  });

  it("uses every sector tag and pillar tag on at least 3 items", () => {
    expect(tagGroups.sector).toHaveLength(5);
    expect(tagGroups["trending-tags"].length).toBeGreaterThanOrEqual(8);
    expect(tagGroups["trending-tags"].length).toBeLessThanOrEqual(10);
    for (const tag of [...tagGroups.sector, ...tagGroups["trending-tags"]]) expect(countTag(tag), tag).toBeGreaterThanOrEqual(3);
    expect(pillars.length).toBeGreaterThanOrEqual(6);
    for (const p of pillars) expect(countTag(p.tag!), p.slug).toBeGreaterThanOrEqual(3);
  });

  it("references only image files that exist, are small SVGs and have a title", () => {
    const urls = new Set<string>([
      ...parsed.map((c) => c.featured_image!.url),
      ...authors.map((a) => a.image_url!).filter(Boolean),
      ...pillars.map((p) => p.image_url!),
      ...(settings.ministry_logos as { image_url: string }[]).map((l) => l.image_url),
      "/images/placeholder.svg",
      "/images/avatar-placeholder.svg",
    ]);
    expect(existsSync(path.join(publicDir, "favicon.svg"))).toBe(true);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/[a-z0-9/_.-]+\.svg$/);
      const file = path.join(publicDir, url);
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeLessThan(3_500);
      const svg = readFileSync(file, "utf8");
      expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, url).toContain("<title>");
    }
  });

  it("provides the settings, pages and spam categories the API serves", () => {
    expect(settings.product_name).toBe("IndiaAI");
    expect(settings.support_email).toMatch(/@[a-z.]+\.example$/);
    const links = settings.tags as Record<string, string>;
    for (const k of ["facebook_link", "linkedin_link", "twitter_link", "insta_link", "youtube_link"])
      expect(links[k], k).toMatch(/^https:\/\//);
    const slugs = pages.map((p) => p.slug);
    for (const s of ["about-us", "privacy-policy", "terms", "cookie-policy", "raise", "cyberguard-ai-hackathon"])
      expect(slugs).toContain(s);
    for (const s of ["privacy-policy", "terms", "cookie-policy"]) expect(pages.find((p) => p.slug === s)?.kind).toBe("policy");
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of pages)
      expect(() => PageResponse.shape.data.parse({ excerpt: null, updated_at: "2025-01-01", kind: "static", ...p }), p.slug).not.toThrow();
    expect(spamCategories).toEqual(expect.arrayContaining(["Spam", "Harassment", "Hate speech", "Misinformation", "Off-topic", "Other"]));
  });
});
