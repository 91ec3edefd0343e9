import { Router } from "express";
import { ReferenceResponse, SiteFeedbackListResponse } from "../../contract";
import { requireRole } from "../auth/bearer";
import { siteFeedbackList } from "../campaigns/export";
import * as service from "../campaigns/service";
import type { ApiContext } from "../context";
import { handler, noStore, queryLang, reply } from "../http";

/** GIGW site feedback (/feedback): stored, acknowledged with a reference, listed for editors. */
export function submissionRoutes(ctx: ApiContext, deps: Omit<service.CampaignsDeps, "db" | "logger">): Router {
  const router = Router();
  const d: service.CampaignsDeps = { ...deps, db: ctx.db, logger: ctx.logger };

  router.post(
    "/web/feedback",
    ctx.limitWrites("feedback"),
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const lang = queryLang(req);
      reply(res, ReferenceResponse, { data: { reference: await service.submitSiteFeedback(d, lang, req.body) }, lang }, 201);
    }),
  );

  router.get(
    "/moderation/feedback",
    handler(async (req, res) => {
      noStore(res);
      requireRole(req, "moderator", "admin");
      reply(res, SiteFeedbackListResponse, { data: await siteFeedbackList(ctx.db) });
    }),
  );

  return router;
}
