import { Router } from "express";
import { z } from "zod";
import { TagGroupResponse } from "../../contract";
import type { ApiContext } from "../context";
import { handler, notFound, parseInput, reply } from "../http";

const Params = z.object({ key: z.string().regex(/^[a-z0-9-]{1,50}$/) });

export function tagRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    "/web/tag/group/:key",
    handler(async (req, res) => {
      const { key } = parseInput(Params, req.params, "params");
      const group = await ctx.db.selectFrom("tag_groups").select("id").where("key", "=", key).executeTakeFirst();
      if (!group) throw notFound("Tag group");
      const groupTags = await ctx.db
        .selectFrom("tag_group_members as m")
        .innerJoin("tags as t", "t.id", "m.tag_id")
        .select(["t.id", "t.name", "t.slug"])
        .where("m.group_id", "=", group.id)
        .orderBy("m.position")
        .execute();
      res.setHeader("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
      reply(res, TagGroupResponse, { groupTags });
    }),
  );
  return router;
}
