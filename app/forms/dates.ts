/**
 * Dates of the account and comment screens in the page's language. English keeps the formats of
 * app/content/format.ts (SPEC §9: "MMM DD, YYYY", 12-hour times); Hindi uses Intl with hi-IN
 * ("10 फ़रवरी 2025") and a 24-hour clock, as Hindi government pages write times.
 * Until app/content/format.ts formats per language itself; then these become calls to it.
 */
import { DISPLAY_TIME_ZONE, formatDate, formatTime } from "~/content/format";
import { LOCALES, type Language } from "~/i18n/languages";

function valid(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateIn(lang: Language, value: string | Date | null | undefined): string {
  if (lang === "en") return formatDate(value);
  const date = valid(value);
  if (!date) return "";
  return new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: DISPLAY_TIME_ZONE }).format(date);
}

/** "Feb 10, 2025, 3:05 pm" / "10 फ़रवरी 2025, 15:05". */
export function formatDateTimeIn(lang: Language, value: string | Date | null | undefined): string {
  if (lang === "en") return `${formatDate(value)}, ${formatTime(value)}`;
  const date = valid(value);
  if (!date) return "";
  const time = new Intl.DateTimeFormat(LOCALES[lang], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: DISPLAY_TIME_ZONE }).format(date);
  return `${formatDateIn(lang, date)}, ${time}`;
}

/** Numbers with the language's grouping (1,00,000 in both). */
export function formatNumberIn(lang: Language, value: number): string {
  return value.toLocaleString(LOCALES[lang]);
}
