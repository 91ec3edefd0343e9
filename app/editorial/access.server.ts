import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/accounts/guards.server";
import { currentUser } from "~/upstream/accounts.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { isDeskRole } from "./roles";

/**
 * The desk's guard, run by every desk loader and action: anonymous visitors go to sign-in and
 * back; anyone signed in without an editorial role gets a 403. The role is asked of the API, not
 * read from the session cookie, so a role granted or withdrawn since sign-in counts at once (the
 * API checks it again on every editorial call anyway).
 */
export async function requireEditor(args: Pick<LoaderFunctionArgs, "request" | "context">) {
  await requireUser(args.request);
  const user = await currentUser(args).catch(upstreamErrorResponse);
  if (!isDeskRole(user.role)) throw new Response("Forbidden", { status: 403 });
  return user;
}
