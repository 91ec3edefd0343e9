import { UploadsPage } from "~/contributions/Uploads";
import { loadUploads, moveUpload } from "~/contributions/uploads.server";
import { pageMeta } from "~/forms/page-meta";
import type { Route } from "./+types/posts.all";
import "~/contributions/messages";

/** My Uploads (docs/product/chrome.md#profile-menu profile menu → /posts/all): the signed-in user's contributions. */
export async function loader(args: Route.LoaderArgs) {
  return loadUploads(args, "all");
}

export async function action(args: Route.ActionArgs) {
  return moveUpload(args, "all");
}

export default function MyUploads({ loaderData }: Route.ComponentProps) {
  return <UploadsPage {...loaderData} />;
}

export const meta = pageMeta("contributions.myUploads", [{ name: "robots", content: "noindex" }]);
