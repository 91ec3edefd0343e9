import { describe, expect, it } from "vitest";
import { htmlToText as apiText, sanitizeBody as storedBody } from "../../api/repo/html";
import { sanitizeBody as pageBody } from "../../app/content/sanitize.server";
import { stripHtml } from "../../app/content/text";
import { htmlToText } from "../../contract/html-text";
import { sanitizeBody } from "../../shared/sanitize";

/**
 * The API and the portal read and clean HTML with one implementation each (contract/html-text.ts,
 * shared/sanitize.ts); the portal's sanitiser is the same one with its page policy.
 */
describe("plain text of HTML, the same on both sides", () => {
  it("is one function: the portal's stripHtml is the API's htmlToText", () => {
    expect(stripHtml).toBe(htmlToText);
    expect(apiText).toBe(htmlToText);
  });

  it("decodes each entity once: &amp;lt; is the text &lt; a reader sees, never <", () => {
    expect(htmlToText("<p>Write &amp;lt; for a less-than sign</p>")).toBe("Write &lt; for a less-than sign");
    expect(htmlToText("&amp;amp;lt;")).toBe("&amp;lt;");
    expect(htmlToText("&amp;#60; &amp;#x3C;")).toBe("&#60; &#x3C;");
    expect(htmlToText("a &lt;b&gt; c")).toBe("a <b> c");
  });

  it("decodes named and numeric references, a numeric one that names no character as a space", () => {
    expect(htmlToText("Tom&#39;s &quot;AI&quot;&nbsp;lab &apos;x&apos; &#x2019; &AMP;")).toBe(`Tom's "AI" lab 'x' ’ &`);
    expect(htmlToText("a&#0;b&#xD800;c")).toBe("a b c");
    expect(htmlToText("&copy; &unknown;")).toBe("&copy; &unknown;");
  });

  it("drops scripts and styles with their text, an unclosed one to the end, as a browser does", () => {
    expect(htmlToText("<p>Hi</p><SCRIPT type=x>alert(1)</script ><style>p{}</style><p>there</p>")).toBe("Hi there");
    expect(htmlToText("<p>Kept</p><script>never shown")).toBe("Kept");
    expect(htmlToText("<scripture>Genesis</scripture>")).toBe("Genesis");
  });

  it('answers "" for no HTML', () => {
    expect(htmlToText(null)).toBe("");
    expect(htmlToText(undefined)).toBe("");
    expect(htmlToText(" <br> ")).toBe("");
  });

  it("keeps a < that opens no tag, and stays quick on text full of them or of unclosed scripts", () => {
    expect(htmlToText("<b>3</b> > 2, x <y")).toBe("3 > 2, x <y");
    const started = performance.now();
    expect(htmlToText("<a".repeat(100_000))).toBe("<a".repeat(100_000));
    expect(htmlToText("<script".repeat(50_000))).toBe("");
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("one sanitiser, two policies", () => {
  const body =
    '<h1>T</h1><p>See <a href="/news" target="_blank" rel="me">news</a>, <a href="https://x.org">x</a> and <a>nothing</a>.</p>' +
    '<img src="https://x.org/a.png" alt="Remote"><img src="/media/a.webp"><time datetime="2025-01-02">2 Jan</time><kbd>Ctrl</kbd>';

  it("stores what a body may carry as it came: h1, remote images, link targets", () => {
    const out = sanitizeBody(body);
    expect(storedBody).toBe(sanitizeBody);
    expect(out).toContain("<h1>T</h1>");
    expect(out).toContain('<a href="/news" target="_blank" rel="noopener noreferrer">news</a>');
    expect(out).toContain('<a href="https://x.org">x</a>');
    expect(out).toContain("<a>nothing</a>");
    expect(out).toContain('<img src="https://x.org/a.png" alt="Remote" />');
    expect(out).toContain('<time datetime="2025-01-02">2 Jan</time><kbd>Ctrl</kbd>');
  });

  it("shows it on a page with the portal's rules: one h1, own images, link targets by site", () => {
    const out = pageBody(body);
    expect(out).toBe(sanitizeBody(body, { page: true }));
    expect(out).toContain("<h2>T</h2>");
    expect(out).toContain('<a href="/news" rel="me">news</a>');
    expect(out).toContain('<a href="https://x.org" rel="noopener noreferrer" target="_blank">x</a>');
    expect(out).not.toContain("nothing");
    expect(out).not.toContain("x.org/a.png");
    expect(out).toContain('<img src="/media/a.webp" loading="lazy" alt="" />');
    // The same article markup as the API stores.
    expect(out).toContain('<time datetime="2025-01-02">2 Jan</time><kbd>Ctrl</kbd>');
  });

  it("takes out scripts, handlers, frames and javascript: links under both policies", () => {
    const hostile =
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://e"></iframe><form><input></form>';
    for (const out of [sanitizeBody(hostile), pageBody(hostile)]) {
      expect(out).not.toMatch(/script|onclick|javascript:|iframe|form|input/);
      expect(out).toContain("<p>Hi</p>");
    }
  });

  it('answers "" for no HTML', () => {
    expect(sanitizeBody(null)).toBe("");
    expect(pageBody(undefined)).toBe("");
  });
});
