/**
 * Account constants without zod, so pages can import them without pulling the schemas into
 * the browser bundle. contract/accounts.ts re-exports them.
 */

/** Where a user without a profile image points; the portal shows initials instead (docs/product/chrome.md#profile-menu). */
export const PLACEHOLDER_PROFILE_IMAGE = "/images/avatar-placeholder.svg";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

/**
 * Who may do the desk's work (submissions, decisions, editions, audit, reports): editors and
 * admins (docs/product/editorial.md#roles). Every desk endpoint of the API checks this list.
 */
export const EDITOR_ROLES = ["editor", "admin"] as const;

/** Who may moderate comments, and so enter the desk: editors, moderators and admins. */
export const COMMENT_MODERATOR_ROLES = ["editor", "moderator", "admin"] as const;

/** The roles an admin grants and withdraws on the desk's Roles page; withdrawing makes a `user`. */
export const GRANTABLE_ROLES = ["editor", "moderator"] as const;

/** When cookie consent was given: "YYYY-MM-DD hh:mm:ss", 24-hour clock, UTC (docs/product/chrome.md#cookie-banner). */
export const CONSENT_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * `date` as a consent date (CONSENT_DATE), by the portal when the visitor agrees and by the API
 * when a registration brings none. A year before 1000 keeps four digits; an invalid date throws
 * (a RangeError) rather than storing "NaN-NaN-NaN".
 */
export function formatConsentDate(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}
