/**
 * What the browse pages render, shaped on the server from the upstream's answers: dates, read
 * times, durations, locations, links and alt text are formatted here (./format.ts, the registry), so
 * the browser bundle needs neither and the loader data stays small. Components only render.
 */
import type { AuthorSummary, CollectionCard, CollectionDetail, Tag } from "../../contract";
import { mediaSources } from "../../contract/media-constants";
import type { PictureImage } from "~/components/media/Picture";
import { DEFAULT_LANGUAGE, textLanguage, translator, type Language } from "~/i18n";
import { factsOf, type FactView } from "./facts-view";
import { formatDate, formatDuration, formatReadTime, isoDate } from "./format";
import { isHttpUrl } from "./http-url";
import { displayName, itemPath } from "./registry";
import { formatLocation } from "./location";
import { altText, cardImageAlt, truncateText } from "./text";
import { videoEmbed } from "./video-embed";

export { factsOf, type FactView } from "./facts-view";
export { videoEmbed } from "./video-embed";

export const VIDEO_TYPE = 5;
const REPORT_TYPE = 9;
const DATASET_TYPE = 30;

export interface CardView {
  id: number;
  typeId: number;
  /** The language the title and excerpt came in (English when not yet translated). */
  lang: Language;
  href: string | null;
  title: string;
  type: string;
  excerpt: string;
  date: string;
  dateIso: string;
  location: string;
  /** "5 min read", or "1 hr 2 min video" for videos; "" when unknown. */
  length: string;
  image: PictureImage | null;
}

/** A card in the page's language `lang` (its texts stay in the language they came in). */
export function toCardView(item: CollectionCard, lang: Language = DEFAULT_LANGUAGE): CardView {
  const t = translator(lang);
  const date = item.published_at ?? item.updated_at;
  const readTime = formatReadTime(item.read_time, lang);
  return {
    id: item.id,
    typeId: item.collection_type,
    lang: textLanguage(item),
    href: itemPath(item),
    title: truncateText(item.title, 110),
    type: displayName(item.collection_type, item.head_category, lang),
    excerpt: truncateText(item.excerpt, 140),
    date: formatDate(date, lang),
    dateIso: isoDate(date),
    location: formatLocation(item, lang),
    length: readTime
      ? t(item.collection_type === VIDEO_TYPE ? "content.card.videoLength" : "content.card.readTime", { time: readTime })
      : "",
    image: item.featured_image
      ? {
          src: item.featured_image.url,
          alt: cardImageAlt(item.featured_image.alt_text, item.title),
          picture: mediaSources(item.featured_image.url)?.thumb ?? null,
        }
      : null,
  };
}

export interface DetailView {
  id: number;
  typeId: number;
  /** The language the item's texts came in (English when not yet translated). */
  lang: Language;
  type: string;
  title: string;
  excerpt: string | null;
  /** Sanitised HTML. */
  body: string;
  date: string;
  dateIso: string;
  /** "5 min read"; for a video its duration ("5 min 12 sec video"), never a read time. "" when unknown. */
  length: string;
  authors: AuthorSummary[];
  image: PictureImage | null;
  facts: FactView[];
  video: {
    kind: "video" | "iframe" | "link";
    src: string;
    url: string;
    poster: string | null;
    /** WebVTT captions of a video file (the narration's language), its transcript, one caption per line, and subtitles in the page's language. */
    captions: { src: string; lang: Language } | null;
    transcript: string[];
    transcriptLang: Language;
    subtitles: { src: string; lang: Language } | null;
  } | null;
  /** Format, size, licence and last update are among the facts. */
  /** `details`: the file's format and size, as the item gives them. */
  /** A dataset's file, or a research report's PDF (docs/product/contributions.md#images-and-pdfs). */
  download: { kind: "dataset" | "report"; href: string; details: string; dictionary?: string } | null;
  person: {
    name: string;
    designation: string | null;
    organisation: string | null;
    bio: string | null;
    location: string;
    image: { src: string; alt: string } | null;
  } | null;
  /** Each tag with the language its name is in (the item's, unless the tag says otherwise). */
  tags: (Tag & { lang: Language })[];
}

function detailLength(item: CollectionDetail, lang: Language): string {
  const t = translator(lang);
  if (item.collection_type === VIDEO_TYPE) {
    const duration = formatDuration(item.attributes.video_duration_seconds, lang);
    return duration ? t("content.card.videoLength", { time: duration }) : "";
  }
  const readTime = formatReadTime(item.read_time, lang);
  return readTime ? t("content.card.readTime", { time: readTime }) : "";
}

export function toDetailView(item: CollectionDetail, body: string, lang: Language = DEFAULT_LANGUAGE): DetailView {
  const a = item.attributes;
  const date = item.published_at ?? item.updated_at;
  const embed = item.collection_type === VIDEO_TYPE && a.video_url ? videoEmbed(a.video_url) : null;
  const image = item.featured_image
    ? {
        src: item.featured_image.url,
        alt: item.featured_image.alt_text?.trim() || altText(null),
        picture: mediaSources(item.featured_image.url)?.responsive ?? null,
      }
    : null;
  const download =
    item.collection_type === REPORT_TYPE && isHttpUrl(a.download_url)
      ? { kind: "report" as const, href: a.download_url, details: "PDF" }
      : item.collection_type === DATASET_TYPE && isHttpUrl(a.download_url)
        ? {
            kind: "dataset" as const,
            href: a.download_url,
            details: a.dataset_format ? [a.dataset_format, a.dataset_size].filter(Boolean).join(", ") : "",
            dictionary: isHttpUrl(a.dictionary_url) ? a.dictionary_url : undefined,
          }
        : null;
  return {
    id: item.id,
    typeId: item.collection_type,
    lang: textLanguage(item),
    type: displayName(item.collection_type, item.head_category, lang),
    title: item.title,
    excerpt: item.excerpt,
    body,
    date: formatDate(date, lang),
    dateIso: isoDate(date),
    length: detailLength(item, lang),
    authors: item.authors,
    image,
    facts: factsOf(item, lang),
    video:
      embed && a.video_url
        ? {
            ...embed,
            url: a.video_url,
            poster: item.featured_image?.url ?? null,
            captions:
              embed.kind === "video" && isHttpUrl(a.captions_url)
                ? { src: a.captions_url, lang: a.captions_lang ?? DEFAULT_LANGUAGE }
                : null,
            subtitles:
              embed.kind === "video" && isHttpUrl(a.subtitles_url) ? { src: a.subtitles_url, lang: a.subtitles_lang ?? lang } : null,
            transcript: a.transcript ? a.transcript.split("\n").filter(Boolean) : [],
            transcriptLang: a.transcript_lang ?? DEFAULT_LANGUAGE,
          }
        : null,
    download,
    person:
      item.collection_type === 18
        ? {
            name: item.title,
            designation: a.designation ?? null,
            organisation: a.organisation ?? null,
            bio: a.bio ?? null,
            location: formatLocation(item, lang),
            image: item.featured_image ? { src: item.featured_image.url, alt: altText(item.title) } : null,
          }
        : null,
    tags: item.tags.map((tag) => ({ ...tag, lang: "lang" in tag ? textLanguage(tag) : textLanguage(item) })),
  };
}
