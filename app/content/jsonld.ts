/**
 * schema.org JSON-LD for items, listings and breadcrumbs. Built by the loaders (server), so the
 * browser bundle carries none of it; rendered by <JsonLd> with `<` escaped.
 */
import type { CollectionCard, CollectionDetail } from "../../contract";
import { JSON_LD_SHAPES, type LdSource, type LdValue } from "../../contract/content-types";
import { DEFAULT_LANGUAGE, localePath, textLanguage, type Language } from "~/i18n/languages";
import { isoDate, isoDuration } from "./format";
import { absoluteUrl } from "./meta";
import { contentTypeById, itemPath } from "./registry";
import { stripHtml, truncateText } from "./text";

function clean<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(
    Object.entries(obj).filter(([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

/** What the values of an item's JSON-LD are worked out from. */
interface LdInput {
  item: CollectionDetail;
  opts: { url: string; origin: string; siteName: string; lang?: Language };
  image: string | null;
  description: string;
  publisher: Record<string, unknown>;
  authors: Record<string, unknown>[];
}

const isVideoFile = (url: string) => /\.(mp4|webm|ogg)(\?|$)/i.test(url);
const postalAddress = (item: CollectionDetail) =>
  clean({ "@type": "PostalAddress", addressLocality: item.location, addressRegion: item.state?.name, addressCountry: item.country?.name });

/** The value of each named source of the registry's JSON-LD shapes (contract/content-type-defs.ts JSON_LD_SHAPES). */
const SOURCES: Record<LdSource, (x: LdInput) => unknown> = {
  title: ({ item }) => item.title,
  headline: ({ item }) => truncateText(item.title, 110),
  description: ({ description }) => description,
  descriptionOrTitle: ({ description, item }) => description || item.title,
  bioOrDescription: ({ item, description }) => (item.attributes.bio ? truncateText(item.attributes.bio, 300) : description),
  image: ({ image }) => image,
  url: ({ opts }) => opts.url,
  published: ({ item }) => (item.published_at ? isoDate(item.published_at) : null),
  modified: ({ item }) => isoDate(item.updated_at),
  uploaded: ({ item }) => isoDate(item.published_at ?? item.updated_at),
  fileModified: ({ item }) => isoDate(item.attributes.dataset_updated ?? item.updated_at),
  authorsOrPublisher: ({ authors, publisher }) => (authors.length ? authors : publisher),
  publisher: ({ publisher }) => publisher,
  keywords: ({ item }) => item.tags.map((t) => t.name).join(", "),
  keywordList: ({ item }) => item.tags.map((t) => t.name),
  eventPlace: ({ item }) => clean({ "@type": "Place", name: item.attributes.venue ?? item.location ?? "", address: postalAddress(item) }),
  address: ({ item }) => (item.location || item.state || item.country ? postalAddress(item) : null),
  founders: ({ item }) => item.attributes.founders?.map((name) => ({ "@type": "Person", name })) ?? null,
  sameAsWebsite: ({ item }) => (item.attributes.website ? [item.attributes.website] : null),
  worksFor: ({ item }) => (item.attributes.organisation ? { "@type": "Organization", name: item.attributes.organisation } : null),
  courseProvider: ({ item, opts }) => ({ "@type": "Organization", name: item.attributes.provider ?? opts.siteName }),
  distribution: ({ item: { attributes: a }, opts }) =>
    a.download_url
      ? [
          clean({
            "@type": "DataDownload",
            encodingFormat: a.dataset_format,
            contentUrl: absoluteUrl(opts.origin, a.download_url),
            contentSize: a.dataset_size,
          }),
        ]
      : null,
  videoFile: ({ item: { attributes: a }, opts }) =>
    a.video_url && isVideoFile(a.video_url) ? absoluteUrl(opts.origin, a.video_url) : null,
  videoEmbed: ({ item: { attributes: a } }) => (a.video_url && !isVideoFile(a.video_url) ? a.video_url : null),
  transcript: ({ item }) => item.attributes.transcript?.replace(/\n/g, " ") ?? null,
};

function valueOf(value: LdValue, x: LdInput): unknown {
  if (typeof value === "string") return SOURCES[value](x);
  const a = x.item.attributes;
  if ("attribute" in value) return a[value.attribute];
  if ("date" in value) return a[value.date] ? isoDate(a[value.date]) : null;
  if ("duration" in value) return isoDuration(a[value.duration]);
  return value.constant;
}

/**
 * schema.org JSON-LD for an item, in the shape its type's registry entry names (`jsonLd`:
 * Article/NewsArticle/Report, Event, Dataset, VideoObject, Organization kinds, Person, Course,
 * Product, Country); null for types with no good schema.org match.
 */
export function itemJsonLd(
  item: CollectionDetail,
  opts: { url: string; origin: string; siteName: string; lang?: Language },
): Record<string, unknown> | null {
  const ld = contentTypeById(item.collection_type)?.jsonLd;
  if (!ld) return null;
  const input: LdInput = {
    item,
    opts,
    image: absoluteUrl(opts.origin, item.featured_image?.full_url ?? item.featured_image?.url),
    description: truncateText(item.excerpt || stripHtml(item.body), 300),
    publisher: { "@type": "Organization", name: opts.siteName, url: opts.origin },
    authors: item.authors.map((p) =>
      clean({
        "@type": "Person",
        name: p.name,
        url: absoluteUrl(opts.origin, localePath(opts.lang ?? DEFAULT_LANGUAGE, `/author/${p.slug}`)),
      }),
    ),
  };
  // inLanguage: the language the item's text is in, which on a Hindi page may still be English.
  const base = { "@context": "https://schema.org", "@type": ld.type, url: opts.url, inLanguage: textLanguage(item) };
  const properties = Object.entries(JSON_LD_SHAPES[ld.shape]).map(([name, value]: [string, LdValue]) => [name, valueOf(value, input)]);
  return clean({ ...base, ...Object.fromEntries(properties) });
}

/** ItemList JSON-LD for listings and landing pages, linking to the items in the page's language. */
export function itemListJsonLd(items: CollectionCard[], origin: string, lang: Language = DEFAULT_LANGUAGE) {
  const link = (i: CollectionCard) => {
    const p = itemPath(i);
    return p ? `${origin}${localePath(lang, p)}` : null;
  };
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: items
      .map((item, index) => ({ item, href: link(item), index }))
      .filter((x) => x.href)
      .map(({ href, index, item }) => ({ "@type": "ListItem", position: index + 1, url: href, name: item.title })),
  };
}

/** BreadcrumbList JSON-LD. */
export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
  };
}
