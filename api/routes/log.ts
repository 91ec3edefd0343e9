import { Router } from "express";
import { z } from "zod";
import { Ok } from "../../contract";
import type { ApiContext } from "../context";
import { handler, noStore, notFound, parseInput, reply } from "../http";
import { countView } from "../repo/visitors";

const Params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export function logRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    "/log/:id",
    ctx.limitWrites("view"),
    handler(async (req, res) => {
      noStore(res);
      const { id } = parseInput(Params, req.params, "params");
      if (!(await countView(ctx.db, id))) throw notFound("Content");
      reply(res, Ok, { ok: true });
    }),
  );
  return router;
}
