import sanitizeHtml from "sanitize-html";

/** Article markup a body may carry; everything else (scripts, handlers, styles, iframes) goes. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "span", "div", "section",
    "ul", "ol", "li", "dl", "dt", "dd", "a", "img", "figure", "figcaption", "picture",
    "blockquote", "q", "cite", "code", "pre", "kbd", "samp", "b", "i", "strong", "em", "u", "s",
    "small", "sub", "sup", "mark", "abbr", "time",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "colgroup", "col",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    time: ["datetime"],
    abbr: ["title"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Character references decoded in one pass, so `&amp;lt;` is the text `&lt;` (what a reader
 * sees), never `<`. The sanitiser writes only the named five and `&nbsp;`; numeric ones are for
 * trusted generated HTML.
 */
function decodeEntities(text: string): string {
  return text.replace(/&(?:(amp|lt|gt|quot|apos|nbsp)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi, (_whole, name?: string, dec?: string, hex?: string) => {
    if (name) return ENTITIES[name.toLowerCase()];
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : " ";
  });
}

/** Plain text of already-sanitised HTML, for the full-text index and excerpts. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Elements that start and end a block of text: a paragraph, heading, list item, quotation, caption. */
const BLOCKS = new Set([
  "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "dl", "dt", "dd", "blockquote",
  "div", "section", "figure", "figcaption", "hr", "br",
]);
/** Elements whose text is not prose: code blocks and tables (a cell is not a sentence). */
const SKIPPED = new Set(["pre", "table", "script", "style", "template", "svg", "math"]);
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g;
/** Markup a contributor typed as text (Markdown with raw HTML off shows it as written). */
const TYPED_TAG = /<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/g;
/** Already ends a sentence: a full stop (Latin or Devanagari), ?, !, …, perhaps inside quotes or brackets. */
export const SENTENCE_ENDED = /[.!?।॥…]["'”’)\]]*$/u;

/** The full stop of the text's script: "।" for Hindi (more Devanagari letters than Latin ones), else ".". */
function fullStopOf(text: string): string {
  const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return devanagari > latin ? "।" : ".";
}

/**
 * Plain text of already-sanitised HTML as the reader reads it, block by block, for quoting
 * (the assistant's sentences): inline markup goes without leaving a gap (a link keeps its text,
 * `<a>file.csv</a>.` reads "file.csv."), images go, code blocks and tables go, entities are
 * decoded once, and markup typed as text is taken out. Every heading, list item and paragraph is
 * a block of its own that ends like a sentence: one without a full stop gets its script's
 * ("." or "।") in place of a trailing colon or dash, so blocks never run together.
 * `headings: false` leaves the headings out (a heading names a section, it does not say anything).
 */
export function htmlToTextBlocks(html: string, { headings = true }: { headings?: boolean } = {}): string[] {
  const blocks: string[] = [];
  let current = "";
  let skipping = 0;
  let inHeading = false;
  const flush = () => {
    const text = decodeEntities(current)
      .replace(TYPED_TAG, " ")
      .replace(/\s+/g, " ")
      // No gap before a full stop or comma where an image or typed markup was taken out ("a .NET app" stays).
      .replace(/ (?=[.,;:!?।…](?: |$))/gu, "")
      .trim();
    current = "";
    if (!/[\p{L}\p{N}]/u.test(text) || (inHeading && !headings)) return;
    blocks.push(SENTENCE_ENDED.test(text) ? text : `${text.replace(/[\s:;,\-–—]+$/u, "")}${fullStopOf(text)}`);
  };
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    if (!skipping) current += html.slice(last, match.index);
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // a comment
    if (SKIPPED.has(name)) {
      if (match[1]) {
        skipping = Math.max(0, skipping - 1);
      } else {
        if (!skipping) flush();
        if (!match[0].endsWith("/>")) skipping++;
      }
    } else if (!skipping && BLOCKS.has(name)) {
      flush();
      inHeading = !match[1] && /^h[1-6]$/.test(name);
    }
  }
  if (!skipping) current += html.slice(last);
  flush();
  return blocks;
}
