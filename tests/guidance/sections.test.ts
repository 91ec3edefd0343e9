import { describe, expect, it } from "vitest";
import { anchorSections, htmlText, localiseLinks } from "../../app/guidance/sections";

describe("guidance page sections", () => {
  it("give each h2 its anchor in order and list the headings as plain text for the table of contents", () => {
    const { html, toc } = anchorSections("<p>Intro</p><h2>Safety &amp; <em>reliability</em></h2><p>x</p><h2>Equality</h2>", [
      "safety",
      "equality",
    ]);
    expect(html).toBe('<p>Intro</p><h2 id="safety">Safety &amp; <em>reliability</em></h2><p>x</p><h2 id="equality">Equality</h2>');
    expect(toc).toEqual([
      { id: "safety", text: "Safety & reliability" },
      { id: "equality", text: "Equality" },
    ]);
  });

  it("give a heading beyond the known anchors a numbered one, so it can still be reached", () => {
    const { toc } = anchorSections("<h2>One</h2><h2>Two</h2>", ["one"]);
    expect(toc.map((e) => e.id)).toEqual(["one", "section-2"]);
  });

  it("leave a text without headings alone", () => {
    expect(anchorSections("<p>Only text</p>", ["a"])).toEqual({ html: "<p>Only text</p>", toc: [] });
  });

  it("keep links inside the portal in the page's language and leave others as they are", () => {
    const html =
      '<a href="/responsible-ai/assessment">a</a> <a href="https://example.org/x">b</a> <a href="#safety">c</a> <a title="t" href="/hi/x">d</a>';
    expect(localiseLinks(html, "hi")).toBe(
      '<a href="/hi/responsible-ai/assessment">a</a> <a href="https://example.org/x">b</a> <a href="#safety">c</a> <a title="t" href="/hi/x">d</a>',
    );
    expect(localiseLinks(html, "en")).toBe(html.replace('href="/hi/x"', 'href="/x"'));
  });

  it("turn HTML into plain text with entities decoded", () => {
    expect(htmlText("<strong>A</strong>&nbsp;&lt;b&gt; &quot;c&quot;\n d")).toBe('A <b> "c" d');
  });
});
