import { Router } from "express";
import { z } from "zod";
import { ATTACHMENT_LIMITS, CampaignListResponse, CampaignResponse, ReferenceResponse } from "../../contract";
import { requireRole } from "../auth/bearer";
import { consultationCsv } from "../campaigns/export";
import * as service from "../campaigns/service";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, queryLang, reply } from "../http";
import { jsonBody } from "./body";

const SlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, "Not a campaign slug"),
});
/** Base64 of the largest attachment plus the text fields. */
const FEEDBACK_BODY_LIMIT = `${Math.ceil((ATTACHMENT_LIMITS.bytes * 4) / 3) + 256 * 1024}b`;

/**
 * Campaign and call pages with their status (computed per request from the injected clock), the
 * consultation feedback form's endpoint and the editors' CSV export. Decision 0097.
 */
export function campaignRoutes(ctx: ApiContext, deps: Omit<service.CampaignsDeps, "db" | "logger">): Router {
  const router = Router();
  const d: service.CampaignsDeps = { ...deps, db: ctx.db, logger: ctx.logger };
  const slugOf = (params: unknown) => parseInput(SlugParams, params, "params").slug;

  router.get(
    "/web/campaigns",
    handler(async (req, res) => {
      const lang = queryLang(req);
      // Statuses change with time, not with edits: a short cache only.
      res.setHeader("Cache-Control", "public, max-age=60");
      reply(res, CampaignListResponse, { data: await service.listCampaigns(d, lang) });
    }),
  );

  router.get(
    "/web/campaigns/:slug",
    handler(async (req, res) => {
      const lang = queryLang(req);
      const slug = slugOf(req.params);
      res.setHeader("Cache-Control", "public, max-age=60");
      reply(res, CampaignResponse, { data: await service.getCampaign(d, slug, lang) });
    }),
  );

  router.post(
    "/web/campaigns/:slug/feedback",
    ctx.limitWrites("consultation"),
    jsonBody(FEEDBACK_BODY_LIMIT),
    handler(async (req, res) => {
      noStore(res);
      const lang = queryLang(req);
      const reference = await service.submitConsultationFeedback(d, slugOf(req.params), lang, req.body);
      reply(res, ReferenceResponse, { data: { reference }, lang }, 201);
    }),
  );

  router.get(
    "/moderation/campaigns/:slug/feedback.csv",
    handler(async (req, res) => {
      noStore(res);
      requireRole(req, "moderator", "admin");
      const slug = slugOf(req.params);
      const csv = await consultationCsv(ctx.db, slug);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="${slug}-feedback.csv"`);
      res.status(200).send(csv);
    }),
  );

  return router;
}
