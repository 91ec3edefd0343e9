import { describe, expect, it } from "vitest";
import { englishOf, equivalentsOf, romanKey, searchFormOf, transliterate } from "../../api/assistant/lexicon";
import { understand } from "../../api/assistant/understand";

/**
 * Hindi and Hindi typed in Latin letters, as the assistant reads them (api/assistant/lexicon.ts,
 * understand.ts): the pure functions; the whole answers are measured by `npm run eval:assistant`.
 */
describe("the assistant's Hindi and romanised Hindi", () => {
  it("compares romanised spellings and Devanagari by one key", () => {
    for (const spelling of ["kisan", "kisaan", "kissan", "किसान"]) expect(romanKey(spelling)).toBe(romanKey("kisan"));
    for (const spelling of ["naukri", "naukari", "nokri", "नौकरी"]) expect(romanKey(spelling)).toBe(romanKey("naukri"));
    for (const spelling of ["swasthya", "svasthya", "स्वास्थ्य"]) expect(romanKey(spelling)).toBe(romanKey("swasthya"));
    expect(transliterate("पहचान")).toBe("pahachaana");
  });

  it("gives romanised Hindi words of the portal's subjects their English, and leaves English alone", () => {
    expect(englishOf("kisano")).toBe("farmer");
    expect(englishOf("sehat")).toBe("health");
    expect(englishOf("padhai")).toBe("learn");
    expect(englishOf("shiksha")).toBe("education");
    expect(englishOf("naukri")).toBe("job");
    expect(englishOf("startup")).toBeNull();
    expect(englishOf("gpu")).toBeNull();
  });

  it("holds a Hindi word by its English and the other way round, and searches Hindi in English", () => {
    expect(equivalentsOf("किसानों")).toEqual(expect.arrayContaining(["farmer", "farmers", "किसान"]));
    expect(equivalentsOf("advice")).toEqual(expect.arrayContaining(["advisory", "advisories", "सलाह"]));
    expect(searchFormOf("बाढ़")).toBe("flood");
    expect(searchFormOf("flood")).toBe("flood");
  });

  it("reads a Hinglish question in English: postpositions and question words out, places and types in any script", () => {
    expect(understand("kisano ko bina app ke fasal ki salah kaise milti hai").understood.terms).toEqual([
      "farmer",
      "app",
      "crop",
      "advisory",
    ]);
    expect(understand("GPU ke liye subsidy").understood.terms).toEqual(["gpu", "subsidy"]);
    expect(understand("Bengaluru ke startups").understood).toMatchObject({ types: ["startups"], place: "Bengaluru" });
    expect(understand("बेंगलुरु के स्टार्टअप").understood).toMatchObject({ types: ["startups"], place: "Bengaluru" });
    expect(understand("dilli mein AI events").understood).toMatchObject({ types: ["events"], place: "Delhi" });
    expect(understand("naukri ke liye AI skills").understood.types).toEqual(["job-roles"]);
    expect(understand("aaj ki taaza khabar").understood.types).toEqual(["news"]);
  });

  it("does not take ordinary words for a type, a time or a place filter", () => {
    expect(understand("engineering college with an applied machine learning lab").understood.types).toEqual(["colleges"]);
    expect(understand("Did adaptive maths software help teachers in government schools?").understood.types).toEqual([]);
    expect(understand("a tool that listens to a child read aloud and picks the next passage").understood.when).toBeNull();
    expect(understand("next events on agriculture").understood.when).toBe("upcoming");
    // The asker's description of themselves is not what they ask about.
    expect(understand("sasta GPU kahan milega, hum ek chhoti company hain").understood).toMatchObject({
      types: [],
      terms: ["subsidised", "gpu"],
    });
  });
});
