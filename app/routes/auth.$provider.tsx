import { requestLanguage } from "~/i18n";
import { accountsEnv, facebookConfig, googleConfig } from "~/accounts/auth-config.server";
import { authenticatorFor, returnCookieHeader, targetFrom } from "~/accounts/auth.server";
import { localRedirect } from "~/accounts/local-redirect.server";
import { getAuth } from "~/upstream/session.server";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/auth.$provider";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

/**
 * GET /auth/google | /auth/facebook (?redirectTo=&publish=), also under /hi: remembers where to
 * return (by default the home page in the language the sign-in started in) and whose sign-in
 * this is, then remix-auth-oauth2 redirects to the provider with a fresh state and PKCE verifier
 * kept in its own cookie. The provider's callback stays the one /callback; the language and the
 * provider come back in the return cookie.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  if (await getAuth(request)) return localRedirect(request, "/");
  const provider = params.provider === "google" || params.provider === "facebook" ? params.provider : null;
  const env = accountsEnv();
  const configured = provider === "google" ? googleConfig(env) : provider === "facebook" ? facebookConfig(env) : null;
  if (!provider || !configured) return localRedirect(request, "/signin?error=unavailable");
  const target = targetFrom(new URL(request.url).searchParams, requestLanguage(request));
  const returnCookie = await returnCookieHeader(request, { ...target, provider });
  try {
    // The strategy starts the flow by throwing its redirect; it returns only from a callback.
    await authenticatorFor(args).authenticate(provider, startRequest(request));
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

/** The request without its query: a `state` in it would make the strategy treat it as a callback. */
function startRequest(request: Request) {
  const url = new URL(request.url);
  url.search = "";
  return new Request(url, { headers: request.headers });
}
