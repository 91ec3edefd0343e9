import { DeskRolesResponse, RoleChangeResponse, type RoleChangeRequest } from "../../contract/roles";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * The desk's Roles page calls (docs/product/editorial.md#roles): admins only; the API answers 403
 * to anyone else, 404 for an unknown e-mail address and 409 for an admin's own or another admin's role.
 */

/** GET /api/admin/roles: who has a desk role, since when, and the latest role changes. */
export async function getDeskRoles(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/admin/roles", schema: DeskRolesResponse, auth: "required" })).data;
}

/** POST /api/admin/roles: grant editor or moderator, or withdraw (role user). */
export async function changeDeskRole(args: UpstreamArgs, change: RoleChangeRequest) {
  return (
    await upstreamCall(args, { method: "POST", path: "/api/admin/roles", body: change, schema: RoleChangeResponse, auth: "required" })
  ).data;
}
