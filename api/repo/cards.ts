import { collectionTypeById, CollectionAttributes } from "../../contract";
import type { AuthorSummary, CollectionCard, CollectionDetail, Lang, SearchResultItem, Tag } from "../../contract";
import type { Db } from "../db/connection";
import type { CollectionRow } from "../db/schema";
import { itemTexts, localizeTags, type ItemText } from "./localize";

export interface CardContext {
  db: Db;
  /** Public origin for absolute image URLs (e.g. https://indiaai.gov.in); none keeps them relative. */
  publicOrigin?: string;
}

const CARD_COLUMNS = [
  "id",
  "collection_type",
  "title",
  "slug",
  "excerpt",
  "head_category",
  "featured_image_url",
  "featured_image_alt",
  "featured_image_title",
  "featured_image_description",
  "read_time",
  "source",
  "is_brand",
  "published_at",
  "updated_at",
  "location",
  "state",
  "country",
  "lang",
] as const;

type CardRow = Pick<CollectionRow, (typeof CARD_COLUMNS)[number]>;

async function tagsFor(db: Db, ids: number[], lang: Lang): Promise<Map<number, Tag[]>> {
  const out = new Map<number, Tag[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom("collection_tags as ct")
    .innerJoin("tags as t", "t.id", "ct.tag_id")
    .select(["ct.collection_id", "t.id", "t.name", "t.slug"])
    .where("ct.collection_id", "in", ids)
    .orderBy("t.name")
    .execute();
  for (const r of await localizeTags(db, rows, lang)) {
    const list = out.get(r.collection_id) ?? [];
    list.push({ id: r.id, name: r.name, slug: r.slug, lang: r.lang });
    out.set(r.collection_id, list);
  }
  return out;
}

async function authorsFor(db: Db, ids: number[]): Promise<Map<number, AuthorSummary[]>> {
  const out = new Map<number, AuthorSummary[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom("collection_authors as ca")
    .innerJoin("authors as a", "a.id", "ca.author_id")
    .select(["ca.collection_id", "a.id", "a.name", "a.slug", "a.designation", "a.organisation", "a.image_url"])
    .where("ca.collection_id", "in", ids)
    .orderBy("ca.position")
    .execute();
  for (const { collection_id, ...author } of rows) {
    const list = out.get(collection_id) ?? [];
    list.push(author);
    out.set(collection_id, list);
  }
  return out;
}

function imageUrl(url: string, origin?: string) {
  return origin && url.startsWith("/") ? `${origin.replace(/\/$/, "")}${url}` : url;
}

/** A card from the original row (English, or the language it was written in), in the translation's words when there is one (`text`). */
function toCard(row: CardRow, tags: Tag[], authors: AuthorSummary[], origin?: string, text?: ItemText, lang: Lang = "en"): CollectionCard {
  return {
    id: row.id,
    title: text?.title ?? row.title,
    slug: row.slug,
    excerpt: text ? text.excerpt : row.excerpt,
    collection_type: row.collection_type,
    collection_type_name: collectionTypeById(row.collection_type)?.name ?? "Content",
    head_category: row.head_category,
    featured_image: row.featured_image_url
      ? {
          url: row.featured_image_url,
          full_url: imageUrl(row.featured_image_url, origin),
          alt_text: text ? (text.featured_image_alt ?? row.featured_image_alt) : row.featured_image_alt,
          title: row.featured_image_title,
          description: row.featured_image_description,
        }
      : null,
    read_time: row.read_time,
    source: row.source,
    is_brand: Number(row.is_brand) === 1,
    published_at: row.published_at,
    updated_at: row.updated_at,
    tags,
    authors,
    location: row.location,
    state: row.state ? { name: row.state } : null,
    country: row.country ? { name: row.country } : null,
    lang: text ? lang : row.lang,
  };
}

/**
 * Cards for the given ids, in the given order (ids not found are left out), in `lang` where the
 * item has a published translation and in English (`lang: "en"`) where it has none. `known`:
 * the translations already read by the caller (a detail reads its body with them).
 */
export async function loadCards(
  ctx: CardContext,
  ids: number[],
  lang: Lang = "en",
  known?: Map<number, ItemText>,
): Promise<CollectionCard[]> {
  if (!ids.length) return [];
  const [rows, tags, authors, texts] = await Promise.all([
    ctx.db.selectFrom("collections").select(CARD_COLUMNS).where("id", "in", ids).execute(),
    tagsFor(ctx.db, ids, lang),
    authorsFor(ctx.db, ids),
    known ?? itemTexts(ctx.db, ids, lang),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is CardRow => !!r)
    .map((r) => toCard(r, tags.get(r.id) ?? [], authors.get(r.id) ?? [], ctx.publicOrigin, texts.get(r.id), lang));
}

export function toSearchItem(card: CollectionCard): SearchResultItem {
  return {
    ...card,
    thumbnail: card.featured_image?.full_url ?? null,
    type_id: card.collection_type,
    type: card.collection_type_name,
  };
}

/**
 * A video's transcript and captions say their language: the English narration's captions stay,
 * and a translation may replace the transcript and add subtitles in its own language.
 */
function videoTexts(attributes: CollectionAttributes, text: ItemText | undefined, lang: Lang): CollectionAttributes {
  const out = { ...attributes };
  if (out.transcript) out.transcript_lang = "en";
  if (out.captions_url) out.captions_lang = "en";
  if (text?.transcript) Object.assign(out, { transcript: text.transcript, transcript_lang: lang });
  if (text?.subtitles_url) Object.assign(out, { subtitles_url: text.subtitles_url, subtitles_lang: lang });
  return out;
}

export async function loadDetail(ctx: CardContext, row: CollectionRow, lang: Lang = "en"): Promise<CollectionDetail> {
  const texts = await itemTexts(ctx.db, [row.id], lang, true);
  const [card] = await loadCards(ctx, [row.id], lang, texts);
  const comments = await ctx.db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("collection_id", "=", row.id)
    .where("status", "=", 3)
    .executeTakeFirst();
  let attributes: CollectionAttributes = {};
  try {
    attributes = CollectionAttributes.parse(JSON.parse(row.attributes));
  } catch {
    attributes = {};
  }
  const text = texts.get(row.id);
  return { ...card, body: text?.body ?? row.body, attributes: videoTexts(attributes, text, lang), comment_count: Number(comments?.n ?? 0) };
}
