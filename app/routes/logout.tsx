import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getSession } from "~/session/session.server";
import { localRedirect } from "~/session/local-redirect.server";
import { signedOutHeaders } from "~/session/sign-out.server";
import { optional } from "~/upstream/core.server";
import { logout } from "~/upstream/accounts.server";

/**
 * Sign-out: tells the upstream, destroys the session and leaves the short-lived
 * just_signed_out cookie that becomes the localStorage flag. The visitor lands on the home
 * page in the language they signed out in (/hi/logout → /hi).
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const session = await getSession(request);
  if (session.get("token")) await optional(logout(args));
  return localRedirect(request, "/", { headers: await signedOutHeaders(request) });
}

export async function loader({ request }: LoaderFunctionArgs) {
  return localRedirect(request, "/");
}
