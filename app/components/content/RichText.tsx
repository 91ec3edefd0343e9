/** Sanitised HTML (sanitizeBody in app/content/sanitize.server.ts, run by the loader). */
export function RichText({ html }: { html: string }) {
  if (!html) return null;
  return (
    <div
      className="rich-text max-w-none space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:text-blue-900 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc [&_blockquote]:border-l-4 [&_blockquote]:border-amber-500 [&_blockquote]:pl-4 [&_img]:h-auto [&_img]:max-w-full [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
