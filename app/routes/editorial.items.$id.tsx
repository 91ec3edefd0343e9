import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { DeskErrorBoundary } from "~/components/editorial/DeskPage";
import { SubmissionPage } from "~/components/editorial/SubmissionPage";
import { decideAction, loadSubmission, type DecisionFailure } from "~/editorial/submission.server";
import { pageMeta } from "~/forms/page-meta";

/** A submission in the editorial desk (issue 18): as it will appear, its history, and the decisions. */
export async function loader(args: LoaderFunctionArgs) {
  return loadSubmission(args);
}

export async function action(args: ActionFunctionArgs) {
  return decideAction(args);
}

export default function EditorialItem() {
  const data = useLoaderData<typeof loader>();
  const failure = (useActionData<typeof action>() ?? null) as DecisionFailure | null;
  return <SubmissionPage {...data} failure={failure} />;
}

/** A 409 means the item changed under the editor: show its status now, not the one they saw. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const meta = pageMeta("editorial.item.details", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
