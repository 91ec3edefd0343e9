import { z } from "zod";
import { GRANTABLE_ROLES, Email, Role } from "./accounts";

/**
 * Desk roles on the wire (docs/product/editorial.md#roles, decision 0135): who has a desk role,
 * the latest role changes, and an admin's grant or withdrawal by e-mail address.
 */

/** Grant `editor` or `moderator`, or withdraw (back to `user`). */
export const RoleChangeRequest = z.object({
  email: Email,
  role: z.enum([...GRANTABLE_ROLES, "user"]),
});
export type RoleChangeRequest = z.infer<typeof RoleChangeRequest>;

/** A user with a desk role; `since` is when they got it, null when that came before the audit. */
export const DeskRoleHolder = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: Role,
  since: z.string().nullable(),
});
export type DeskRoleHolder = z.infer<typeof DeskRoleHolder>;

/** One grant or withdrawal; `actor` null: from the command line. */
export const RoleChange = z.object({
  id: z.number().int(),
  actor: z.object({ name: z.string() }).nullable(),
  user: z.object({ name: z.string(), email: z.string().nullable() }),
  from_role: Role,
  to_role: Role,
  at: z.string(),
});
export type RoleChange = z.infer<typeof RoleChange>;

export const DeskRolesResponse = z.object({
  data: z.object({ holders: z.array(DeskRoleHolder), changes: z.array(RoleChange) }),
});
export type DeskRolesResponse = z.infer<typeof DeskRolesResponse>;

/** What a change did: `changed` false when the user had that role already. */
export const RoleChangeResponse = z.object({
  data: z.object({ email: z.string(), from_role: Role, to_role: Role, changed: z.boolean() }),
});
export type RoleChangeResponse = z.infer<typeof RoleChangeResponse>;
