import { DeskErrorBoundary } from "~/editorial/DeskPage";
import { QueuePage } from "~/editorial/QueuePage";
import { loadQueue } from "~/editorial/queue.server";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial._index";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** The editorial desk's queue (docs/product/editorial.md#the-editorial-desk): submissions by status and kind, for editors only. */
export async function loader(args: Route.LoaderArgs) {
  return loadQueue(args);
}

export default function EditorialQueue({ loaderData }: Route.ComponentProps) {
  return <QueuePage {...loaderData} />;
}

export const meta = pageMeta("editorial.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
