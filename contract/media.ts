import { z } from "zod";
import { MEDIA_KINDS } from "./media-constants";

/**
 * Uploaded images and PDFs (docs/product/contributions.md#images-and-pdfs): `POST /api/web/media` (multipart `file` + `purpose`)
 * answers a `Media`; images are re-encoded into renditions served under `/media/{id}/…`.
 * Decision 0100. Browser code imports media-constants.ts (no zod) instead.
 */

export * from "./media-constants";

export const MediaKind = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKind>;

export const MediaId = z.string().uuid("Not a media id");

export const Media = z.object({
  id: MediaId,
  kind: MediaKind,
  /** Of the full rendition (images); null for a PDF. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** `/media/{id}/full.webp` for an image, `/media/{id}/document.pdf` for a PDF. */
  url: z.string(),
  /** Size of the file as uploaded. */
  bytes: z.number().int().nonnegative(),
  /** The uploaded file's name, for display only (never used as a path). */
  name: z.string(),
});
export type Media = z.infer<typeof Media>;
export const MediaResponse = z.object({ data: Media });

export const MediaPurpose = MediaKind;
export type MediaPurpose = MediaKind;
