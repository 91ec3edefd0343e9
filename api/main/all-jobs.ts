import { parseEnv } from "../../config/env";
import { registerAlertJobs } from "../alerts/jobs";
import { registerReviewJobs } from "../authoring/review-digest";
import { purgeTrash } from "../authoring/purge";
import { runDueSchedules } from "../authoring/scheduled-runs";
import { registerPageFeedbackJobs } from "../feedback/jobs";
import { removeMedia } from "../media/service";
import type { MediaStorage } from "../media/storage";
import { mediaStorageFrom } from "../media/storage-from-env";
import { removeUnconfirmed } from "../newsletter/subscribers";
import { dailyPeriod, registerCheck, registerJob, registerSchedule } from "../jobs";

/** Housekeeping runs once a day at 03:00 India time, when the portal is quietest. */
const HOUSEKEEPING_HOUR_IST = 3;

/**
 * Every area's background jobs, registered in one place so that the server's runner and
 * `npm run moderate -- run-jobs` know the same kinds. An area adds one line here. `media` is
 * where uploaded files live (the server passes its own; by default the environment's).
 */
export function registerAllJobs(media: () => MediaStorage = () => mediaStorageFrom(parseEnv(process.env))): void {
  registerAlertJobs();
  // Owners' weekly digest of reviews due (docs/product/editorial.md#review-dates-and-owners).
  registerReviewJobs();
  // Items 30 days in the trash go, with their files (docs/product/contributions.md#trash); addresses never confirmed go after 30 days (docs/product/follow.md#confirming-and-unsubscribing).
  registerJob("purge-trash", async (_payload, ctx) => {
    await purgeTrash(ctx.db, ctx.now, (ids) => removeMedia({ db: ctx.db, media: media() }, ids));
  });
  registerSchedule({ kind: "purge-trash", period: (now) => dailyPeriod(now, HOUSEKEEPING_HOUR_IST) });
  registerJob("newsletter-cleanup", async (_payload, ctx) => {
    await removeUnconfirmed(ctx.db, ctx.now);
  });
  registerSchedule({ kind: "newsletter-cleanup", period: (now) => dailyPeriod(now, HOUSEKEEPING_HOUR_IST) });
  // "Was this page useful?" answers older than 90 days become daily counts (docs/product/editorial.md#what-readers-tell-us).
  registerPageFeedbackJobs(HOUSEKEEPING_HOUR_IST);
  // Scheduled publications and unpublications fall due at every pass (docs/product/editorial.md#scheduling).
  registerCheck("editorial-schedules", async (ctx) => {
    await runDueSchedules(ctx.db, ctx, ctx.now);
  });
}
