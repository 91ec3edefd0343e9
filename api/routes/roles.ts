import { Router } from "express";
import { DeskRolesResponse, RoleChangeRequest, RoleChangeResponse } from "../../contract";
import { changeRoleByEmail, deskRoles } from "../accounts/roles";
import { requireRole } from "../auth/bearer";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, reply } from "../http";

/**
 * The desk's Roles page (docs/product/editorial.md#roles, decision 0135): who has a desk role
 * and the latest changes, and granting or withdrawing editor and moderator by e-mail address.
 * Admins only; anyone else signed in is 403, anonymous 401. Writes are limited as the desk's.
 */
export function roleRoutes(ctx: ApiContext): Router {
  const router = Router();

  router.get(
    "/admin/roles",
    handler(async (req, res) => {
      requireRole(req, "admin");
      noStore(res);
      reply(res, DeskRolesResponse, { data: await deskRoles(ctx.db) });
    }),
  );

  router.post(
    "/admin/roles",
    ctx.limitWrites("moderation"),
    ctx.json,
    handler(async (req, res) => {
      const admin = requireRole(req, "admin");
      const input = parseInput(RoleChangeRequest, req.body, "body");
      noStore(res);
      const done = await changeRoleByEmail(ctx.db, admin.id, input.email, input.role, ctx.now().toISOString());
      reply(res, RoleChangeResponse, { data: done });
    }),
  );

  return router;
}
