import { CLOSING_SOON_DAYS, type CampaignStatus } from "../../contract";

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time has no daylight saving: always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The clock statuses are computed with; tests and demos inject their own. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * A campaign's status at `now`, from its dates alone: never stored, so a page is never out of
 * date. Closing soon = still open and closing within CLOSING_SOON_DAYS.
 */
export function campaignStatus(opensAt: string, closesAt: string, now: Date): CampaignStatus {
  const t = now.getTime();
  if (t < Date.parse(opensAt)) return "upcoming";
  const closes = Date.parse(closesAt);
  if (t > closes) return "closed";
  return closes - t <= CLOSING_SOON_DAYS * DAY_MS ? "closing-soon" : "open";
}

export const acceptsSubmissions = (status: CampaignStatus) => status === "open" || status === "closing-soon";

const RANK: Record<CampaignStatus, number> = { "closing-soon": 0, open: 0, upcoming: 1, closed: 2 };

/** Open (closing first), then upcoming (opening first), then closed (most recently closed first). */
export function byStatus<C extends { status: CampaignStatus; opens_at: string; closes_at: string }>(a: C, b: C): number {
  if (RANK[a.status] !== RANK[b.status]) return RANK[a.status] - RANK[b.status];
  if (a.status === "upcoming") return a.opens_at.localeCompare(b.opens_at);
  if (a.status === "closed") return b.closes_at.localeCompare(a.closes_at);
  return a.closes_at.localeCompare(b.closes_at);
}

/** 00:00 India time of the day `now` falls on, as a UTC instant. */
export function indiaDayStart(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

/** Opening (00:00 IST) and closing (23:59:59 IST) instants `days` from an India day start. */
export function opensOn(dayStart: Date, days: number): string {
  return new Date(dayStart.getTime() + days * DAY_MS).toISOString();
}
export function closesOn(dayStart: Date, days: number): string {
  return new Date(dayStart.getTime() + (days + 1) * DAY_MS - 1000).toISOString();
}
