/**
 * Formatters for what cards and detail pages show (SPEC §9): dates, times, durations, read
 * time, text cuts, image alt text and the location helper (SPEC §3). Pure and shared by the
 * server and the browser, so the HTML is the same on both sides.
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";
import duration from "dayjs/plugin/duration.js";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(duration);

/** Times are shown in India Standard Time wherever the server runs. */
export const DISPLAY_TIME_ZONE = "Asia/Kolkata";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDisplay(value: string | Date | null | undefined) {
  if (value === null || value === undefined || value === "") return null;
  // A bare calendar date has no time zone: show it as written.
  if (typeof value === "string" && DATE_ONLY.test(value)) {
    const d = dayjs.utc(value);
    return d.isValid() ? d : null;
  }
  const d = dayjs.utc(value);
  return d.isValid() ? d.tz(DISPLAY_TIME_ZONE) : null;
}

/** "Jan 05, 2025" (MMM DD, YYYY); "" for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  return toDisplay(value)?.format("MMM DD, YYYY") ?? "";
}

/** "3:05 pm" (12-hour clock, am/pm); "" for a missing or invalid time. */
export function formatTime(value: string | Date | null | undefined): string {
  if (typeof value === "string" && DATE_ONLY.test(value)) return "";
  return toDisplay(value)?.format("h:mm a") ?? "";
}

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

function plural(n: number, unit: string) {
  return `${n} ${unit}`;
}

/** Video durations: 3725 → "1 hr 2 min 5 sec", 65 → "1 min 5 sec", 0 → "0 sec". */
export function formatDuration(seconds: number | null | undefined): string {
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

/** Read time from minutes: 45 → "45 min", 60 → "1 hr", 135 → "2 hr 15 min"; "" when unknown. */
export function formatReadTime(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return "";
  const d = dayjs.duration(Math.max(1, Math.round(minutes)), "minutes");
  const hours = Math.floor(d.asHours());
  const parts: string[] = [];
  if (hours > 0) parts.push(plural(hours, "hr"));
  if (d.minutes() > 0) parts.push(plural(d.minutes(), "min"));
  return parts.join(" ");
}

export { ALT_MAX, DEFAULT_ALT, ELLIPSIS, altText, formatLocation, stripHtml, truncateText, type LocationSource } from "./text";
