import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Desk roles, granted and withdrawn by admins (docs/decisions/0135-roles-in-the-desk.md). */
export function registerRolePaths({ path, body, error, unauthorised, limited }: OpenApiContext): void {
  const adminOnly = { ...unauthorised, 403: json(error, "Not an admin") };
  path(
    "get",
    "/admin/roles",
    "Users with a desk role, since when, and the latest role changes (admins)",
    contract.DeskRolesResponse,
    undefined,
    adminOnly,
    true,
  );
  path(
    "post",
    "/admin/roles",
    "Grant editor or moderator, or withdraw (role user), by e-mail address; audited (admins)",
    contract.RoleChangeResponse,
    { body: body(contract.RoleChangeRequest) },
    { ...adminOnly, ...limited, 409: json(error, "The user is an admin: not changed here") },
    true,
  );
}
