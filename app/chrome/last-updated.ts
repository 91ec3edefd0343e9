import { useMatches } from "react-router";
import { LOCALES, type Language } from "~/i18n/languages";

/**
 * "Last updated" on every page (GIGW 3.0): a route whose page shows content returns
 * `lastUpdated` (an ISO date) from its loader; application pages fall back to the build's date.
 * The footer shows it (useLastUpdated).
 */
declare const __BUILD_DATE__: string | undefined;

/** When this build was made (vite.config.ts `define`); "now" where no build ran (unit tests). */
export const BUILD_DATE: string = typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : new Date().toISOString();

/** The newest of some dates (ISO strings compare in time order), or null when there is none. */
export function newestDate(dates: ReadonlyArray<string | null | undefined>): string | null {
  let newest: string | null = null;
  for (const d of dates) if (d && (!newest || d > newest)) newest = d;
  return newest;
}

/** The deepest route's `lastUpdated`, else the build's date. */
export function useLastUpdated(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { lastUpdated?: unknown } | null | undefined;
    if (data && typeof data === "object" && typeof data.lastUpdated === "string") return data.lastUpdated;
  }
  return BUILD_DATE;
}

/**
 * The date as formatDate (app/content/format.ts) shows it, "Nov 20, 2026" / "20 नवंबर 2026" in India time,
 * but through Intl alone: the footer is on every page, and format.ts would bring its formatters into every
 * page's JavaScript. tests/offline/last-updated-and-readable.test.ts checks that they agree.
 */
export function formatLastUpdated(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (lang !== "en") return dateFormat(lang).format(date);
  const parts = dateFormat("en").formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")}`;
}

/** Made once per language: an Intl format with a time zone is costly to build, and the footer is on every page. */
const formats = new Map<Language, Intl.DateTimeFormat>();
function dateFormat(lang: Language): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    format =
      lang === "en"
        ? new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "Asia/Kolkata" })
        : new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
    formats.set(lang, format);
  }
  return format;
}
