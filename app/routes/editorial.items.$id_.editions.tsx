import { DeskErrorBoundary } from "~/editorial/DeskPage";
import { EditionsPage } from "~/editorial/EditionsPage";
import { loadEditions, restoreAction } from "~/editorial/editions.server";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.items.$id_.editions";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** An item's editions in the desk (docs/product/editorial.md#editions-and-history): history, differences, restore. */
export async function loader(args: Route.LoaderArgs) {
  return loadEditions(args);
}

export async function action(args: Route.ActionArgs) {
  return restoreAction(args);
}

export default function EditorialEditions({ loaderData, actionData }: Route.ComponentProps) {
  return <EditionsPage {...loaderData} failure={actionData ?? null} />;
}

export const meta = pageMeta("editorial.editions.heading", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
