/**
 * Plain text of HTML, for both sides: the API's full-text index and excerpts (api/repo/html.ts),
 * the portal's descriptions and meta (stripHtml in app/content/text.ts). Without dependencies,
 * so that the browser may have it too. Not a sanitiser.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Character references decoded in one pass, so `&amp;lt;` is the text `&lt;` (what a reader
 * sees), never `<`. The sanitiser writes only the named five and `&nbsp;`; numeric ones (`&#39;`,
 * `&#x2019;`) come from trusted generated HTML and other upstreams. A numeric one that names no
 * character is a space.
 */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:(amp|lt|gt|quot|apos|nbsp)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi,
    (_whole, name?: string, dec?: string, hex?: string) => {
      if (name) return ENTITIES[name.toLowerCase()];
      const code = dec ? Number(dec) : parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : " ";
    },
  );
}

/** A script or style element with its content; one left open runs to the end, as in a browser. */
const RAW_TEXT = /<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;

/**
 * Every tag (from "<" to the next ">") as a space. A "<" with no ">" after it stays text; the
 * tail after the last ">" is left out of the search, so that text full of "<" (a title typed as
 * "<<<<") costs one pass, not one pass per "<".
 */
function withoutTags(html: string): string {
  const end = html.lastIndexOf(">") + 1;
  return html.slice(0, end).replace(/<[^>]*>/g, " ") + html.slice(end);
}

/**
 * Plain text of HTML: scripts and styles go with their content, every other tag becomes a space,
 * entities are decoded once, white space is collapsed. "" for none.
 */
export function htmlToText(html: string | null | undefined): string {
  return decodeEntities(withoutTags((html ?? "").replace(RAW_TEXT, " ")))
    .replace(/\s+/g, " ")
    .trim();
}
