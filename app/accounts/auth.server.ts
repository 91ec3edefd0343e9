import { createCookie, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { SocialProvider, type CurrentUser, type TokenResponse } from "../../contract";
import { hasConsent } from "~/accounts/consent.server";
import { DEFAULT_LANGUAGE, languageOfPath, localePath, type Language } from "~/i18n/languages";
import { sessionSecrets } from "../../config/env";
import { optional, UpstreamError, type UpstreamArgs } from "~/upstream/core.server";
import { acceptCookie, passwordGrant, socialToken } from "~/upstream/accounts.server";
import { accountsEnv, facebookConfig, googleConfig } from "./auth-config.server";
import { safeRedirect, withPublishMarker } from "./safe-redirect";
import {
  commitSession,
  createSessionCookie,
  getSession,
  isSecureRequest,
  type SessionData,
  type SessionUser,
} from "~/upstream/session.server";
import { facebookStrategy, googleStrategy, type SocialIdentity } from "./strategies/social.server";

/** What every strategy yields: the upstream Bearer token and the user it belongs to. */
export interface SignedIn {
  token: string;
  user: CurrentUser;
}

/** The session keeps only the minimal user (name, avatar, e-mail presence, consent: docs/product/accounts.md). */
export function sessionUser(user: CurrentUser): SessionUser {
  return {
    id: user.id,
    uuid: user.uuid,
    name: user.name,
    profile_url: user.profile_url,
    email: user.email,
    consent_accepted: user.consent_accepted,
    role: user.role,
  };
}

function fromToken(answer: TokenResponse): SignedIn {
  return { token: answer.access_token, user: answer.user };
}

/**
 * A sign-in the API refused or could not answer. The message is what the form shows (the API's
 * own, or a message key); the cause says whose problem it is. remix-auth 4 lets a strategy's
 * error through as it was thrown, so the routes catch this class.
 */
export class SignInError extends Error {
  override name = "SignInError";
  constructor(
    message: string,
    readonly upstream: UpstreamError,
  ) {
    super(message, { cause: upstream });
  }
}

/** Messages of the form strategy: the API's (same for unknown e-mail and wrong password). */
function upstreamFailure(error: unknown): never {
  if (error instanceof UpstreamError) {
    if (error.status === 401 || error.status === 422 || error.status === 429) {
      throw new SignInError(error.apiError?.message ?? "forms.error.badCredentials", error);
    }
    throw new SignInError("account.signIn.down", error);
  }
  throw error;
}

/**
 * The status a failed sign-in answers with: the API's refusal (wrong password, too many tries)
 * is the visitor's to fix; an API that is down or broken is ours, and says so with a 503.
 */
export function signInFailureStatus(error: SignInError): 400 | 429 | 503 {
  const { status } = error.upstream;
  if (status === 429) return 429;
  return status === 401 || status === 422 ? 400 : 503;
}

/** The API asks for the bot check after repeated failed sign-ins on one account. */
export function signInNeedsBotCheck(error: SignInError): boolean {
  return error.upstream.status === 422 && Boolean(error.upstream.fieldError("token"));
}

/** The absolute /callback URL providers send visitors back to. */
export function callbackUrl(request: Request) {
  const origin = accountsEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
  return new URL("/callback", origin).toString();
}

/**
 * An Authenticator for this request: the form strategy always; Google and Facebook when their
 * client id and secret are set. Cheap to build, and built per request so the callback URL and
 * the security of the OAuth state cookie follow the request. It keeps nothing: the routes put
 * what it returns into our own session cookie (completeSignIn).
 */
export function authenticatorFor(args: UpstreamArgs) {
  const { request } = args;
  const authenticator = new Authenticator<SignedIn>();

  authenticator.use(
    new FormStrategy<SignedIn>(async ({ form }) => {
      const email = String(form.get("email") ?? "");
      const password = String(form.get("password") ?? "");
      const botToken = String(form.get("g-recaptcha-response") ?? "") || undefined;
      return fromToken(await passwordGrant(args, email, password, botToken).catch(upstreamFailure));
    }),
    "form",
  );

  const exchange = async (identity: SocialIdentity) =>
    fromToken(
      await socialToken(args, {
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
        email_verified: identity.emailVerified,
        name: identity.name,
        picture: identity.picture && /^https:\/\//i.test(identity.picture) ? identity.picture : null,
      }).catch(upstreamFailure),
    );
  const env = accountsEnv();
  const social = { redirectURI: callbackUrl(request), secure: isSecureRequest(request) };
  const google = googleConfig(env);
  if (google) authenticator.use(googleStrategy({ ...social, config: google }, exchange), "google");
  const facebook = facebookConfig(env);
  if (facebook) authenticator.use(facebookStrategy({ ...social, config: facebook }, exchange), "facebook");
  return authenticator;
}

// ── where to go after signing in ───────────────────────────────────────────────────────────

/**
 * The return path survives the trip to Google or Facebook in its own short-lived signed cookie
 * (docs/product/accounts.md#return-paths: "a return path saved in a cookie"); forms carry it as redirectTo as well.
 */
const RETURN_COOKIE_NAME = "__return_to";
function returnCookie() {
  return createCookie(RETURN_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 15,
    secrets: sessionSecrets(),
  });
}

export interface ReturnTarget {
  path: string;
  publish: boolean;
  /**
   * Whose sign-in /callback completes, set by /auth/{provider}: the one callback address and the
   * library's random state do not say.
   */
  provider?: SocialProvider;
}

export async function returnCookieHeader(request: Request, target: ReturnTarget) {
  return returnCookie().serialize(target, { secure: isSecureRequest(request) });
}

export async function clearReturnCookieHeader(request: Request) {
  return returnCookie().serialize("", { maxAge: 0, secure: isSecureRequest(request) });
}

// Signed, so only our own values come back; the shape is still checked (one an older release wrote).
const StoredTarget = z.object({ path: z.unknown(), publish: z.unknown(), provider: SocialProvider.optional().catch(undefined) });

export async function readReturnCookie(request: Request): Promise<ReturnTarget | null> {
  const stored = StoredTarget.safeParse(await returnCookie().parse(request.headers.get("Cookie")));
  if (!stored.success) return null;
  const { path, publish, provider } = stored.data;
  const target: ReturnTarget = { path: safeRedirect(path), publish: publish === true };
  return provider ? { ...target, provider } : target;
}

/**
 * The target from a form or query (redirectTo, publish), made safe; without one, the home page
 * in `lang`, the language of the page the sign-in happens on.
 */
export function targetFrom(values: { get(name: string): unknown }, lang: Language = DEFAULT_LANGUAGE): ReturnTarget {
  const publish = String(values.get("publish") ?? "") === "true";
  return { path: safeRedirect(values.get("redirectTo"), localePath(lang, "/")), publish };
}

export function finalPath(target: ReturnTarget) {
  return target.publish ? withPublishMarker(target.path) : target.path;
}

/**
 * Completes any sign-in: a brand-new session (nothing of the anonymous one carries over) with
 * the token and the minimal user, local cookie consent synced to the account (docs/product/chrome.md#cookie-banner), and a
 * redirect to where the visitor was going — /force-add-email first when there is no e-mail.
 */
export async function completeSignIn(args: { request: Request; context: AppLoadContext }, signedIn: SignedIn, target: ReturnTarget) {
  const { request } = args;
  let user = signedIn.user;
  if (!user.consent_accepted && hasConsent(request)) {
    const synced = await optional(acceptCookie(args, user.id, signedIn.token));
    if (synced !== null) user = { ...user, consent_accepted: true };
  }
  const data: SessionData = { token: signedIn.token, user: sessionUser(user) };
  const headers = new Headers();
  headers.append("Set-Cookie", await createSessionCookie(request, data));
  headers.append("Set-Cookie", await clearReturnCookieHeader(request));
  const destination = finalPath(target);
  args.context.logger?.info({ event: "signin", userId: user.id }, "signed in");
  if (!user.email) {
    // In the language the visitor is going back to (the OAuth callback itself has none).
    const addEmail = localePath(languageOfPath(destination), "/force-add-email");
    return redirect(`${addEmail}?redirectTo=${encodeURIComponent(destination)}`, { headers });
  }
  return redirect(destination, { headers });
}

/** Set-Cookie for the same session with a fresher user (after a profile change). */
export async function refreshSessionUser(request: Request, user: CurrentUser) {
  const session = await getSession(request);
  session.set("user", sessionUser(user));
  return commitSession(session, request);
}
