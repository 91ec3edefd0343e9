import { Router, type Request } from "express";
import { z } from "zod";
import {
  AssessmentLang,
  AssessmentListResponse,
  AssessmentResponse,
  AssessmentResultResponse,
  ASSESSMENT_LIMITS,
  ExportDocument,
  Ok,
  QuestionnaireResponse,
  SaveAnswersRequest,
} from "../../contract";
import { CURRENT_VERSION, questionnaire } from "../assessment/questions";
import { questionIn, resultIn, sectionsIn } from "../assessment/present";
import * as repo from "../assessment/repository";
import { score } from "../assessment/scoring";
import * as service from "../assessment/service";
import { requireUser } from "../auth/bearer";
import type { ApiContext } from "../context";
import { handler, HttpError, noStore, parseInput, reply } from "../http";
import { jsonBody } from "./body";

const QuestionsQuery = AssessmentLang.extend({ version: z.string().max(40).default(CURRENT_VERSION) });
const IdParams = z.object({ id: z.string() });

/**
 * The Responsible-AI self-assessment (docs/product/guidance.md#the-self-assessment, docs/decisions/0091-assessment.md). An anonymous
 * draft's id is its key (anonymous visitors have nothing else); a draft started or saved by a
 * signed-in user is theirs alone: to anyone else, with or without a token, it is a 404 like an
 * id never stored. A share id only reads.
 */
export function assessmentRoutes(ctx: ApiContext): Router {
  const router = Router();
  const write = ctx.limitWrites("assessment");
  const importBody = jsonBody(`${ASSESSMENT_LIMITS.importBytes}b`);
  const langOf = (req: Request) => parseInput(AssessmentLang, req.query, "query").lang;
  const idOf = (req: Request) => parseInput(IdParams, req.params, "params").id;
  const viewerOf = (req: Request): service.Viewer => req.apiUser?.id ?? null;
  /** The draft the address names, as the caller may see it. */
  const draftOf = (req: Request) => service.load(ctx.db, idOf(req), viewerOf(req));

  router.get(
    "/web/assessment/questions",
    handler(async (req, res) => {
      const { lang, version } = parseInput(QuestionsQuery, req.query, "query");
      const q = questionnaire(version);
      if (!q) throw new HttpError(404, `No questionnaire version ${version}`);
      res.setHeader("Cache-Control", "public, max-age=300");
      reply(res, QuestionnaireResponse, {
        data: { version: q.version, sections: sectionsIn(lang), questions: q.questions.map((x) => questionIn(x, lang)) },
      });
    }),
  );

  router.post(
    "/web/assessment",
    write,
    handler(async (req, res) => {
      noStore(res);
      const created = await service.create(ctx.db, req.apiUser?.id ?? null);
      reply(res, AssessmentResponse, { data: service.toWire(created) }, 201);
    }),
  );

  router.post(
    "/web/assessment/import",
    write,
    importBody,
    handler(async (req, res) => {
      noStore(res);
      const doc = parseInput(ExportDocument, req.body, "body");
      const created = await service.importDocument(ctx.db, req.apiUser?.id ?? null, doc);
      reply(res, AssessmentResponse, { data: service.toWire(created) }, 201);
    }),
  );

  router.get(
    "/web/user/assessments",
    handler(async (req, res) => {
      noStore(res);
      const user = requireUser(req);
      const rows = await repo.listForUser(ctx.db, user.id);
      const data = rows.map(({ id, version, created_at, updated_at, submitted_at, answers }) => ({
        id,
        version,
        created_at,
        updated_at,
        submitted_at,
        level: score(service.versionOf({ version }), answers).impact.level,
      }));
      reply(res, AssessmentListResponse, { data });
    }),
  );

  router.get(
    "/web/shared-assessment/:id/result",
    handler(async (req, res) => {
      noStore(res);
      const lang = langOf(req);
      const stored = await service.loadShared(ctx.db, idOf(req));
      reply(res, AssessmentResultResponse, { data: resultIn(service.versionOf(stored), stored, lang, true) });
    }),
  );

  router.get(
    "/web/assessment/:id",
    handler(async (req, res) => {
      noStore(res);
      reply(res, AssessmentResponse, { data: service.toWire(await draftOf(req)) });
    }),
  );

  router.post(
    "/web/assessment/:id/answers",
    write,
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const stored = await draftOf(req);
      const body = parseInput(SaveAnswersRequest, req.body, "body");
      const answers = service.merge(stored.answers, service.validAnswers(service.versionOf(stored), body.answers));
      const saved = await service.saveAnswers(ctx.db, stored, viewerOf(req), { answers, submitted: body.submit });
      reply(res, AssessmentResponse, { data: service.toWire(saved) });
    }),
  );

  router.get(
    "/web/assessment/:id/result",
    handler(async (req, res) => {
      noStore(res);
      const lang = langOf(req);
      const stored = await draftOf(req);
      reply(res, AssessmentResultResponse, { data: resultIn(service.versionOf(stored), stored, lang, false) });
    }),
  );

  router.get(
    "/web/assessment/:id/export",
    handler(async (req, res) => {
      noStore(res);
      reply(res, ExportDocument, service.exportDocument(await draftOf(req)));
    }),
  );

  router.post(
    "/web/assessment/:id/share",
    write,
    handler(async (req, res) => {
      noStore(res);
      const shared = await service.setSharing(ctx.db, await draftOf(req), viewerOf(req), true);
      reply(res, AssessmentResponse, { data: service.toWire(shared) });
    }),
  );

  router.post(
    "/web/assessment/:id/revoke",
    write,
    handler(async (req, res) => {
      noStore(res);
      const revoked = await service.setSharing(ctx.db, await draftOf(req), viewerOf(req), false);
      reply(res, AssessmentResponse, { data: service.toWire(revoked) });
    }),
  );

  router.post(
    "/web/assessment/:id/delete",
    write,
    handler(async (req, res) => {
      noStore(res);
      await service.remove(ctx.db, await draftOf(req), viewerOf(req));
      reply(res, Ok, { ok: true });
    }),
  );

  return router;
}
