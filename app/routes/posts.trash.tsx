import { UploadsPage } from "~/contributions/Uploads";
import { loadUploads, moveUpload } from "~/contributions/uploads.server";
import { pageMeta } from "~/forms/page-meta";
import type { Route } from "./+types/posts.trash";
import "~/contributions/messages";

/** The trash of My Uploads (docs/product/contributions.md#kinds-and-their-forms authoring routes: /posts/trash): trashed contributions, to restore. */
export async function loader(args: Route.LoaderArgs) {
  return loadUploads(args, "trash");
}

export async function action(args: Route.ActionArgs) {
  return moveUpload(args, "trash");
}

export default function UploadsTrash({ loaderData }: Route.ComponentProps) {
  return <UploadsPage {...loaderData} />;
}

export const meta = pageMeta("contributions.trash.title", [{ name: "robots", content: "noindex" }]);
