/**
 * Sanitised HTML (sanitizeBody in app/content/sanitize.server.ts, run by the loader).
 * `headingOffset` lowers its headings where the text stands inside a page's section (the desk's
 * preview: its title is an h3, so the body's h2 becomes an h4), keeping their look, so that the
 * page's outline never skips a level.
 */
export function RichText({ html, headingOffset = 0 }: { html: string; headingOffset?: number }) {
  if (!html) return null;
  return (
    <div
      className="rich-text max-w-none space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:text-blue-900 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_[data-look=h2]]:mt-8 [&_[data-look=h2]]:text-2xl [&_[data-look=h2]]:font-bold [&_[data-look=h3]]:mt-6 [&_[data-look=h3]]:text-xl [&_[data-look=h3]]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc [&_blockquote]:border-l-4 [&_blockquote]:border-amber-500 [&_blockquote]:pl-4 [&_img]:h-auto [&_img]:max-w-full [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2"
      dangerouslySetInnerHTML={{ __html: headingOffset ? lowerHeadings(html, headingOffset) : html }}
    />
  );
}

/** `<h2>` → `<h4 data-look="h2">` for an offset of 2 (at most h6); the sanitiser leaves headings without attributes of their own to clash with. */
export function lowerHeadings(html: string, by: number): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_tag, close: string, level: string) => {
    const to = Math.min(6, Number(level) + by);
    return close ? `</h${to}` : `<h${to} data-look="h${level}"`;
  });
}
