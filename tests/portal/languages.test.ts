import { describe, expect, it } from "vitest";
import { languageOfPath, localePath, pathWithoutLanguage } from "../../app/i18n/languages";

describe("languages in addresses", () => {
  it("reads the language from the first segment only when it is a served language", () => {
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/hi/articles/all")).toBe("hi");
    expect(languageOfPath("/history")).toBe("en");
    expect(languageOfPath("/fr/articles/all")).toBe("en");
    expect(languageOfPath("/en/articles")).toBe("en");
    expect(languageOfPath("/")).toBe("en");
  });

  it("moves a site address into a language and back, keeping query and fragment", () => {
    expect(localePath("hi", "/")).toBe("/hi");
    expect(localePath("hi", "/articles/all?page=2#x")).toBe("/hi/articles/all?page=2#x");
    expect(localePath("hi", "/hi/search?queryData=a")).toBe("/hi/search?queryData=a");
    expect(localePath("en", "/hi/search?queryData=a")).toBe("/search?queryData=a");
    expect(localePath("en", "/hi")).toBe("/");
    expect(localePath("hi", "/?x=1")).toBe("/hi?x=1");
    expect(pathWithoutLanguage("/hi/signin")).toBe("/signin");
  });

  it("leaves addresses that are not site paths alone", () => {
    for (const to of ["https://example.org/a", "//evil.example/x", "#main", "mailto:a@b.in", "relative"]) {
      expect(localePath("hi", to)).toBe(to);
    }
  });
});
