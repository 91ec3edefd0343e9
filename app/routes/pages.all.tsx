import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPages } from "~/authoring/pages-list.server";
import { UploadsPage } from "~/components/contributions/Uploads";
import { pageMeta } from "~/forms/page-meta";
import "~/authoring/messages";

/** The organisation pages and events the user manages (SPEC §2 /pages/all). */
export async function loader(args: LoaderFunctionArgs) {
  return loadPages(args, "all");
}

export default function MyPages() {
  const data = useLoaderData<typeof loader>();
  return <UploadsPage {...data} />;
}

export const meta = pageMeta("authoring.pages.title", [{ name: "robots", content: "noindex" }]);
