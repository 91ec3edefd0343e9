import { z } from "zod";
import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Media uploads and files (decision 0100). */
export function registerMediaPaths({ registry, error, lang, unauthorised, limited }: OpenApiContext): void {
  // ---- media (docs/product/contributions.md#images-and-pdfs, decision 0100) ----
  registry.registerPath({
    method: "post",
    path: "/api/web/media",
    summary: "Upload an image (≤ 5 MB, JPEG/PNG/WebP/AVIF, ≤ 40 megapixels) or a PDF (≤ 20 MB) as multipart; 201 with its Media",
    request: {
      query: lang,
      body: {
        content: {
          "multipart/form-data": { schema: z.object({ purpose: contract.MediaKind, file: z.string().openapi({ format: "binary" }) }) },
        },
      },
    },
    security: [{ bearer: [] }],
    responses: {
      201: json(contract.MediaResponse, "Stored; images re-encoded into every rendition"),
      ...unauthorised,
      413: json(error, "Over the size limit"),
      415: json(error, "Not an allowed type (sniffed from the bytes), or not multipart"),
      422: json(error, "Over the pixel limit, undecodable, empty, or no purpose"),
      ...limited,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/media/{id}/{file}",
    summary: "A stored file: {thumb|thumb-2x|card|full}.{webp|avif} of an image, document.pdf of a PDF; cached immutably",
    request: { params: z.object({ id: contract.MediaId, file: z.enum(contract.MEDIA_FILE_NAMES as [string, ...string[]]) }) },
    responses: {
      200: {
        description: "The file",
        content: { "image/avif": { schema: z.string() }, "image/webp": { schema: z.string() }, "application/pdf": { schema: z.string() } },
      },
      404: json(error, "No such file"),
    },
  });
}
