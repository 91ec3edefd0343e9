import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UploadsPage } from "~/components/contributions/Uploads";
import { loadUploads, moveUpload } from "~/contributions/uploads.server";
import { pageMeta } from "~/forms/page-meta";

/** The trash of My Uploads (SPEC §2 authoring routes: /posts/trash): trashed contributions, to restore. */
export async function loader(args: LoaderFunctionArgs) {
  return loadUploads(args, "trash");
}

export async function action(args: ActionFunctionArgs) {
  return moveUpload(args, "trash");
}

export default function UploadsTrash() {
  const data = useLoaderData<typeof loader>();
  return <UploadsPage {...data} />;
}

export const meta = pageMeta("contributions.trash.title", [{ name: "robots", content: "noindex" }]);
