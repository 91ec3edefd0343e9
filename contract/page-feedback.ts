import { z } from "zod";
import { Lang } from "./lang";
import { PAGE_FEEDBACK_LIMITS } from "./page-feedback-constants";

export { PAGE_FEEDBACK_LIMITS } from "./page-feedback-constants";

/** A page of the portal, without its language prefix: a path on this site, never `//host` or `/\host`. */
const PagePath = z
  .string()
  .trim()
  .min(1)
  .max(PAGE_FEEDBACK_LIMITS.pathMax)
  .regex(/^\/(?![/\\])[^?#\s]*$/, "A path on this site, starting with /");

/** A visitor's "Was this page useful?" (docs/product/editorial.md#what-readers-tell-us). */
export const PageFeedbackRequest = z.object({
  path: PagePath,
  helpful: z.boolean(),
  /** What went wrong, in the visitor's words (optional; kept only with a "no"). */
  comment: z
    .string()
    .trim()
    .max(PAGE_FEEDBACK_LIMITS.commentMax, `Comments are limited to ${PAGE_FEEDBACK_LIMITS.commentMax} characters`)
    .optional(),
});
export type PageFeedbackRequest = z.infer<typeof PageFeedbackRequest>;

/** A day as YYYY-MM-DD (India time). */
export const FeedbackDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date like 2026-01-31");

/**
 * The desk's filters: a period of whole days and, optionally, one language (`language`, since
 * `lang` is the language of the call itself, which the portal sends with every call).
 */
export const PageFeedbackQuery = z.object({
  from: FeedbackDay.optional(),
  to: FeedbackDay.optional(),
  language: Lang.optional(),
});
export type PageFeedbackQuery = z.infer<typeof PageFeedbackQuery>;

export const PageFeedbackPage = z.object({
  path: z.string(),
  /** Views of the page in the period (detail pages, both languages: the visit log keeps no language). */
  views: z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  comments: z.number().int(),
});
export const PageFeedbackComment = z.object({ path: z.string(), lang: Lang, day: FeedbackDay, comment: z.string() });
/** A search that found nothing, or a question the assistant could not answer, counted per day. */
export const PageFeedbackMiss = z.object({ day: FeedbackDay, lang: Lang, text: z.string(), count: z.number().int() });

export const PageFeedbackReport = z.object({
  data: z.object({
    from: FeedbackDay,
    to: FeedbackDay,
    language: Lang.nullable(),
    pages: z.array(PageFeedbackPage),
    comments: z.array(PageFeedbackComment),
    searches: z.array(PageFeedbackMiss),
    questions: z.array(PageFeedbackMiss),
  }),
});
export type PageFeedbackReport = z.infer<typeof PageFeedbackReport>;
