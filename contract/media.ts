import { z } from "zod";

/**
 * Uploaded images and PDFs (issue 18): `POST /api/web/media` (multipart `file` + `purpose`)
 * answers a `Media`; images are re-encoded into renditions served under `/media/{id}/…`.
 * Decision 0100. No server-only imports: the portal's components use `mediaSources`.
 */

export const MEDIA_KINDS = ["image", "pdf"] as const;
export const MediaKind = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKind>;

export const MEDIA_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  pdfBytes: 20 * 1024 * 1024,
  /** Checked from the header before any decoding. */
  pixels: 40_000_000,
} as const;

/** Room for the multipart framing and the `purpose` field around the largest file accepted. */
export const MEDIA_FORM_OVERHEAD = 64 * 1024;

export const bytesLimitOf = (kind: MediaKind): number => (kind === "image" ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.pdfBytes);

/** Every image is served in these formats, best first (the order of `<source>`s). */
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/**
 * The renditions of an image: thumbnails are cropped to cover (SPEC §9: 140×140 on cards, and
 * 280×280 for 2× screens); card and full keep the aspect ratio and are never enlarged.
 */
export const IMAGE_RENDITIONS = {
  thumb: { width: 140, height: 140 },
  "thumb-2x": { width: 280, height: 280 },
  card: { width: 640 },
  full: { width: 1600 },
} as const satisfies Record<string, { width: number; height?: number }>;
export type ImageRendition = keyof typeof IMAGE_RENDITIONS;
export const IMAGE_RENDITION_NAMES = Object.keys(IMAGE_RENDITIONS) as ImageRendition[];

export const PDF_FILE = "document.pdf";

/** Every file name a media item can have: `{rendition}.{format}` for images, `document.pdf`. */
export const MEDIA_FILE_NAMES: readonly string[] = [...IMAGE_RENDITION_NAMES.flatMap((r) => MEDIA_FORMATS.map((f) => `${r}.${f}`)), PDF_FILE];
export const MediaFileName = z.string().refine((name) => MEDIA_FILE_NAMES.includes(name), "Not a media file");

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

export const mediaUrl = (id: string, file: string) => `/media/${id}/${file}`;

const MEDIA_IMAGE_URL = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(thumb|thumb-2x|card|full)\.(webp|avif)$/i;

export interface MediaSourceSet {
  /** `srcset` per format, best format first. */
  sources: { format: MediaFormat; type: string; srcset: string }[];
  /** The `<img src>` for browsers without `<picture>`. */
  src: string;
  width: number;
  height?: number;
}

export interface MediaSources {
  id: string;
  /** 140×140 with a 2× candidate: cards. */
  thumb: MediaSourceSet;
  /** Card and full widths with `w` descriptors: the detail page's featured image. */
  responsive: MediaSourceSet;
}

/**
 * The `srcset`s of an uploaded image, from any of its rendition urls; null for any other url
 * (sample images, external urls, PDFs), which are shown as they are.
 */
export function mediaSources(url: string | null | undefined): MediaSources | null {
  const match = url ? MEDIA_IMAGE_URL.exec(url) : null;
  if (!match) return null;
  const id = match[1].toLowerCase();
  const at = (rendition: ImageRendition, format: MediaFormat) => mediaUrl(id, `${rendition}.${format}`);
  const set = (make: (format: MediaFormat) => string, fallback: string, width: number, height?: number): MediaSourceSet => ({
    sources: MEDIA_FORMATS.map((format) => ({ format, type: `image/${format}`, srcset: make(format) })),
    src: fallback,
    width,
    height,
  });
  const { thumb, card, full } = IMAGE_RENDITIONS;
  return {
    id,
    thumb: set((f) => `${at("thumb", f)} 1x, ${at("thumb-2x", f)} 2x`, at("thumb", "webp"), thumb.width, thumb.height),
    responsive: set((f) => `${at("card", f)} ${card.width}w, ${at("full", f)} ${full.width}w`, at("card", "webp"), card.width),
  };
}
