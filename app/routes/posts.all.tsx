import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UploadsPage } from "~/components/contributions/Uploads";
import { loadUploads, moveUpload } from "~/contributions/uploads.server";
import { pageMeta } from "~/forms/page-meta";

/** My Uploads (SPEC §2 profile menu → /posts/all): the signed-in user's contributions. */
export async function loader(args: LoaderFunctionArgs) {
  return loadUploads(args, "all");
}

export async function action(args: ActionFunctionArgs) {
  return moveUpload(args, "all");
}

export default function MyUploads() {
  const data = useLoaderData<typeof loader>();
  return <UploadsPage {...data} />;
}

export const meta = pageMeta("contributions.myUploads", [{ name: "robots", content: "noindex" }]);
