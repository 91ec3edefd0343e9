import { loadPages } from "~/contributions/pages-list.server";
import { UploadsPage } from "~/contributions/Uploads";
import { pageMeta } from "~/forms/page-meta";
import "~/authoring/messages";
import type { Route } from "./+types/pages.trash";

/** The trash of the pages the user manages (docs/product/contributions.md#trash /pages/trash), to restore from. */
export async function loader(args: Route.LoaderArgs) {
  return loadPages(args, "trash");
}

export default function PagesTrash({ loaderData }: Route.ComponentProps) {
  return <UploadsPage {...loaderData} />;
}

export const meta = pageMeta("authoring.pages.trash", [{ name: "robots", content: "noindex" }]);
