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

/**
 * The question before this one, for a follow-up ("and in Pune?", "when is it?", "in Hindi?"):
 * the question as the assistant read it and the title of its first source. The portal carries
 * them in the page's form (hidden fields), so a follow-up needs no session.
 */
export const PreviousQuestion = z.object({
  question: z.string().trim().min(1).max(ASSISTANT_LIMITS.previousMax),
  topic: z.string().trim().max(ASSISTANT_LIMITS.previousMax).nullish(),
});
export type PreviousQuestion = z.infer<typeof PreviousQuestion>;

export const AskRequest = z.object({
  question: z
    .string()
    .trim()
    .min(1, "Type a question")
    .max(ASSISTANT_LIMITS.questionMax, `Questions are limited to ${ASSISTANT_LIMITS.questionMax} characters`),
  lang: Lang.default(DEFAULT_LANG),
  previous: PreviousQuestion.optional(),
});
export type AskRequest = z.infer<typeof AskRequest>;

export const AssistantSource = z.object({
  title: z.string(),
  /** Collection key of the item (contract/content-types.ts), e.g. "articles", "startups". */
  type: z.string(),
  /** Site path of the item's page, without language prefix, e.g. /articles/some-slug. */
  href: z.string(),
  /** The passage the answer drew on. */
  passage: z.string(),
  /** When the item was published (every answer shows its sources' dates). */
  published_at: Timestamp.nullable(),
  /** The language its title and passage are in (a Hindi answer can cite an item only written in English). */
  lang: AnswerLang,
  /** The item's own link for acting on it (registering, its website, its download), if it has one. */
  link: z.object({ kind: z.enum(["register", "website", "download"]), href: z.string() }).nullable(),
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

/** Advice the assistant does not give: it points to the public service that can. */
export const AdviceTopic = z.enum(["medical", "legal", "financial"]);
export type AdviceTopic = z.infer<typeof AdviceTopic>;

export const AssistantAnswer = z.object({
  id: AnswerId,
  /** The question as answered: a follow-up is read together with the question before it. */
  question: z.string(),
  /** `declined`: a request for medical, legal or financial advice (see `advice`). */
  status: z.enum(["answered", "not_found", "declined"]),
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
  /** True when the newest source is over two years old: the answer may be out of date. */
  outdated: z.boolean(),
  /** Set when the question was declined: the kind of advice it asked for. */
  advice: AdviceTopic.nullable(),
  /** Set when the question was read as a follow-up: what it was read with, and the language asked for. */
  follow_up: z.object({ previous: z.string(), lang: Lang }).nullable(),
});
export type AssistantAnswer = z.infer<typeof AssistantAnswer>;
export const AskResponse = z.object({ data: AssistantAnswer });

export const AnswerFeedbackRequest = z.object({
  answer_id: AnswerId,
  helpful: z.boolean(),
  /** Why, in the visitor's words (optional). */
  reason: z.string().trim().max(ASSISTANT_LIMITS.reasonMax, `Reasons are limited to ${ASSISTANT_LIMITS.reasonMax} characters`).optional(),
});
export type AnswerFeedbackRequest = z.infer<typeof AnswerFeedbackRequest>;

/** For editors: what visitors asked and the portal could not answer. */
export const UnansweredQuestion = z.object({
  question: z.string(),
  count: z.number().int(),
  first_asked: Timestamp,
  last_asked: Timestamp,
});
export const UnansweredResponse = z.object({ data: z.array(UnansweredQuestion) });

/** For editors: questions whose answer a visitor said did not help, with the reasons given. */
export const UnhelpfulQuestion = z.object({
  question: z.string(),
  lang: Lang,
  /** How many times an answer to it was marked unhelpful. */
  count: z.number().int(),
  last_asked: Timestamp,
  /** The newest reasons visitors gave (a few). */
  reasons: z.array(z.string()),
});
export const UnhelpfulResponse = z.object({ data: z.array(UnhelpfulQuestion) });
