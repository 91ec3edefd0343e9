import { Router } from "express";
import { Ok, RecommendationsResponse, SearchMissRequest, SearchQuery, SearchResponse } from "../../contract";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, queryLang, reply } from "../http";
import { loadCards, toSearchItem } from "../repo/cards";
import { recommendedIds } from "../repo/collections";
import { countMatches, searchCollections } from "../search";
import { recordSearchMiss } from "../feedback/store";
import { PUBLIC_CACHE } from "./cache-control";

const RECOMMENDATIONS = 8;

export function searchRoutes(ctx: ApiContext): Router {
  const router = Router();

  // A read only: the header's type-ahead asks it as a visitor types, so nothing is counted here.
  router.post(
    "/web/search/result",
    ctx.json,
    handler(async (req, res) => {
      const lang = queryLang(req);
      const query = parseInput(SearchQuery, req.body, "body");
      reply(res, SearchResponse, { data: await searchCollections(ctx.db, query, { publicOrigin: ctx.publicOrigin, lang }) });
    }),
  );

  /**
   * The results page's word that a search of words alone found nothing, counted for the desk
   * (docs/product/editorial.md#what-readers-tell-us, decision 0129) within a write limit of its
   * own per address. The words are searched again, first match only: text that finds something
   * is not counted, so the count cannot be filled with anything but real failed searches.
   */
  router.post(
    "/web/search/miss",
    ctx.limitWrites("search-miss"),
    ctx.json,
    handler(async (req, res) => {
      const lang = queryLang(req);
      const { searchText } = parseInput(SearchMissRequest, req.body, "body");
      noStore(res);
      if ((await countMatches(ctx.db, searchText, 1)) === 0) await recordSearchMiss(ctx.db, searchText, lang, ctx.now());
      reply(res, Ok, { ok: true });
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
