import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuditPage } from "~/components/editorial/AuditPage";
import { DeskErrorBoundary } from "~/components/editorial/DeskPage";
import { loadAudit } from "~/editorial/audit.server";
import { pageMeta } from "~/forms/page-meta";

/** The editorial desk's audit log (issue 18): who did what, when, with which note. */
export async function loader(args: LoaderFunctionArgs) {
  return loadAudit(args);
}

export default function EditorialAudit() {
  return <AuditPage {...useLoaderData<typeof loader>()} />;
}

export const meta = pageMeta("editorial.audit.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
