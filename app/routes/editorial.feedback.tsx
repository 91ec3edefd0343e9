import { DeskErrorBoundary } from "~/editorial/DeskPage";
import { FeedbackReport } from "~/feedback/FeedbackReport";
import { loadFeedbackReport } from "~/feedback/report.server";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.feedback";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** What readers tell us: page answers, comments, searches that found nothing, unanswered questions. */
export async function loader(args: Route.LoaderArgs) {
  return loadFeedbackReport(args);
}

export default function EditorialFeedback({ loaderData }: Route.ComponentProps) {
  return <FeedbackReport {...loaderData} />;
}

export const meta = pageMeta("editorial.feedback.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
