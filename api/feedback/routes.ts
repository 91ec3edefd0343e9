import { Router } from "express";
import { EDITOR_ROLES, Ok, PageFeedbackQuery, PageFeedbackReport, PageFeedbackRequest } from "../../contract";
import { requireRole } from "../auth/bearer";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, queryLang, reply } from "../http";
import { feedbackReport } from "./report";
import { recordPageFeedback } from "./store";

/**
 * "Was this page useful?" (docs/product/editorial.md#what-readers-tell-us): a visitor's answer is
 * a write, limited per address like the API's others; the report is for the desk's roles only.
 */
export function pageFeedbackRoutes(ctx: ApiContext): Router {
  const router = Router();

  router.post(
    "/web/page-feedback",
    ctx.limitWrites("page-feedback"),
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const lang = queryLang(req);
      const input = parseInput(PageFeedbackRequest, req.body, "body");
      await recordPageFeedback(ctx.db, input, lang, ctx.now());
      reply(res, Ok, { ok: true });
    }),
  );

  router.get(
    "/moderation/page-feedback",
    handler(async (req, res) => {
      requireRole(req, ...EDITOR_ROLES);
      const query = parseInput(PageFeedbackQuery, req.query, "query");
      noStore(res);
      reply(res, PageFeedbackReport, { data: await feedbackReport(ctx.db, query, ctx.now()) });
    }),
  );
  return router;
}
