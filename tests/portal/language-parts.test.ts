import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { richText, scriptLanguage } from "../../app/components/forms";
import { translator } from "../../app/i18n";

describe("content inside a sentence of the page's language", () => {
  it("fills a placeholder with an element that keeps its own language", () => {
    const t = translator("hi");
    const html = renderToStaticMarkup(
      createElement("h1", null, richText(t("search.results.for"), { text: createElement("span", { lang: "en" }, "health") })),
    );
    expect(html).toBe('<h1>“<span lang="en">health</span>” के परिणाम</h1>');
  });
  it("leaves text without placeholders, and unknown placeholders, as they are", () => {
    expect(renderToStaticMarkup(createElement("p", null, richText("Plain {other}", {})))).toBe("<p>Plain {other}</p>");
  });
  it("takes Devanagari text the API did not label for Hindi, anything else for English", () => {
    expect(scriptLanguage("स्वास्थ्य")).toBe("hi");
    expect(scriptLanguage("health AI")).toBe("en");
  });
});
