/** The visitor's question as the /assistant loader reads it from the address. */
import { cleanText } from "~/search/query";
import type { MessageKey } from "~/i18n";
import { PREVIOUS_MAX, PREVIOUS_PARAM, QUESTION_MAX, QUESTION_PARAM, TOPIC_PARAM, type Previous } from "./question";
import "./messages";

export type QuestionRead =
  /** No `q` at all: the page invites a question. */
  { state: "none" } | { state: "invalid"; text: string; error: MessageKey } | { state: "valid"; text: string };

// Markup is refused rather than silently stripped: the visitor sees why nothing was asked.
const MARKUP = /<\/?[a-z!][^>]*>/i;

/** Control characters dropped and spaces collapsed (as the search box does), then checked. */
export function readQuestion(params: URLSearchParams): QuestionRead {
  const raw = params.get(QUESTION_PARAM);
  if (raw === null) return { state: "none" };
  const text = cleanText(raw);
  if (text === "") return { state: "invalid", text, error: "assistant.error.empty" };
  // Kept as typed (cut to a sane size) so the form can show it back.
  if (text.length > QUESTION_MAX) return { state: "invalid", text: text.slice(0, QUESTION_MAX * 4), error: "assistant.error.tooLong" };
  if (MARKUP.test(text)) return { state: "invalid", text, error: "assistant.error.invalid" };
  return { state: "valid", text };
}

/** A context field as text the API accepts: cleaned, without markup, within its limit; else none. */
function contextText(raw: string | null): string | null {
  if (raw === null) return null;
  const text = cleanText(raw).slice(0, PREVIOUS_MAX).trim();
  return text && !MARKUP.test(text) ? text : null;
}

/**
 * The question before a follow-up, from the page form's hidden fields (or the widget's address):
 * whatever is unreadable is simply left out, since a follow-up without it is a question like any
 * other.
 */
export function readPrevious(params: URLSearchParams): Previous | null {
  const question = contextText(params.get(PREVIOUS_PARAM));
  if (!question) return null;
  return { question, topic: contextText(params.get(TOPIC_PARAM)) };
}
