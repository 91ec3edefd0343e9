/**
 * Uploaded images and PDFs, streamed from the API (`/media/{id}/{file}`). The same in every
 * language: remix.config.js does not mirror it under /hi.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { MEDIA_CACHE_CONTROL } from "../../contract";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { fetchMediaFile } from "~/upstream/media.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const file = await fetchMediaFile({ request, context }, params.id ?? "", params.file ?? "").catch(upstreamErrorResponse);
  if (!file) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  file.headers.set("Cache-Control", MEDIA_CACHE_CONTROL);
  file.headers.set("X-Content-Type-Options", "nosniff");
  return new Response(file.body, { headers: file.headers });
}
