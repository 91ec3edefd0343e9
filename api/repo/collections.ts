import { sql } from "kysely";
import { LISTED_TYPE_IDS, type FacetValue, type Lang, type ListingQuery } from "../../contract";
import type { Db } from "../db";
import { localizeTags } from "./localize";
import { titleOrder } from "./order";

/** The queries of the listing, detail, author and sitemap calls (routes/collections.ts). */

const RELATED = 4;
const AUTHOR_ITEMS = 48;
const TAG_FACETS = 30;

export function typesFor(type: number | undefined): number[] {
  return type === undefined ? LISTED_TYPE_IDS : [type];
}

/** The listed items of the type(s), before the visitor's filters: what facets count. */
function published(db: Db, types: number[]) {
  return db.selectFrom("collections as c").where("c.status", "=", "published").where("c.collection_type", "in", types);
}

/** Facets of the listing; tag labels in `lang` where the tag has a name in it. */
export async function facets(db: Db, types: number[], lang: Lang = "en") {
  const base = published(db, types);
  const [tags, states, countries, years] = await Promise.all([
    base
      .innerJoin("collection_tags as ct", "ct.collection_id", "c.id")
      .innerJoin("tags as t", "t.id", "ct.tag_id")
      .select(["t.id", "t.slug", "t.name", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy(["t.id", "t.slug", "t.name"])
      .orderBy("count", "desc")
      .orderBy("t.name")
      .limit(TAG_FACETS)
      .execute(),
    base
      .select(["c.state as value", (eb) => eb.fn.countAll<number>().as("count")])
      .where("c.state", "is not", null)
      .groupBy("c.state")
      .orderBy("c.state")
      .execute(),
    base
      .select(["c.country as value", (eb) => eb.fn.countAll<number>().as("count")])
      .where("c.country", "is not", null)
      .groupBy("c.country")
      .orderBy("c.country")
      .execute(),
    base
      .select([sql<string>`substr(c.published_at, 1, 4)`.as("value"), (eb) => eb.fn.countAll<number>().as("count")])
      .where("c.published_at", "is not", null)
      .groupBy(sql`substr(c.published_at, 1, 4)`)
      .orderBy(sql`substr(c.published_at, 1, 4)`, "desc")
      .execute(),
  ]);
  const plain = (rows: { value: string | null; count: number }[]): FacetValue[] =>
    rows.map((r) => ({ value: String(r.value), label: String(r.value), count: Number(r.count) }));
  return {
    tags: (await localizeTags(db, tags, lang)).map((r) => ({ value: r.slug, label: r.name, count: Number(r.count) })),
    states: plain(states),
    countries: plain(countries),
    years: plain(years),
  };
}

/** One page of ids of the listing with the visitor's filters, and the total. */
export async function listingPage(db: Db, query: ListingQuery, types: number[]): Promise<{ ids: number[]; total: number }> {
  let filtered = published(db, types);
  if (query.tag) {
    const tag = query.tag.toLowerCase();
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom("collection_tags as ft")
          .innerJoin("tags as t", "t.id", "ft.tag_id")
          .select(sql`1`.as("one"))
          .whereRef("ft.collection_id", "=", "c.id")
          .where((w) => w.or([w("t.slug", "=", tag), w(sql`lower(t.name)`, "=", tag)])),
      ),
    );
  }
  if (query.state) filtered = filtered.where(sql`lower(c.state)`, "=", query.state.toLowerCase());
  if (query.country) filtered = filtered.where(sql`lower(c.country)`, "=", query.country.toLowerCase());
  if (query.category) filtered = filtered.where("c.head_category", "=", query.category);
  if (query.year !== undefined) {
    filtered = filtered
      .where("c.published_at", ">=", `${query.year}-01-01T00:00:00.000Z`)
      .where("c.published_at", "<", `${query.year + 1}-01-01T00:00:00.000Z`);
  }
  if (query.featured !== undefined) filtered = filtered.where("c.is_featured", "=", query.featured ? 1 : 0);

  let page = filtered.select("c.id");
  if (query.sort === "oldest") page = page.orderBy("c.published_at", "asc").orderBy("c.id", "asc");
  else if (query.sort === "title") page = page.orderBy(titleOrder(db)).orderBy("c.id", "asc");
  else if (query.sort === "updated") page = page.orderBy("c.updated_at", "desc").orderBy("c.id", "desc");
  else page = page.orderBy("c.published_at", "desc").orderBy("c.id", "desc");
  const [rows, count] = await Promise.all([
    page
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count?.n ?? 0) };
}

export function findPublished(db: Db, typeId: number, slug: string) {
  return db
    .selectFrom("collections")
    .selectAll()
    .where("collection_type", "=", typeId)
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
}

/** Related: same type, most shared tags first, then the latest of the type to fill up. */
export async function relatedIds(db: Db, item: { id: number; collection_type: number }, tagIds: number[]): Promise<number[]> {
  const sharing = tagIds.length
    ? await db
        .selectFrom("collection_tags as ct")
        .innerJoin("collections as c", "c.id", "ct.collection_id")
        .select(["c.id", (eb) => eb.fn.countAll<number>().as("shared"), (eb) => eb.fn.max("c.published_at").as("published_at")])
        .where("ct.tag_id", "in", tagIds)
        .where("c.id", "!=", item.id)
        .where("c.status", "=", "published")
        .where("c.collection_type", "=", item.collection_type)
        .groupBy("c.id")
        .orderBy("shared", "desc")
        .orderBy("published_at", "desc")
        .orderBy("c.id", "desc")
        .limit(RELATED)
        .execute()
    : [];
  const ids = sharing.map((r) => r.id);
  if (ids.length < RELATED) {
    const latest = await db
      .selectFrom("collections")
      .select("id")
      .where("status", "=", "published")
      .where("collection_type", "=", item.collection_type)
      .where("id", "not in", [item.id, ...ids])
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .limit(RELATED - ids.length)
      .execute();
    ids.push(...latest.map((r) => r.id));
  }
  return ids;
}

export function findAuthor(db: Db, slug: string) {
  return db
    .selectFrom("authors")
    .select(["id", "name", "slug", "designation", "organisation", "image_url", "bio"])
    .where("slug", "=", slug)
    .executeTakeFirst();
}

/** The author's published items, newest first. */
export async function authorItemIds(db: Db, authorId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("collection_authors as ca")
    .innerJoin("collections as c", "c.id", "ca.collection_id")
    .select("c.id")
    .where("ca.author_id", "=", authorId)
    .where("c.status", "=", "published")
    .orderBy("c.published_at", "desc")
    .orderBy("c.id", "desc")
    .limit(AUTHOR_ITEMS)
    .execute();
  return rows.map((r) => r.id);
}

/** Every published item, with the languages it can be read in. */
/**
 * The other pages sitemap.xml lists: static, policy and campaign pages (with their languages),
 * author pages and the pillars' hub pages. Small tables, a few columns each.
 */
export async function sitemapPages(db: Db) {
  const [pages, hindi, authors, hubs] = await Promise.all([
    db.selectFrom("pages").select(["id", "slug", "kind", "updated_at"]).orderBy("id").execute(),
    db.selectFrom("page_translations").select("page_id").where("lang", "=", "hi").where("status", "=", "published").execute(),
    db.selectFrom("authors").select("slug").orderBy("id").execute(),
    db.selectFrom("pillars").select("slug").orderBy("position").execute(),
  ]);
  const translated = new Set(hindi.map((r) => r.page_id));
  return {
    pages: pages.map(
      ({ id, ...page }) => ({ ...page, languages: translated.has(id) ? ["en", "hi"] : ["en"] }) satisfies { languages: Lang[] },
    ),
    authors,
    hubs,
  };
}

/** Featured items first, then the latest: the search dropdown's "Recommends" and "Top Picks". */
export async function recommendedIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("collections")
    .select("id")
    .where("status", "=", "published")
    .orderBy("is_featured", "desc")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
