import type { Env } from "../../config/env";
import { accountsConfigFrom } from "../accounts/config";
import type { Db } from "../db";
import { createMailer } from "../mail";
import { loadLinkSecret } from "../mail/link-secret";
import { mediaStorageFrom } from "../media/storage-from-env";
import { registerAllJobs } from "./all-jobs";
import { runDueJobs } from "../jobs/runner";

export const JOBS_USAGE = `  run-jobs [--now <ISO time>]        run every background job that is due once (as at that time)`;

/** `run-jobs`: what the server's runner would do next, once, from a terminal (operators, tests). */
export async function runJobsCommand(db: Db, env: Env, args: string[], out: (line: string) => void): Promise<number> {
  const [flag, value, ...extra] = args;
  if (extra.length || (flag !== undefined && (flag !== "--now" || !value))) return -1;
  const at = value ? new Date(value) : null;
  if (at && Number.isNaN(at.getTime())) return -1;
  registerAllJobs(() => mediaStorageFrom(env));
  // The links in the e-mails: the portal's PUBLIC_ORIGIN, as the server's own runner uses. A
  // terminal has no request to take an address from, so it says which one it uses, and why.
  const origin = accountsConfigFrom(env).publicOrigin;
  out(
    env.PUBLIC_ORIGIN
      ? `links in e-mails go to ${origin} (PUBLIC_ORIGIN)`
      : `links in e-mails go to ${origin}: set PUBLIC_ORIGIN to the portal's public address`,
  );
  const summary = await runDueJobs({
    db,
    mailer: createMailer({ logger: { info() {}, error: (obj, msg) => console.error(msg ?? "", obj) } }, env),
    origin,
    linkSecret: await loadLinkSecret(db, env.MAIL_LINK_SECRET),
    now: at ? () => at : undefined,
    workerId: "run-jobs",
  });
  out(`${summary.done} job(s) done, ${summary.retried} to retry, ${summary.failed} failed`);
  return summary.failed ? 1 : 0;
}
