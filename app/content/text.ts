/**
 * Text helpers shared by the server and the browser, without dependencies (no date formatting), so that
 * client components can use them without growing the bundle: text cuts at a word boundary,
 * image alt text (docs/product/browse.md#cards). The location helper is in ./location.ts.
 */

export const ELLIPSIS = "…";

/**
 * Cut text to at most `max` characters (ellipsis not counted) at a word boundary and add an
 * ellipsis. A single word longer than `max` is cut inside the word. Whitespace is collapsed.
 */
export function truncateText(text: string | null | undefined, max: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max + 1);
  const lastSpace = slice.lastIndexOf(" ");
  const cut = lastSpace > 0 ? slice.slice(0, lastSpace) : clean.slice(0, max);
  return cut.replace(/[\s.,;:!?\-–—]+$/, "") + ELLIPSIS;
}

export const DEFAULT_ALT = "Image Alt";
export const ALT_MAX = 20;

/**
 * docs/product/browse.md#cards: image alt text is cut to 20 characters plus an ellipsis, defaulting to "Image Alt".
 * The cut falls at a word boundary (docs/product/browse.md#cards), so a screen reader never hears half a word; a
 * first word longer than 20 characters is kept whole rather than broken.
 */
export function altText(alt: string | null | undefined): string {
  const clean = (alt ?? "").replace(/\s+/g, " ").trim();
  if (!clean) return DEFAULT_ALT;
  if (clean.length <= ALT_MAX) return clean;
  const firstWord = clean.split(" ")[0];
  if (firstWord.length < ALT_MAX) return truncateText(clean, ALT_MAX);
  return firstWord === clean ? clean : firstWord + ELLIPSIS;
}

/**
 * Alt texts of generated artwork that says nothing of its own: the theme illustrations
 * (api/seed/content/helpers.ts THEMES, their Hindi in hindi/notes.ts), the stand-in ministry
 * roundels (government.ts) and the initials avatars of people (people.ts).
 */
const GENERIC_ALT = /^(abstract illustration\b|generic roundel\b|avatar with the initials\b|अमूर्त चित्र)/i;

/**
 * The alt text of a card's thumbnail, which sits beside the card's title link: "" (decorative)
 * when the image says nothing the title does not (no alt, a generic illustration, the title
 * itself), else the image's own alt text, cut as altText() cuts it.
 */
export function cardImageAlt(alt: string | null | undefined, title: string): string {
  const clean = (alt ?? "").replace(/\s+/g, " ").trim();
  if (!clean || GENERIC_ALT.test(clean) || clean.toLowerCase() === title.replace(/\s+/g, " ").trim().toLowerCase()) return "";
  return altText(clean);
}

/**
 * Plain text from a small HTML fragment (descriptions, meta): the API's htmlToText, so that both
 * sides read HTML alike. Not a sanitiser. Entities are decoded in one pass, so `&amp;lt;` is the
 * text "&lt;" a reader sees, never "<".
 */
export { htmlToText as stripHtml } from "../../contract/html-text";
