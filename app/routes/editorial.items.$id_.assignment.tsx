import { assignAction, loadAssignment } from "~/editorial/assignment.server";
import { AssignmentPage } from "~/editorial/AssignmentPage";
import { DeskErrorBoundary } from "~/editorial/DeskPage";
import type { ReviewFormFailure } from "~/editorial/ReviewForms";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.items.$id_.assignment";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** Assigning a submission to a colleague of the desk (docs/product/editorial.md#assignment). */
export async function loader(args: Route.LoaderArgs) {
  return loadAssignment(args);
}

export async function action(args: Route.ActionArgs) {
  return assignAction(args);
}

export default function EditorialAssignment({ loaderData, actionData }: Route.ComponentProps) {
  return <AssignmentPage {...loaderData} failure={(actionData as ReviewFormFailure | undefined) ?? null} />;
}

export const meta = pageMeta("editorial.assign.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
