import type { CollectionInput } from "../../../contract";
import { illustrationUrl, shareImageUrl } from "../media/illustration";
import { deepen } from "./depth";
import { THEMES, type Draft, type Theme } from "./draft";

export type { Draft, Theme };

/** Every sample item says where it comes from, so no one mistakes it for real news. */
export const SAMPLE_SOURCE = "Sample content";
export const SAMPLE_NOTE = "<p><em>This is sample content for the portal’s demonstration.</em></p>";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function html(body: string[]): string {
  return body.map((b) => (b.startsWith("<") ? b : `<p>${escapeHtml(b)}</p>`)).join("\n") + "\n" + SAMPLE_NOTE;
}

const themes = new Map<string, Theme>();
/** The theme an item's illustration is drawn from (api/seed/media/make-media.ts). */
export const themeOf = (collection_type: number, slug: string) => themes.get(`${collection_type}/${slug}`);

/** Builds a CollectionInput with the sample-content defaults filled in. */
export function item(collection_type: number, d: Draft): CollectionInput {
  if (d.theme) themes.set(`${collection_type}/${d.slug}`, d.theme);
  const image = d.image ?? (d.theme ? { url: illustrationUrl(collection_type, d.slug), alt: THEMES[d.theme] } : null);
  if (!image) throw new Error(`sample item ${d.slug} has neither a theme nor an image`);
  const body = [...d.body, ...deepen(collection_type, d)];
  const words = body
    .join(" ")
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return {
    collection_type,
    title: d.title,
    slug: d.slug,
    excerpt: d.excerpt,
    body: html(body),
    featured_image: { url: image.url, alt_text: image.alt, title: d.title, description: d.excerpt },
    tags: d.tags,
    authors: d.authors ?? [],
    read_time: d.read_time ?? Math.max(1, Math.round(words / 200)),
    published_at: `${d.date}T04:30:00.000Z`,
    source: SAMPLE_SOURCE,
    status: "published",
    location: d.location ?? null,
    state: d.state ?? null,
    country: d.country ?? "India",
    is_brand: d.brand ?? false,
    is_featured: d.featured ?? false,
    head_category: d.head ?? null,
    attributes: !d.image && d.theme ? { share_image_url: shareImageUrl(collection_type, d.slug), ...d.attributes } : (d.attributes ?? {}),
  };
}
