import {
  AnswerFeedbackRequest,
  AskRequest,
  AskResponse,
  UnansweredResponse,
  UnhelpfulResponse,
  type AssistantAnswer,
  type PreviousQuestion,
} from "../../contract/assistant";
import { Ok } from "../../contract";
import { requestLanguage } from "~/i18n";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * The assistant answers within the page's patience: its own retrieval limit is ~2 s (it then says
 * 503 "try again"), so a little more than that covers the call without holding the page.
 */
const ASK_TIMEOUT_MS = 4000;

/**
 * POST /api/web/assistant/ask: an answer in the page's language (or the one a follow-up asked
 * for), or an UpstreamError. `previous`: the question before, which a follow-up is read with.
 */
export async function askAssistant(args: UpstreamArgs, question: string, previous?: PreviousQuestion | null): Promise<AssistantAnswer> {
  const body = AskRequest.parse({ question, lang: requestLanguage(args.request), ...(previous ? { previous } : {}) });
  const response = await upstreamCall(args, {
    method: "POST",
    path: "/api/web/assistant/ask",
    body,
    schema: AskResponse,
    auth: "none",
    timeoutMs: ASK_TIMEOUT_MS,
  });
  return response.data;
}

/** POST /api/web/assistant/feedback: "helpful" or not, for one answer. */
export async function sendAnswerFeedback(args: UpstreamArgs, input: AnswerFeedbackRequest) {
  const body = AnswerFeedbackRequest.parse(input);
  return upstreamCall(args, { method: "POST", path: "/api/web/assistant/feedback", body, schema: Ok, auth: "none", timeoutMs: 2000 });
}

/** GET /api/moderation/assistant/unanswered: what the assistant could not answer (editors). */
export async function listUnansweredQuestions(args: UpstreamArgs, days: number) {
  const response = await upstreamCall(args, {
    path: `/api/moderation/assistant/unanswered?days=${days}`,
    schema: UnansweredResponse,
    auth: "required",
  });
  return response.data;
}

/** GET /api/moderation/assistant/unhelpful: what visitors said did not help, with their reasons (editors). */
export async function listUnhelpfulQuestions(args: UpstreamArgs, days: number) {
  const response = await upstreamCall(args, {
    path: `/api/moderation/assistant/unhelpful?days=${days}`,
    schema: UnhelpfulResponse,
    auth: "required",
  });
  return response.data;
}
