/**
 * The one sanitiser of rich HTML (article bodies, page bodies, hub headings), used by the API
 * before it stores a body (api/repo/html.ts) and by the portal before it renders one from the
 * upstream (app/content/sanitize.server.ts), which in production may be someone else's service.
 * Server-side on both: sanitize-html never goes into the browser bundle.
 */
import sanitizeHtml from "sanitize-html";

export interface SanitizeOptions {
  /**
   * The stricter policy of HTML shown on this portal's pages: the page has one h1 (its title),
   * so body headings start at h2; images only from this portal (a body may not make a reader's
   * browser call another site, a tracking pixel on a government page: docs/product/limits.md#safety-of-pages-and-uploads) and loaded
   * lazily, with an alt attribute; links to other sites open in a new tab without an opener,
   * links on this site in the same one; an anchor without an address goes, text and all.
   */
  page?: boolean;
}

/** Article markup a body may carry; everything else (scripts, handlers, styles, iframes, forms) goes. */
const STORED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "span",
    "div",
    "section",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "picture",
    "blockquote",
    "q",
    "cite",
    "code",
    "pre",
    "kbd",
    "samp",
    "b",
    "i",
    "strong",
    "em",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "abbr",
    "time",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "colgroup",
    "col",
  ],
  // Headings carry no attributes: RichText's lowerHeadings adds its own (app/content/RichText.tsx).
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
      attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs },
  },
};

const PAGE: sanitizeHtml.IOptions = {
  ...STORED,
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      if (/^https?:\/\//i.test(attribs.href ?? ""))
        return { tagName, attribs: { ...attribs, rel: "noopener noreferrer", target: "_blank" } };
      const { target: _target, ...own } = attribs;
      return { tagName, attribs: own };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", alt: attribs.alt ?? "" } }),
  },
  exclusiveFilter: (frame) => (frame.tag === "a" && !frame.attribs.href) || (frame.tag === "img" && !isOwnPath(frame.attribs.src)),
};

/** A path on this site: "/media/…", not "//elsewhere", "/\elsewhere" nor "https://…". */
function isOwnPath(src: string | undefined): boolean {
  return typeof src === "string" && src.startsWith("/") && !src.startsWith("//") && !src.startsWith("/\\");
}

/** Rich HTML with only article markup left; "" for none. */
export function sanitizeBody(html: string | null | undefined, { page = false }: SanitizeOptions = {}): string {
  if (!html) return "";
  return sanitizeHtml(html, page ? PAGE : STORED);
}
