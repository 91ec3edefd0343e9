import { Router } from "express";
import { z } from "zod";
import {
  AuthorResponse,
  CollectionDetailResponse,
  isCollectionTypeId,
  ListingQuery,
  ListingResponse,
  SITEMAP_BLOCK,
  SitemapItemsQuery,
  SitemapRangesResponse,
  SitemapResponse,
} from "../../contract";
import type { ApiContext } from "../context";
import { handler, notFound, parseInput, queryLang, reply } from "../http";
import { pageUpdates } from "../authoring/editions-repo";
import { loadCards, loadDetail } from "../repo/cards";
import * as collections from "../repo/collections";
import { sitemapItems, sitemapRanges } from "../repo/sitemap";
import { LISTING_CACHE } from "./cache-control";

const DetailParams = z.object({
  typeId: z.coerce.number().int().min(1).max(1000),
  slug: z.string().min(1).max(200),
});
const SlugParams = z.object({ slug: z.string().min(1).max(200) });

export function collectionRoutes(ctx: ApiContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(
    "/web/collections",
    handler(async (req, res) => {
      const query = parseInput(ListingQuery, req.query, "query");
      if (query.type !== undefined && !isCollectionTypeId(query.type)) throw notFound("Collection type");
      const types = collections.typesFor(query.type);
      const [{ ids, total }, facets] = await Promise.all([
        collections.listingPage(db, query, types),
        collections.facets(db, types, query.lang),
      ]);
      const items = await loadCards(ctx, ids, query.lang);
      res.setHeader("Cache-Control", LISTING_CACHE);
      reply(res, ListingResponse, {
        data: { items, page: query.page, per_page: query.per_page, total, total_pages: Math.ceil(total / query.per_page), facets },
      });
    }),
  );

  router.get(
    "/web/collections/:typeId/:slug",
    handler(async (req, res) => {
      const { typeId, slug } = parseInput(DetailParams, req.params, "params");
      const lang = queryLang(req);
      const row = await collections.findPublished(db, typeId, slug);
      if (!row) throw notFound("Content");
      const item = await loadDetail(ctx, row, lang);
      const tagIds = item.tags.map((t) => t.id);
      const [related, updates] = await Promise.all([
        collections.relatedIds(db, row, tagIds).then((ids) => loadCards(ctx, ids, lang)),
        pageUpdates(db, row.id),
      ]);
      res.setHeader("Cache-Control", LISTING_CACHE);
      reply(res, CollectionDetailResponse, { data: { item, related, updates } });
    }),
  );

  router.get(
    "/web/author/:slug",
    handler(async (req, res) => {
      const { slug } = parseInput(SlugParams, req.params, "params");
      const lang = queryLang(req);
      const author = await collections.findAuthor(db, slug);
      if (!author) throw notFound("Author");
      const items = await loadCards(ctx, await collections.authorItemIds(db, author.id), lang);
      res.setHeader("Cache-Control", LISTING_CACHE);
      reply(res, AuthorResponse, { data: { author, items } });
    }),
  );

  router.get(
    "/web/sitemap",
    handler(async (req, res) => {
      queryLang(req); // accepted like everywhere; the entries list every language anyway
      const range = parseInput(SitemapItemsQuery, { after: req.query.after, to: req.query.to, limit: req.query.limit }, "query");
      res.setHeader("Cache-Control", "public, max-age=300");
      const [{ items, nextAfter }, pages] = await Promise.all([sitemapItems(db, range), collections.sitemapPages(db)]);
      reply(res, SitemapResponse, { data: items, ...pages, next_after: nextAfter });
    }),
  );

  router.get(
    "/web/sitemap/ranges",
    handler(async (req, res) => {
      queryLang(req);
      res.setHeader("Cache-Control", "public, max-age=300");
      reply(res, SitemapRangesResponse, { data: await sitemapRanges(db, SITEMAP_BLOCK), block_size: SITEMAP_BLOCK });
    }),
  );
  return router;
}
