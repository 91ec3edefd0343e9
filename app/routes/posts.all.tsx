import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UploadsPage } from "~/components/contributions/Uploads";
import { loadUploads, moveUpload } from "~/contributions/uploads.server";

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

export const meta: MetaFunction = () => [{ title: "My Uploads | IndiaAI" }, { name: "robots", content: "noindex" }];
