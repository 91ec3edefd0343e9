import { DEFAULT_LANGUAGE, LOCALES, type Language } from "~/i18n/languages";

/**
 * Counts in the page's language (Indian grouping: 1,00,000). Apart from ./format.ts so that pages
 * showing only counts (listings, landings) do not bring dayjs into their JavaScript.
 */
export function formatNumber(n: number, lang: Language = DEFAULT_LANGUAGE): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(n);
}
