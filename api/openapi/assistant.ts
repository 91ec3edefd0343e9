import { z } from "zod";
import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** The assistant (docs/decisions/0095). */
export function registerAssistantPaths({ error, path, body, lang, moderatorOnly }: OpenApiContext): void {
  // The assistant (docs/product/assistant.md#the-assistant, docs/decisions/0095): answers from the portal's own content.
  const assistantLimited = { 429: json(error, "Too many questions"), 413: json(error, "Too large") };
  path(
    "post",
    "/web/assistant/ask",
    "Answer a question from published content, with sources; `lang` from the query, else the body",
    contract.AskResponse,
    {
      body: body(contract.AskRequest),
      query: z.object({ lang: contract.Lang.optional() }),
    },
    { ...assistantLimited, 503: json(error, "Retrieval took too long: try again") },
  );
  path(
    "post",
    "/web/assistant/feedback",
    "Helpful / not helpful for an answer",
    contract.Ok,
    { body: body(contract.AnswerFeedbackRequest), query: lang },
    assistantLimited,
  );
  path(
    "get",
    "/moderation/assistant/unanswered",
    "Questions the assistant could not answer (last `days` days; editors)",
    contract.UnansweredResponse,
    {
      query: z.object({ days: z.number().int().min(1).max(contract.ASSISTANT_LIMITS.keepDays).optional() }),
    },
    moderatorOnly,
    true,
  );
  path(
    "get",
    "/moderation/assistant/unhelpful",
    "Questions whose answer visitors said did not help, with their reasons (last `days` days; editors)",
    contract.UnhelpfulResponse,
    {
      query: z.object({ days: z.number().int().min(1).max(contract.ASSISTANT_LIMITS.keepDays).optional() }),
    },
    moderatorOnly,
    true,
  );
}
