export { registerCheck, registerJob, registerSchedule, type Check, type JobContext, type JobHandler, type Schedule } from "./registry";
export { enqueueJob, retryDelayMs, type JobRow, type NewJob } from "./store";
export { runDueJobs, startJobRunner, enqueueSchedules, type JobRunner, type RunnerOptions, type RunSummary } from "./runner";
export { dailyPeriod, weeklyPeriod } from "./periods";
