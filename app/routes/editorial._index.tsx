import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeskErrorBoundary } from "~/components/editorial/DeskPage";
import { QueuePage } from "~/components/editorial/QueuePage";
import { loadQueue } from "~/editorial/queue.server";
import { pageMeta } from "~/forms/page-meta";

/** The editorial desk's queue (issue 18): submissions by status and kind, for editors only. */
export async function loader(args: LoaderFunctionArgs) {
  return loadQueue(args);
}

export default function EditorialQueue() {
  return <QueuePage {...useLoaderData<typeof loader>()} />;
}

export const meta = pageMeta("editorial.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
