/**
 * npm run moderate -- <command>: the comment moderation queue from a terminal, on the same
 * database the API uses (DATABASE_URL, else SQLITE_PATH, else data/portal.sqlite).
 *
 *   list [pending|approved|rejected|reported]   comments in that queue (default pending)
 *   approve <id> [<id>…]               make comments visible to everyone
 *   reject <id> [<id>…]                hide comments from everyone but their author
 *   require-approval [on|off]          show or set whether new comments wait for a moderator
 *   translations [draft|published]     Hindi translations of items (docs/decisions/0083)
 *   translation-publish <itemId>…      show an item's Hindi translation to readers and search
 *   translation-draft <itemId>…        withdraw it (the item is shown in English)
 *   assistant-unanswered [--days N]    questions the assistant could not answer (default 30 days)
 *   consultation-export <slug> [--out file], feedback-list   (api/campaigns/cli.ts)
 *   grant-editor <email>, revoke-editor <email>, purge-trash  (api/authoring/cli.ts)
 *   newsletter-cleanup                 remove newsletter addresses unconfirmed for 30 days
 *   run-jobs [--now <ISO time>]        background jobs that are due, once (api/main/jobs-cli.ts)
 */
import { ASSISTANT_LIMITS, MODERATION_QUEUES, type ModerationQueue } from "../../contract";
import { parseEnv } from "../../config/env";
import { purgePortals, purgeTargets } from "../purge-portals";
import { commentsConfigFrom } from "../comments/config";
import { listForModeration, moderateComment, requiresApproval, setRequiresApproval } from "../comments/moderation";
import { migrateToLatest, openDb, type Db } from "../db";
import { listUnanswered } from "../assistant/store";
import { HttpError } from "../http";
import { CAMPAIGN_USAGE, campaignCommand } from "../campaigns/cli";
import { AUTHORING_USAGE, authoringCommand } from "../authoring/cli";
import { JOBS_USAGE, runJobsCommand } from "./jobs-cli";
import { listItemTranslations, setItemTranslationStatus } from "../repo/translations";
import { removeUnconfirmed } from "../newsletter/subscribers";
import { removeMedia } from "../media/service";
import { mediaStorageFrom } from "../media/storage-from-env";

const USAGE = `Usage: npm run moderate -- <command>
  list [pending|approved|rejected|reported]   list comments (default: pending)
  approve <id> [<id>...]             approve comments
  reject <id> [<id>...]              reject comments
  require-approval [on|off]          show or set whether new comments wait for approval
  translations [draft|published]     list the items' Hindi translations
  translation-publish <itemId>...    publish items' Hindi translations
  translation-draft <itemId>...      withdraw items' Hindi translations
  assistant-unanswered [--days N]    questions the assistant could not answer (default: 30 days)
${CAMPAIGN_USAGE}
${AUTHORING_USAGE}
  newsletter-cleanup                 remove newsletter addresses unconfirmed for 30 days
${JOBS_USAGE}`;

/** Positive integer ids, or null when any argument is not one. */
function idsOf(args: string[]): number[] | null {
  const ids = args.map(Number);
  return ids.length && ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

/** The comments settings of the environment, read once. */
let settings: ReturnType<typeof commentsConfigFrom> | undefined;
const config = () => (settings ??= commentsConfigFrom(parseEnv(process.env)));

function oneLine(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

async function run(db: Db, args: string[], out: (line: string) => void): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "list": {
      const status = (rest[0] ?? "pending") as ModerationQueue;
      if (!MODERATION_QUEUES.includes(status)) {
        out(USAGE);
        return 2;
      }
      const { comments, total } = await listForModeration(db, {
        status,
        page: 1,
        perPage: 100,
        reportThreshold: config().reportReviewThreshold,
      });
      out(`${total} ${status} comment(s)${total > comments.length ? `, first ${comments.length} shown` : ""}`);
      for (const c of comments) {
        const reports = c.report_count ? ` [${c.report_count} report(s)]` : "";
        out(`#${c.id}  ${c.created_at}  ${c.created_by} on "${oneLine(c.collection_title, 40)}"${reports}`);
        out(`      ${oneLine(c.comment)}`);
      }
      return 0;
    }
    case "approve":
    case "reject": {
      const ids = idsOf(rest);
      if (!ids) {
        out(USAGE);
        return 2;
      }
      let failed = 0;
      for (const id of ids) {
        try {
          await moderateComment(db, { commentId: id, decision: command, moderatorId: null });
          out(`#${id} ${command === "approve" ? "approved" : "rejected"}`);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          failed += 1;
          out(`#${id} ${error.message.toLowerCase()}`);
        }
      }
      return failed ? 1 : 0;
    }
    case "require-approval": {
      const value = rest[0];
      if (value === "on" || value === "off") await setRequiresApproval(db, value === "on");
      else if (value !== undefined) {
        out(USAGE);
        return 2;
      }
      const on = await requiresApproval(db, config());
      out(`New comments ${on ? "wait for a moderator's approval" : "are published at once"}.`);
      return 0;
    }
    case "translations": {
      const status = rest[0];
      if (status !== undefined && status !== "draft" && status !== "published") {
        out(USAGE);
        return 2;
      }
      const rows = await listItemTranslations(db, "hi", status);
      out(`${rows.length} Hindi translation(s)${status ? ` in ${status}` : ""}`);
      for (const r of rows)
        out(`item #${r.collection_id}  ${r.status.padEnd(9)} ${r.updated_at}  ${oneLine(r.title, 50)}  (${oneLine(r.english_title, 40)})`);
      return 0;
    }
    case "translation-publish":
    case "translation-draft": {
      const ids = idsOf(rest);
      if (!ids) {
        out(USAGE);
        return 2;
      }
      const status = command === "translation-publish" ? "published" : "draft";
      let missing = 0;
      for (const id of ids) {
        const found = await setItemTranslationStatus(db, id, "hi", status);
        if (!found) missing += 1;
        out(found ? `item #${id}: Hindi translation ${status}` : `item #${id}: no Hindi translation`);
      }
      return missing ? 1 : 0;
    }
    case "assistant-unanswered": {
      const days = rest.length === 0 ? 30 : rest[0] === "--days" && rest.length === 2 ? Number(rest[1]) : NaN;
      if (!Number.isInteger(days) || days < 1 || days > ASSISTANT_LIMITS.keepDays) {
        out(USAGE);
        return 2;
      }
      const rows = await listUnanswered(db, days, new Date());
      out(`${rows.length} unanswered question(s) in the last ${days} day(s), most asked first`);
      for (const r of rows) out(`${String(r.count).padStart(5)}×  last ${r.last_asked}  first ${r.first_asked}  ${oneLine(r.question)}`);
      return 0;
    }
    case "consultation-export":
    case "feedback-list": {
      const code = await campaignCommand(db, command, rest, out);
      if (code < 0) out(USAGE);
      return code < 0 ? 2 : code;
    }
    case "grant-editor":
    case "revoke-editor":
    case "purge-trash": {
      const media = mediaStorageFrom(parseEnv(process.env));
      const code = await authoringCommand(db, command, rest, out, (ids) => removeMedia({ db, media }, ids));
      if (code < 0) out(USAGE);
      return code < 0 ? 2 : code;
    }
    case "newsletter-cleanup": {
      out(`removed ${await removeUnconfirmed(db, new Date())} unconfirmed newsletter address(es)`);
      return 0;
    }
    case "run-jobs": {
      const code = await runJobsCommand(db, parseEnv(process.env), rest, out);
      if (code < 0) out(USAGE);
      return code < 0 ? 2 : code;
    }
    default:
      out(USAGE);
      return command === undefined || command === "help" || command === "--help" ? 0 : 2;
  }
}

/** Commands that change what readers see: the portals' caches are told (decision 0108). */
const CHANGES_PAGES = new Set(["approve", "reject", "translation-publish", "translation-draft", "purge-trash", "run-jobs"]);

/**
 * This process is not the server's: with PORTAL_PURGE_URL (and PORTAL_API_SECRET) the portals
 * get a signed purge; without it their cached pages catch up within PAGE_CACHE_TTL_S.
 */
async function tellPortals(out: (line: string) => void) {
  const env = parseEnv(process.env);
  const targets = purgeTargets(env.PORTAL_PURGE_URL);
  if (targets.length === 0 || !env.PORTAL_API_SECRET) return;
  for (const result of await purgePortals(targets, env.PORTAL_API_SECRET)) {
    out(result.ok ? `portal cache purged: ${result.target}` : `portal cache NOT purged (${result.error}): ${result.target}`);
  }
}

export async function main(args: string[], out: (line: string) => void = console.log): Promise<number> {
  const { db } = openDb();
  try {
    await migrateToLatest(db);
    const code = await run(db, args, out);
    if (code !== 2 && CHANGES_PAGES.has(args[0] ?? "")) await tellPortals(out);
    return code;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && /moderate-cli\.[cm]?[jt]s$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
