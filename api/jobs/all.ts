import { registerAlertJobs } from "../alerts/jobs";

/**
 * Every area's background jobs, registered in one place so that the server's runner and
 * `npm run moderate -- run-jobs` know the same kinds. An area adds one line here.
 */
export function registerAllJobs(): void {
  registerAlertJobs();
}
