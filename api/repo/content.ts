import { CollectionInput as CollectionInputSchema, AuthorInput as AuthorInputSchema } from "../../contract";
import type { AuthorInput, CollectionInput } from "../../contract";
import type { Db } from "../db/connection";
import type { NewCollectionRow } from "../db/schema";
import { htmlToText, sanitizeBody } from "./html";
import { slugify } from "./slug";
import { nowIso, toIso } from "./time";

export async function insertAuthor(db: Db, input: AuthorInput): Promise<number> {
  const author = AuthorInputSchema.parse(input);
  const row = await db
    .insertInto("authors")
    .values(author)
    .onConflict((oc) =>
      oc.column("slug").doUpdateSet({
        name: author.name,
        designation: author.designation,
        organisation: author.organisation,
        bio: author.bio,
        image_url: author.image_url,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Creates missing tags (by slug) and answers name → id for every given name. */
export async function upsertTags(db: Db, names: string[]): Promise<Map<string, number>> {
  const bySlug = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    if (name) bySlug.set(slugify(name), bySlug.get(slugify(name)) ?? name);
  }
  const ids = new Map<string, number>();
  if (bySlug.size === 0) return ids;
  const entries = [...bySlug.entries()];
  for (let i = 0; i < entries.length; i += 400) {
    const chunk = entries.slice(i, i + 400);
    await db
      .insertInto("tags")
      .values(chunk.map(([slug, name]) => ({ slug, name })))
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute();
    const rows = await db
      .selectFrom("tags")
      .select(["id", "slug"])
      .where(
        "slug",
        "in",
        chunk.map(([slug]) => slug),
      )
      .execute();
    const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
    for (const raw of names) {
      const id = idBySlug.get(slugify(raw.trim()));
      if (id !== undefined) ids.set(raw, id);
    }
  }
  return ids;
}

export interface PreparedCollection {
  row: NewCollectionRow;
  tags: string[];
  authors: string[];
}

/**
 * Validates with the contract and turns an input into a row. `trustedHtml` skips sanitising for
 * generated bodies (the synthetic loader); anything hand-written or user-supplied is sanitised.
 */
export function prepareCollection(input: CollectionInput, options: { trustedHtml?: boolean } = {}): PreparedCollection {
  const item = CollectionInputSchema.parse(input);
  const body = options.trustedHtml ? item.body : sanitizeBody(item.body);
  const tags = [...new Set(item.tags.map((t) => t.trim()).filter(Boolean))];
  const now = nowIso();
  const published = item.published_at ? toIso(item.published_at) : item.status === "published" ? now : null;
  return {
    tags,
    authors: [...new Set(item.authors)],
    row: {
      collection_type: item.collection_type,
      title: item.title,
      slug: item.slug,
      excerpt: item.excerpt,
      body,
      body_text: htmlToText(body),
      tag_text: tags.join(" "),
      featured_image_url: item.featured_image?.url ?? null,
      featured_image_alt: item.featured_image?.alt_text ?? null,
      featured_image_title: item.featured_image?.title ?? null,
      featured_image_description: item.featured_image?.description ?? null,
      read_time: item.read_time,
      published_at: published,
      updated_at: item.updated_at ? toIso(item.updated_at) : (published ?? now),
      created_at: published ?? now,
      source: item.source,
      status: item.status,
      location: item.location,
      state: item.state,
      country: item.country,
      is_brand: item.is_brand ? 1 : 0,
      is_featured: item.is_featured ? 1 : 0,
      head_category: item.head_category,
      attributes: JSON.stringify(item.attributes),
      created_by: null,
      lang: item.lang,
    },
  };
}

/** Inserts one item with its tags and authors; answers its id. Authors must already exist. */
export async function insertCollection(db: Db, input: CollectionInput): Promise<number> {
  const [id] = await insertPreparedCollections(db, [prepareCollection(input)]);
  return id;
}

/** Batch insert (one multi-row INSERT per chunk); the caller decides the transaction. */
export async function insertPreparedCollections(db: Db, items: PreparedCollection[]): Promise<number[]> {
  if (items.length === 0) return [];
  const tagIds = await upsertTags(
    db,
    items.flatMap((i) => i.tags),
  );
  const authorSlugs = [...new Set(items.flatMap((i) => i.authors))];
  const authorIds = new Map<string, number>();
  if (authorSlugs.length) {
    const rows = await db.selectFrom("authors").select(["id", "slug"]).where("slug", "in", authorSlugs).execute();
    for (const r of rows) authorIds.set(r.slug, r.id);
    const missing = authorSlugs.filter((s) => !authorIds.has(s));
    if (missing.length) throw new Error(`Unknown author slug(s): ${missing.join(", ")}`);
  }

  const ids: number[] = [];
  const chunkSize = 200; // ~27 columns a row keeps each statement well under SQLite's variable limit
  for (let i = 0; i < items.length; i += chunkSize) {
    const chunk = items.slice(i, i + chunkSize);
    const inserted = await db
      .insertInto("collections")
      .values(chunk.map((c) => c.row))
      .returning(["id", "collection_type", "slug"])
      .execute();
    const idByKey = new Map(inserted.map((r) => [`${r.collection_type}/${r.slug}`, r.id]));
    const links: { collection_id: number; tag_id: number }[] = [];
    const authorLinks: { collection_id: number; author_id: number; position: number }[] = [];
    for (const item of chunk) {
      const id = idByKey.get(`${item.row.collection_type}/${item.row.slug}`)!;
      ids.push(id);
      const seen = new Set<number>();
      for (const tag of item.tags) {
        const tagId = tagIds.get(tag);
        if (tagId !== undefined && !seen.has(tagId)) {
          seen.add(tagId);
          links.push({ collection_id: id, tag_id: tagId });
        }
      }
      item.authors.forEach((slug, position) => authorLinks.push({ collection_id: id, author_id: authorIds.get(slug)!, position }));
    }
    for (let j = 0; j < links.length; j += 1000) {
      await db
        .insertInto("collection_tags")
        .values(links.slice(j, j + 1000))
        .execute();
    }
    for (let j = 0; j < authorLinks.length; j += 1000) {
      await db
        .insertInto("collection_authors")
        .values(authorLinks.slice(j, j + 1000))
        .execute();
    }
  }
  return ids;
}
