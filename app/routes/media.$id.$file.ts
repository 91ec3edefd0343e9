/**
 * Uploaded images and PDFs, streamed from the API (`/media/{id}/{file}`). The same in every
 * language: app/routes.ts does not mirror it under /hi.
 */
import { MEDIA_CACHE_CONTROL, MEDIA_CONTENT_SECURITY_POLICY } from "../../contract";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { fetchMediaFile } from "~/upstream/media.server";
import type { Route } from "./+types/media.$id.$file";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = await fetchMediaFile({ request, context }, params.id, params.file).catch(upstreamErrorResponse);
  if (!file) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  file.headers.set("Cache-Control", MEDIA_CACHE_CONTROL);
  file.headers.set("X-Content-Type-Options", "nosniff");
  // The API's word on how the file is opened (a PDF is an attachment), kept whatever the
  // portal's own page policy says.
  file.headers.set("Content-Security-Policy", MEDIA_CONTENT_SECURITY_POLICY);
  return new Response(file.body, { headers: file.headers });
}
