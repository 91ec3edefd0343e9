import type { ShouldRevalidateFunction } from "react-router";
import { DeskErrorBoundary } from "~/editorial/DeskPage";
import { StewardshipPanel } from "~/editorial/StewardshipPanel";
import { SubmissionPage } from "~/editorial/SubmissionPage";
import { loadStewardship } from "~/editorial/assignment.server";
import { decideAction, loadSubmission } from "~/editorial/submission.server";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.items.$id";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** A submission in the editorial desk (docs/product/editorial.md#the-editorial-desk): as it will appear, its history, and the decisions. */
export async function loader(args: Route.LoaderArgs) {
  const submission = await loadSubmission(args);
  // Its assignee and review date (docs/product/editorial.md#assignment), once the desk role is checked.
  return { ...submission, stewardship: await loadStewardship(args) };
}

export async function action(args: Route.ActionArgs) {
  return decideAction(args);
}

export default function EditorialItem({ loaderData, actionData }: Route.ComponentProps) {
  const { stewardship, ...submission } = loaderData;
  return (
    <SubmissionPage {...submission} failure={actionData ?? null}>
      <StewardshipPanel {...stewardship} />
    </SubmissionPage>
  );
}

/**
 * A 409 means the item changed under the editor: show its status now, not the one they saw. A
 * 403 of four eyes (decision 0123): show the decisions as they are now (no approve button).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || actionStatus === 403 || defaultShouldRevalidate;

export const meta = pageMeta("editorial.item.details", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
