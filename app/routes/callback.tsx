import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { AuthorizationError } from "remix-auth";
import { authenticatorFor, completeSignIn, readReturnCookie } from "~/session/auth.server";
import { getAuth, getSession, commitSession } from "~/session/session.server";
import { providerFromState } from "~/session/strategies/social.server";

/**
 * Where Google and Facebook send the visitor back (SPEC §7: callback at /callback). The state's
 * prefix names the provider; remix-auth checks it against the session, exchanges the code and
 * fetches the profile; the API turns the verified identity into a token.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  if (await getAuth(request)) return redirect("/");
  const url = new URL(request.url);
  const provider = providerFromState(url.searchParams.get("state"));
  const log = context.logger;

  // Denied consent (error=access_denied) or any provider error: nothing to exchange.
  if (url.searchParams.has("error")) {
    log?.info({ provider, error: url.searchParams.get("error")?.slice(0, 64) }, "social sign-in cancelled or refused");
    return redirect(`/signin?error=${url.searchParams.get("error") === "access_denied" ? "cancelled" : "failed"}`, {
      headers: { "Set-Cookie": await forgetState(request) },
    });
  }
  if (!provider) return redirect("/signin?error=failed", { headers: { "Set-Cookie": await forgetState(request) } });

  try {
    const signedIn = await authenticatorFor(args).authenticate(provider, request, { context, throwOnError: true });
    const target = (await readReturnCookie(request)) ?? { path: "/", publish: false };
    return completeSignIn(args, signedIn, target);
  } catch (error) {
    if (error instanceof Response) {
      // The strategy redirects out only when this is not the callback; never follow that here.
      if (error.status >= 300 && error.status < 400) return redirect("/signin?error=failed");
      throw error;
    }
    if (error instanceof AuthorizationError) {
      log?.warn({ provider, reason: error.message }, "social sign-in failed");
      return redirect("/signin?error=failed", { headers: { "Set-Cookie": await forgetState(request) } });
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
