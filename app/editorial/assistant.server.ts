import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { ASSISTANT_LIMITS } from "../../contract/assistant-constants";
import { formatDate, isoDate } from "~/content/format";
import { requestLanguage } from "~/i18n";
import { listUnansweredQuestions, listUnhelpfulQuestions } from "~/upstream/assistant.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { requireEditor } from "./access.server";

/**
 * The desk's page of assistant questions (/editorial/assistant): what visitors asked that the
 * portal could not answer, and the answers they said did not help with the reasons they gave,
 * over the last 7, 30 or 90 days. Editors only (the API checks the role again).
 */

/** The periods an editor can choose (the page links them); the API keeps questions ASSISTANT_LIMITS.keepDays days. */
const Days = z.coerce
  .number()
  .pipe(z.union([z.literal(7), z.literal(30), z.literal(ASSISTANT_LIMITS.keepDays)]))
  .catch(30);

export async function loadAssistantQuestions(args: LoaderFunctionArgs) {
  await requireEditor(args);
  const days = Days.parse(new URL(args.request.url).searchParams.get("days") ?? undefined);
  const lang = requestLanguage(args.request);
  const [unanswered, unhelpful] = await Promise.all([listUnansweredQuestions(args, days), listUnhelpfulQuestions(args, days)]).catch(
    upstreamErrorResponse,
  );
  const day = (value: string) => ({ text: formatDate(value, lang), iso: isoDate(value) });
  return {
    days,
    keepDays: ASSISTANT_LIMITS.keepDays,
    unanswered: unanswered.map((q) => ({ question: q.question, count: q.count, first: day(q.first_asked), last: day(q.last_asked) })),
    unhelpful: unhelpful.map((q) => ({ question: q.question, lang: q.lang, count: q.count, last: day(q.last_asked), reasons: q.reasons })),
  };
}

export type AssistantQuestionsData = Awaited<ReturnType<typeof loadAssistantQuestions>>;
