import { EDITOR_ROLES } from "../../contract/accounts-constants";

/**
 * Who may use the editorial desk (docs/product/editorial.md#the-editorial-desk): editors, and the moderators and admins who could
 * already moderate comments. A string check, so a role this build does not know yet (a newer
 * API) is simply not an editor, never a crash.
 */
export function isDeskRole(role: string | null | undefined): boolean {
  return role != null && (EDITOR_ROLES as readonly string[]).includes(role);
}
