import type { Logger } from "../context";
import type { Db } from "../db/connection";
import type { Mailer } from "../mail";

/** What a job handler gets: the database, the mailer and its link secret, the portal's origin, the run's clock. */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  /** The portal's public origin, for absolute links in e-mails. */
  origin: string;
  logger: Logger;
  /** Signs links in mail (unsubscribe): api/mail/link-secret.ts. */
  linkSecret: string;
  now: Date;
}

export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

export interface JobKind {
  handler: JobHandler;
  /** Attempts before the job gives up (default 5). */
  maxAttempts?: number;
}

/**
 * A recurring job: enqueued once per period, whoever runs first, by a unique key of kind and
 * period. `period(now)` names the latest period that has begun and when it began.
 */
export interface Schedule {
  kind: string;
  period: (now: Date) => { key: string; startsAt: Date };
}

/**
 * Work every runner pass does before the queued jobs, for things whose time is kept in their own
 * rows (the desk's scheduled publications). It must be safe when two runners do it at once.
 */
export type Check = (ctx: JobContext) => Promise<void>;

const kinds = new Map<string, JobKind>();
const schedules = new Map<string, Schedule>();
const checks = new Map<string, Check>();

/** Other areas plug their background work in here (alerts, purges, clean-ups). */
export function registerJob(kind: string, handler: JobHandler, options: Omit<JobKind, "handler"> = {}): void {
  kinds.set(kind, { handler, ...options });
}

export function registerSchedule(schedule: Schedule): void {
  schedules.set(schedule.kind, schedule);
}

export function registerCheck(name: string, check: Check): void {
  checks.set(name, check);
}

export function allChecks(): [string, Check][] {
  return [...checks.entries()];
}

export function jobKind(kind: string): JobKind | undefined {
  return kinds.get(kind);
}

export function allSchedules(): Schedule[] {
  return [...schedules.values()];
}
