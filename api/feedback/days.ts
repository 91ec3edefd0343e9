/**
 * Days as editors read them: India time (UTC+5:30, no daylight saving), as YYYY-MM-DD. The desk's
 * filters and per-day counts use them, so a search at 01:00 in Delhi counts on that Delhi day.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 86_400_000;

export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` days before (negative: after) `day`. */
export function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant an India day begins, as the ISO text timestamps are stored in. */
export function dayStartUtc(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS).toISOString();
}

/** Whole days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-31). */
export function isRealDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}
