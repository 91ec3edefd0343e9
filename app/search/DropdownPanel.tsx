import type { ComponentProps } from "react";
import { useT } from "~/i18n";
import type { SuggestResults } from "~/search/suggest-types";
import { SuggestionList } from "./SuggestionList";
import type { LoadState } from "./use-suggest-data";

/** The dropdown below the search box: a close button on small screens, the listbox and its loading, empty and error messages. */
export function DropdownPanel({
  expanded,
  close,
  groups,
  uid,
  listboxId,
  activeId,
  optionProps,
  typing,
  searchState,
  defaultsState,
  results,
  onRetry,
}: ComponentProps<typeof SuggestionList> & {
  expanded: boolean;
  close: () => void;
  typing: boolean;
  searchState: LoadState;
  defaultsState: LoadState;
  results: SuggestResults | null;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div
      hidden={!expanded}
      className="absolute left-0 top-full z-40 mt-1 max-h-[80vh] w-[calc(100vw-2rem)] max-w-[34rem] overflow-y-auto rounded-md border border-slate-300 bg-white p-4 text-slate-900 shadow-xl md:left-auto md:right-0 md:w-[34rem]"
    >
      <div className="mb-2 flex justify-end md:hidden">
        <button type="button" onClick={close} className="rounded border border-slate-500 px-2 py-1 text-sm font-semibold">
          {t("search.dropdown.close")}
        </button>
      </div>
      <SuggestionList groups={groups} uid={uid} listboxId={listboxId} activeId={activeId} optionProps={optionProps} />
      {typing && searchState === "loading" && !results ? <p className="text-sm text-slate-700">{t("search.dropdown.searching")}</p> : null}
      {typing && searchState === "done" && results && results.results.length === 0 ? (
        <p className="text-sm text-slate-700">{t("search.dropdown.noResultsFor", { text: results.text })}</p>
      ) : null}
      {(typing && searchState === "error") || (!typing && defaultsState === "error") ? (
        <p className="mt-2 text-sm text-red-800">
          {t("search.dropdown.unavailable")}{" "}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            {t("search.results.tryAgain")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
