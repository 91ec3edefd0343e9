import type { Env } from "../config/env";

export interface StartupFindings {
  /** The server must not start: one line each, saying what to set. */
  errors: string[];
  warnings: string[];
}

/**
 * Configuration that parses but is unsafe. A separate API (API_BASE_URL) without the shared
 * secret would count every visitor's sign-in attempts against the portal's one address, so a
 * few failed sign-ins would lock everybody out; TRUST_PROXY=true believes any X-Forwarded-For,
 * so every client could pick its own address and walk past the per-address limits; stacked
 * comment limits that leave comments unlimited, or one that can never apply (checkCommentLimits).
 */
export function checkStartup(
  env: Pick<Env, "API_BASE_URL" | "PORTAL_API_SECRET" | "TRUST_PROXY" | "PUBLIC_ORIGIN" | "PORT"> & CommentLimits,
): StartupFindings {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (env.API_BASE_URL && !env.PORTAL_API_SECRET) {
    errors.push(
      "PORTAL_API_SECRET is not set: with API_BASE_URL the API needs the secret it shares with the portal to trust the visitor's address (set the same value on both).",
    );
  }
  if (env.TRUST_PROXY?.trim().toLowerCase() === "true") {
    warnings.push(
      "TRUST_PROXY=true trusts every X-Forwarded-For hop, so any client can choose its address and escape the rate limits; set the number of proxies (e.g. 1) or their addresses instead.",
    );
  }
  // The reset and sign-up mails need an absolute address. The request's own origin is not used
  // for them: anyone can send a request with a Host of their choosing and so have the site mail a
  // reset link to their own server (password-reset poisoning). docs/decisions/0093-visitor-chrome.md, decision 0093.
  if (!env.API_BASE_URL && !env.PUBLIC_ORIGIN) {
    warnings.push(
      `PUBLIC_ORIGIN is not set: links in e-mails (password reset, sign-up) will point at http://localhost:${env.PORT}; set it to the address visitors use (e.g. https://indiaai.gov.in).`,
    );
  }
  errors.push(...checkCommentLimits(env));
  return { errors, warnings };
}

type CommentLimits = Pick<
  Env,
  "API_BASE_URL" | "COMMENT_RATE_LIMIT_MAX" | "COMMENT_RATE_LIMIT_WINDOW_MS" | "API_WRITE_RATE_LIMIT_USER" | "API_WRITE_RATE_LIMIT_WINDOW_S"
>;

/**
 * The embedded API's two per-user limits on comments, stacked (decision 0124): every call of the
 * comment routes (new comments, edits, deletions, refused posts) first counts against
 * API_WRITE_RATE_LIMIT_USER per API_WRITE_RATE_LIMIT_WINDOW_S (kind "comment"), then each new
 * comment against COMMENT_RATE_LIMIT_MAX per COMMENT_RATE_LIMIT_WINDOW_MS.
 *
 * - Both 0: a signed-in account may post without any limit. The portal's write tier does not stand
 *   in: it counts per address, pages only, and the API at /api is called directly too.
 * - The comment limit looser than the write limit (more per unit of time): the write limit always
 *   answers first, with its generic message, and counts what the comment limit promises not to
 *   (edits, refused posts, a post sent twice), so the value set for comments is never in force.
 *
 * With API_BASE_URL these values are the other process's, and are not checked here.
 */
export function checkCommentLimits(env: CommentLimits): string[] {
  if (env.API_BASE_URL) return [];
  const comments = env.COMMENT_RATE_LIMIT_MAX;
  const writes = env.API_WRITE_RATE_LIMIT_USER;
  if (comments === 0 && writes === 0) {
    return [
      "COMMENT_RATE_LIMIT_MAX=0 and API_WRITE_RATE_LIMIT_USER=0 leave new comments without any per-user limit (the portal's write tier counts per address and does not cover /api): set at least one of them above 0.",
    ];
  }
  const commentWindowMs = env.COMMENT_RATE_LIMIT_WINDOW_MS;
  const writeWindowMs = env.API_WRITE_RATE_LIMIT_WINDOW_S * 1000;
  // comments / commentWindowMs > writes / writeWindowMs, in whole numbers.
  if (comments > 0 && writes > 0 && comments * writeWindowMs > writes * commentWindowMs) {
    return [
      `COMMENT_RATE_LIMIT_MAX=${comments} per ${seconds(commentWindowMs)} is looser than API_WRITE_RATE_LIMIT_USER=${writes} per ${seconds(writeWindowMs)}, which counts every comment call first, so the comment limit would never apply: lower COMMENT_RATE_LIMIT_MAX (or lengthen COMMENT_RATE_LIMIT_WINDOW_MS), or raise API_WRITE_RATE_LIMIT_USER (or shorten API_WRITE_RATE_LIMIT_WINDOW_S).`,
    ];
  }
  return [];
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;
