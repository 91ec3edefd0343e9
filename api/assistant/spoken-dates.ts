import type { Lang } from "../../contract";

const INDIA_OFFSET_MS = 330 * 60_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ZONELESS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A date as the portal's pages show it (app/content/format.ts): India time (UTC+05:30); a bare
 * date as written, a date and time without a zone as UTC. Null when unreadable.
 */
function indiaTime(value: string): { date: Date; hasTime: boolean } | null {
  if (DATE_ONLY.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? null : { date: d, hasTime: false };
  }
  const instant = new Date(ZONELESS.test(value) ? `${value.replace(" ", "T")}Z` : value);
  if (Number.isNaN(instant.getTime())) return null;
  return { date: new Date(instant.getTime() + INDIA_OFFSET_MS), hasTime: true };
}

const EN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const hindiDate = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "21 January 2027" / "21 जनवरी 2027" (a day as a sentence says it). */
export function dayText(d: Date, lang: Lang): string {
  return lang === "hi" ? hindiDate.format(d) : `${d.getUTCDate()} ${EN_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "10:00 am" / "10:00" (Hindi notices use the 24-hour clock, as the portal does). */
function timeText(d: Date, lang: Lang): string {
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  if (lang === "hi") return `${String(d.getUTCHours()).padStart(2, "0")}:${minutes}`;
  return `${d.getUTCHours() % 12 || 12}:${minutes} ${d.getUTCHours() < 12 ? "am" : "pm"}`;
}

/** The day of a date the way a sentence says it, or null when unreadable. */
export function spokenDay(value: string | null | undefined, lang: Lang): string | null {
  const d = value ? indiaTime(value) : null;
  return d ? dayText(d.date, lang) : null;
}

const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/** The sentence of an event's dates, in the tense its time asks for. */
export function eventDates(title: string, startValue: string, endValue: string | null | undefined, lang: Lang, now: Date): string | null {
  const start = indiaTime(startValue);
  if (!start) return null;
  const end = endValue ? indiaTime(endValue) : null;
  const past = (end ?? start).date.getTime() - (start.hasTime ? INDIA_OFFSET_MS : 0) < now.getTime();
  const at = (t: { date: Date; hasTime: boolean }) =>
    t.hasTime ? `${dayText(t.date, lang)}, ${timeText(t.date, lang)}` : dayText(t.date, lang);
  if (lang === "hi") {
    const verb = past ? "आयोजित हुआ था" : "आयोजित होगा";
    if (!end) return `${title} ${at(start)} को ${verb}।`;
    if (sameDay(start.date, end.date) && start.hasTime && end.hasTime) {
      return `${title} ${dayText(start.date, lang)} को ${timeText(start.date, lang)} से ${timeText(end.date, lang)} तक ${verb}।`;
    }
    return `${title} ${at(start)} से ${at(end)} तक ${verb}।`;
  }
  const verb = past ? "took place" : "takes place";
  if (!end) return `${title} ${verb} on ${at(start)}.`;
  if (sameDay(start.date, end.date) && start.hasTime && end.hasTime) {
    return `${title} ${verb} on ${dayText(start.date, lang)}, from ${timeText(start.date, lang)} to ${timeText(end.date, lang)}.`;
  }
  return `${title} ${verb} from ${at(start)} to ${at(end)}.`;
}
