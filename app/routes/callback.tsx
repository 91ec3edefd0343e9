import { redirect } from "react-router";
import { languageOfPath, localePath } from "~/i18n";
import { authenticatorFor, completeSignIn, readReturnCookie } from "~/accounts/auth.server";
import { getAuth } from "~/upstream/session.server";
import { forgetStateCookies } from "~/accounts/strategies/social.server";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/callback";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

/**
 * Where Google and Facebook send the visitor back (docs/product/accounts.md#social-sign-in: callback at /callback). The return
 * cookie, set by /auth/{provider}, says whose sign-in this is; remix-auth-oauth2 checks the
 * state against that provider's state cookie, exchanges the code with the PKCE verifier, and we
 * fetch the profile; the API turns the verified identity into a token. This address has no
 * language: the return cookie's path says which one the sign-in started in, and every way out
 * (back to the page, or to the sign-in page with an error) is in it. Either way the state
 * cookies go, so a state is never tried twice.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const pending = await readReturnCookie(request);
  const target = pending ?? { path: "/", publish: false };
  const lang = languageOfPath(target.path);
  const forget = forgetStateCookies(request);
  const signIn = (error: "cancelled" | "failed") => redirect(localePath(lang, `/signin?error=${error}`), { headers: setCookies(forget) });
  if (await getAuth(request)) return redirect(localePath(lang, "/"), { headers: setCookies(forget) });
  const url = new URL(request.url);
  const provider = pending?.provider ?? null;
  const log = context.logger;

  // Denied consent (error=access_denied) or any provider error: nothing to exchange.
  if (url.searchParams.has("error")) {
    log?.info({ provider, error: url.searchParams.get("error")?.slice(0, 64) }, "social sign-in cancelled or refused");
    return signIn(url.searchParams.get("error") === "access_denied" ? "cancelled" : "failed");
  }
  // Without a state the strategy would start a new sign-in instead of checking one.
  if (!provider || !url.searchParams.get("state")) return signIn("failed");

  let signedIn;
  try {
    signedIn = await authenticatorFor(args).authenticate(provider, request);
  } catch (error) {
    // A missing or mismatched state, a refused code, a profile or an API that failed: the
    // visitor can only start again. A Response here would be the strategy starting over.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unexpected answer";
    log?.warn({ provider, reason: reason.slice(0, 200) }, "social sign-in failed");
    return signIn("failed");
  }
  const response = await completeSignIn(args, signedIn, target);
  for (const cookie of forget) response.headers.append("Set-Cookie", cookie);
  return response;
}

function setCookies(values: string[]) {
  const headers = new Headers();
  for (const value of values) headers.append("Set-Cookie", value);
  return headers;
}

export default function Callback() {
  return null;
}
