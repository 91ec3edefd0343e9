/**
 * What the guidance pages do to their (already sanitised) HTML before it is shown: every <h2>
 * gets its section's anchor and an entry in the table of contents, and links inside the portal
 * stay in the page's language.
 */
import { localePath, type Language } from "~/i18n/languages";

export interface TocEntry {
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Plain text of an HTML fragment, for the table of contents and the search index. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Gives the n-th <h2> the n-th anchor (any further one `section-n`, so every heading can still be
 * reached) and lists them for the table of contents.
 */
export function anchorSections(html: string, anchors: readonly string[]): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const out = html.replace(/<h2(?:\s[^>]*)?>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
    const id = anchors[toc.length] ?? `section-${toc.length + 1}`;
    toc.push({ id, text: htmlText(inner) });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: out, toc };
}

/** Site-absolute links of the text, moved into the page's language (`/x` → `/hi/x`). */
export function localiseLinks(html: string, lang: Language): string {
  return html.replace(/(<a\s[^>]*?href=")(\/[^"]*)"/g, (_, start: string, href: string) => `${start}${localePath(lang, href)}"`);
}
