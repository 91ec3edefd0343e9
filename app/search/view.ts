/**
 * What a search result shows (docs/product/search.md#results "Search result item"): the answer's item shaped for the
 * page and the dropdown, with the link already decided for the viewer. Pure.
 */
import { DEFAULT_LANGUAGE, textLanguage, type Language } from "~/i18n/languages";
import type { SearchResultItem, Tag } from "../../contract";
import { mediaSources } from "../../contract/media-constants";
import type { PictureImage } from "~/components/media/Picture";
import { formatDate, formatReadTime, isoDate } from "~/content/format";
import { displayName } from "~/content/registry";
import { resultLink, type Viewer } from "./links";
import { tagSearchHref } from "../chrome/search-href";

export interface ResultView {
  id: number;
  /** The language the title and excerpt came in (English when not yet translated). */
  lang: Language;
  title: string;
  typeId: number;
  typeName: string;
  href: string | null;
  gate: "sign-in" | "add-email" | null;
  /** For an upload, `picture` carries its 140×140 renditions (never the full-size image). */
  image: PictureImage | null;
  readTime: string;
  date: string;
  dateTime: string;
  excerpt: string | null;
  source: string | null;
  tags: { name: string; href: string; lang: Language }[];
  slug: string;
}

export interface TagLink {
  id: number;
  name: string;
  href: string;
  /** The language the name is in. */
  lang: Language;
}

/** A result for a page in `lang`: labels and dates in it, the item's texts in their own language. */
export function toResultView(item: SearchResultItem, viewer: Viewer, lang: Language = DEFAULT_LANGUAGE): ResultView {
  const link = resultLink({ collection_type: item.type_id, slug: item.slug, head_category: item.head_category }, viewer, lang);
  const date = item.published_at ?? item.updated_at;
  const src = item.featured_image?.url ?? item.thumbnail;
  return {
    id: item.id,
    title: item.title,
    typeId: item.type_id,
    lang: textLanguage(item),
    typeName: displayName(item.type_id, item.head_category, lang) || item.type,
    href: link?.href ?? null,
    gate: link?.gate ?? null,
    // Decorative beside the title link (WCAG H67, decision 0120): docs/product/browse.md#cards's 20-character alt read
    // as noise ("A printed page of a…") in a list of results.
    image: src ? { src, alt: "", picture: mediaSources(src)?.thumb ?? null } : null,
    readTime: formatReadTime(item.read_time, lang),
    date: formatDate(date, lang),
    dateTime: isoDate(date),
    excerpt: item.excerpt,
    source: item.source,
    tags: item.tags
      .slice(0, 3)
      .map((t) => ({ name: t.name, href: tagSearchHref(t.name), lang: "lang" in t ? textLanguage(t) : textLanguage(item) })),
    slug: item.slug,
  };
}

export function toTagLinks(tags: Tag[]): TagLink[] {
  return tags.map((t) => ({ id: t.id, name: t.name, href: tagSearchHref(t.name), lang: textLanguage(t) }));
}
