/**
 * Who may use the editorial desk (issue 18): editors, and the moderators and admins who could
 * already moderate comments. A string check, so a role this build does not know yet (a newer
 * API) is simply not an editor, never a crash.
 */
const DESK_ROLES: readonly string[] = ["editor", "moderator", "admin"];

export function isDeskRole(role: string | null | undefined): boolean {
  return role != null && DESK_ROLES.includes(role);
}
