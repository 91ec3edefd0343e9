/**
 * The assistant's address for a question, `/assistant?q=…` (the page, the widget's fetcher, a
 * link someone shares), with the question before it for a follow-up (`pq`, and `pt`: the title
 * of its answer's first source). Without zod: the widget downloads it (see ./read-question.ts
 * for how the server reads them).
 */
import { ASSISTANT_LIMITS } from "../../contract/assistant-constants";

export const QUESTION_PARAM = "q";
/** The previous question, as the assistant read it: a follow-up is read together with it. */
export const PREVIOUS_PARAM = "pq";
/** The title of the previous answer's first source: what "it" in "when is it?" means. */
export const TOPIC_PARAM = "pt";
export const QUESTION_MAX = ASSISTANT_LIMITS.questionMax;
export const PREVIOUS_MAX = ASSISTANT_LIMITS.previousMax;
export const REASON_MAX = ASSISTANT_LIMITS.reasonMax;

/** The question before a follow-up, as the page's form and the widget carry it. */
export interface Previous {
  question: string;
  topic: string | null;
}

/** The page (or the widget's data) for a question, before the language prefix. */
export function questionHref(text: string, previous?: Previous | null): string {
  const params = new URLSearchParams({ [QUESTION_PARAM]: text });
  if (previous?.question) {
    params.set(PREVIOUS_PARAM, previous.question);
    if (previous.topic) params.set(TOPIC_PARAM, previous.topic);
  }
  return `/assistant?${params}`;
}
