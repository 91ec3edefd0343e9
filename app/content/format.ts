/**
 * Formatters for what cards and detail pages show (SPEC §9): dates, times, durations, read
 * time, text cuts, image alt text and the location helper (SPEC §3). Pure and shared by the
 * server and the browser, so the HTML is the same on both sides.
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import duration from "dayjs/plugin/duration.js";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "~/i18n/languages";

dayjs.extend(utc);
dayjs.extend(duration);

/**
 * Times are shown in India Standard Time wherever the server runs: UTC+05:30 all year (India has
 * kept no daylight saving since 1945), so a fixed offset; the time-zone plugin's Intl lookup cost
 * a signed-in page about a tenth of its render.
 */
const INDIA_OFFSET_MINUTES = 330;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDisplay(value: string | Date | null | undefined) {
  if (value === null || value === undefined || value === "") return null;
  // A bare calendar date has no time zone: show it as written.
  if (typeof value === "string" && DATE_ONLY.test(value)) {
    const d = dayjs.utc(value);
    return d.isValid() ? d : null;
  }
  const d = dayjs.utc(value);
  return d.isValid() ? d.utcOffset(INDIA_OFFSET_MINUTES) : null;
}

type DateInput = string | Date | null | undefined;

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
const shifted = (d: dayjs.Dayjs) => new Date(Date.UTC(d.year(), d.month(), d.date(), d.hour(), d.minute(), d.second()));

/** English "Jan 05, 2025" (MMM DD, YYYY), Hindi "5 जनवरी 2025"; "" for a missing or invalid date. */
export function formatDate(value: DateInput, lang: Language = DEFAULT_LANGUAGE): string {
  const d = toDisplay(value);
  if (!d) return "";
  if (lang === DEFAULT_LANGUAGE) return d.format("MMM DD, YYYY");
  return intl(lang, { day: "numeric", month: "long", year: "numeric" }).format(shifted(d));
}

/**
 * English "3:05 pm" (12-hour clock, am/pm); Hindi "15:05" (the 24-hour clock of Hindi
 * government notices, with no Latin am/pm); "" for a missing or invalid time.
 */
export function formatTime(value: DateInput, lang: Language = DEFAULT_LANGUAGE): string {
  if (typeof value === "string" && DATE_ONLY.test(value)) return "";
  const d = toDisplay(value);
  if (!d) return "";
  if (lang === DEFAULT_LANGUAGE) return d.format("h:mm a");
  return intl(lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(shifted(d));
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
  const d = toDisplay(value);
  return d ? d.toISOString() : "";
}

/** The year of a date, for facets and schema; null when invalid. */
export function yearOf(value: string | null | undefined): number | null {
  const d = toDisplay(value);
  return d ? d.year() : null;
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
  const d = dayjs.duration(Math.round(seconds), "seconds");
  const hours = Math.floor(d.asHours());
  const parts: string[] = [];
  if (hours > 0) parts.push(plural(hours, "hr"));
  if (d.minutes() > 0) parts.push(plural(d.minutes(), "min"));
  if (d.seconds() > 0 || parts.length === 0) parts.push(plural(d.seconds(), "sec"));
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
  const d = dayjs.duration(Math.max(1, Math.round(minutes)), "minutes");
  const hours = Math.floor(d.asHours());
  const parts: string[] = [];
  if (hours > 0) parts.push(plural(hours, "hr"));
  if (d.minutes() > 0) parts.push(plural(d.minutes(), "min"));
  return parts.join(" ");
}

export { ALT_MAX, DEFAULT_ALT, ELLIPSIS, altText, cardImageAlt, formatLocation, stripHtml, truncateText, type LocationSource } from "./text";
