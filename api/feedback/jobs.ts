import { dailyPeriod, registerJob, registerSchedule } from "../jobs";
import { agePageFeedback } from "./store";

/**
 * The daily retention run (docs/product/editorial.md#what-readers-tell-us): answers older than the
 * keeping period become counts per day, their comments and older failed searches go.
 */
export function registerPageFeedbackJobs(hourIst: number): void {
  registerJob("page-feedback-retention", async (_payload, ctx) => {
    const removed = await agePageFeedback(ctx.db, ctx.now);
    if (removed.answers || removed.searches) ctx.logger.info(removed, "page feedback aged");
  });
  registerSchedule({ kind: "page-feedback-retention", period: (now) => dailyPeriod(now, hourIst) });
}
