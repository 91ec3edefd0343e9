import { sql } from "kysely";
import { detailPrefix } from "../../contract/content-types";
import { PAGE_FEEDBACK_LIMITS, type Lang, type PageFeedbackQuery, type PageFeedbackReport } from "../../contract";
import { normaliseQuestion } from "../assistant/store";
import type { Db } from "../db/connection";
import { fieldError } from "../http";
import { dayBefore, dayStartUtc, daysBetween, indiaDay, isRealDay } from "./days";

/**
 * The desk's report of what readers told us (docs/product/editorial.md#what-readers-tell-us), for
 * a period of India days and optionally one language: per page the views and the yes/no answers,
 * the newest comments, and per day the searches that found nothing and the questions the
 * assistant could not answer.
 */

type Report = PageFeedbackReport["data"];

/** Rows in each list: enough for a desk, bounded for the page and the CSV. */
const ROWS_MAX = 500;
const COMMENTS_MAX = 200;
/** Unanswered assistant questions read to count them per day. */
const QUESTIONS_READ_MAX = 20_000;
const DEFAULT_DAYS = 30;

/** The period asked for: the last 30 days by default; refused (422) when it is upside down or too long. */
export function period(query: PageFeedbackQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? indiaDay(now);
  const from = query.from ?? dayBefore(to, DEFAULT_DAYS - 1);
  if (!isRealDay(from) || !isRealDay(to)) throw fieldError("from", "Enter real dates, like 2026-01-31");
  if (from > to) throw fieldError("from", "The start date must be on or before the end date");
  if (daysBetween(from, to) > PAGE_FEEDBACK_LIMITS.rangeMaxDays) {
    throw fieldError("from", `Choose a period of at most ${PAGE_FEEDBACK_LIMITS.rangeMaxDays} days`);
  }
  return { from, to };
}

const count = (value: unknown) => Number(value ?? 0);

async function pageCounts(db: Db, from: string, to: string, lang: Lang | undefined) {
  const [recent, older] = await Promise.all([
    db
      .selectFrom("page_feedback")
      .select("path")
      .select([
        sql<number>`sum(case when helpful = 1 then 1 else 0 end)`.as("yes"),
        sql<number>`sum(case when helpful = 0 then 1 else 0 end)`.as("no"),
        sql<number>`sum(case when comment is null then 0 else 1 end)`.as("comments"),
      ])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .$if(lang !== undefined, (q) => q.where("lang", "=", lang!))
      .groupBy("path")
      .execute(),
    db
      .selectFrom("page_feedback_days")
      .select("path")
      .select((eb) => [eb.fn.sum<number>("yes").as("yes"), eb.fn.sum<number>("no").as("no"), eb.fn.sum<number>("comments").as("comments")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .$if(lang !== undefined, (q) => q.where("lang", "=", lang!))
      .groupBy("path")
      .execute(),
  ]);
  const pages = new Map<string, Report["pages"][number]>();
  for (const row of [...recent, ...older]) {
    const page = pages.get(row.path) ?? { path: row.path, views: 0, yes: 0, no: 0, comments: 0 };
    page.yes += count(row.yes);
    page.no += count(row.no);
    page.comments += count(row.comments);
    pages.set(row.path, page);
  }
  return pages;
}

/**
 * Views of the detail pages among `paths` in the period, from the visit log (item and time only:
 * it keeps no language, so views count both). Pages that are not an item's have none.
 */
async function addViews(db: Db, pages: Map<string, Report["pages"][number]>, from: string, to: string): Promise<void> {
  const slugs = [...new Set([...pages.keys()].map((path) => path.slice(path.lastIndexOf("/") + 1)).filter(Boolean))];
  if (slugs.length === 0) return;
  const items = await db
    .selectFrom("collections")
    .select(["id", "collection_type", "head_category", "slug"])
    .where("slug", "in", slugs)
    .execute();
  const pathOf = new Map<number, string>();
  for (const item of items) {
    const path = `${detailPrefix(item.collection_type, item.head_category) ?? ""}/${item.slug.toLowerCase()}`;
    if (pages.has(path)) pathOf.set(item.id, path);
  }
  if (pathOf.size === 0) return;
  const views = await db
    .selectFrom("visit_logs")
    .select("collection_id")
    .select((eb) => eb.fn.countAll<number>().as("views"))
    .where("collection_id", "in", [...pathOf.keys()])
    .where("visited_at", ">=", dayStartUtc(from))
    .where("visited_at", "<", dayStartUtc(dayBefore(to, -1)))
    .groupBy("collection_id")
    .execute();
  for (const row of views) pages.get(pathOf.get(row.collection_id)!)!.views += count(row.views);
}

/** The questions the assistant could not answer, counted per India day, language and question. */
async function unansweredPerDay(db: Db, from: string, to: string, lang: Lang | undefined): Promise<Report["questions"]> {
  const rows = await db
    .selectFrom("assistant_answers")
    .select(["question", "lang", "created_at"])
    .where("status", "=", "not_found")
    .where("created_at", ">=", dayStartUtc(from))
    .where("created_at", "<", dayStartUtc(dayBefore(to, -1)))
    .$if(lang !== undefined, (q) => q.where("lang", "=", lang!))
    .orderBy("created_at", "desc")
    .limit(QUESTIONS_READ_MAX)
    .execute();
  const perDay = new Map<string, Report["questions"][number]>();
  for (const row of rows) {
    const entry = {
      day: indiaDay(new Date(row.created_at)),
      lang: (row.lang === "hi" ? "hi" : "en") as Lang,
      text: normaliseQuestion(row.question),
    };
    const key = `${entry.day} ${entry.lang} ${entry.text}`;
    const seen = perDay.get(key);
    if (seen) seen.count += 1;
    else perDay.set(key, { ...entry, count: 1 });
  }
  return [...perDay.values()].sort((a, b) => b.day.localeCompare(a.day) || b.count - a.count).slice(0, ROWS_MAX);
}

export async function feedbackReport(db: Db, query: PageFeedbackQuery, now: Date): Promise<Report> {
  const { from, to } = period(query, now);
  const lang = query.language;
  const [pages, comments, searches, questions] = await Promise.all([
    pageCounts(db, from, to, lang),
    db
      .selectFrom("page_feedback")
      .select(["path", "lang", "day", "comment"])
      .where("comment", "is not", null)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .$if(lang !== undefined, (q) => q.where("lang", "=", lang!))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(COMMENTS_MAX)
      .execute(),
    db
      .selectFrom("search_misses")
      .select(["day", "lang", "query", "count"])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .$if(lang !== undefined, (q) => q.where("lang", "=", lang!))
      .orderBy("day", "desc")
      .orderBy("count", "desc")
      .orderBy("query")
      .limit(ROWS_MAX)
      .execute(),
    unansweredPerDay(db, from, to, lang),
  ]);
  await addViews(db, pages, from, to);
  const asLang = (value: string): Lang => (value === "hi" ? "hi" : "en");
  return {
    from,
    to,
    language: lang ?? null,
    pages: [...pages.values()]
      .sort((a, b) => b.no - a.no || b.yes + b.no - (a.yes + a.no) || a.path.localeCompare(b.path))
      .slice(0, ROWS_MAX),
    comments: comments.map((c) => ({ path: c.path, lang: asLang(c.lang), day: c.day, comment: c.comment ?? "" })),
    searches: searches.map((s) => ({ day: s.day, lang: asLang(s.lang), text: s.query, count: count(s.count) })),
    questions,
  };
}
