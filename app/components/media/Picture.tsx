import { mediaSources, type MediaSourceSet } from "../../../contract/media-constants";

export type PictureSize = "thumb" | "responsive";

export interface PictureProps {
  src: string;
  alt: string;
  /** thumb: the 140×140 square with its 2× (cards); responsive: card and full widths (detail). */
  size: PictureSize;
  /** The box the picture is laid out in (reserves its space before it loads). */
  width: number;
  height: number;
  /** For `responsive`: how wide the picture is shown. */
  sizes?: string;
  lang?: string;
  className?: string;
  loading?: "lazy" | "eager";
}

/**
 * A picture: for an uploaded image (`/media/…`) a `<picture>` offering AVIF, then WebP, at the
 * sizes the upload was rendered in; any other image (sample content, external) as a plain
 * `<img>`. No JavaScript: the browser picks the format and size itself.
 */
export function Picture({ src, alt, size, width, height, sizes, lang, className, loading = "lazy" }: PictureProps) {
  const media = mediaSources(src);
  const set: MediaSourceSet | null = media ? media[size] : null;
  const sizesAttr = size === "responsive" ? sizes ?? "100vw" : undefined;
  const img = (
    <img src={set?.src ?? src} alt={alt} lang={lang} width={width} height={height} loading={loading} decoding="async" className={className} />
  );
  if (!set) return img;
  // `contents`: the <img> keeps its place in the layout (a flex item on cards) as if unwrapped.
  return (
    <picture className="contents">
      {set.sources.map((source) => (
        <source key={source.format} type={source.type} srcSet={source.srcset} sizes={sizesAttr} />
      ))}
      {img}
    </picture>
  );
}
