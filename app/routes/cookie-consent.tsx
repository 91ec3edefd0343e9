import { data, redirect } from "react-router";
import { consentCookieHeader } from "~/accounts/consent.server";
import { answerOrLost } from "~/forms/lost-answer";
import { localePath, requestLanguage } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { safeRedirect } from "~/accounts/safe-redirect";
import { getAuth } from "~/upstream/session.server";
import { optional } from "~/upstream/core.server";
import { acceptCookie } from "~/upstream/accounts.server";
import type { Route } from "./+types/cookie-consent";

/**
 * Records cookie consent in a cookie (docs/product/chrome.md#cookie-banner). A signed-in user's consent also goes to the
 * upstream (POST /api/user/accept/cookie, date as YYYY-MM-DD hh:mm:ss). Without JavaScript the
 * visitor is sent back to the page they were on; a fetcher gets a small answer instead.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const formData = await request.formData();
  const auth = await getAuth(request);
  if (auth && !auth.user.consent_accepted) {
    await optional(acceptCookie(args, auth.user.id));
  }
  const headers = { "Set-Cookie": consentCookieHeader(request) };
  if (formData.get("js") === "1") return data({ ok: true }, { headers });
  const home = localePath(requestLanguage(request), "/");
  return redirect(safeRedirect(formData.get("returnTo"), home, { authPages: true }), { headers });
}

/**
 * With JavaScript (the banner's fetcher): the browser has already kept the consent in its cookie
 * (CookieBanner recordLocally), so a lost answer still ends as accepted, not as the error screen.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrLost(serverAction, () => ({ ok: false }));
}

/** A GET here (bookmark, refresh after posting) goes home. */
export async function loader({ request }: Route.LoaderArgs) {
  return localRedirect(request, "/");
}
