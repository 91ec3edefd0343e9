import type { Env } from "../../config/env";
import { accountsConfigFrom } from "../accounts/config";
import type { Db } from "../db";
import { createMailer } from "../mail";
import { loadLinkSecret } from "../mail/link-secret";
import { mediaStorageFrom } from "../media/storage";
import { registerAllJobs } from "./all";
import { runDueJobs } from "./runner";

export const JOBS_USAGE = `  run-jobs [--now <ISO time>]        run every background job that is due once (as at that time)`;

/** `run-jobs`: what the server's runner would do next, once, from a terminal (operators, tests). */
export async function runJobsCommand(db: Db, env: Env, args: string[], out: (line: string) => void): Promise<number> {
  const [flag, value, ...extra] = args;
  if (extra.length || (flag !== undefined && (flag !== "--now" || !value))) return -1;
  const at = value ? new Date(value) : null;
  if (at && Number.isNaN(at.getTime())) return -1;
  registerAllJobs(() => mediaStorageFrom(env));
  const summary = await runDueJobs({
    db,
    mailer: createMailer({ logger: { info() {}, error: (obj, msg) => console.error(msg ?? "", obj) } }, env),
    origin: accountsConfigFrom(env).publicOrigin,
    linkSecret: await loadLinkSecret(db, env.MAIL_LINK_SECRET),
    now: at ? () => at : undefined,
    workerId: "run-jobs",
  });
  out(`${summary.done} job(s) done, ${summary.retried} to retry, ${summary.failed} failed`);
  return summary.failed ? 1 : 0;
}
