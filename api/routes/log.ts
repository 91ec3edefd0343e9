import { Router } from "express";
import { z } from "zod";
import { ITEM_ID_MAX, Ok, VisitReport, VisitReportResult } from "../../contract";
import type { ApiContext } from "../context";
import { handler, HttpError, noStore, notFound, parseInput, reply } from "../http";
import { countViews } from "../repo/visitors";

const Params = z.object({ id: z.coerce.number().int().min(1).max(ITEM_ID_MAX) });

export function logRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    "/log/:id",
    ctx.limitWrites("view"),
    handler(async (req, res) => {
      noStore(res);
      const { id } = parseInput(Params, req.params, "params");
      if (!(await countViews(ctx.db, [{ id, count: 1 }]))) throw notFound("Content");
      reply(res, Ok, { ok: true });
    }),
  );
  // The portal's report of the visits it served, every second or so (decision 0111): one call and
  // one transaction instead of one of each per reader. Each address's visits count within its
  // "view" limit, as if each had been a GET /api/log/{id}.
  router.post(
    "/log",
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      if (!req.fromPortal) throw new HttpError(403, "Only the portal reports visits in bulk.");
      const { visits } = parseInput(VisitReport, req.body, "body");
      const within: Array<{ id: number; count: number }> = [];
      for (const visit of visits) {
        const count = await ctx.limitWrites.allowed("view", visit.address, visit.count);
        if (count > 0) within.push({ id: visit.id, count });
      }
      reply(res, VisitReportResult, { counted: within.length ? await countViews(ctx.db, within) : 0 });
    }),
  );
  return router;
}
