import { sql } from "kysely";
import { dialectOf, type Db } from "../db/connection";
import type { JobsTable } from "../db/schema";
import type { Selectable } from "kysely";
import { jobKind } from "./registry";

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  kind: string;
  payload?: unknown;
  runAt: Date;
  /** Idempotency key: a second enqueue with the same key is a no-op (another replica was first). */
  uniqueKey?: string;
  /** Default: the kind's own limit (registerJob), else 5. */
  maxAttempts?: number;
}

/** Adds a job; false when a job with the same unique key already exists. */
export async function enqueueJob(db: Db, job: NewJob, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto("jobs")
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      run_at: job.runAt.toISOString(),
      max_attempts: job.maxAttempts ?? jobKind(job.kind)?.maxAttempts ?? 5,
      unique_key: job.uniqueKey ?? null,
      created_at: now.toISOString(),
      lease_until: null,
      locked_by: null,
      last_error: null,
      done_at: null,
      failed_at: null,
    })
    .onConflict((oc) => oc.column("unique_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Claims the next due job for `workerId` until `leaseUntil`, in one statement: a job whose
 * lease ran out (its runner crashed) is due again. SQLite serialises writers, so the UPDATE …
 * RETURNING alone is atomic; PostgreSQL skips rows another runner holds (SKIP LOCKED) instead
 * of queueing behind them.
 */
export async function claimNextJob(db: Db, workerId: string, now: Date, leaseMs: number): Promise<JobRow | undefined> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const lock = dialectOf(db) === "postgres" ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const { rows } = await sql<JobRow>`
    UPDATE jobs SET lease_until = ${lease}, locked_by = ${workerId}, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM jobs
      WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= ${at}
        AND (lease_until IS NULL OR lease_until < ${at})
      ORDER BY run_at, id LIMIT 1 ${lock}
    )
    RETURNING *`.execute(db);
  return rows[0];
}

/** Marks a claimed job done, unless another runner took it over after the lease ran out. */
export async function completeJob(db: Db, job: JobRow, now: Date): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ done_at: now.toISOString(), lease_until: null })
    .where("id", "=", job.id)
    .where("locked_by", "=", job.locked_by)
    .where("attempts", "=", job.attempts)
    .execute();
}

/** Back-off before attempt n+1: 1 min, 2, 4, … capped at 6 hours. */
export function retryDelayMs(attempts: number, baseMs = 60_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** Records a failed attempt: the job runs again after the back-off, or gives up at its limit. */
export async function failJob(db: Db, job: JobRow, error: unknown, now: Date, baseMs?: number): Promise<"retry" | "failed"> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const giveUp = job.attempts >= job.max_attempts;
  await db
    .updateTable("jobs")
    .set({
      last_error: message,
      lease_until: null,
      locked_by: null,
      ...(giveUp
        ? { failed_at: now.toISOString() }
        : { run_at: new Date(now.getTime() + retryDelayMs(job.attempts, baseMs)).toISOString() }),
    })
    .where("id", "=", job.id)
    .where("locked_by", "=", job.locked_by)
    .where("attempts", "=", job.attempts)
    .execute();
  return giveUp ? "failed" : "retry";
}
