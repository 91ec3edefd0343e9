import { Router } from "express";
import { z } from "zod";
import {
  AnswerFeedbackRequest,
  AskRequest,
  AskResponse,
  ASSISTANT_LIMITS,
  EDITOR_ROLES,
  Ok,
  UnansweredResponse,
  UnhelpfulResponse,
  type Lang,
} from "../../contract";
import { answerQuestion } from "../assistant/answer";
import type { AssistantConfig } from "../assistant/config";
import { listUnanswered, listUnhelpful, recordFeedback } from "../assistant/store";
import { requireRole } from "../auth/bearer";
import type { ApiContext } from "../context";
import { BAD_INPUT, handler, HttpError, noStore, parseInput, queryLang, reply } from "../http";
import { assertNoControlCharacters } from "../input-guard";

/** The messages a visitor may see, in the language of the call. */
const MESSAGES: Record<Lang, Record<"empty" | "long" | "check" | "unknown", string>> = {
  en: {
    empty: "Type a question",
    long: `Questions are limited to ${ASSISTANT_LIMITS.questionMax} characters`,
    check: "Please check the question and try again",
    unknown: "That answer is no longer kept; ask again to give feedback",
  },
  hi: {
    empty: "कृपया अपना प्रश्न लिखें",
    long: `प्रश्न अधिकतम ${ASSISTANT_LIMITS.questionMax} अक्षरों का हो सकता है`,
    check: "कृपया प्रश्न जाँचें और फिर से प्रयास करें",
    unknown: "यह उत्तर अब सहेजा नहीं है; प्रतिक्रिया देने के लिए फिर से प्रश्न पूछें",
  },
};

const UnansweredQuery = z.object({ days: z.coerce.number().int().min(1).max(ASSISTANT_LIMITS.keepDays).default(30) });

/** The ask body, with the question's errors in the call's language. */
function parseAsk(body: unknown, lang: Lang): AskRequest {
  assertNoControlCharacters(body, "body");
  const parsed = AskRequest.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const text = MESSAGES[lang];
  const raw = (body ?? {}) as { question?: unknown };
  const message =
    typeof raw.question !== "string" || raw.question.trim() === ""
      ? text.empty
      : raw.question.trim().length > ASSISTANT_LIMITS.questionMax
        ? text.long
        : text.check;
  throw new HttpError(BAD_INPUT, message, { question: [message] });
}

/**
 * The assistant (docs/product/assistant.md#the-assistant, docs/decisions/0095): ask, feedback on an answer, and for editors the
 * questions it could not answer. Asking and feedback are writes (answers are kept briefly), so
 * both are rate-limited per visitor like the API's other writes.
 */
export function assistantRoutes(ctx: ApiContext, config: AssistantConfig): Router {
  const router = Router();

  router.post(
    "/web/assistant/ask",
    ctx.limitWrites("assistant"),
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const fromQuery = req.query.lang !== undefined ? queryLang(req) : null;
      const bodyLang = (req.body as { lang?: unknown } | undefined)?.lang === "hi" ? "hi" : "en";
      const input = parseAsk(req.body, fromQuery ?? bodyLang);
      const lang = fromQuery ?? input.lang;
      reply(res, AskResponse, { data: await answerQuestion(ctx.db, config, input.question, lang, ctx.now(), input.previous) });
    }),
  );

  router.post(
    "/web/assistant/feedback",
    ctx.limitWrites("assistant-feedback"),
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const lang = queryLang(req);
      const input = parseInput(AnswerFeedbackRequest, req.body, "body");
      if (!(await recordFeedback(ctx.db, input.answer_id, input.helpful, input.reason))) {
        throw new HttpError(404, MESSAGES[lang].unknown, { answer_id: [MESSAGES[lang].unknown] });
      }
      reply(res, Ok, { ok: true });
    }),
  );

  // For the editorial desk (editors and admins): what the assistant could not answer,
  // and what visitors said did not help, with their reasons.
  router.get(
    "/moderation/assistant/unanswered",
    handler(async (req, res) => {
      requireRole(req, ...EDITOR_ROLES);
      const { days } = parseInput(UnansweredQuery, req.query, "query");
      noStore(res);
      reply(res, UnansweredResponse, { data: await listUnanswered(ctx.db, days, ctx.now()) });
    }),
  );

  router.get(
    "/moderation/assistant/unhelpful",
    handler(async (req, res) => {
      requireRole(req, ...EDITOR_ROLES);
      const { days } = parseInput(UnansweredQuery, req.query, "query");
      noStore(res);
      reply(res, UnhelpfulResponse, { data: await listUnhelpful(ctx.db, days, ctx.now()) });
    }),
  );
  return router;
}
