import { Router } from "express";
import { RecommendationsResponse, SearchQuery, SearchResponse } from "../../contract";
import type { ApiContext } from "../context";
import { handler, parseInput, queryLang, reply } from "../http";
import { loadCards, toSearchItem } from "../repo/cards";
import { recommendedIds } from "../repo/collections";
import { searchCollections } from "../search";
import { recordSearchMiss } from "../feedback/store";
import { PUBLIC_CACHE } from "./cache-control";

const RECOMMENDATIONS = 8;

/** A first page of words, with no filter. */
function isPlainSearch(q: SearchQuery): boolean {
  return (
    q.searchText.trim() !== "" &&
    q.nextIndex === 0 &&
    q.tagName === null &&
    q.collectionTypes.length === 0 &&
    q.tags.length === 0 &&
    q.author_name.length === 0 &&
    q.is_brand === null &&
    q.read_time === null &&
    q.published_date === null
  );
}

export function searchRoutes(ctx: ApiContext): Router {
  const router = Router();

  router.post(
    "/web/search/result",
    ctx.json,
    handler(async (req, res) => {
      const lang = queryLang(req);
      const query = parseInput(SearchQuery, req.body, "body");
      const data = await searchCollections(ctx.db, query, { publicOrigin: ctx.publicOrigin, lang });
      // Words alone that found nothing are counted for the desk (docs/product/editorial.md#what-readers-tell-us),
      // within a write limit of their own per address; a filter that found nothing is not counted.
      if (data.total === 0 && isPlainSearch(query) && (await ctx.limitWrites.allowed("search-miss", req.clientAddress ?? null, 1))) {
        await recordSearchMiss(ctx.db, query.searchText, lang, ctx.now());
      }
      reply(res, SearchResponse, { data });
    }),
  );

  /** Featured items first, then the latest: the dropdown's "Recommends" and "Top Picks". */
  router.get(
    "/search/recommendations",
    handler(async (req, res) => {
      const cards = await loadCards(ctx, await recommendedIds(ctx.db, RECOMMENDATIONS), queryLang(req));
      res.setHeader("Cache-Control", PUBLIC_CACHE);
      reply(res, RecommendationsResponse, { data: cards.map(toSearchItem) });
    }),
  );
  return router;
}
