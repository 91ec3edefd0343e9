import type { MediaSourceSet } from "../../../contract/media-constants";

/** An image as the loaders hand it over: for an upload, its renditions worked out on the server. */
export interface PictureImage {
  src: string;
  alt: string;
  /** The upload's AVIF and WebP renditions (`pictureOf`); null for any other image. */
  picture: MediaSourceSet | null;
}

export interface PictureProps {
  image: PictureImage;
  /** The box the picture is laid out in (reserves its space before it loads). */
  width: number;
  height: number;
  /** With a responsive set (width descriptors, the detail page's): how wide the picture is shown. */
  sizes?: string;
  lang?: string;
  className?: string;
  loading?: "lazy" | "eager";
}

/**
 * A picture: for an uploaded image (`/media/…`) a `<picture>` offering AVIF, then WebP, at the
 * sizes the upload was rendered in; any other image (sample content, external) as a plain
 * `<img>`. No JavaScript: the browser picks the format and size itself. The renditions come
 * with the loader's data, so the browser bundle does not carry the media addressing rules.
 */
export function Picture({ image, width, height, sizes, lang, className, loading = "lazy" }: PictureProps) {
  const set = image.picture;
  const img = (
    <img
      src={set?.src ?? image.src}
      alt={image.alt}
      lang={lang}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
  if (!set) return img;
  // `contents`: the <img> keeps its place in the layout (a flex item on cards) as if unwrapped.
  return (
    <picture className="contents">
      {set.sources.map((source) => (
        <source key={source.format} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
