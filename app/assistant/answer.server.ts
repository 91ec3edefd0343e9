import type { AssistantAnswer } from "../../contract/assistant";
import { CONTENT_TYPES, typeText } from "~/content/registry";
import { localePath, requestLanguage, translator, textLanguage, type Language, type MessageKey } from "~/i18n";
import { SEARCH_TEXT_MAX, searchHref } from "~/search/query";
import { askAssistant } from "~/upstream/assistant.server";
import { UpstreamError, type UpstreamArgs } from "~/upstream/core.server";
import type { AnswerView, AskResult } from "./view";

const typesByKey = new Map(CONTENT_TYPES.map((t) => [t.key, t]));

function typeName(key: string, lang: Language): string {
  const type = typesByKey.get(key);
  return type ? typeText(type, lang).name : translator(lang)("content.type.unknown");
}

function searchLink(lang: Language, text: string): string {
  return localePath(lang, searchHref({ searchText: text.slice(0, SEARCH_TEXT_MAX) }));
}

/** The API's answer as the page shows it, in the language of the page that asked. */
export function answerView(answer: AssistantAnswer, lang: Language): AnswerView {
  return {
    id: answer.id,
    question: answer.question,
    found: answer.status === "answered" && answer.sentences.length > 0,
    sentences: answer.sentences,
    machineWritten: answer.machine_written,
    sources: answer.sources.map((s, i) => ({
      n: i + 1,
      title: s.title,
      typeName: typeName(s.type, lang),
      href: localePath(lang, s.href),
      passage: s.passage,
    })),
    searchText: answer.search_text,
    searchHref: searchLink(lang, answer.search_text),
    related: answer.related.map((r) => ({ label: r.label, href: searchLink(lang, r.search_text) })),
    lang: textLanguage(answer),
  };
}

/** What each upstream failure means to the visitor, and the status the page answers with. */
export function failureOf(error: UpstreamError): { status: number; error: MessageKey } {
  if (error.status === 429) return { status: 429, error: "assistant.error.rateLimited" };
  if (error.status === 400 || error.status === 422) return { status: 400, error: "assistant.error.invalid" };
  // Unreachable, timed out, slow search (503) or anything else: a timely "try again".
  return { status: 503, error: "assistant.error.unavailable" };
}

/** Asks the API; every failure it can report becomes a message and a status, never a 500. */
export async function ask(args: UpstreamArgs, question: string): Promise<{ status: number; result: AskResult }> {
  try {
    const answer = await askAssistant(args, question);
    return { status: 200, result: { state: "answered", question, answer: answerView(answer, requestLanguage(args.request)) } };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const failure = failureOf(error);
    return { status: failure.status, result: { state: "error", question, error: failure.error } };
  }
}
