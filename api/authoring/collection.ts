import {
  mediaItemUrl,
  type AuthoringFields,
  type AuthoringKind,
  type CollectionAttributes,
  type CollectionInput,
  type Lang,
} from "../../contract";
import { bodyOf } from "./items";
import { renderMarkdown } from "./markdown";

/**
 * An item as the collections row readers see: the one mapping used by the preview and by
 * publishing, so the preview is exactly what approval puts online. Attributes use the keys the
 * seed stores and the detail endpoint returns (contract CollectionAttributes).
 */

const str = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** India time, as the seed stores event times. */
function istTimestamp(date: unknown, time: unknown): string | undefined {
  return str(date) && str(time) ? `${String(date)}T${String(time)}:00+05:30` : undefined;
}

function attributesOf(kind: AuthoringKind, f: AuthoringFields, pdfId: string | null): CollectionAttributes {
  switch (kind) {
    case "video":
      return {
        video_url: str(f.video_url) ?? null,
        video_duration_seconds: typeof f.duration === "number" ? f.duration : null,
        transcript: str(f.transcript) ?? null,
      };
    case "investment-fund":
      return {
        fund_size: typeof f.fund_size_crore === "number" ? `₹${f.fund_size_crore.toLocaleString("en-IN")} crore` : null,
        fund_stage: str(f.stage) ? capitalise(String(f.stage)) : null,
      };
    case "event":
      return {
        event_start: istTimestamp(f.start_date, f.start_time) ?? null,
        event_end: istTimestamp(f.end_date, f.end_time) ?? null,
        venue: str(f.venue) ?? (str(f.online_url) ? "Online" : null),
        registration_url: str(f.registration_url) ?? str(f.online_url) ?? null,
      };
    case "startup":
      return {
        website: str(f.website) ?? null,
        sector: list(f.sectors)[0] ?? null,
        stage: str(f.startup_stage) ? capitalise(String(f.startup_stage)) : null,
      };
    case "college":
    case "company":
    case "investor":
      return { website: str(f.website) ?? null };
    case "research-report":
      return { download_url: pdfId ? mediaItemUrl(pdfId, "pdf") : null };
    default:
      return {};
  }
}

function readTime(text: string): number {
  return Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 200));
}

export interface CollectionSource {
  kind: AuthoringKind;
  collectionType: number;
  fields: AuthoringFields;
  imageId: string | null;
  pdfId: string | null;
}

/** `now` is the time of this version; `publishedAt` the first publication's (kept on re-approval). */
export function toCollectionInput(item: CollectionSource, slug: string, at: { now: string; publishedAt: string }): CollectionInput {
  const f = item.fields;
  const body = bodyOf(f);
  const title = str(f.title) ?? "";
  return {
    collection_type: item.collectionType,
    title,
    slug,
    excerpt: str(f.summary) ?? null,
    body: renderMarkdown(body),
    featured_image: item.imageId
      ? { url: mediaItemUrl(item.imageId, "image"), alt_text: str(f.image_alt) ?? null, title: null, description: null }
      : null,
    tags: list(f.tags),
    read_time: readTime(body),
    published_at: at.publishedAt,
    updated_at: at.now,
    status: "published",
    location: str(f.city) ?? null,
    state: str(f.state) ?? null,
    country: str(f.state) ? "India" : null,
    attributes: attributesOf(item.kind, f, item.pdfId),
    lang: writtenIn(`${title} ${str(f.summary) ?? ""} ${body}`),
  };
}

/** Hindi when the text has more Devanagari letters than Latin ones (a Hindi text may quote English names). */
export function writtenIn(text: string): Lang {
  const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return devanagari > latin ? "hi" : "en";
}
