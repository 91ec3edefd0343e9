import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CommentModeration } from "~/components/editorial/CommentModeration";
import { DeskErrorBoundary } from "~/components/editorial/DeskPage";
import { loadCommentModeration, moderateCommentAction } from "~/editorial/comments.server";
import { pageMeta } from "~/forms/page-meta";

/** The desk's comment moderation (issue 18): pending and reported comments, approve or reject. */
export async function loader(args: LoaderFunctionArgs) {
  return loadCommentModeration(args);
}

export async function action(args: ActionFunctionArgs) {
  return moderateCommentAction(args);
}

export default function EditorialComments() {
  const data = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return <CommentModeration {...data} formError={failed?.formError ?? null} />;
}

export const meta = pageMeta("editorial.comments.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
