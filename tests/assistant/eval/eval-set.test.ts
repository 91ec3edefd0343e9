import { describe, expect, it } from "vitest";
import { STOP_WORDS, stem, wordsOf } from "../../../api/assistant/words";
import { collections } from "../../../api/seed/content";
import { hindiItems } from "../../../api/seed/content/hindi";
import { EVAL_SET } from ".";

/**
 * The evaluation set itself (tests/assistant/eval/README.md): its shape (sizes, languages,
 * follow-ups, questions the portal cannot answer), that every expected item exists and is
 * published in the sample content, and that questions are asked the way people ask, not copied
 * from the title of the item that answers them.
 */

const DEVANAGARI = /[\u0900-\u097f]/;
const published = new Map(collections.filter((c) => (c.status ?? "published") === "published").map((c) => [c.slug, c]));
const hindiTitle = new Map(hindiItems.map((h) => [h.slug, h.title]));

/** The words of a text that carry its subject: no stop words (English, Hindi, romanised Hindi), stemmed. */
const contentWords = (text: string) => [
  ...new Set(
    wordsOf(text)
      .filter((w) => !STOP_WORDS.has(w))
      .map(stem),
  ),
];

/** The share of a question's content words that the title also has. */
export function sharedWithTitle(question: string, title: string): number {
  const words = contentWords(question);
  if (!words.length) return 0;
  const inTitle = new Set(contentWords(title));
  return words.filter((w) => inTitle.has(w)).length / words.length;
}

describe("the assistant's evaluation set", () => {
  const hindi = EVAL_SET.filter((q) => q.group !== "en");
  const unanswerable = EVAL_SET.filter((q) => !q.a.length);

  it("has at least 300 questions, 40 % in Hindi (a third of them in Latin letters), 15 % unanswerable and 30 follow-ups", () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(300);
    expect(hindi.length / EVAL_SET.length).toBeGreaterThanOrEqual(0.4);
    expect(hindi.filter((q) => q.group === "hi-latn").length / hindi.length).toBeGreaterThanOrEqual(1 / 3);
    expect(unanswerable.length / EVAL_SET.length).toBeGreaterThanOrEqual(0.15);
    expect(EVAL_SET.filter((q) => q.prev).length).toBeGreaterThanOrEqual(30);
    // Each kind of unanswerable question is there: off-topic, not published, advice.
    for (const kind of ["off-topic", "not-published", "advice"] as const)
      expect(unanswerable.filter((q) => q.nf === kind).length).toBeGreaterThanOrEqual(5);
  });

  it("writes each group in its script, and says why an unanswerable question has no answer", () => {
    for (const q of EVAL_SET) {
      const where = `${q.group}: ${q.q}`;
      expect(DEVANAGARI.test(q.q), where).toBe(q.group === "hi");
      if (q.prev) expect(DEVANAGARI.test(q.prev), `${where} (after ${q.prev})`).toBe(q.group === "hi");
      expect(!!q.nf, where).toBe(!q.a.length);
    }
    const keys = EVAL_SET.map((q) => `${q.prev ?? ""} → ${q.q}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("expects only published items of the sample content, each named by a slug no other item has", () => {
    const slugs = collections.map((c) => c.slug);
    const unknown = EVAL_SET.flatMap((q) => q.a.filter((slug) => !published.has(slug)).map((slug) => `${q.q} → ${slug}`));
    expect(unknown).toEqual([]);
    const expected = new Set(EVAL_SET.flatMap((q) => q.a));
    expect([...expected].filter((slug) => slugs.filter((s) => s === slug).length > 1)).toEqual([]);
  });

  // A follow-up is asked with the question before it ("And with Germany?" after one about Japan):
  // the two are checked together.
  it("refuses a question that shares more than half of its words with the title of an item that answers it", () => {
    const copied: string[] = [];
    for (const q of EVAL_SET) {
      const asked = q.prev ? `${q.prev} ${q.q}` : q.q;
      for (const slug of q.a) {
        for (const title of [published.get(slug)!.title, hindiTitle.get(slug)].filter((t): t is string => !!t)) {
          const share = sharedWithTitle(asked, title);
          if (share > 0.5) copied.push(`${asked} ~ ${title} (${Math.round(share * 100)} %)`);
        }
      }
    }
    expect(copied).toEqual([]);
  });

  it("measures word sharing the way it says", () => {
    expect(sharedWithTitle("What is ISO/IEC 42001?", "ISO/IEC 42001: AI management systems")).toBe(1);
    expect(
      sharedWithTitle("Which standard sets requirements for an AI management system?", "ISO/IEC 42001: AI management systems"),
    ).toBeLessThanOrEqual(0.5);
    expect(sharedWithTitle("किसान एआई हेल्पलाइन क्या है?", "किसान एआई हेल्पलाइन")).toBe(1);
    expect(sharedWithTitle("kisan helpline jo AI se jawab deti hai", "Kisan AI Helpline")).toBeGreaterThan(0.5);
  });
});
