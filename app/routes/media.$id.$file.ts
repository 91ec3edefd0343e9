/**
 * Uploaded images and PDFs, streamed from the API (`/media/{id}/{file}`). The same in every
 * language: app/routes.ts does not mirror it under /hi.
 */
import { MEDIA_CACHE_CONTROL } from "../../contract";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { fetchMediaFile } from "~/upstream/media.server";
import type { Route } from "./+types/media.$id.$file";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = await fetchMediaFile({ request, context }, params.id, params.file).catch(upstreamErrorResponse);
  if (!file) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  file.headers.set("Cache-Control", MEDIA_CACHE_CONTROL);
  file.headers.set("X-Content-Type-Options", "nosniff");
  return new Response(file.body, { headers: file.headers });
}
