import { AUTHORING_KINDS, type Lang } from "../../contract";
import type { BackgroundWork } from "../core/background";
import type { Db } from "../db";
import type { Mailer } from "../mail";
import { optOutFor } from "../notifications/opt-out";
import { markMailed, notificationSettings, recordNotification } from "../notifications/store";
import { authorOf, kindOf, type ItemRow } from "./items";
import { decisionMail, type ContributorEvent } from "./mail";

/** Where the e-mail sends the contributor: the page online, or their edit page. */
function mailPath(row: ItemRow, publishedUrl: string | null): string {
  if (publishedUrl) return publishedUrl;
  const { group, segment } = AUTHORING_KINDS[kindOf(row)];
  return `/${group}/${segment}/${row.slug}`;
}

/**
 * Tells the item's contributor what happened to it: a decision, a scheduled approval, a
 * scheduled publication. Every event is recorded for their profile (docs/product/notifications.md);
 * the e-mail goes out unless they turned decision e-mails off. A notification or mail that
 * fails is logged; what happened stands. With `background` (the desk) the mail goes after the
 * answer, so an editor does not wait on the mail server; the job runner sends it in turn.
 */
export async function notifyContributor(
  db: Db,
  deps: {
    mailer: Mailer;
    origin: string;
    logger?: { error(obj: unknown, msg?: string): void };
    now?: () => Date;
    background?: BackgroundWork;
  },
  row: ItemRow,
  event: ContributorEvent,
  detail: { note?: string | null; publishedUrl: string | null },
): Promise<void> {
  const path = mailPath(row, detail.publishedUrl);
  const note = detail.note ?? null;
  const failed = (error: unknown) => deps.logger?.error({ err: error, item: row.id }, "decision notification not sent");
  try {
    const id = await recordNotification(db, { userId: row.user_id, kind: event, title: row.title, path, note }, deps.now?.() ?? new Date());
    const author = await authorOf(db, row.user_id);
    if (!author.email || !(await notificationSettings(db, row.user_id)).decisions) return;
    const lang: Lang = row.lang === "hi" ? "hi" : "en";
    const optOut = optOutFor(db, deps.origin, lang, "decisions", row.user_id);
    const mail = decisionMail({
      to: author.email,
      name: author.name,
      lang,
      decision: event,
      title: row.title,
      note,
      path,
      origin: deps.origin,
      unsubscribeUrl: optOut?.url ?? null,
    });
    const send = async () => {
      await deps.mailer.send({ ...mail, headers: optOut?.headers });
      if (id !== null) await markMailed(db, id);
    };
    if (deps.background) deps.background.run(send, failed);
    else await send();
  } catch (error) {
    failed(error);
  }
}
