import { z } from "zod";
import { AnswerLang, Lang, DEFAULT_LANG } from "./lang";
import { Timestamp } from "./common";
import { ASSISTANT_LIMITS } from "./assistant-constants";

/**
 * The assistant (docs/product/assistant.md#the-assistant): answers a visitor's question from the portal's own published
 * content. Every answer is made of the portal's sentences (or, with a configured language model,
 * rephrased from them and labelled so) and always carries its sources.
 */

export { ASSISTANT_LIMITS };

/** Ids of answers (for feedback): 16 random bytes, base64url. */
export const AnswerId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, "Not an answer id");

export const AskRequest = z.object({
  question: z.string().trim().min(1, "Type a question").max(ASSISTANT_LIMITS.questionMax, `Questions are limited to ${ASSISTANT_LIMITS.questionMax} characters`),
  lang: Lang.default(DEFAULT_LANG),
});
export type AskRequest = z.infer<typeof AskRequest>;

export const AssistantSource = z.object({
  title: z.string(),
  /** Collection key of the item (registry-data.js), e.g. "articles", "startups". */
  type: z.string(),
  /** Site path of the item's page, without language prefix, e.g. /articles/some-slug. */
  href: z.string(),
  /** The passage the answer drew on. */
  passage: z.string(),
});
export type AssistantSource = z.infer<typeof AssistantSource>;

/** What the assistant understood of the question, shown so the visitor can see why. */
export const AssistantUnderstanding = z.object({
  terms: z.array(z.string()),
  types: z.array(z.string()),
  /** "upcoming" | "past" | "this-year" | null */
  when: z.enum(["upcoming", "past", "this-year"]).nullable(),
  place: z.string().nullable(),
});

export const AssistantAnswer = z.object({
  id: AnswerId,
  question: z.string(),
  status: z.enum(["answered", "not_found"]),
  /** Sentences of the answer; `source` indexes `sources`. Empty when not found. */
  sentences: z.array(z.object({ text: z.string(), source: z.number().int().nonnegative() })),
  /** Set when a language model wrote the answer text from the sources. */
  machine_written: z.string().nullable(),
  sources: z.array(AssistantSource),
  understood: AssistantUnderstanding,
  /** Search query (the portal's queryData searchText) that finds more. */
  search_text: z.string(),
  /** Two or three topics to try, most useful when nothing was found. */
  related: z.array(z.object({ label: z.string(), search_text: z.string() })),
  lang: AnswerLang,
});
export type AssistantAnswer = z.infer<typeof AssistantAnswer>;
export const AskResponse = z.object({ data: AssistantAnswer });

export const AnswerFeedbackRequest = z.object({ answer_id: AnswerId, helpful: z.boolean() });
export type AnswerFeedbackRequest = z.infer<typeof AnswerFeedbackRequest>;

/** For editors: what visitors asked and the portal could not answer. */
export const UnansweredQuestion = z.object({ question: z.string(), count: z.number().int(), first_asked: Timestamp, last_asked: Timestamp });
export const UnansweredResponse = z.object({ data: z.array(UnansweredQuestion) });
