/**
 * Rich HTML from the upstream is sanitised again here, on the server only: the embedded API
 * sanitises what it stores, but in production the upstream is someone else's service.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code", "strong", "b", "em", "i", "u", "s",
    "sub", "sup", "small", "mark", "ul", "ol", "li", "dl", "dt", "dd", "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "abbr", "cite", "q", "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "title", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    abbr: ["title"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // The page has one h1 (the title); body headings start at h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : { ...attribs, target: "" },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", alt: attribs.alt ?? "" } }),
  },
  // Images only from this portal (uploads, sample art): a body may not make a reader's browser
  // call another site, a tracking pixel on a government page (issue 38).
  exclusiveFilter: (frame) => (frame.tag === "a" && !frame.attribs.href) || (frame.tag === "img" && !isOwnPath(frame.attribs.src)),
};

/** A path on this site: "/media/…", not "//elsewhere" nor "https://…". */
function isOwnPath(src: string | undefined): boolean {
  return typeof src === "string" && src.startsWith("/") && !src.startsWith("//") && !src.startsWith("/\\");
}

export function sanitizeBody(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).replace(/ target=""/g, "");
}
