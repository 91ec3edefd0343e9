import { COMMENT_MODERATOR_ROLES, EDITOR_ROLES } from "../../contract/accounts-constants";

/*
 * Who may use which part of the editorial desk (docs/product/editorial.md#roles). String checks,
 * so a role this build does not know yet (a newer API) is simply none of them, never a crash.
 */

/** The parts of the desk a guard refuses: all of it, the editors' work, the admins' Roles page. */
export type DeskPart = "desk" | "editors" | "admins";

/** May enter the desk: editors and admins for all of it, moderators for its comments. */
export function isDeskRole(role: string | null | undefined): boolean {
  return role != null && (COMMENT_MODERATOR_ROLES as readonly string[]).includes(role);
}

/** May do the desk's work beyond comments: submissions, editions, audit, reports. */
export function isEditorRole(role: string | null | undefined): boolean {
  return role != null && (EDITOR_ROLES as readonly string[]).includes(role);
}

/** What the header and the desk's nav need of a role: the desk's first page for it, and the role. */
export function deskOf(role: string | null | undefined): { deskLink: string | null; deskRole: string | null } {
  if (!isDeskRole(role)) return { deskLink: null, deskRole: null };
  return { deskLink: isEditorRole(role) ? "/editorial" : "/editorial/comments", deskRole: role! };
}
