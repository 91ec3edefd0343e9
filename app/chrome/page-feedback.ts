import type { UIMatch } from "react-router";
import { PAGE_FEEDBACK_LIMITS } from "../../contract/page-feedback-constants";
import { pathWithoutLanguage } from "~/i18n/languages";

/**
 * "Was this page useful?" (docs/product/editorial.md#what-readers-tell-us): what the control in the
 * chrome and its action route (app/routes/page-feedback.tsx) share. No zod here: the control is on
 * every page, and its JavaScript must stay small.
 */

export const PAGE_FEEDBACK_ACTION = "/page-feedback";
/** The query parameter the action adds to the page it sends a visitor back to (value "sent"). */
export const PAGE_FEEDBACK_PARAM = "page-feedback";
export const PAGE_FEEDBACK_ID = "page-feedback";
export const COMMENT_MAX = PAGE_FEEDBACK_LIMITS.commentMax;

/** The action's answer, to a fetcher or to its own page (no JavaScript, refused). */
export interface PageFeedbackAnswer {
  sent: boolean;
  error?: "pageFeedback.error.long" | "pageFeedback.error.failed" | "form.honeypotFilled";
  /** What was typed, given back with a refusal. */
  comment?: string;
  /** The page answered on (a path on this site), given back with a refusal. */
  page?: string;
}

/** Pages that are not for the public at large: the desk, accounts and drafts are covered by their handles. */
const NOT_PUBLIC = /^\/(page-feedback|posts|pages|editorial|profile|signin|signup|logout)(\/|$)/;

/**
 * A route's policy (app/route-policy.ts: PERSONAL_PAGE, AUTH_ROUTE), read here without importing
 * it, since the chrome sits below the app's root modules.
 */
function policyOf(handle: unknown): { pageCache?: unknown; rateTier?: unknown } | undefined {
  const policy = typeof handle === "object" && handle !== null ? (handle as { policy?: unknown }).policy : undefined;
  return typeof policy === "object" && policy !== null ? policy : undefined;
}

/** Whether the control belongs on this page: a public page, not one person's own, not a sign-in page. */
export function isPublicPage(pathname: string, matches: readonly UIMatch[]): boolean {
  if (NOT_PUBLIC.test(pathWithoutLanguage(pathname.toLowerCase()))) return false;
  return !matches.some(({ handle }) => policyOf(handle)?.pageCache === false || policyOf(handle)?.rateTier === "auth");
}

/** The page to come back to, without an earlier thank-you marker, and the marker added. */
export function returnWithThanks(returnTo: string): string {
  const url = new URL(returnTo, "http://same-site.invalid");
  url.searchParams.set(PAGE_FEEDBACK_PARAM, "sent");
  url.hash = PAGE_FEEDBACK_ID;
  return url.pathname + url.search + url.hash;
}

/** The page's own address as the form sends it back: its path and query, without the marker. */
export function currentPage(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PAGE_FEEDBACK_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
