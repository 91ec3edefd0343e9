/**
 * The sample guidance texts against the pages that show them: each page exists in English and
 * Hindi, and its <h2>s are exactly as many as the anchors the portal gives them (by position).
 */
import { describe, expect, it } from "vitest";
import { PageResponse } from "../../contract";
import { pages } from "../../api/seed/content";
import { guidancePages } from "../../api/seed/content/responsible-ai";
import { hindiGuidancePages } from "../../api/seed/content/responsible-ai-hi";
import { GUIDANCE_PAGES } from "../../app/guidance/pages";

const h2s = (html: string) => [...html.matchAll(/<h2>/g)].length;
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("the Responsible-AI guidance texts", () => {
  it("are seeded as static pages, one per guidance page, in the shape the API serves", () => {
    for (const g of GUIDANCE_PAGES) {
      const page = pages.find((p) => p.slug === g.slug);
      expect(page, g.slug).toBeDefined();
      expect(page!.kind).toBe("static");
      expect(() => PageResponse.shape.data.parse(page)).not.toThrow();
    }
    expect(guidancePages).toHaveLength(GUIDANCE_PAGES.length);
  });

  it("have as many sections in English and in Hindi as the page has anchors", () => {
    for (const g of GUIDANCE_PAGES) {
      const en = guidancePages.find((p) => p.slug === g.slug)!;
      const hi = hindiGuidancePages.find((p) => p.slug === g.slug);
      expect(hi, g.slug).toBeDefined();
      expect(h2s(en.body), `${g.slug} (en)`).toBe(g.anchors.length);
      expect(h2s(hi!.body.join("\n")), `${g.slug} (hi)`).toBe(g.anchors.length);
    }
  });

  it("are real text, marked as sample, with links only inside the portal", () => {
    for (const p of guidancePages) {
      expect(words(p.body), p.slug).toBeGreaterThan(150);
      expect(p.body, p.slug).toContain("Sample guidance");
      for (const [, href] of p.body.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^\/responsible-ai\//);
    }
  });

  it("are in Hindi in the Hindi version, with no English words beyond acronyms", () => {
    for (const p of hindiGuidancePages) {
      const text = [p.title, p.excerpt, ...p.body].join(" ").replace(/<[^>]+>/g, " ");
      expect(text, p.slug).toMatch(/[\u0900-\u097F]/);
      const latin = (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((w) => !/^[A-Z]+$/.test(w));
      expect(latin, p.slug).toEqual([]);
      expect(p.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("cover the seven principles, the life-cycle stages, committee membership and approvals by impact level", () => {
    const body = (key: string) => guidancePages.find((p) => p.slug === `responsible-ai-${key}`)!.body;
    for (const principle of [
      "Safety and reliability",
      "Equality",
      "Inclusivity and non-discrimination",
      "Privacy and security",
      "Transparency",
      "Accountability",
      "Protection and reinforcement of positive human values",
    ]) {
      expect(body("principle-point-of-focus")).toContain(`<h2>${principle}</h2>`);
    }
    expect(body("ethics-committees")).toContain("At least one external member");
    for (const level of ["I", "II", "III", "IV"]) expect(body("goverance-framework")).toContain(`<td>${level}</td>`);
    expect(body("homepage")).toContain('href="/responsible-ai/assessment"');
  });
});
