import { loadPages } from "~/contributions/pages-list.server";
import { UploadsPage } from "~/contributions/Uploads";
import { pageMeta } from "~/forms/page-meta";
import "~/authoring/messages";
import type { Route } from "./+types/pages.all";

/** The organisation pages and events the user manages (docs/product/contributions.md#my-uploads-and-my-pages /pages/all). */
export async function loader(args: Route.LoaderArgs) {
  return loadPages(args, "all");
}

export default function MyPages({ loaderData }: Route.ComponentProps) {
  return <UploadsPage {...loaderData} />;
}

export const meta = pageMeta("authoring.pages.title", [{ name: "robots", content: "noindex" }]);
