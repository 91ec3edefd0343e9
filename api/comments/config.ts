import type { Env } from "../../config/env";

/** How comments are moderated and throttled; defaults come from the environment. */
export interface CommentsConfig {
  /**
   * Whether new and edited comments wait for a moderator. The settings row
   * `comments_require_approval` (set by moderators, `npm run moderate`) overrides this default.
   */
  requireApproval: boolean;
  /** Distinct reporters since the last review that put an approved comment in the "reported" queue. */
  reportReviewThreshold: number;
  /** Posting limit per user (new comments and replies); max 0 turns it off. */
  postRateLimit: { max: number; windowMs: number };
}

/** The environment's values with explicit overrides (tests lower the rate limit this way). */
export function commentsConfigFrom(env: Env, overrides: Partial<CommentsConfig> = {}): CommentsConfig {
  return {
    requireApproval: env.COMMENTS_REQUIRE_APPROVAL,
    reportReviewThreshold: env.COMMENT_REPORT_REVIEW_THRESHOLD,
    postRateLimit: { max: env.COMMENT_RATE_LIMIT_MAX, windowMs: env.COMMENT_RATE_LIMIT_WINDOW_MS },
    ...overrides,
  };
}
