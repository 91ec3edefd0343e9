import { dailyPeriod, registerJob, registerSchedule, weeklyPeriod } from "../jobs";
import { fanOut, sendDigest } from "./digest";

/** Digests go out at 07:00 India time: daily every day, weekly on Mondays. */
export const ALERT_HOUR_IST = 7;

/** Plugs the alert digests into the job runner; called where the runner is set up. */
export function registerAlertJobs(): void {
  registerJob("alerts-daily", fanOut("daily"));
  registerJob("alerts-weekly", fanOut("weekly"));
  registerJob("alert-digest", sendDigest, { maxAttempts: 8 });
  registerSchedule({ kind: "alerts-daily", period: (now) => dailyPeriod(now, ALERT_HOUR_IST) });
  registerSchedule({ kind: "alerts-weekly", period: (now) => weeklyPeriod(now, ALERT_HOUR_IST) });
}
