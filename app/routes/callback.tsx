import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { AuthorizationError } from "remix-auth";
import { languageOfPath, localePath } from "~/i18n";
import { authenticatorFor, completeSignIn, readReturnCookie } from "~/session/auth.server";
import { getAuth, getSession, commitSession } from "~/session/session.server";
import { providerFromState } from "~/session/strategies/social.server";

/**
 * Where Google and Facebook send the visitor back (SPEC §7: callback at /callback). The state's
 * prefix names the provider; remix-auth checks it against the session, exchanges the code and
 * fetches the profile; the API turns the verified identity into a token. This address has no
 * language: the return cookie's path says which one the sign-in started in, and every way out
 * (back to the page, or to the sign-in page with an error) is in it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const target = (await readReturnCookie(request)) ?? { path: "/", publish: false };
  const lang = languageOfPath(target.path);
  const signIn = (error: "cancelled" | "failed") => localePath(lang, `/signin?error=${error}`);
  if (await getAuth(request)) return redirect(localePath(lang, "/"));
  const url = new URL(request.url);
  const provider = providerFromState(url.searchParams.get("state"));
  const log = context.logger;

  // Denied consent (error=access_denied) or any provider error: nothing to exchange.
  if (url.searchParams.has("error")) {
    log?.info({ provider, error: url.searchParams.get("error")?.slice(0, 64) }, "social sign-in cancelled or refused");
    return redirect(signIn(url.searchParams.get("error") === "access_denied" ? "cancelled" : "failed"), {
      headers: { "Set-Cookie": await forgetState(request) },
    });
  }
  if (!provider) return redirect(signIn("failed"), { headers: { "Set-Cookie": await forgetState(request) } });

  try {
    const signedIn = await authenticatorFor(args).authenticate(provider, request, { context, throwOnError: true });
    return completeSignIn(args, signedIn, target);
  } catch (error) {
    if (error instanceof Response) {
      // The strategy redirects out only when this is not the callback; never follow that here.
      if (error.status >= 300 && error.status < 400) return redirect(signIn("failed"));
      throw error;
    }
    if (error instanceof AuthorizationError) {
      log?.warn({ provider, reason: error.message }, "social sign-in failed");
      return redirect(signIn("failed"), { headers: { "Set-Cookie": await forgetState(request) } });
    }
    throw error;
  }
}

/** Drops the pending OAuth state so a stale or tampered callback cannot be replayed. */
async function forgetState(request: Request) {
  const session = await getSession(request);
  session.unset("oauth2:state" as never);
  return commitSession(session, request);
}

export default function Callback() {
  return null;
}
