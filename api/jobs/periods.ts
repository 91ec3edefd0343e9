/**
 * Periods in India Standard Time (UTC+5:30, no daylight saving): recurring jobs run at a fixed
 * time of an Indian day, whatever the server's own time zone.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The latest start of a day at `hour`:`minute` IST at or before `now`, and that IST date. */
export function dailyPeriod(now: Date, hour: number, minute = 0): { key: string; startsAt: Date } {
  const local = now.getTime() + IST_OFFSET_MS;
  const offset = (hour * 60 + minute) * 60_000;
  const dayStart = Math.floor((local - offset) / DAY_MS) * DAY_MS;
  return { key: new Date(dayStart).toISOString().slice(0, 10), startsAt: new Date(dayStart + offset - IST_OFFSET_MS) };
}

/** The latest Monday at `hour`:`minute` IST at or before `now`, keyed by that Monday's date. */
export function weeklyPeriod(now: Date, hour: number, minute = 0): { key: string; startsAt: Date } {
  const day = dailyPeriod(now, hour, minute);
  const sinceMonday = (new Date(`${day.key}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${day.key}T00:00:00Z`) - sinceMonday * DAY_MS);
  return { key: `week-${monday.toISOString().slice(0, 10)}`, startsAt: new Date(day.startsAt.getTime() - sinceMonday * DAY_MS) };
}
