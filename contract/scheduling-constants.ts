/**
 * Scheduled publication on the editorial desk (docs/product/editorial.md#scheduling, decision
 * 0132), without zod so the desk's forms can import it. The schemas are in ./scheduling.ts.
 */

/** What can wait for its time: an approval going online, or a published item going offline. */
export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** A time can be at most this far ahead: a year. */
export const SCHEDULE_MAX_AHEAD_MS = 365 * 24 * 3_600_000;

export const SCHEDULE_MESSAGES = {
  at: "Enter the date and time, like 2027-03-15 09:30",
  past: "The time has passed: choose a time in the future",
  tooFar: "Choose a time at most a year ahead",
  notPublished: "Only a published item can be scheduled to go offline.",
  noSchedule: "This item has no such schedule any more.",
} as const;

/** India Standard Time: UTC+5:30 all year. The desk's times are read and shown in it. */
const IST_OFFSET_MS = 330 * 60_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2})?$/;

/** An `<input type="datetime-local">` value read as India time ("2027-03-15T09:30"), or null. */
export function fromIndiaTime(value: string): Date | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS;
  const back = new Date(utc + IST_OFFSET_MS);
  // 2027-02-30 would roll over into March: not a date.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(utc);
}

/** The `<input type="datetime-local">` value of an instant in India time. */
export function toIndiaTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** Why a time cannot be scheduled at `now`, or null when it can. */
export function scheduleTimeProblem(at: Date, now: Date): "past" | "tooFar" | null {
  if (at.getTime() <= now.getTime()) return "past";
  if (at.getTime() - now.getTime() > SCHEDULE_MAX_AHEAD_MS) return "tooFar";
  return null;
}
