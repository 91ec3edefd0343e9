import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { Lang, PAGE_FEEDBACK_LIMITS, type PageFeedbackQuery } from "../../contract";
import { requireEditor } from "~/editorial/access.server";
import { UpstreamError, upstreamErrorResponse } from "~/upstream/core.server";
import { getPageFeedbackReport } from "~/upstream/page-feedback.server";

/**
 * The desk's page of what readers tell us (/editorial/feedback) and its CSV files: the filters
 * from the address (a GET form, so a filtered view can be shared), the report from the API
 * (which checks the role again). Dates the API refuses fall back to the last 30 days, said so.
 */

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const Filters = z.object({ from: Day, to: Day, language: Lang.optional().catch(undefined) });

export function filtersOf(request: Request): PageFeedbackQuery {
  const params = new URL(request.url).searchParams;
  return Filters.parse({
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
    language: params.get("lang") || undefined,
  });
}

/** The report for the address's filters; `badDates` when its period was refused and the default shown instead. */
export async function loadFeedbackReport(args: LoaderFunctionArgs) {
  await requireEditor(args);
  const filters = filtersOf(args.request);
  try {
    return { report: await getPageFeedbackReport(args, filters), badDates: false, keepDays: PAGE_FEEDBACK_LIMITS.keepDays };
  } catch (error) {
    if (!(error instanceof UpstreamError && error.status === 422 && (filters.from || filters.to))) return upstreamErrorResponse(error);
    const report = await getPageFeedbackReport(args, { language: filters.language }).catch(upstreamErrorResponse);
    return { report, badDates: true, keepDays: PAGE_FEEDBACK_LIMITS.keepDays };
  }
}

export type FeedbackReportData = Awaited<ReturnType<typeof loadFeedbackReport>>;
