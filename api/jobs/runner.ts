import { randomBytes } from "node:crypto";
import type { Logger } from "../context";
import type { Db } from "../db/connection";
import type { Mailer } from "../mail";
import { allChecks, allSchedules, jobKind, type JobContext } from "./registry";
import { claimNextJob, completeJob, enqueueJob, failJob, type JobRow } from "./store";

export interface RunnerOptions {
  db: Db;
  mailer: Mailer;
  origin: string;
  linkSecret: string;
  logger?: Logger;
  /** The clock (tests, `run-jobs --now`). */
  now?: () => Date;
  /** Names this runner in `locked_by`; default a random id. */
  workerId?: string;
  /** How long a claimed job is this runner's before another may take it over (default 5 min). */
  leaseMs?: number;
  /** First retry delay; doubles with each attempt (default 1 min). */
  retryBaseMs?: number;
}

export type RunSummary = { done: number; retried: number; failed: number };

const quiet: Logger = { info() {}, warn() {}, error() {} };

/** Enqueues the current period of every schedule; a period already enqueued is left alone. */
export async function enqueueSchedules(db: Db, now: Date): Promise<void> {
  for (const schedule of allSchedules()) {
    const { key, startsAt } = schedule.period(now);
    await enqueueJob(db, { kind: schedule.kind, runAt: startsAt, uniqueKey: `${schedule.kind}:${key}`, payload: { period: key } }, now);
  }
}

function contextOf(options: RunnerOptions, now: Date): JobContext {
  const { db, mailer, origin, linkSecret, logger = quiet } = options;
  return { db, mailer, origin, linkSecret, logger, now };
}

/** Every registered check, once; one that fails is logged and counted, and tried again at the next pass. */
async function runChecks(options: RunnerOptions, now: Date, summary: RunSummary) {
  for (const [name, check] of allChecks()) {
    try {
      await check(contextOf(options, now));
    } catch (error) {
      summary.failed += 1;
      (options.logger ?? quiet).error({ err: error, check: name }, "job runner check failed");
    }
  }
}

async function runOne(options: RunnerOptions, job: JobRow, now: Date, summary: RunSummary) {
  const { db, logger = quiet } = options;
  const kind = jobKind(job.kind);
  try {
    if (!kind) throw new Error(`No handler for job kind "${job.kind}"`);
    await kind.handler(JSON.parse(job.payload), contextOf(options, now));
    await completeJob(db, job, options.now?.() ?? new Date());
    summary.done += 1;
  } catch (error) {
    const outcome = await failJob(db, job, error, options.now?.() ?? new Date(), options.retryBaseMs);
    summary[outcome === "retry" ? "retried" : "failed"] += 1;
    logger.warn({ err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts }, outcome }, "job failed");
  }
}

/**
 * Runs every job that is due, one at a time, until none is left (jobs a handler enqueues for
 * now run in the same pass). Schedules are enqueued first, then the checks run.
 */
export async function runDueJobs(options: RunnerOptions): Promise<RunSummary> {
  const clock = options.now ?? (() => new Date());
  const workerId = options.workerId ?? `runner-${randomBytes(4).toString("hex")}`;
  const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
  await enqueueSchedules(options.db, clock());
  await runChecks(options, clock(), summary);
  for (;;) {
    const now = clock();
    const job = await claimNextJob(options.db, workerId, now, options.leaseMs ?? 5 * 60_000);
    if (!job) return summary;
    await runOne(options, job, now, summary);
  }
}

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * The runner inside the server process: a pass every `intervalMs` (default 30 s), never two at
 * once. `stop()` waits for the pass in progress, so shutdown never cuts a send in half.
 */
export function startJobRunner(options: RunnerOptions & { intervalMs?: number }): JobRunner {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const tick = () => {
    if (busy || stopped) return;
    busy = true;
    running = runDueJobs(options)
      .catch((error) => options.logger?.error({ err: error }, "job runner pass failed"))
      .finally(() => (busy = false));
  };
  const timer = setInterval(tick, options.intervalMs ?? 30_000);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
