import { contentReviewAction, loadContentReview } from "~/editorial/content-review.server";
import { ContentReviewPage } from "~/editorial/ContentReviewPage";
import { DeskErrorBoundary } from "~/editorial/DeskPage";
import type { ReviewFormFailure } from "~/editorial/ReviewForms";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.reviews.$collectionId";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** One published item's review date and owner (docs/product/editorial.md#review-dates-and-owners). */
export async function loader(args: Route.LoaderArgs) {
  return loadContentReview(args);
}

export async function action(args: Route.ActionArgs) {
  return contentReviewAction(args);
}

export default function EditorialContentReview({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentReviewPage {...loaderData} failure={(actionData as ReviewFormFailure | undefined) ?? null} />;
}

export const meta = pageMeta("editorial.reviews.item.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
