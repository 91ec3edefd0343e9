import { describe, expect, it } from "vitest";
import { sentencesOf } from "../../api/assistant/score";
import type { Candidate } from "../../api/assistant/retrieve";
import { renderMarkdown } from "../../api/authoring/markdown";
import { htmlToText, htmlToTextBlocks } from "../../api/repo/html";

/**
 * What the assistant may quote of a body (api/repo/html.ts htmlToTextBlocks): plain text, block
 * by block. A contributor's Markdown is published as sanitised HTML by markdown-it
 * (api/authoring/markdown.ts), so a hostile body goes through that same function first.
 */

const HOSTILE = [
  "# A heading with ***nested _emphasis_ inside*** and `code`",
  "",
  'A paragraph with **bold _and **double** italic_** words and a [link with a title](https://example.org/a "A title") that',
  "wraps onto a second line.",
  "",
  '![An image that must not be quoted](https://example.org/i.png "Image title")',
  "",
  "| Column | Value |",
  "|--------|-------|",
  "| pipes  | cells |",
  "",
  "```js",
  'const s = "**not bold** [x](y)";',
  "```",
  "",
  '<div class="box" onclick="steal()"><b>Raw</b> HTML <span style="color:red">typed</span> as text<!-- a comment --></div>',
  "",
  "1. First step:",
  "2. Second step with [a link](/x)",
  "   - a nested bullet",
  "",
  "* * *",
  "",
  "> A quotation with __strong__ words",
  "",
  "Entities &amp; &copy; &#8377; and snake_case_words stay as they read.",
].join("\n");

describe("a body as plain text blocks", () => {
  it("keeps a hostile Markdown body's words and none of its markup", () => {
    const blocks = htmlToTextBlocks(renderMarkdown(HOSTILE));
    expect(blocks).toEqual([
      "A heading with nested emphasis inside and code.",
      "A paragraph with bold and double italic words and a link with a title that wraps onto a second line.",
      "Raw HTML typed as text.",
      "First step.",
      "Second step with a link.",
      "a nested bullet.",
      "A quotation with strong words.",
      "Entities & © ₹ and snake_case_words stay as they read.",
    ]);
    const all = blocks.join(" ");
    for (const gone of [
      "#",
      "*",
      "`",
      "|",
      "[",
      "](",
      "![",
      "<",
      ">",
      "&amp;",
      "&lt;",
      "A title",
      "An image",
      "Image title",
      "pipes",
      "not bold",
      "steal",
      "comment",
    ]) {
      expect(all, gone).not.toContain(gone);
    }
  });

  it("leaves headings out when asked (the assistant does not quote them)", () => {
    const blocks = htmlToTextBlocks(renderMarkdown(HOSTILE), { headings: false });
    expect(blocks[0]).toBe("A paragraph with bold and double italic words and a link with a title that wraps onto a second line.");
    expect(blocks).toHaveLength(7);
  });

  it("ends Hindi blocks with the Hindi full stop and keeps the ones they have", () => {
    const html = renderMarkdown(
      ["## **खेती** में एआई", "", "- किसानों को [सलाह](/x) फोन पर मिलती है", "- मौसम की जानकारी JPEG + CSV में:", "", "यह वाक्य पहले से पूरा है।"].join(
        "\n",
      ),
    );
    expect(htmlToTextBlocks(html)).toEqual([
      "खेती में एआई।",
      "किसानों को सलाह फोन पर मिलती है।",
      "मौसम की जानकारी JPEG + CSV में।",
      "यह वाक्य पहले से पूरा है।",
    ]);
  });

  it("joins inline markup without a gap, and decodes an entity once (&amp;lt; is the text &lt;)", () => {
    expect(htmlToTextBlocks('<p>The same file: <a href="/x.csv">x.csv</a>.</p><p>R<em>&amp;</em>D</p>')).toEqual([
      "The same file: x.csv.",
      "R&D.",
    ]);
    expect(htmlToTextBlocks("<p>Write &amp;lt; for a less-than sign.</p>")).toEqual(["Write &lt; for a less-than sign."]);
    // The index text (htmlToText) decodes once as well.
    expect(htmlToText("<p>Write &amp;lt; here</p>")).toBe("Write &lt; here");
  });

  it("drops tables and code blocks however deeply nested, and images with them", () => {
    const html =
      '<table><tr><td>outer<table><tr><td>inner</td></tr></table>still outer</td></tr></table><p>After the table <img src="https://e.org/i.png" alt="chart">.</p><pre><code>x = 1</code></pre><p>Last.</p>';
    expect(htmlToTextBlocks(html)).toEqual(["After the table.", "Last."]);
  });
});

describe("the sentences the assistant may quote", () => {
  const candidate = (body: string): Candidate => ({
    id: 1,
    collection_type: 2,
    slug: "x",
    head_category: null,
    title: "T",
    excerpt: "A summary that says what the item is.",
    body,
    tag_text: "",
    english: "",
    lang: "en",
    state: null,
    location: null,
    published_at: null,
    event_start: null,
  });

  it("are the summary, then the paragraphs and list items, never a heading", () => {
    const html = renderMarkdown(
      [
        "## Measuring whether it works",
        "",
        "- Seedling survival is counted by the [forest rangers](/r)",
        "",
        "Drone surveys are flown **every month** over the plots.",
      ].join("\n"),
    );
    expect(sentencesOf(candidate(html))).toEqual([
      "A summary that says what the item is.",
      "Seedling survival is counted by the forest rangers.",
      "Drone surveys are flown every month over the plots.",
    ]);
  });
});
