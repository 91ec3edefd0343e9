import { describe, expect, it } from "vitest";
import { romanize } from "../../../api/authoring/romanize";
import { baseSlug } from "../../../api/authoring/slug";

/** Addresses of contributed items: a title in Hindi gets a readable Latin slug, not "article". */
describe("slugs from titles", () => {
  it("romanise Devanagari, dropping a word's final inherent vowel except after a cluster", () => {
    expect(romanize("मानसून में धान की बुआई")).toBe("manasun men dhan ki buai");
    expect(romanize("ज़िलों से रोज़ का संदेश")).toBe("zilon se roz ka sandesh");
    expect(romanize("स्वास्थ्य")).toBe("svasthya");
    expect(romanize("भारत २०२६।")).toBe("bharat 2026 ");
  });

  it("leave English as it is, and mixed titles readable", () => {
    expect(baseSlug("Paddy yield estimation", "article")).toBe("paddy-yield-estimation");
    expect(baseSlug("कृषि में एआई: एक अध्ययन", "article")).toBe("krishi-men-eai-ek-adhyayan");
    expect(baseSlug("AI के लिए डेटा", "article")).toBe("ai-ke-lie-deta");
  });

  it("fall back to the kind when the title has no letter in either script", () => {
    expect(baseSlug("—", "event")).toBe("event");
    expect(baseSlug("漢字", "video")).toBe("video");
  });
});
