/**
 * The assistant's address for a question, `/assistant?q=…` (the page, the widget's fetcher, a
 * link someone shares). Without zod: the widget downloads it (see ./read-question.ts for how the
 * server reads the question).
 */
import { ASSISTANT_LIMITS } from "../../contract/assistant-constants";

export const QUESTION_PARAM = "q";
export const QUESTION_MAX = ASSISTANT_LIMITS.questionMax;

/** The page (or the widget's data) for a question, before the language prefix. */
export function questionHref(text: string): string {
  return `/assistant?${new URLSearchParams({ [QUESTION_PARAM]: text })}`;
}
