import { Router } from "express";
import { z } from "zod";
import { TagGroupResponse } from "../../contract";
import type { ApiContext } from "../context";
import { handler, notFound, parseInput, queryLang, reply } from "../http";
import { tagGroup } from "../repo/site";
import { PUBLIC_CACHE } from "./cache-control";

const Params = z.object({ key: z.string().regex(/^[a-z0-9-]{1,50}$/) });

export function tagRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    "/web/tag/group/:key",
    handler(async (req, res) => {
      const { key } = parseInput(Params, req.params, "params");
      const groupTags = await tagGroup(ctx.db, key, queryLang(req));
      if (!groupTags) throw notFound("Tag group");
      res.setHeader("Cache-Control", PUBLIC_CACHE);
      reply(res, TagGroupResponse, { groupTags });
    }),
  );
  return router;
}
