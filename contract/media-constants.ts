/**
 * The media constants and helpers without zod, for browser code (cards, pictures): the limits,
 * the renditions, `mediaSources(url)` and the byte sniffer. contract/media.ts re-exports them.
 */

export const MEDIA_KINDS = ["image", "pdf"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

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
 * The renditions of an image: thumbnails are cropped to cover (docs/product/browse.md#cards: 140×140 on cards, and
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

/** The files of an image: `{rendition}.{format}`. */
export const IMAGE_FILE_NAMES: readonly string[] = IMAGE_RENDITION_NAMES.flatMap((r) => MEDIA_FORMATS.map((f) => `${r}.${f}`));
/** Every file name a media item can have. */
export const MEDIA_FILE_NAMES: readonly string[] = [...IMAGE_FILE_NAMES, PDF_FILE];
export const mediaUrl = (id: string, file: string) => `/media/${id}/${file}`;
/** The address a media item is known by: an image's full size, a PDF's document. */
export const mediaItemUrl = (id: string, kind: MediaKind) => mediaUrl(id, kind === "image" ? "full.webp" : PDF_FILE);

/** A media file never changes under its address (a new upload gets a new id): cached for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Every uploaded file is served under this policy: opened directly, it is a sandboxed document
 * of no origin that runs no script and loads nothing (a PDF is also sent as an attachment).
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";

const MEDIA_IMAGE_URL =
  /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(thumb|thumb-2x|card|full)\.(webp|avif)$/i;

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

export const SNIFFED_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  pdf: "application/pdf",
} as const;
export type SniffedType = keyof typeof SNIFFED_TYPES;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** An ISO-BMFF `ftyp` box whose major or a compatible brand is AVIF. */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxSize = Math.min(((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0, bytes.length, 256);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  for (let at = 16; at + 4 <= boxSize; at += 4) if (AVIF_BRANDS.has(ascii(bytes, at, 4))) return true;
  return false;
}

/**
 * What a file is, by its bytes only (its name and declared type are never trusted): one of the
 * images the portal accepts, or a PDF (a `%PDF-` header and an `%%EOF` trailer near the end).
 */
export function sniffMedia(bytes: Uint8Array): SniffedType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  if (ascii(bytes, 0, 5) === "%PDF-" && ascii(bytes, Math.max(0, bytes.length - 1024), 1024).includes("%%EOF")) return "pdf";
  return null;
}

export const kindOfSniffed = (type: SniffedType): MediaKind => (type === "pdf" ? "pdf" : "image");
