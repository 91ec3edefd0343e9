import { redirect } from "react-router";
import { languageOfPath, localePath, pathWithoutLanguage, requestLanguage, type Language } from "~/i18n";
import { targetFrom } from "./auth.server";
import { safeRedirect } from "./safe-redirect";
import { getAuth, type SessionUser } from "~/upstream/session.server";

/**
 * Page guards (docs/product/accounts.md#page-guards): protected pages send anonymous visitors to sign-in and back
 * afterwards; guest-only pages send signed-in users home; a signed-in user without an e-mail
 * is sent to /force-add-email.
 */

/** The path and query of this request, as a return target. */
export function currentPath(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * The sign-in page that returns to `returnTo`, in the language of that page (a sign-in started
 * on a Hindi page is a Hindi sign-in page) unless `lang` says otherwise.
 */
export function signInPath(returnTo: string, options: { publish?: boolean; lang?: Language } = {}) {
  const params = new URLSearchParams();
  const safe = safeRedirect(returnTo, "");
  const lang = options.lang ?? languageOfPath(safe || "/");
  if (safe && safe !== localePath(lang, "/")) params.set("redirectTo", safe);
  if (options.publish) params.set("publish", "true");
  const query = params.toString();
  return localePath(lang, query ? `/signin?${query}` : "/signin");
}

/** The signed-in user and token, or a redirect to sign-in that comes back here. */
export async function requireUser(request: Request, options: { allowWithoutEmail?: boolean } = {}) {
  const auth = await getAuth(request);
  if (!auth) throw redirect(signInPath(currentPath(request)));
  if (!options.allowWithoutEmail) requireEmail(request, auth.user);
  return auth;
}

/** Guest-only pages (sign-in, sign-up, password reset): signed-in users go home. */
export async function requireAnonymous(request: Request) {
  if (await getAuth(request)) throw redirect(localePath(requestLanguage(request), "/"));
}

/** Paths (in any language) a user without an e-mail may still open (adding one, leaving, assets). */
const EMAIL_EXEMPT =
  /^\/(?:force-add-email|logout|delete-account|cookie-consent|healthz|readyz|assets\/|images\/|favicon|robots\.txt|sitemap\.xml|api\/)/;

/** The /force-add-email redirect for a user without an e-mail, or nothing. */
export function forceAddEmailRedirect(request: Request, user: SessionUser | null | undefined): string | null {
  if (!user || user.email) return null;
  const url = new URL(request.url);
  if (EMAIL_EXEMPT.test(pathWithoutLanguage(url.pathname))) return null;
  const lang = requestLanguage(request);
  const home = localePath(lang, "/");
  const back = safeRedirect(url.pathname + url.search, home);
  return localePath(lang, back === home ? "/force-add-email" : `/force-add-email?redirectTo=${encodeURIComponent(back)}`);
}

export function requireEmail(request: Request, user: SessionUser) {
  const target = forceAddEmailRedirect(request, user);
  if (target) throw redirect(target);
}

/**
 * The sign-in and sign-up pages' common start: signed-in visitors go home, and the way back
 * (redirectTo, publish) is read from the query, ready for the forms' hidden fields.
 */
export async function anonymousEntry(request: Request) {
  await requireAnonymous(request);
  const lang = requestLanguage(request);
  const target = targetFrom(new URL(request.url).searchParams, lang);
  return { redirectTo: target.path === localePath(lang, "/") ? "" : target.path, publish: target.publish };
}
