import { DeskErrorBoundary } from "~/editorial/DeskPage";
import { RolesPage } from "~/editorial/RolesPage";
import { changeDeskRoleAction, loadDeskRoles } from "~/editorial/desk-roles.server";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.roles";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** The desk's Roles page (docs/product/editorial.md#roles): admins grant and withdraw editor and moderator. */
export async function loader(args: Route.LoaderArgs) {
  return loadDeskRoles(args);
}

export async function action(args: Route.ActionArgs) {
  return changeDeskRoleAction(args);
}

export default function EditorialRoles({ loaderData, actionData }: Route.ComponentProps) {
  return <RolesPage {...loaderData} failed={actionData ?? undefined} />;
}

export const meta = pageMeta("editorial.roles.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
