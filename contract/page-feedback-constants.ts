/**
 * "Was this page useful?" limits without zod, so the page's control can import them without
 * pulling in the contract's schemas (the JavaScript budget). Re-exported by ./page-feedback.
 */
export const PAGE_FEEDBACK_LIMITS = {
  /** Longest "what went wrong" comment, in characters after trimming. */
  commentMax: 500,
  /** Longest page path kept. */
  pathMax: 300,
  /** Raw answers (with their comments) and the desk's per-day lists are kept this long. */
  keepDays: 90,
  /** Longest period the desk shows at once, in days. */
  rangeMaxDays: 366,
} as const;
