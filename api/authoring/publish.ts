import { collectionTypeById, type CollectionDetail } from "../../contract";
import type { Db } from "../db";
import { prepareCollection, insertPreparedCollections, upsertTags } from "../repo/content";
import { slugify } from "../repo/slug";
import { toCollectionInput, type CollectionSource } from "./collection";
import { fieldsOf, kindOf, type ItemRow } from "./items";
import { collectionSlug } from "./slug";

/**
 * Approval puts the item's current version online: a new collections row the first time, the
 * same row (same address, same first publication date) after that. The full-text index follows
 * by itself (SQLite triggers, PostgreSQL's generated column; decision 0002).
 */

export function sourceOf(row: ItemRow): CollectionSource {
  return {
    kind: kindOf(row),
    collectionType: Number(row.collection_type),
    fields: fieldsOf(row),
    imageId: row.image_id,
    pdfId: row.pdf_id,
  };
}

/** Answers the collections id; call inside the transaction of the decision. */
export async function publishItem(trx: Db, row: ItemRow, now: string): Promise<number> {
  const source = sourceOf(row);
  const existing =
    row.collection_id === null
      ? undefined
      : await trx.selectFrom("collections").select(["id", "slug", "published_at"]).where("id", "=", row.collection_id).executeTakeFirst();
  if (!existing) {
    const slug = await collectionSlug(trx, source.collectionType, row.slug, null);
    const prepared = prepareCollection(toCollectionInput(source, slug, { now, publishedAt: now }));
    const [id] = await insertPreparedCollections(trx, [{ ...prepared, row: { ...prepared.row, created_by: row.user_id } }]);
    return id;
  }
  const prepared = prepareCollection(toCollectionInput(source, existing.slug, { now, publishedAt: existing.published_at ?? now }));
  const { created_at: _created, created_by: _by, ...changes } = prepared.row;
  await trx.updateTable("collections").set(changes).where("id", "=", existing.id).execute();
  await trx.deleteFrom("collection_tags").where("collection_id", "=", existing.id).execute();
  const tagIds = [...new Set((await upsertTags(trx, prepared.tags)).values())];
  if (tagIds.length) {
    await trx
      .insertInto("collection_tags")
      .values(tagIds.map((tag_id) => ({ collection_id: existing.id, tag_id })))
      .execute();
  }
  return existing.id;
}

/** The detail page's shape of a version not (yet) online: what the preview and the desk show. */
export function previewDetail(source: CollectionSource, slug: string, now: string): CollectionDetail {
  const { row, tags } = prepareCollection(toCollectionInput(source, slug, { now, publishedAt: now }));
  const attributes = JSON.parse(row.attributes) as CollectionDetail["attributes"];
  return {
    id: 0,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt ?? null,
    collection_type: row.collection_type,
    collection_type_name: collectionTypeById(row.collection_type)?.name ?? "Content",
    head_category: null,
    featured_image: row.featured_image_url
      ? {
          url: row.featured_image_url,
          full_url: row.featured_image_url,
          alt_text: row.featured_image_alt ?? null,
          title: null,
          description: null,
        }
      : null,
    read_time: row.read_time ?? null,
    source: null,
    is_brand: false,
    published_at: row.published_at ?? null,
    updated_at: row.updated_at,
    tags: tags.map((name) => ({ id: 0, name, slug: slugify(name), lang: "en" as const })),
    authors: [],
    location: row.location ?? null,
    state: row.state ? { name: row.state } : null,
    country: row.country ? { name: row.country } : null,
    lang: row.lang ?? "en",
    body: row.body,
    attributes,
    comment_count: 0,
  };
}
