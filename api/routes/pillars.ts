import { Router } from "express";
import { z } from "zod";
import { HomePillarResponse, HubResponse } from "../../contract";
import type { ApiContext } from "../context";
import { handler, notFound, parseInput, reply } from "../http";
import { loadCards } from "../repo/cards";

const Params = z.object({ slug: z.string().max(200) });
const HUB_ITEMS = 24;

export function pillarRoutes(ctx: ApiContext): Router {
  const router = Router();
  const columns = ["id", "title", "heading", "name", "slug", "image_url"] as const;

  router.get(
    "/web/page/home-pillar",
    handler(async (_req, res) => {
      const sections = await ctx.db.selectFrom("pillars").select(columns).orderBy("position").orderBy("id").execute();
      res.setHeader("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
      reply(res, HomePillarResponse, { data: { sections } });
    }),
  );

  router.get(
    "/web/hub/:slug",
    handler(async (req, res) => {
      const { slug } = parseInput(Params, req.params, "params");
      const pillar = await ctx.db
        .selectFrom("pillars")
        .select([...columns, "body", "tag_id"])
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!pillar) throw notFound("Hub");
      const rows = pillar.tag_id
        ? await ctx.db
            .selectFrom("collections as c")
            .innerJoin("collection_tags as ct", "ct.collection_id", "c.id")
            .select("c.id")
            .where("ct.tag_id", "=", pillar.tag_id)
            .where("c.status", "=", "published")
            .orderBy("c.published_at", "desc")
            .orderBy("c.id", "desc")
            .limit(HUB_ITEMS)
            .execute()
        : [];
      const items = await loadCards(ctx, rows.map((r) => r.id));
      const { tag_id: _tag, ...section } = pillar;
      reply(res, HubResponse, { data: { pillar: section, items } });
    }),
  );
  return router;
}
