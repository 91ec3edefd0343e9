/**
 * What the browse pages render, shaped on the server from the upstream's answers: dates, read
 * times, durations, locations, links and alt text are formatted here (dayjs, the registry), so
 * the browser bundle needs neither and the loader data stays small. Components only render.
 */
import type { AuthorSummary, CollectionCard, CollectionDetail, Tag } from "../../contract";
import { formatDate, formatDuration, formatReadTime, formatTime, isoDate, isoDuration } from "./format";
import { displayName, itemPath } from "./registry";
import { altText, formatLocation, truncateText } from "./text";

export const VIDEO_TYPE = 5;

export interface CardView {
  id: number;
  typeId: number;
  href: string | null;
  title: string;
  type: string;
  excerpt: string;
  date: string;
  dateIso: string;
  location: string;
  /** "5 min read", or "1 hr 2 min video" for videos; "" when unknown. */
  length: string;
  image: { src: string; alt: string } | null;
}

export function toCardView(item: CollectionCard): CardView {
  const date = item.published_at ?? item.updated_at;
  const readTime = formatReadTime(item.read_time);
  return {
    id: item.id,
    typeId: item.collection_type,
    href: itemPath(item),
    title: truncateText(item.title, 110),
    type: displayName(item.collection_type, item.head_category),
    excerpt: truncateText(item.excerpt, 140),
    date: formatDate(date),
    dateIso: isoDate(date),
    location: formatLocation(item),
    length: readTime ? `${readTime} ${item.collection_type === VIDEO_TYPE ? "video" : "read"}` : "",
    image: item.featured_image ? { src: item.featured_image.url, alt: altText(item.featured_image.alt_text) } : null,
  };
}

export interface FactView {
  key: string;
  label: string;
  text: string;
  /** A link (registration, website). */
  href?: string;
  /** Machine-readable value for <time>. */
  dateTime?: string;
}

export interface DetailView {
  id: number;
  typeId: number;
  type: string;
  title: string;
  excerpt: string | null;
  /** Sanitised HTML. */
  body: string;
  date: string;
  dateIso: string;
  readTime: string;
  authors: AuthorSummary[];
  image: { src: string; alt: string } | null;
  facts: FactView[];
  video: {
    kind: "video" | "iframe" | "link"; src: string; url: string; poster: string | null;
    /** WebVTT captions of a video file, and its transcript, one caption per line. */
    captions: string | null; transcript: string[];
  } | null;
  /** Format, size, licence and last update are among the facts. */
  download: { href: string; label: string; dictionary?: string } | null;
  person: { name: string; designation: string | null; organisation: string | null; bio: string | null; location: string; image: { src: string; alt: string } | null } | null;
  tags: Tag[];
}

function isHttpUrl(value: string | null | undefined): value is string {
  return typeof value === "string" && /^(https?:\/\/|\/(?!\/))/i.test(value);
}

const hostOf = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

function dateTimeText(value: string) {
  const time = formatTime(value);
  return `${formatDate(value)}${time ? `, ${time}` : ""}`;
}

/** The type-specific facts of an item (events, datasets, funds, startups …). */
export function factsOf(item: CollectionDetail): FactView[] {
  const a = item.attributes;
  const facts: FactView[] = [];
  const add = (fact: FactView | null) => {
    if (fact && fact.text) facts.push(fact);
  };
  const text = (key: string, label: string, value: string | null | undefined) => add(value ? { key, label, text: value } : null);
  const link = (key: string, label: string, href: string | null | undefined, linkText?: string) =>
    add(isHttpUrl(href) ? { key, label, text: linkText ?? hostOf(href), href } : null);
  const location = () => text("location", "Location", formatLocation(item));
  switch (item.collection_type) {
    case 11: // events
      add(a.event_start ? { key: "starts", label: "Starts", text: dateTimeText(a.event_start), dateTime: isoDate(a.event_start) } : null);
      add(a.event_end ? { key: "ends", label: "Ends", text: dateTimeText(a.event_end), dateTime: isoDate(a.event_end) } : null);
      text("venue", "Venue", a.venue);
      location();
      link("registration", "Registration", a.registration_url, "Register for this event");
      break;
    case VIDEO_TYPE:
      add(a.video_duration_seconds != null ? { key: "duration", label: "Duration", text: formatDuration(a.video_duration_seconds), dateTime: isoDuration(a.video_duration_seconds) } : null);
      break;
    case 30: // datasets
      text("format", "Format", a.dataset_format);
      text("licence", "Licence", a.dataset_licence);
      text("size", "Size", a.dataset_size);
      add(a.dataset_updated ? { key: "updated", label: "Last updated", text: formatDate(a.dataset_updated), dateTime: isoDate(a.dataset_updated) } : null);
      break;
    case 15: // investment funds
      text("fund-size", "Fund size", a.fund_size);
      text("fund-stage", "Investment stage", a.fund_stage);
      location();
      link("website", "Website", a.website);
      break;
    case 12: // startups
      text("sector", "Sector", a.sector);
      text("stage", "Stage", a.stage);
      text("founders", "Founders", a.founders?.length ? a.founders.join(", ") : null);
      location();
      link("website", "Website", a.website);
      break;
    case 13:
    case 14:
    case 16:
    case 17: // colleges, incubators, companies, products
      text("sector", "Sector", a.sector);
      location();
      link("website", "Website", a.website);
      break;
    case 24: // learning
      text("provider", "Provider", a.provider);
      text("level", "Level", a.level);
      text("course-duration", "Duration", a.duration);
      break;
    case 40:
    case 41: // standards
      text("standard-body", "Standards body", a.standard_body);
      text("standard-status", "Status", a.standard_status);
      break;
    case 31:
      text("region", "Region", a.region);
      break;
    case 18:
      break; // the person card shows it all
    default:
      location();
  }
  text("source", "Source", item.source && !isHttpUrl(item.source) ? item.source : null);
  link("source-link", "Source", isHttpUrl(item.source) ? item.source : null);
  return facts;
}

/** Hosts whose players may be embedded; server/security.ts admits exactly these in frame-src. */
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/**
 * YouTube and Vimeo links (by exact host) become privacy-friendly embeds; a video file on the
 * portal itself plays in a <video>; anything else is a plain link, never played from an unknown host.
 */
export function videoEmbed(url: string): { kind: "iframe" | "video" | "link"; src: string } | null {
  if (!isHttpUrl(url)) return null;
  if (url.startsWith("/")) return /\.(mp4|webm|ogg)$/i.test(url.split(/[?#]/)[0]) ? { kind: "video", src: url } : { kind: "link", src: url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = host === "youtu.be" ? parsed.pathname.slice(1) : parsed.searchParams.get("v") ?? /^\/embed\/([^/]+)/.exec(parsed.pathname)?.[1];
    if (id && /^[A-Za-z0-9_-]{6,20}$/.test(id)) return { kind: "iframe", src: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = /^\/(?:video\/)?(\d+)/.exec(parsed.pathname)?.[1];
    if (id) return { kind: "iframe", src: `https://player.vimeo.com/video/${id}` };
  }
  return { kind: "link", src: url };
}

export function toDetailView(item: CollectionDetail, body: string): DetailView {
  const a = item.attributes;
  const date = item.published_at ?? item.updated_at;
  const embed = item.collection_type === VIDEO_TYPE && a.video_url ? videoEmbed(a.video_url) : null;
  const image = item.featured_image ? { src: item.featured_image.url, alt: item.featured_image.alt_text?.trim() || altText(null) } : null;
  const download = item.collection_type === 30 && isHttpUrl(a.download_url)
    ? {
        href: a.download_url,
        label: `Download dataset${a.dataset_format ? ` (${[a.dataset_format, a.dataset_size].filter(Boolean).join(", ")})` : ""}`,
        dictionary: isHttpUrl(a.dictionary_url) ? a.dictionary_url : undefined,
      }
    : null;
  return {
    id: item.id,
    typeId: item.collection_type,
    type: displayName(item.collection_type, item.head_category),
    title: item.title,
    excerpt: item.excerpt,
    body,
    date: formatDate(date),
    dateIso: isoDate(date),
    readTime: formatReadTime(item.read_time),
    authors: item.authors,
    image,
    facts: factsOf(item),
    video: embed && a.video_url
      ? {
          ...embed, url: a.video_url, poster: item.featured_image?.url ?? null,
          captions: embed.kind === "video" && isHttpUrl(a.captions_url) ? a.captions_url : null,
          transcript: a.transcript ? a.transcript.split("\n").filter(Boolean) : [],
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
            location: formatLocation(item),
            image: item.featured_image ? { src: item.featured_image.url, alt: altText(item.title) } : null,
          }
        : null,
    tags: item.tags,
  };
}
