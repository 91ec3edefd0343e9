import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroySession, getSession } from "~/session/session.server";
import { optional } from "~/upstream/core.server";
import { logout } from "~/upstream/auth.server";

/**
 * Sign-out (minimal; the accounts issue extends it): tells the upstream, destroys the session
 * and leaves the short-lived just_signed_out cookie that becomes the localStorage flag.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const session = await getSession(request);
  if (session.get("token")) await optional(logout(args));
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session, request));
  headers.append("Set-Cookie", "just_signed_out=1; Path=/; Max-Age=60; SameSite=Lax");
  return redirect("/", { headers });
}

export async function loader() {
  return redirect("/");
}
