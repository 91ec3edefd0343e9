import { DEFAULT_LANGUAGE, LOCALES, type Language } from "~/i18n/languages";

/** Made once per language: listings show several counts on every page. */
const formats = new Map<Language, Intl.NumberFormat>();

/**
 * Counts in the page's language (Indian grouping: 1,00,000). Apart from ./format.ts so that pages
 * showing only counts (listings, landings) do not bring the date formatters into their JavaScript.
 */
export function formatNumber(n: number, lang: Language = DEFAULT_LANGUAGE): string {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(LOCALES[lang])));
  return format.format(n);
}
