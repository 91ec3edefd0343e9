/**
 * Formatters for what cards and detail pages show (docs/product/browse.md#cards): dates, times, durations, read
 * time, text cuts, image alt text and the location helper (docs/product/browse.md#cards). Pure and shared by the
 * server and the browser, so the HTML is the same on both sides.
 */
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "~/i18n/languages";

/**
 * Times are shown in India Standard Time wherever the server runs: UTC+05:30 all year (India has
 * kept no daylight saving since 1945), so a fixed offset.
 */
const INDIA_OFFSET_MS = 330 * 60_000;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * How the API's dates have always been read (dayjs's rule, which this file used before): a date,
 * or a date and time without a zone ("2025-01-05 10:00:00", SQLite's own format), is UTC;
 * anything else (a zone, "Z") is what Date makes of it.
 */
const ZONELESS = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parseInstant(value: string | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  const m = /Z$/i.test(value) ? null : ZONELESS.exec(value);
  if (!m) return new Date(value);
  const n = (part: string | undefined, fallback: number) => (part ? Number(part) : fallback);
  return new Date(
    Date.UTC(Number(m[1]), n(m[2], 1) - 1, n(m[3], 1), n(m[4], 0), n(m[5], 0), n(m[6], 0), Number((m[7] ?? "0").slice(0, 3))),
  );
}

type DateInput = string | Date | null | undefined;

/**
 * The date to show, as a Date whose UTC fields are the wall clock in India (a bare calendar date
 * as written: it has no time zone), and the instant itself; null when missing or invalid.
 */
function toDisplay(value: DateInput): { shown: Date; instant: Date } | null {
  if (value === null || value === undefined || value === "") return null;
  const instant = parseInstant(value);
  if (Number.isNaN(instant.getTime())) return null;
  const dateOnly = typeof value === "string" && DATE_ONLY.test(value);
  return { shown: dateOnly ? instant : new Date(instant.getTime() + INDIA_OFFSET_MS), instant };
}

/**
 * Other languages than English format through Intl with the language's Indian locale. The
 * instant is already shifted to India time by toDisplay, so Intl formats it as UTC.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function intl(lang: Language, options: Intl.DateTimeFormatOptions) {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: "UTC" })));
  return format;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** English "Jan 05, 2025" (MMM DD, YYYY), Hindi "5 जनवरी 2025"; "" for a missing or invalid date. */
export function formatDate(value: DateInput, lang: Language = DEFAULT_LANGUAGE): string {
  const d = toDisplay(value)?.shown;
  if (!d) return "";
  if (lang === DEFAULT_LANGUAGE) return `${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())}, ${pad(d.getUTCFullYear(), 4)}`;
  return intl(lang, { day: "numeric", month: "long", year: "numeric" }).format(d);
}

/**
 * English "3:05 pm" (12-hour clock, am/pm); Hindi "15:05" (the 24-hour clock of Hindi
 * government notices, with no Latin am/pm); "" for a missing or invalid time.
 */
export function formatTime(value: DateInput, lang: Language = DEFAULT_LANGUAGE): string {
  if (typeof value === "string" && DATE_ONLY.test(value)) return "";
  const d = toDisplay(value)?.shown;
  if (!d) return "";
  if (lang === DEFAULT_LANGUAGE) return `${d.getUTCHours() % 12 || 12}:${pad(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? "am" : "pm"}`;
  return intl(lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(d);
}

/** "Feb 10, 2025, 3:05 pm" / "10 फ़रवरी 2025, 15:05"; "" for a missing or invalid date. */
export function formatDateTime(value: DateInput, lang: Language = DEFAULT_LANGUAGE): string {
  const date = formatDate(value, lang);
  const time = formatTime(value, lang);
  return date && time ? `${date}, ${time}` : date;
}

export { formatNumber } from "./number";

/** ISO string for `<time dateTime>`; "" when invalid. */
export function isoDate(value: string | Date | null | undefined): string {
  if (typeof value === "string" && DATE_ONLY.test(value)) return value;
  return toDisplay(value)?.instant.toISOString() ?? "";
}

/** The year of a date, for facets and schema; null when invalid. */
export function yearOf(value: string | null | undefined): number | null {
  return toDisplay(value)?.shown.getUTCFullYear() ?? null;
}

type Unit = "hr" | "min" | "sec";
/** Hindi units: the hour is घंटा, घंटे from two on; minutes and seconds do not change. */
const UNITS: Record<Language, (n: number, unit: Unit) => string> = {
  en: (n, unit) => `${n} ${unit}`,
  hi: (n, unit) => `${n} ${unit === "hr" ? (n === 1 ? "घंटा" : "घंटे") : unit === "min" ? "मिनट" : "सेकंड"}`,
};

/** Video durations: 3725 → "1 hr 2 min 5 sec" ("1 घंटा 2 मिनट 5 सेकंड"), 65 → "1 min 5 sec", 0 → "0 sec". */
export function formatDuration(seconds: number | null | undefined, lang: Language = DEFAULT_LANGUAGE): string {
  const plural = UNITS[lang];
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "";
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const mins = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(plural(hours, "hr"));
  if (mins > 0) parts.push(plural(mins, "min"));
  if (secs > 0 || parts.length === 0) parts.push(plural(secs, "sec"));
  return parts.join(" ");
}

/** ISO 8601 duration for schema.org and `<time>`: 3725 → "PT1H2M5S". */
export function isoDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "";
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${sec || (!h && !m) ? `${sec}S` : ""}`;
}

/** Read time from minutes: 45 → "45 min" ("45 मिनट"), 60 → "1 hr", 135 → "2 hr 15 min"; "" when unknown. */
export function formatReadTime(minutes: number | null | undefined, lang: Language = DEFAULT_LANGUAGE): string {
  const plural = UNITS[lang];
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return "";
  const total = Math.max(1, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const parts: string[] = [];
  if (hours > 0) parts.push(plural(hours, "hr"));
  if (total % 60 > 0) parts.push(plural(total % 60, "min"));
  return parts.join(" ");
}

export { ALT_MAX, DEFAULT_ALT, ELLIPSIS, altText, cardImageAlt, stripHtml, truncateText } from "./text";
