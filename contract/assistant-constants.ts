/**
 * The assistant's limits without zod, so the browser's widget can import them without pulling in
 * every schema of the contract (the JavaScript budget). Re-exported by ./assistant.
 */
export const ASSISTANT_LIMITS = {
  /** Longest question accepted, in characters after trimming. */
  questionMax: 300,
  /**
   * Longest previous question (or topic) a follow-up may carry: a follow-up's question is the
   * previous one read with the new words, so it can be longer than one question.
   */
  previousMax: 600,
  /** Longest reason a visitor may give with "did this answer help?". */
  reasonMax: 500,
  /** Sources returned with an answer. */
  sourcesMax: 5,
  /** Unanswered questions and feedback are kept this long. */
  keepDays: 90,
} as const;
