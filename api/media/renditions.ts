import type { OutputInfo, Sharp } from "sharp";
import {
  IMAGE_RENDITION_NAMES,
  IMAGE_RENDITIONS,
  MEDIA_FORMATS,
  MEDIA_LIMITS,
  type ImageRendition,
  type MediaFormat,
} from "../../contract";

export interface Rendition {
  name: string;
  type: string;
  body: Buffer;
}

export interface RenderedImage {
  /** Of the full rendition. */
  width: number;
  height: number;
  files: Rendition[];
}

export class ImageRefused extends Error {
  constructor(readonly reason: "tooManyPixels" | "undecodable") {
    super(reason);
    this.name = "ImageRefused";
  }
}

type SharpFunction = (typeof import("sharp"))["default"];
let loadingSharp: Promise<SharpFunction> | undefined;

/**
 * sharp, loaded at the first image: libvips's code is about 6 MB of a replica's RSS once mapped,
 * and most replicas never process an upload. libvips keeps no cache of decoded images (its
 * default holds up to 50 MB), and each image is worked on by one thread: the memory of an
 * upload goes back once it is processed. sharp already picks one thread with glibc's
 * allocator; this says so everywhere.
 */
function loadSharp(): Promise<SharpFunction> {
  return (loadingSharp ??= import("sharp").then(
    ({ default: sharp }) => {
      sharp.cache(false);
      sharp.concurrency(1);
      return sharp;
    },
    (error: unknown) => {
      // A load can fail for a moment (no file descriptor or memory to spare): the next image tries again.
      loadingSharp = undefined;
      throw error;
    },
  ));
}

/** AVIF at effort 2: about ten times faster than the default here, for a few per cent more bytes. */
const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

function resized(image: Sharp, rendition: ImageRendition): Sharp {
  const size = IMAGE_RENDITIONS[rendition];
  // Thumbnails fill their square (cropped to the middle, enlarged when small): cards are laid
  // out for exactly that size. The other renditions keep the picture and never enlarge it.
  if ("height" in size) return image.resize({ width: size.width, height: size.height, fit: "cover" });
  return image.resize({ width: size.width, withoutEnlargement: true });
}

/**
 * Every rendition of an uploaded image, in every format. The header is read first and a picture
 * over the pixel limit is refused before anything is decoded; the picture is then decoded once,
 * turned upright by its EXIF orientation and scaled to the full size, and every rendition is
 * made from that, one after another (each encoder's memory is given back before the next starts,
 * and one thread of libuv's pool is taken, not all four). Sharp writes no metadata (EXIF, GPS,
 * XMP) unless asked, so none survives. Callers go through the image queue (./image-queue.ts).
 */
export async function renderImage(input: Buffer): Promise<RenderedImage> {
  const sharp = await loadSharp();
  const header = await sharp(input)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw new ImageRefused("undecodable");
  if (header.width * header.height > MEDIA_LIMITS.pixels) throw new ImageRefused("tooManyPixels");

  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(input, { limitInputPixels: MEDIA_LIMITS.pixels, failOn: "error" })
      .rotate()
      .resize({ width: IMAGE_RENDITIONS.full.width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused("undecodable");
  }
  const { width, height, channels } = upright.info;
  const base = () => sharp(upright.data, { raw: { width, height, channels } });

  const files: Rendition[] = [];
  for (const rendition of IMAGE_RENDITION_NAMES) {
    for (const format of MEDIA_FORMATS) {
      const image = rendition === "full" ? base() : resized(base(), rendition);
      files.push({ name: `${rendition}.${format}`, type: `image/${format}`, body: await ENCODERS[format](image).toBuffer() });
    }
  }
  return { width, height, files };
}
