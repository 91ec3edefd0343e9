import { Router } from "express";
import { sql } from "kysely";
import { z } from "zod";
import { Ok } from "../../contract";
import type { ApiContext } from "../context";
import { handler, noStore, notFound, parseInput, reply } from "../http";
import { nowIso } from "../repo";

const Params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export function logRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    "/log/:id",
    ctx.limitWrites("view"),
    handler(async (req, res) => {
      noStore(res);
      const { id } = parseInput(Params, req.params, "params");
      const updated = await ctx.db
        .updateTable("collections")
        .set({ view_count: sql`view_count + 1` })
        .where("id", "=", id)
        .where("status", "=", "published")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound("Content");
      await ctx.db.insertInto("visit_logs").values({ collection_id: id, visited_at: nowIso() }).execute();
      reply(res, Ok, { ok: true });
    }),
  );
  return router;
}
