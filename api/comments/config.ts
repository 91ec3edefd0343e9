import { z } from "zod";

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

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

const EnvSchema = z.object({
  COMMENTS_REQUIRE_APPROVAL: booleanish,
  COMMENT_REPORT_REVIEW_THRESHOLD: z.coerce.number().int().min(1).default(3),
  COMMENT_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(30),
  COMMENT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1).default(60_000),
});

export function commentsConfigFromEnv(env: Record<string, string | undefined> = process.env): CommentsConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid comments configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    requireApproval: e.COMMENTS_REQUIRE_APPROVAL,
    reportReviewThreshold: e.COMMENT_REPORT_REVIEW_THRESHOLD,
    postRateLimit: { max: e.COMMENT_RATE_LIMIT_MAX, windowMs: e.COMMENT_RATE_LIMIT_WINDOW_MS },
  };
}

/** Environment defaults with explicit overrides (tests lower the rate limit this way). */
export function resolveCommentsConfig(overrides: Partial<CommentsConfig> = {}): CommentsConfig {
  return { ...commentsConfigFromEnv(), ...overrides };
}
