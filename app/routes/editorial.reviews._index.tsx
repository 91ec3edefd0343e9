import { DeskErrorBoundary } from "~/editorial/DeskPage";
import type { ReviewFormFailure } from "~/editorial/ReviewForms";
import { ReviewsPage } from "~/editorial/ReviewsPage";
import { loadReviews, reviewsAction } from "~/editorial/reviews.server";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.reviews._index";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** "Reviews due" on the desk (docs/product/editorial.md#review-dates-and-owners): overdue or due soon, by owner. */
export async function loader(args: Route.LoaderArgs) {
  return loadReviews(args);
}

export async function action(args: Route.ActionArgs) {
  return reviewsAction(args);
}

export default function EditorialReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsPage {...loaderData} failure={(actionData as ReviewFormFailure | undefined) ?? null} />;
}

export const meta = pageMeta("editorial.reviews.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
