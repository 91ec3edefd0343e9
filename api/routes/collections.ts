import { Router } from "express";
import { sql } from "kysely";
import { z } from "zod";
import {
  AuthorResponse, CollectionDetailResponse, isCollectionTypeId, LISTED_TYPE_IDS, ListingQuery, ListingResponse,
  SitemapResponse, type FacetValue,
} from "../../contract";
import type { ApiContext } from "../context";
import type { Db } from "../db";
import { handler, notFound, parseInput, reply } from "../http";
import { loadCards, loadDetail } from "../repo/cards";
import { titleOrder } from "../search";

const DetailParams = z.object({
  typeId: z.coerce.number().int().min(1).max(1000),
  slug: z.string().min(1).max(200),
});
const SlugParams = z.object({ slug: z.string().min(1).max(200) });
const RELATED = 4;
const AUTHOR_ITEMS = 48;
const TAG_FACETS = 30;

function typesFor(type: number | undefined): number[] {
  return type === undefined ? LISTED_TYPE_IDS : [type];
}

/** The listed items of the type(s), before the visitor's filters: what facets count. */
function published(db: Db, types: number[]) {
  return db.selectFrom("collections as c").where("c.status", "=", "published").where("c.collection_type", "in", types);
}

async function facets(db: Db, types: number[]) {
  const base = published(db, types);
  const [tags, states, countries, years] = await Promise.all([
    base
      .innerJoin("collection_tags as ct", "ct.collection_id", "c.id")
      .innerJoin("tags as t", "t.id", "ct.tag_id")
      .select(["t.slug as value", "t.name as label", (eb) => eb.fn.countAll<number>().as("count")])
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
    tags: tags.map((r) => ({ value: r.value, label: r.label, count: Number(r.count) })),
    states: plain(states),
    countries: plain(countries),
    years: plain(years),
  };
}

export function collectionRoutes(ctx: ApiContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(
    "/web/collections",
    handler(async (req, res) => {
      const query = parseInput(ListingQuery, req.query, "query");
      if (query.type !== undefined && !isCollectionTypeId(query.type)) throw notFound("Collection type");
      const types = typesFor(query.type);
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

      const [rows, count, facetValues] = await Promise.all([
        page.limit(query.per_page).offset((query.page - 1) * query.per_page).execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
        facets(db, types),
      ]);
      const total = Number(count?.n ?? 0);
      const items = await loadCards(ctx, rows.map((r) => r.id));
      res.setHeader("Cache-Control", "public, max-age=30, stale-while-revalidate=300");
      reply(res, ListingResponse, {
        data: {
          items,
          page: query.page,
          per_page: query.per_page,
          total,
          total_pages: Math.ceil(total / query.per_page),
          facets: facetValues,
        },
      });
    }),
  );

  router.get(
    "/web/collections/:typeId/:slug",
    handler(async (req, res) => {
      const { typeId, slug } = parseInput(DetailParams, req.params, "params");
      const row = await db
        .selectFrom("collections")
        .selectAll()
        .where("collection_type", "=", typeId)
        .where("slug", "=", slug)
        .where("status", "=", "published")
        .executeTakeFirst();
      if (!row) throw notFound("Content");
      const item = await loadDetail(ctx, row);
      // Related: same type, most shared tags first, then the latest of the type to fill up.
      const tagIds = item.tags.map((t) => t.id);
      const sharing = tagIds.length
        ? await db
            .selectFrom("collection_tags as ct")
            .innerJoin("collections as c", "c.id", "ct.collection_id")
            .select(["c.id", (eb) => eb.fn.countAll<number>().as("shared"), (eb) => eb.fn.max("c.published_at").as("published_at")])
            .where("ct.tag_id", "in", tagIds)
            .where("c.id", "!=", row.id)
            .where("c.status", "=", "published")
            .where("c.collection_type", "=", row.collection_type)
            .groupBy("c.id")
            .orderBy("shared", "desc")
            .orderBy("published_at", "desc")
            .orderBy("c.id", "desc")
            .limit(RELATED)
            .execute()
        : [];
      const relatedIds = sharing.map((r) => r.id);
      if (relatedIds.length < RELATED) {
        const latest = await db
          .selectFrom("collections")
          .select("id")
          .where("status", "=", "published")
          .where("collection_type", "=", row.collection_type)
          .where("id", "not in", [row.id, ...relatedIds])
          .orderBy("published_at", "desc")
          .orderBy("id", "desc")
          .limit(RELATED - relatedIds.length)
          .execute();
        relatedIds.push(...latest.map((r) => r.id));
      }
      const related = await loadCards(ctx, relatedIds);
      res.setHeader("Cache-Control", "public, max-age=30, stale-while-revalidate=300");
      reply(res, CollectionDetailResponse, { data: { item, related } });
    }),
  );

  router.get(
    "/web/author/:slug",
    handler(async (req, res) => {
      const { slug } = parseInput(SlugParams, req.params, "params");
      const author = await db
        .selectFrom("authors")
        .select(["id", "name", "slug", "designation", "organisation", "image_url", "bio"])
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!author) throw notFound("Author");
      const rows = await db
        .selectFrom("collection_authors as ca")
        .innerJoin("collections as c", "c.id", "ca.collection_id")
        .select("c.id")
        .where("ca.author_id", "=", author.id)
        .where("c.status", "=", "published")
        .orderBy("c.published_at", "desc")
        .orderBy("c.id", "desc")
        .limit(AUTHOR_ITEMS)
        .execute();
      const items = await loadCards(ctx, rows.map((r) => r.id));
      res.setHeader("Cache-Control", "public, max-age=30, stale-while-revalidate=300");
      reply(res, AuthorResponse, { data: { author, items } });
    }),
  );

  router.get(
    "/web/sitemap",
    handler(async (_req, res) => {
      const data = await db
        .selectFrom("collections")
        .select(["collection_type", "slug", "updated_at"])
        .where("status", "=", "published")
        .orderBy("collection_type")
        .orderBy("id")
        .execute();
      res.setHeader("Cache-Control", "public, max-age=300");
      reply(res, SitemapResponse, { data });
    }),
  );
  return router;
}
