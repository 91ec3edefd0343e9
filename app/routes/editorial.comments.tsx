import { CommentModeration } from "~/editorial/CommentModeration";
import { DeskErrorBoundary } from "~/editorial/DeskPage";
import { loadCommentModeration, moderateCommentAction } from "~/editorial/comments.server";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.comments";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** The desk's comment moderation (docs/product/editorial.md#the-editorial-desk): pending and reported comments, approve or reject. */
export async function loader(args: Route.LoaderArgs) {
  return loadCommentModeration(args);
}

export async function action(args: Route.ActionArgs) {
  return moderateCommentAction(args);
}

export default function EditorialComments({ loaderData, actionData: failed }: Route.ComponentProps) {
  return <CommentModeration {...loaderData} formError={failed?.formError ?? null} />;
}

export const meta = pageMeta("editorial.comments.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
