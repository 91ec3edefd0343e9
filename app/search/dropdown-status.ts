import { resultCountLabel } from "~/search/constants";
import type { SuggestResults } from "~/search/suggest-types";
import type { Translate } from "~/i18n";
import type { LoadState } from "./use-suggest-data";

/** What the dropdown's live region announces: searching, unavailable, the count of results or what is shown. */
export function dropdownStatusText({
  expanded,
  typing,
  searchState,
  defaultsState,
  results,
  heading,
  locale,
  t,
}: {
  expanded: boolean;
  typing: boolean;
  searchState: LoadState;
  defaultsState: LoadState;
  results: SuggestResults | null;
  heading: string;
  locale: string;
  t: Translate;
}): string {
  let statusText = "";
  if (expanded) {
    if (typing && searchState === "loading") statusText = t("search.dropdown.searching");
    else if (typing && searchState === "error") statusText = t("search.dropdown.unavailable");
    else if (typing && searchState === "done") {
      const count = results?.total ?? 0;
      statusText = count
        ? t("search.dropdown.status", { count: resultCountLabel(count, t, locale), heading })
        : t("search.dropdown.noMatch");
    } else if (!typing && defaultsState === "done") statusText = t("search.dropdown.statusDefaults", { heading });
  }
  return statusText;
}
