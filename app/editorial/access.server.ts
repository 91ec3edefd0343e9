import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/accounts/guards.server";
import { currentUser } from "~/upstream/accounts.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { isDeskRole, isEditorRole, type DeskPart } from "./roles";

type Args = Pick<LoaderFunctionArgs, "request" | "context">;

/**
 * The desk's guards, one run by every desk loader and action: anonymous visitors go to sign-in
 * and back; anyone signed in without the part's role gets a 403. The role is asked of the API,
 * not read from the session cookie, so a role granted or withdrawn since sign-in counts at once
 * (the API checks it again on every editorial call anyway).
 */
async function requireDeskUser(args: Args, allowed: (role: string) => boolean, part: DeskPart) {
  await requireUser(args.request);
  const user = await currentUser(args).catch(upstreamErrorResponse);
  // The body names the part refused, so the desk's 403 page can tell a moderator or an editor which part is not theirs.
  if (!allowed(user.role)) throw new Response(part, { status: 403 });
  return user;
}

/** The desk's work (submissions, editions, audit, reports): editors and admins. */
export const requireEditor = (args: Args) => requireDeskUser(args, isEditorRole, "editors");

/** Comment moderation: editors, moderators and admins. */
export const requireModerator = (args: Args) => requireDeskUser(args, isDeskRole, "desk");

/** The Roles page: admins. */
export const requireAdmin = (args: Args) => requireDeskUser(args, (role) => role === "admin", "admins");
