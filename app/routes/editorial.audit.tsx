import { AuditPage } from "~/editorial/AuditPage";
import { DeskErrorBoundary } from "~/editorial/DeskPage";
import { loadAudit } from "~/editorial/audit.server";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.audit";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** The editorial desk's audit log (docs/product/editorial.md#the-editorial-desk): who did what, when, with which note. */
export async function loader(args: Route.LoaderArgs) {
  return loadAudit(args);
}

export default function EditorialAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}

export const meta = pageMeta("editorial.audit.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
