/**
 * Account constants without zod, so pages can import them without pulling the schemas into
 * the browser bundle. contract/accounts.ts re-exports them.
 */

/** Where a user without a profile image points; the portal shows initials instead (SPEC §2). */
export const PLACEHOLDER_PROFILE_IMAGE = "/images/avatar-placeholder.svg";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

/** Who may use the editorial desk and moderate comments: editors, moderators and admins (issue 18). */
export const EDITOR_ROLES = ["editor", "moderator", "admin"] as const;
