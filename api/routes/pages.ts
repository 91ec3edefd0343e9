import { Router } from "express";
import { z } from "zod";
import { PageResponse } from "../../contract";
import type { ApiContext } from "../context";
import { handler, notFound, parseInput, queryLang, reply } from "../http";
import { findPage } from "../repo/site";
import { PUBLIC_CACHE } from "./cache-control";

const Params = z.object({ slug: z.string().min(1).max(200) });

export function pageRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    "/web/pages/:slug",
    handler(async (req, res) => {
      const { slug } = parseInput(Params, req.params, "params");
      const page = await findPage(ctx.db, slug, queryLang(req));
      if (!page) throw notFound("Page");
      res.setHeader("Cache-Control", PUBLIC_CACHE);
      reply(res, PageResponse, { data: page });
    }),
  );
  return router;
}
