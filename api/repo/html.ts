/**
 * HTML as the API stores and reads it. The sanitiser (shared/sanitize.ts) and the plain text of
 * the index (contract/html-text.ts) are the portal's too; the blocks the assistant quotes are here.
 */
import { decodeEntities } from "../../contract/html-text";

export { sanitizeBody } from "../../shared/sanitize";
export { htmlToText } from "../../contract/html-text";

/** Elements that start and end a block of text: a paragraph, heading, list item, quotation, caption. */
const BLOCKS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "div",
  "section",
  "figure",
  "figcaption",
  "hr",
  "br",
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
