/**
 * Meta for sharing and search engines: title, description, canonical URL, OpenGraph and Twitter
 * card, from the `seo` object every browse loader returns. Client-safe (the routes' `meta`
 * runs in the browser on navigation); the JSON-LD builders live in jsonld.ts (server).
 */
import { LANGUAGE_CODES, languageOfPath, type Language } from "~/i18n/languages";
import { truncateText } from "./text";

/** OpenGraph locales of the portal's languages. */
export const OG_LOCALES: Record<Language, string> = { en: "en_IN", hi: "hi_IN" };

/** og:locale of a page, from the language its address is in, and the other languages as alternates. */
export function ogLocaleTags(pathname: string): MetaDescriptor[] {
  const lang = languageOfPath(pathname);
  return [
    { property: "og:locale", content: OG_LOCALES[lang] },
    ...LANGUAGE_CODES.filter((l) => l !== lang).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALES[l] })),
  ];
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URL. */
  image?: string | null;
  imageAlt?: string | null;
  siteName: string;
  ogType?: "website" | "article" | "profile" | "video.other";
  /** Pages that must not be indexed (errors, filtered or paged variants keep canonical instead). */
  noindex?: boolean;
}

type MetaDescriptor = Record<string, string>;

export function metaTags(m: PageMeta): MetaDescriptor[] {
  const title = m.title.includes(m.siteName) ? m.title : `${m.title} | ${m.siteName}`;
  const description = truncateText(m.description, 160);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: m.url },
    { property: "og:title", content: m.title },
    { property: "og:description", content: description },
    { property: "og:url", content: m.url },
    { property: "og:type", content: m.ogType ?? "website" },
    { property: "og:site_name", content: m.siteName },
    ...ogLocaleTags(pathOf(m.url)),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: m.title },
    { name: "twitter:description", content: description },
  ];
  const image = shareImage(m);
  tags.push({ property: "og:image", content: image.url }, { name: "twitter:image", content: image.url });
  if (image.alt) tags.push({ property: "og:image:alt", content: image.alt }, { name: "twitter:image:alt", content: image.alt });
  if (m.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The site's share picture, a PNG (public/images/share.png, 1200×630). */
export const DEFAULT_SHARE_IMAGE = "/images/share.png";

/**
 * Social networks ignore SVG images (docs/decisions/0094-visitor-content.md): a page whose own image is an SVG, or that has
 * none, shares the site's PNG instead.
 */
function shareImage(m: PageMeta): { url: string; alt: string | null } {
  if (m.image && !/\.svg(?:[?#]|$)/i.test(m.image)) return { url: m.image, alt: m.imageAlt ?? null };
  return { url: new URL(DEFAULT_SHARE_IMAGE, m.url).toString(), alt: m.siteName };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no string can close the tag. */
function pathOf(url: string) {
  try {
    return new URL(url).pathname;
  } catch {
    return "/";
  }
}

export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return null;
  }
}
