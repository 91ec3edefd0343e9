import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { requireEditor } from "~/editorial/access.server";
import { requestLanguage, translator } from "~/i18n";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { getPageFeedbackReport } from "~/upstream/page-feedback.server";
import { toCsv } from "./csv";
import type { FeedbackList } from "./FeedbackReport";
import { filtersOf } from "./report.server";

const List = z.enum(["pages", "comments", "searches", "questions"]);

/**
 * One list of the desk's report as a CSV file (/editorial/feedback.csv?list=…&from=…&to=…&lang=…),
 * headed in the page's language. Editors only; never cached. A list or period it cannot read is 400.
 */
export async function feedbackCsv(args: LoaderFunctionArgs): Promise<Response> {
  await requireEditor(args);
  const list = List.safeParse(new URL(args.request.url).searchParams.get("list"));
  if (!list.success) throw new Response("Unknown list", { status: 400 });
  const report = await getPageFeedbackReport(args, filtersOf(args.request)).catch(upstreamErrorResponse);
  const t = translator(requestLanguage(args.request));
  const [day, page, lang, count] = [
    t("editorial.feedback.column.day"),
    t("editorial.feedback.column.page"),
    t("editorial.feedback.column.lang"),
    t("editorial.feedback.column.count"),
  ];
  const tables: Record<FeedbackList, () => string> = {
    pages: () =>
      toCsv(
        [
          page,
          t("editorial.feedback.column.views"),
          t("editorial.feedback.column.yes"),
          t("editorial.feedback.column.no"),
          t("editorial.feedback.column.comments"),
        ],
        report.pages.map((p) => [p.path, p.views, p.yes, p.no, p.comments]),
      ),
    comments: () =>
      toCsv(
        [day, page, lang, t("editorial.feedback.column.comment")],
        report.comments.map((c) => [c.day, c.path, c.lang, c.comment]),
      ),
    searches: () =>
      toCsv(
        [day, t("editorial.feedback.column.search"), lang, count],
        report.searches.map((s) => [s.day, s.text, s.lang, s.count]),
      ),
    questions: () =>
      toCsv(
        [day, t("editorial.feedback.column.question"), lang, count],
        report.questions.map((q) => [q.day, q.text, q.lang, q.count]),
      ),
  };
  return new Response(tables[list.data](), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="page-feedback-${list.data}-${report.from}-${report.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
