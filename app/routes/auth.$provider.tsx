import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { accountsEnv, facebookConfig, googleConfig } from "~/session/auth-config.server";
import { authenticatorFor, returnCookieHeader, targetFrom } from "~/session/auth.server";
import { getAuth } from "~/session/session.server";

/**
 * GET /auth/google | /auth/facebook (?redirectTo=&publish=): remembers where to return, then
 * remix-auth redirects to the provider with a fresh state kept in the session cookie.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  if (await getAuth(request)) return redirect("/");
  const provider = params.provider;
  const env = accountsEnv();
  const configured = provider === "google" ? googleConfig(env) : provider === "facebook" ? facebookConfig(env) : null;
  if (!configured) return redirect("/signin?error=unavailable");
  const returnCookie = await returnCookieHeader(request, targetFrom(new URL(request.url).searchParams));
  try {
    await authenticatorFor(args).authenticate(provider!, request, { throwOnError: true });
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      thrown.headers.append("Set-Cookie", returnCookie);
      thrown.headers.set("Cache-Control", "no-store");
      throw thrown;
    }
    args.context.logger?.warn({ provider, err: String(thrown) }, "social sign-in could not start");
  }
  return redirect("/signin?error=unavailable");
}
