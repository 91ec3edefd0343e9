import { describe, expect, it } from "vitest";
import { collections, pages, pillars, settings } from "../../api/seed/content";
import { hindiItems, hindiPages, hindiPillars, hindiSettings, hindiTagNames } from "../../api/seed/content/hindi";
import { OTHER, SECTOR, TREND } from "../../api/seed/content/tags";
import { placeName } from "../../app/content/place-names";

const key = (type: number, slug: string) => `${type}/${slug}`;
const english = new Map(collections.map((c) => [key(c.collection_type, c.slug), c]));
const count = (type: number) => hindiItems.filter((i) => i.collection_type === type).length;

const ALLOWED_TAGS = new Set([
  "p",
  "h2",
  "h3",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "code",
  "table",
  "caption",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const TAG = /<(\/?)([a-zA-Z0-9]+)([^>]*)>/g;

/** Why an HTML paragraph is not simple, balanced, attribute-free (bar an internal href) markup; null when it is. */
function htmlProblem(html: string): string | null {
  const open: string[] = [];
  for (const [, closing, name, attrs] of html.matchAll(TAG)) {
    if (!ALLOWED_TAGS.has(name)) return `<${name}> is not allowed`;
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes nothing open`;
    } else {
      // Links (portal paths, other sites, e-mail) and header cells' scope are the only attributes.
      const allowed =
        (name === "a" && /^ href="(\/|https:\/\/|mailto:)[^"<>]*"$/.test(attrs)) || (name === "th" && /^ scope="(col|row)"$/.test(attrs));
      if (attrs && !allowed) return `<${name}${attrs}> has attributes`;
      open.push(name);
    }
  }
  if (open.length) return `<${open.join(">, <")}> left open`;
  return /[<>]/.test(html.replace(TAG, "")) ? "a stray < or >" : null;
}

/** The sentences of a text as a reader sees them: markup and code (column names) left out. */
const sentencesOf = (text: string) =>
  text
    .replace(/<code>[^<]*<\/code>/g, "")
    .replace(TAG, " ")
    .split(/[।?!:;]|\.(?!\d)/)
    .filter((s) => /\p{L}/u.test(s));

/** Share of the letters (vowel signs included) that are Devanagari. */
function devanagariShare(text: string): number {
  const letters = text.match(/[\p{L}\p{M}]/gu) ?? [];
  return letters.filter((c) => /[\u0900-\u097F]/.test(c)).length / Math.max(1, letters.length);
}

/** Every visitor-facing string of the Hindi content, named for the failure message. */
function allTexts(): [string, string][] {
  const texts: [string, string][] = [];
  const add = (where: string, ...values: (string | undefined)[]) => values.forEach((v, i) => texts.push([`${where} #${i}`, v ?? ""]));
  for (const i of hindiItems) add(key(i.collection_type, i.slug), i.title, i.excerpt, i.featured_image_alt, ...i.body);
  for (const p of hindiPages) add(`page ${p.slug}`, p.title, p.excerpt, ...p.body);
  for (const p of hindiPillars) add(`pillar ${p.slug}`, p.title, p.name, p.heading, ...p.body);
  const { ministry_names, ...site } = hindiSettings;
  add("settings", ...Object.values(site), ...Object.values(ministry_names));
  add("tags", ...Object.values(hindiTagNames));
  return texts;
}

/** The headings, lists and tables of a body, in order: its structure. */
const blocks = (html: string) => [...html.matchAll(/<(h2|h3|ul|ol|table)>/g)].map((m) => m[1]);
/** Whole words, as a search index that keeps Devanagari words together sees them. */
const words = (text: string) => new Set(text.replace(TAG, " ").split(/[^\p{L}\p{M}\p{N}]+/u));

describe("the Hindi sample content", () => {
  it("translates only items that exist in English, each once", () => {
    const seen = new Set<string>();
    for (const i of hindiItems) {
      const k = key(i.collection_type, i.slug);
      expect(english.has(k), `${k} has no English item`).toBe(true);
      expect(seen.has(k), `${k} is translated twice`).toBe(false);
      seen.add(k);
    }
  });

  it("has at least 24 items spread over the reading types and the directories", () => {
    expect(hindiItems.length).toBeGreaterThanOrEqual(24);
    const minimum: Record<number, number> = { 2: 5, 3: 4, 4: 3, 5: 2, 9: 2, 11: 2 };
    for (const [type, least] of Object.entries(minimum)) expect(count(Number(type)), `type ${type}`).toBeGreaterThanOrEqual(least);
    const others = hindiItems.filter((i) => !(i.collection_type in minimum));
    expect(new Set(others.map((i) => i.collection_type)).size).toBeGreaterThanOrEqual(3);
  });

  it("dates each item on or after its English item and gives the illustration a Hindi alt text", () => {
    for (const i of hindiItems) {
      const source = english.get(key(i.collection_type, i.slug))!;
      expect(i.updated, i.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(i.updated >= source.published_at!.slice(0, 10), `${i.slug} predates its English item`).toBe(true);
      if (source.featured_image?.alt_text) expect(i.featured_image_alt, i.slug).toBeTruthy();
    }
  });

  it("keeps the English item's order of headings, lists and tables for the part it translates", () => {
    for (const i of hindiItems) {
      const source = blocks(english.get(key(i.collection_type, i.slug))!.body ?? "");
      const hindi = blocks(i.body.join("\n"));
      expect(source.slice(0, hindi.length), i.slug).toEqual(hindi);
    }
  });

  it("has every pillar with as many paragraphs as the English one", () => {
    expect(hindiPillars.map((p) => p.slug).sort()).toEqual(pillars.map((p) => p.slug).sort());
    for (const p of hindiPillars) {
      const source = pillars.find((e) => e.slug === p.slug)!;
      expect(p.body.length, p.slug).toBe(source.body.match(/<p>/g)!.length);
    }
  });

  it("has every page, dated as the English page, with the same headings and lists", () => {
    expect(hindiPages.map((p) => p.slug).sort()).toEqual(pages.map((p) => p.slug).sort());
    for (const p of hindiPages) {
      const source = pages.find((e) => e.slug === p.slug)!;
      expect(p.updated, p.slug).toBe(source.updated_at.slice(0, 10));
      expect(blocks(p.body.join("\n")), p.slug).toEqual(blocks(source.body));
      if (source.kind === "policy") expect(p.body[0], `${p.slug} keeps the not-legal-advice note`).toContain("कानूनी सलाह");
    }
  });

  it("names every ministry of the footer and every tag, with no two tags sharing a Hindi name", () => {
    expect(Object.keys(hindiSettings.ministry_names).sort()).toEqual(settings.ministry_logos.map((m) => m.name).sort());
    const tags = [...Object.values(SECTOR), ...Object.values(TREND), ...Object.values(OTHER)];
    expect(Object.keys(hindiTagNames).sort()).toEqual([...tags].sort());
    expect(new Set(Object.values(hindiTagNames)).size).toBe(tags.length);
  });

  it("ends every body with the note that it is sample content", () => {
    const bodies = [...hindiItems, ...hindiPages, ...hindiPillars].map((x) => x.body);
    for (const body of bodies) expect(body.at(-1)).toContain("नमूना सामग्री");
  });

  it("writes every text in Devanagari, with Western digits", () => {
    for (const [where, text] of allTexts()) {
      expect(text.trim(), where).not.toBe("");
      // Sentence by sentence, so that one English sentence in a long Hindi paragraph is caught.
      const sentences = sentencesOf(text);
      expect(sentences.length, where).toBeGreaterThan(0);
      for (const sentence of sentences) {
        expect(devanagariShare(sentence), `${where}: ${sentence}`).toBeGreaterThanOrEqual(0.5);
      }
      expect(text, `${where} uses Devanagari digits`).not.toMatch(/[\u0966-\u096F]/);
    }
  });

  it("uses only simple, balanced HTML, and plain text elsewhere", () => {
    for (const [where, text] of allTexts()) {
      if (text.startsWith("<")) expect(htmlProblem(text), `${where}: ${text}`).toBeNull();
      else expect(text, `${where} is plain text`).not.toMatch(/[<>&]/);
    }
  });

  it("shares whole words between several items so that a Hindi search finds more than one", () => {
    const found = (word: string) => hindiItems.filter((i) => words([i.title, i.excerpt, ...i.body].join(" ")).has(word));
    for (const word of ["कृषि", "स्वास्थ्य", "भाषा", "डेटासेट"]) expect(found(word).length, word).toBeGreaterThanOrEqual(3);
  });
});

describe("places in the sample content", () => {
  it("every city, state and country an item names has a Hindi name for Hindi pages", () => {
    const places = new Set(
      collections.flatMap((c) => [c.location, c.state, c.country].filter((p): p is string => typeof p === "string" && p.trim() !== "")),
    );
    expect(places.size).toBeGreaterThan(30);
    expect([...places].filter((place) => placeName(place, "hi") === place)).toEqual([]);
  });
});
