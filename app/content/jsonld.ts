/**
 * schema.org JSON-LD for items, listings and breadcrumbs. Built by the loaders (server), so the
 * browser bundle carries none of it; rendered by <JsonLd> with `<` escaped.
 */
import type { CollectionCard, CollectionDetail } from "../../contract";
import { DEFAULT_LANGUAGE, localePath, textLanguage, type Language } from "~/i18n/languages";
import { isoDate, isoDuration } from "./format";
import { absoluteUrl } from "./meta";
import { contentTypeById, itemPath } from "./registry";
import { stripHtml, truncateText } from "./text";

function clean<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0))) as T;
}

/**
 * schema.org JSON-LD for an item: Article/NewsArticle/Report, Event, Dataset, VideoObject,
 * Organization kinds, Person, Course, Product; null for types with no good schema.org match.
 */
export function itemJsonLd(item: CollectionDetail, opts: { url: string; origin: string; siteName: string; lang?: Language }): Record<string, unknown> | null {
  const type = contentTypeById(item.collection_type);
  const schemaType = type?.schemaType;
  if (!schemaType) return null;
  const image = absoluteUrl(opts.origin, item.featured_image?.full_url ?? item.featured_image?.url);
  const description = truncateText(item.excerpt || stripHtml(item.body), 300);
  const a = item.attributes;
  // inLanguage: the language the item's text is in, which on a Hindi page may still be English.
  const base = { "@context": "https://schema.org", "@type": schemaType, url: opts.url, inLanguage: textLanguage(item) };
  const publisher = { "@type": "Organization", name: opts.siteName, url: opts.origin };
  const authors = item.authors.map((p) => clean({ "@type": "Person", name: p.name, url: absoluteUrl(opts.origin, localePath(opts.lang ?? DEFAULT_LANGUAGE, `/author/${p.slug}`)) }));
  switch (schemaType) {
    case "Article":
    case "NewsArticle":
    case "Report":
      return clean({
        ...base,
        headline: truncateText(item.title, 110),
        description,
        image,
        datePublished: item.published_at ? isoDate(item.published_at) : null,
        dateModified: isoDate(item.updated_at),
        author: authors.length ? authors : publisher,
        publisher,
        keywords: item.tags.map((t) => t.name).join(", "),
        mainEntityOfPage: opts.url,
      });
    case "Event":
      return clean({
        ...base,
        name: item.title,
        description,
        image,
        startDate: a.event_start ? isoDate(a.event_start) : null,
        endDate: a.event_end ? isoDate(a.event_end) : null,
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: clean({
          "@type": "Place",
          name: a.venue ?? item.location ?? "",
          address: clean({ "@type": "PostalAddress", addressLocality: item.location, addressRegion: item.state?.name, addressCountry: item.country?.name }),
        }),
        organizer: publisher,
      });
    case "Dataset":
      return clean({
        ...base,
        name: item.title,
        description: description || item.title,
        license: a.dataset_licence,
        encodingFormat: a.dataset_format,
        contentSize: a.dataset_size,
        keywords: item.tags.map((t) => t.name),
        distribution: a.download_url
          ? [clean({ "@type": "DataDownload", encodingFormat: a.dataset_format, contentUrl: absoluteUrl(opts.origin, a.download_url), contentSize: a.dataset_size })]
          : null,
        dateModified: isoDate(a.dataset_updated ?? item.updated_at),
        creator: authors.length ? authors : publisher,
      });
    case "VideoObject":
      return clean({
        ...base,
        name: item.title,
        description,
        thumbnailUrl: image,
        uploadDate: isoDate(item.published_at ?? item.updated_at),
        duration: isoDuration(a.video_duration_seconds),
        contentUrl: a.video_url && /\.(mp4|webm|ogg)(\?|$)/i.test(a.video_url) ? absoluteUrl(opts.origin, a.video_url) : null,
        embedUrl: a.video_url && !/\.(mp4|webm|ogg)(\?|$)/i.test(a.video_url) ? a.video_url : null,
        transcript: a.transcript?.replace(/\n/g, " ") ?? null,
      });
    case "Person":
      return clean({
        ...base,
        name: item.title,
        image,
        jobTitle: a.designation,
        worksFor: a.organisation ? { "@type": "Organization", name: a.organisation } : null,
        description: a.bio ? truncateText(a.bio, 300) : description,
      });
    case "Course":
      return clean({
        ...base,
        name: item.title,
        description,
        provider: { "@type": "Organization", name: a.provider ?? opts.siteName },
        educationalLevel: a.level,
        timeRequired: a.duration,
      });
    case "Product":
      return clean({ ...base, name: item.title, description, image, brand: publisher });
    case "Country":
      return clean({ ...base, name: item.title, description, image });
    default:
      // Organization, GovernmentOrganization, CollegeOrUniversity
      return clean({
        ...base,
        name: item.title,
        description,
        logo: image,
        sameAs: a.website ? [a.website] : null,
        address: item.location || item.state || item.country
          ? clean({ "@type": "PostalAddress", addressLocality: item.location, addressRegion: item.state?.name, addressCountry: item.country?.name })
          : null,
        founder: a.founders?.map((name) => ({ "@type": "Person", name })) ?? null,
      });
  }
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
