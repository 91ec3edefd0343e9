import { AUTHORING_KINDS, type Lang } from "../../contract";
import type { Db } from "../db";
import type { Mailer } from "../mail";
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
 * scheduled publication. A mail that cannot be sent is logged; what happened stands.
 */
export async function notifyContributor(
  db: Db,
  deps: { mailer: Mailer; origin: string; logger?: { error(obj: unknown, msg?: string): void } },
  row: ItemRow,
  event: ContributorEvent,
  detail: { note?: string | null; publishedUrl: string | null },
): Promise<void> {
  const author = await authorOf(db, row.user_id);
  if (!author.email) return;
  const lang: Lang = row.lang === "hi" ? "hi" : "en";
  try {
    await deps.mailer.send(
      decisionMail({
        to: author.email,
        name: author.name,
        lang,
        decision: event,
        title: row.title,
        note: detail.note ?? null,
        path: mailPath(row, detail.publishedUrl),
        origin: deps.origin,
      }),
    );
  } catch (error) {
    deps.logger?.error({ err: error, item: row.id }, "decision e-mail not sent");
  }
}
