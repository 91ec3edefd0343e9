import type { DetailView } from "~/content/view";
import { buttonClass } from "./styles";

/** The dataset's file (its format, size, licence and date are in the facts above) and its data dictionary. */
export function DatasetDownload({ download }: { download: NonNullable<DetailView["download"]> }) {
  return (
    <p className="dataset-download my-6 flex flex-wrap items-center gap-4">
      <a href={download.href} className={buttonClass} download>
        {download.label}
      </a>
      {download.dictionary ? (
        <a href={download.dictionary} className="font-semibold text-blue-900 underline" download>
          Data dictionary (CSV)
        </a>
      ) : null}
    </p>
  );
}
