import type { DetailView } from "~/content/view";
import { useT, type Language } from "~/i18n";
import { buttonClass } from "./styles";

/**
 * A dataset's file (its format, size, licence and date are in the facts above) and its data
 * dictionary, or a research report's PDF.
 */
export function DatasetDownload({ download, lang }: { download: NonNullable<DetailView["download"]>; lang: Language }) {
  const t = useT();
  return (
    <p className="dataset-download my-6 flex flex-wrap items-center gap-4">
      <a href={download.href} className={buttonClass} download>
        {t(download.kind === "report" ? "content.report.download" : "content.dataset.download")}
        {/* The format and size are the item's own words, in its language. */}
        {download.details ? (
          <>
            {" "}
            (<span lang={lang}>{download.details}</span>)
          </>
        ) : null}
      </a>
      {download.dictionary ? (
        <a href={download.dictionary} className="font-semibold text-blue-900 underline" download>
          {t("content.dataset.dictionary")}
        </a>
      ) : null}
    </p>
  );
}
