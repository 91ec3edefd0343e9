import { Router } from "express";
import { RecommendationsResponse, SearchQuery, SearchResponse } from "../../contract";
import type { ApiContext } from "../context";
import { handler, parseInput, queryLang, reply } from "../http";
import { loadCards, toSearchItem } from "../repo/cards";
import { recommendedIds } from "../repo/collections";
import { searchCollections } from "../search";
import { PUBLIC_CACHE } from "./cache-control";

const RECOMMENDATIONS = 8;

export function searchRoutes(ctx: ApiContext): Router {
  const router = Router();

  router.post(
    "/web/search/result",
    ctx.json,
    handler(async (req, res) => {
      const lang = queryLang(req);
      const query = parseInput(SearchQuery, req.body, "body");
      const data = await searchCollections(ctx.db, query, { publicOrigin: ctx.publicOrigin, lang });
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
