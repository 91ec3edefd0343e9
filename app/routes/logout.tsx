import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getSession } from "~/session/session.server";
import { signedOutHeaders } from "~/session/sign-out.server";
import { optional } from "~/upstream/core.server";
import { logout } from "~/upstream/accounts.server";

/**
 * Sign-out: tells the upstream, destroys the session and leaves the short-lived
 * just_signed_out cookie that becomes the localStorage flag.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const session = await getSession(request);
  if (session.get("token")) await optional(logout(args));
  return redirect("/", { headers: await signedOutHeaders(request) });
}

export async function loader() {
  return redirect("/");
}
