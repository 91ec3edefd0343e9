/**
 * The assistant's limits without zod, so the browser's widget can import them without pulling in
 * every schema of the contract (the JavaScript budget). Re-exported by ./assistant.
 */
export const ASSISTANT_LIMITS = {
  /** Longest question accepted, in characters after trimming. */
  questionMax: 300,
  /** Sources returned with an answer. */
  sourcesMax: 5,
  /** Unanswered questions and feedback are kept this long. */
  keepDays: 90,
} as const;
