import { OAuth2Tokens } from "arctic";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../../../contract";
import type { ProviderConfig } from "../auth-config.server";
import { isSecureRequest } from "~/upstream/session.server";

/**
 * Google and Facebook sign-in on remix-auth-oauth2, which (with arctic) makes the state and the
 * PKCE verifier, keeps them in a cookie of its own, checks them when the visitor comes back and
 * exchanges the code. What is ours:
 * - the provider URLs can be replaced (tests point them at oauth2-mock-server on loopback);
 * - the callback URL is absolute, built from the public origin, so it is right behind a proxy;
 * - each provider has its own state cookie, Secure exactly when the request came over HTTPS;
 * - the profile is fetched with the access token and turned into the identity the API wants.
 */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface SocialSettings {
  config: ProviderConfig;
  /** The absolute /callback URL. */
  redirectURI: string;
  /** The request came over HTTPS. */
  secure: boolean;
}

type Verify<U> = (identity: SocialIdentity) => Promise<U>;

interface Endpoints {
  authorization: string;
  token: string;
  userInfo: string;
}

const GOOGLE: Endpoints = {
  authorization: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  userInfo: "https://www.googleapis.com/oauth2/v3/userinfo",
};

// A pinned Graph version: an unversioned call gets the oldest one still served.
const FACEBOOK: Endpoints = {
  authorization: "https://www.facebook.com/v23.0/dialog/oauth",
  token: "https://graph.facebook.com/v23.0/oauth/access_token",
  userInfo: "https://graph.facebook.com/v23.0/me",
};

// A provider that hangs must not hold the callback forever.
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Where a provider's pending sign-ins wait: the library names each attempt's cookie
 * `<name>:<id>` and reads every cookie starting with <name>, so no name may start another.
 */
export function stateCookieName(provider: SocialProvider) {
  return `__oauth_${provider}`;
}

function strategyOptions(
  provider: SocialProvider,
  settings: SocialSettings,
  defaults: Endpoints,
  scopes: string[],
): OAuth2Strategy.ConstructorOptions {
  const { config } = settings;
  return {
    cookie: { name: stateCookieName(provider), ...(settings.secure ? { secure: true } : {}) },
    clientId: config.clientID,
    clientSecret: config.clientSecret,
    authorizationEndpoint: config.authorizationURL ?? defaults.authorization,
    tokenEndpoint: config.tokenURL ?? defaults.token,
    redirectURI: settings.redirectURI,
    scopes,
  };
}

async function fetchProfile(url: URL | string, tokens: OAuth2Tokens): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The provider's profile answered ${response.status}.`);
  return response.json();
}

export function googleStrategy<U>(settings: SocialSettings, verify: Verify<U>) {
  const userInfo = settings.config.userInfoURL ?? GOOGLE.userInfo;
  return new OAuth2Strategy<U>(strategyOptions("google", settings, GOOGLE, ["openid", "email", "profile"]), async ({ tokens }) =>
    verify(identityFromGoogle(await fetchProfile(userInfo, tokens))),
  );
}

/**
 * Facebook wants the app secret in the token request's form body; the library sends it as HTTP
 * Basic credentials, which Facebook does not document (arctic's own Facebook client posts it too).
 */
class FacebookStrategy<U> extends OAuth2Strategy<U> {
  constructor(
    private readonly settings: SocialSettings,
    verify: (params: OAuth2Strategy.VerifyOptions) => Promise<U>,
  ) {
    super(strategyOptions("facebook", settings, FACEBOOK, ["public_profile", "email"]), verify);
  }

  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const { config, redirectURI } = this.settings;
    const response = await fetch(config.tokenURL ?? FACEBOOK.token, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectURI,
        client_id: config.clientID,
        client_secret: config.clientSecret,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok || typeof answer !== "object" || answer === null)
      throw new Error(`Facebook's token endpoint answered ${response.status}.`);
    return new OAuth2Tokens(answer);
  }
}

export function facebookStrategy<U>(settings: SocialSettings, verify: Verify<U>) {
  const userInfo = new URL(settings.config.userInfoURL ?? FACEBOOK.userInfo);
  userInfo.searchParams.set("fields", "id,name,email,picture");
  return new FacebookStrategy<U>(settings, async ({ tokens }) => verify(identityFromFacebook(await fetchProfile(userInfo, tokens))));
}

/**
 * Set-Cookie values that drop every pending sign-in's state cookie. The library leaves them to
 * expire; /callback drops them once used or refused, so a state cannot be tried twice.
 */
export function forgetStateCookies(request: Request): string[] {
  const secure = isSecureRequest(request) ? "; Secure" : "";
  const names = (request.headers.get("Cookie") ?? "").split(";").map((pair) => pair.split("=")[0].trim());
  return names
    .filter((name) => SOCIAL_PROVIDERS.some((provider) => name.startsWith(stateCookieName(provider))))
    .map((name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
}

const text = z.string().trim().min(1).nullish().catch(null);

const GoogleProfile = z.object({
  sub: z.string().min(1, "Google did not say who you are."),
  email: text,
  email_verified: z.union([z.boolean(), z.string()]).nullish(),
  name: text,
  picture: text,
});

export function identityFromGoogle(raw: unknown): SocialIdentity {
  const profile = GoogleProfile.parse(raw);
  return {
    provider: "google",
    subject: profile.sub,
    email: profile.email ?? null,
    emailVerified: profile.email_verified === true || profile.email_verified === "true",
    name: profile.name ?? null,
    picture: profile.picture ?? null,
  };
}

const FacebookProfile = z.object({
  id: z.union([z.string().min(1, "Facebook did not say who you are."), z.number().transform(String)]),
  email: text,
  name: text,
  picture: z
    .object({ data: z.object({ url: text }).nullish() })
    .nullish()
    .catch(null),
});

export function identityFromFacebook(raw: unknown): SocialIdentity {
  const profile = FacebookProfile.parse(raw);
  const email = profile.email ?? null;
  return {
    provider: "facebook",
    subject: profile.id,
    email,
    // Facebook only returns confirmed addresses.
    emailVerified: !!email,
    name: profile.name ?? null,
    picture: profile.picture?.data?.url ?? null,
  };
}
