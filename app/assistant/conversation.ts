/**
 * The visit's conversation (see ./visit.ts), kept per language because its links are in it. Each
 * answered turn keeps the answer's context, which the widget sends with the next typed question
 * so a follow-up works there as it does on the page (hidden fields).
 */
import type { Language } from "~/i18n/languages";
import { session, type Store } from "./visit";
import type { AskResult } from "./view";

export type Turn = Extract<AskResult, { state: "answered" | "error" }>;

const CONVERSATION_KEY = "assistant.conversation";
/** The visit's last questions and answers; older ones drop off. */
export const TURNS_KEPT = 12;

function isTurn(value: unknown): value is Turn {
  if (!value || typeof value !== "object") return false;
  const turn = value as Record<string, unknown>;
  if (typeof turn.question !== "string") return false;
  if (turn.state === "error") return typeof turn.error === "string" && turn.error.startsWith("assistant.error.");
  if (turn.state !== "answered" || typeof turn.answer !== "object" || turn.answer === null) return false;
  // An answer kept by an older version of the widget (no context to follow up on) is dropped.
  const answer = turn.answer as { sources?: unknown; context?: { question?: unknown } };
  return Array.isArray(answer.sources) && typeof answer.context?.question === "string";
}

/** The visit's conversation so far in a language (its links are in it); unreadable = none. */
export function readConversation(lang: Language, store: Store | null = session()): Turn[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(`${CONVERSATION_KEY}.${lang}`) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isTurn).slice(-TURNS_KEPT) : [];
  } catch {
    return [];
  }
}

export function writeConversation(lang: Language, turns: Turn[], store: Store | null = session()) {
  try {
    store?.setItem(`${CONVERSATION_KEY}.${lang}`, JSON.stringify(turns.slice(-TURNS_KEPT)));
  } catch {
    // Full or unavailable storage: the conversation lasts only for this page.
  }
}
