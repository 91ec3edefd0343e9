import { sql } from "kysely";
import { DEFAULT_LANG, LANGS, PAGE_FEEDBACK_LIMITS, type Lang, type PageFeedbackRequest } from "../../contract";
import type { Db } from "../db/connection";
import { dayBefore, indiaDay } from "./days";

/**
 * What readers tell us (docs/product/editorial.md#what-readers-tell-us): "Was this page useful?"
 * answers and searches that found nothing. Page, language, day and the visitor's own words only:
 * no address, account or cookie is kept with them.
 */

/** One line, spaces collapsed, in NFC: the form kept and compared. */
function oneLine(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** The page as the desk lists it: no language prefix, no trailing slash, lower case. */
export function pageKey(path: string): string {
  let page = path.toLowerCase();
  const prefix = LANGS.find((lang) => lang !== DEFAULT_LANG && (page === `/${lang}` || page.startsWith(`/${lang}/`)));
  if (prefix) page = page.slice(prefix.length + 1) || "/";
  return page.length > 1 ? page.replace(/\/+$/, "") || "/" : page;
}

export async function recordPageFeedback(db: Db, input: PageFeedbackRequest, lang: Lang, now: Date): Promise<void> {
  // The box opens with "No": a comment posted with "Yes" is not asked for, so not kept.
  const comment = input.helpful ? null : oneLine(input.comment ?? "").slice(0, PAGE_FEEDBACK_LIMITS.commentMax) || null;
  await db
    .insertInto("page_feedback")
    .values({ path: pageKey(input.path), lang, helpful: input.helpful ? 1 : 0, comment, day: indiaDay(now), created_at: now.toISOString() })
    .execute();
}

/** Counts a search that found nothing, on its day, in the form editors read it (lower case). */
export async function recordSearchMiss(db: Db, text: string, lang: Lang, now: Date): Promise<void> {
  const query = oneLine(text).toLowerCase();
  if (!query) return;
  await db
    .insertInto("search_misses")
    .values({ day: indiaDay(now), lang, query, count: 1 })
    .onConflict((oc) => oc.columns(["day", "lang", "query"]).doUpdateSet({ count: sql`search_misses.count + 1` }))
    .execute();
}

/**
 * The retention job: answers older than PAGE_FEEDBACK_LIMITS.keepDays become counts per page,
 * language and day (their comments go), and older searches that found nothing are deleted.
 * One transaction, so a count is never both kept raw and added. Returns the raw rows removed.
 */
export async function agePageFeedback(db: Db, now: Date): Promise<{ answers: number; searches: number }> {
  const before = dayBefore(indiaDay(now), PAGE_FEEDBACK_LIMITS.keepDays);
  return db.transaction().execute(async (trx) => {
    const counts = await trx
      .selectFrom("page_feedback")
      .select(["path", "lang", "day"])
      .select([
        sql<number>`sum(case when helpful = 1 then 1 else 0 end)`.as("yes"),
        sql<number>`sum(case when helpful = 0 then 1 else 0 end)`.as("no"),
        sql<number>`sum(case when comment is null then 0 else 1 end)`.as("comments"),
      ])
      .where("day", "<", before)
      .groupBy(["path", "lang", "day"])
      .execute();
    for (const row of counts) {
      const [yes, no, comments] = [Number(row.yes), Number(row.no), Number(row.comments)];
      await trx
        .insertInto("page_feedback_days")
        .values({ path: row.path, lang: row.lang, day: row.day, yes, no, comments })
        .onConflict((oc) =>
          oc.columns(["day", "path", "lang"]).doUpdateSet({
            yes: sql`page_feedback_days.yes + ${yes}`,
            no: sql`page_feedback_days.no + ${no}`,
            comments: sql`page_feedback_days.comments + ${comments}`,
          }),
        )
        .execute();
    }
    const answers = await trx.deleteFrom("page_feedback").where("day", "<", before).executeTakeFirst();
    const searches = await trx.deleteFrom("search_misses").where("day", "<", before).executeTakeFirst();
    return { answers: Number(answers.numDeletedRows), searches: Number(searches.numDeletedRows) };
  });
}
