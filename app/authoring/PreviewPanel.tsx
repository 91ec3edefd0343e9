import { useEffect, useRef } from "react";
import { DetailArticle } from "~/content/DetailArticle";
import type { DetailView } from "~/content/view";
import { useT } from "~/i18n";
import "~/authoring/messages";

/**
 * The item rendered server-side by the detail page's own component, above the form; it takes
 * focus when it appears so keyboard and screen-reader users land on it.
 */
export function PreviewPanel({ view }: { view: DetailView }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [view]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="preview-heading"
      className="mb-8 rounded border-4 border-dashed border-slate-400 p-4 focus:outline-3 focus:outline-amber-500"
    >
      <h2 id="preview-heading" className="mb-4 text-lg font-bold text-slate-700">
        {t("authoring.previewHeading")}
      </h2>
      <DetailArticle item={view} />
      <p className="mt-6 border-t border-slate-300 pt-3 text-slate-700">{t("authoring.previewEnd")}</p>
    </section>
  );
}
