/**
 * The visits this portal served, reported to the API in one call every second or so
 * (POST /api/log, decision 0111) instead of one GET /api/log/{id} per reader: under a spike of
 * cached pages, a call and a database write per reader cost more than serving the page.
 *
 * Visits are counted per item and visitor address, so the API still limits each address's views
 * as if each had been its own call. A report that fails is logged and dropped, as a failed
 * GET /api/log/{id} was: a visit count is not worth holding memory or retrying for.
 */
import type { Logger } from "pino";
import { ITEM_ID_MAX, VISIT_COUNT_MAX, VISIT_REPORT_MAX, type VisitReport } from "../contract";

export interface VisitLogOptions {
  /** The API's origin (known only once an embedded API listens). */
  upstreamOrigin: () => string;
  /** PORTAL_API_SECRET: the API takes a report only with it. */
  secret: string | undefined;
  logger: Logger;
  /** Longest wait before a visit is reported (default 1 s). */
  flushMs?: number;
}

type Visit = VisitReport["visits"][number];

export class VisitLog {
  private pending = new Map<string, Visit>();
  private timer: NodeJS.Timeout | undefined;
  private readonly flushMs: number;

  constructor(private readonly options: VisitLogOptions) {
    this.flushMs = options.flushMs ?? 1000;
  }

  /** One reader served item `id` (ids the API cannot hold are ignored); reported within flushMs, or at once when the report is full. */
  record(id: number, address: string | null): void {
    if (!Number.isInteger(id) || id < 1 || id > ITEM_ID_MAX) return;
    const key = `${id} ${address ?? ""}`;
    const visit = this.pending.get(key);
    if (visit) visit.count = Math.min(visit.count + 1, VISIT_COUNT_MAX);
    else this.pending.set(key, { id, address: address?.slice(0, 64) ?? null, count: 1 });
    if (this.pending.size >= VISIT_REPORT_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Sends what is pending (tests, shutdown); resolves once the API answered or the call failed. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const visits = [...this.pending.values()];
    this.pending = new Map();
    const { upstreamOrigin, secret, logger } = this.options;
    try {
      const answer = await fetch(`${upstreamOrigin()}/api/log`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(secret ? { "X-Portal-Secret": secret } : {}) },
        body: JSON.stringify({ visits } satisfies VisitReport),
        signal: AbortSignal.timeout(5000),
      });
      await answer.body?.cancel();
      if (!answer.ok) logger.warn({ status: answer.status, visits: visits.length }, "visits not counted: the API refused the report");
    } catch (error) {
      logger.warn({ err: String(error), visits: visits.length }, "visits not counted: the API did not answer");
    }
  }
}
