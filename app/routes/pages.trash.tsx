import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPages } from "~/authoring/pages-list.server";
import { UploadsPage } from "~/components/contributions/Uploads";
import { pageMeta } from "~/forms/page-meta";
import "~/authoring/messages";

/** The trash of the pages the user manages (SPEC §2 /pages/trash), to restore from. */
export async function loader(args: LoaderFunctionArgs) {
  return loadPages(args, "trash");
}

export default function PagesTrash() {
  const data = useLoaderData<typeof loader>();
  return <UploadsPage {...data} />;
}

export const meta = pageMeta("authoring.pages.trash", [{ name: "robots", content: "noindex" }]);
