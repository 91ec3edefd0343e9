import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestLanguage } from "~/i18n";
import { accountsEnv, facebookConfig, googleConfig } from "~/session/auth-config.server";
import { authenticatorFor, returnCookieHeader, targetFrom } from "~/session/auth.server";
import { localRedirect } from "~/session/local-redirect.server";
import { getAuth } from "~/session/session.server";

/**
 * GET /auth/google | /auth/facebook (?redirectTo=&publish=), also under /hi: remembers where to
 * return (by default the home page in the language the sign-in started in), then remix-auth
 * redirects to the provider with a fresh state kept in the session cookie. The provider's
 * callback stays the one /callback; the language comes back in the return cookie.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  if (await getAuth(request)) return localRedirect(request, "/");
  const provider = params.provider;
  const env = accountsEnv();
  const configured = provider === "google" ? googleConfig(env) : provider === "facebook" ? facebookConfig(env) : null;
  if (!configured) return localRedirect(request, "/signin?error=unavailable");
  const returnCookie = await returnCookieHeader(request, targetFrom(new URL(request.url).searchParams, requestLanguage(request)));
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
  return localRedirect(request, "/signin?error=unavailable");
}
