import type { AssistantAnswer } from "../../contract/assistant";
import { formatDate, isoDate } from "~/content/format";
import { CONTENT_TYPES, typeText } from "~/content/registry";
import { localePath, requestLanguage, translator, textLanguage, type Language, type MessageKey } from "~/i18n";
import { SEARCH_TEXT_MAX, searchHref } from "~/search/query";
import { askAssistant } from "~/upstream/assistant.server";
import { UpstreamError, type UpstreamArgs } from "~/upstream/core.server";
import type { Previous } from "./question";
import type { AnswerView, AskResult } from "./view";

const typesByKey = new Map(CONTENT_TYPES.map((t) => [t.key, t]));

function typeName(key: string, lang: Language): string {
  const type = typesByKey.get(key);
  return type ? typeText(type, lang).name : translator(lang)("content.type.unknown");
}

function searchLink(lang: Language, text: string): string {
  return localePath(lang, searchHref({ searchText: text.slice(0, SEARCH_TEXT_MAX) }));
}

/** The newest of the sources' dates. */
function newest(dates: (string | null)[]): string | null {
  let best: string | null = null;
  let bestTime = -Infinity;
  for (const date of dates) {
    const time = date ? new Date(date).getTime() : NaN;
    if (!Number.isNaN(time) && time > bestTime) [best, bestTime] = [date, time];
  }
  return best;
}

/**
 * The API's answer as the page shows it, in the language of the page that asked: its labels and
 * dates in the page's language, its links in the language the answer was asked in (a follow-up
 * "in Hindi?" on an English page links to the Hindi pages).
 */
export function answerView(answer: AssistantAnswer, lang: Language): AnswerView {
  const links: Language = answer.follow_up?.lang ?? lang;
  return {
    id: answer.id,
    question: answer.question,
    found: answer.status === "answered" && answer.sentences.length > 0,
    sentences: answer.sentences,
    machineWritten: answer.machine_written,
    sources: answer.sources.map((s, i) => ({
      n: i + 1,
      title: s.title,
      typeName: typeName(s.type, links),
      href: localePath(links, s.href),
      passage: s.passage,
      published: formatDate(s.published_at, lang),
      publishedIso: isoDate(s.published_at),
      lang: s.lang,
      link: s.link ? { kind: s.link.kind, href: s.link.href.startsWith("/") ? localePath(links, s.link.href) : s.link.href } : null,
    })),
    searchText: answer.search_text,
    searchHref: searchLink(links, answer.search_text),
    related: answer.related.map((r) => ({ label: r.label, href: searchLink(links, r.search_text) })),
    lang: textLanguage(answer),
    outdatedSince: answer.outdated ? formatDate(newest(answer.sources.map((s) => s.published_at)), lang) || null : null,
    declined: answer.status === "declined" ? answer.advice : null,
    followUp: answer.follow_up ? { previous: answer.follow_up.previous } : null,
    context: { question: answer.question, topic: answer.sources[0]?.title ?? null },
  };
}

/** What each upstream failure means to the visitor, and the status the page answers with. */
export function failureOf(error: UpstreamError): { status: number; error: MessageKey } {
  if (error.status === 429) return { status: 429, error: "assistant.error.rateLimited" };
  if (error.status === 400 || error.status === 422) return { status: 400, error: "assistant.error.invalid" };
  // Unreachable, timed out, slow search (503) or anything else: a timely "try again".
  return { status: 503, error: "assistant.error.unavailable" };
}

/**
 * Asks the API (with the question before, for a follow-up); every failure it can report becomes
 * a message and a status, never a 500.
 */
export async function ask(
  args: UpstreamArgs,
  question: string,
  previous: Previous | null = null,
): Promise<{ status: number; result: AskResult }> {
  try {
    const answer = await askAssistant(args, question, previous);
    return { status: 200, result: { state: "answered", question, previous, answer: answerView(answer, requestLanguage(args.request)) } };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const failure = failureOf(error);
    return { status: failure.status, result: { state: "error", question, error: failure.error } };
  }
}
