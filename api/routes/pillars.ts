import { Router } from "express";
import { z } from "zod";
import { HomePillarResponse, HubResponse } from "../../contract";
import type { ApiContext } from "../context";
import { handler, notFound, parseInput, queryLang, reply } from "../http";
import { loadCards } from "../repo/cards";
import { findPillar, hubItemIds, listPillars } from "../repo/site";
import { PUBLIC_CACHE } from "./cache-control";

const Params = z.object({ slug: z.string().max(200) });

export function pillarRoutes(ctx: ApiContext): Router {
  const router = Router();

  router.get(
    "/web/page/home-pillar",
    handler(async (req, res) => {
      const sections = await listPillars(ctx.db, queryLang(req));
      res.setHeader("Cache-Control", PUBLIC_CACHE);
      reply(res, HomePillarResponse, { data: { sections } });
    }),
  );

  router.get(
    "/web/hub/:slug",
    handler(async (req, res) => {
      const { slug } = parseInput(Params, req.params, "params");
      const lang = queryLang(req);
      const pillar = await findPillar(ctx.db, slug, lang);
      if (!pillar) throw notFound("Hub");
      const items = await loadCards(ctx, pillar.tag_id ? await hubItemIds(ctx.db, pillar.tag_id) : [], lang);
      const { tag_id: _tag, ...section } = pillar;
      reply(res, HubResponse, { data: { pillar: section, items } });
    }),
  );
  return router;
}
