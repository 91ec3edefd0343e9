import { randomUUID } from "node:crypto";
import { FacebookStrategy, type FacebookProfile } from "remix-auth-facebook";
import { GoogleStrategy, type GoogleProfile } from "remix-auth-google";
import type { SocialProvider } from "../../../contract";
import type { ProviderConfig } from "../auth-config.server";

/**
 * Google and Facebook strategies as the libraries ship them, with three changes:
 * - the provider URLs can be replaced (tests point them at oauth2-mock-server on loopback);
 * - the callback URL is absolute, built from the public origin, so it is right behind a proxy
 *   and on 127.0.0.1 (the base class guesses https for any host but "localhost");
 * - the OAuth state starts with the provider's name, so the one /callback knows whose it is.
 * State checking, code exchange and profile fetching stay the libraries' own.
 */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

type Verify<T, U> = (params: { profile: T; context?: unknown; request: Request }) => Promise<U>;

function patch(strategy: object, provider: SocialProvider, config: ProviderConfig, callbackURL: string) {
  const target = strategy as Record<string, unknown>;
  if (config.authorizationURL) target.authorizationURL = config.authorizationURL;
  if (config.tokenURL) target.tokenURL = config.tokenURL;
  if (config.userInfoURL) target.userInfoURL = config.userInfoURL;
  target.generateState = () => `${provider}.${randomUUID()}`;
  target.getCallbackURL = () => new URL(callbackURL);
}

/** The provider named by a state value from /callback, if it is one we issue. */
export function providerFromState(state: string | null): SocialProvider | null {
  const prefix = state?.split(".")[0];
  return prefix === "google" || prefix === "facebook" ? prefix : null;
}

export function googleStrategy<U>(config: ProviderConfig, callbackURL: string, verify: Verify<GoogleProfile, U>) {
  const strategy = new GoogleStrategy(
    { clientID: config.clientID, clientSecret: config.clientSecret, callbackURL, scope: ["openid", "email", "profile"] },
    async ({ profile, context, request }) => verify({ profile, context, request }),
  );
  patch(strategy, "google", config, callbackURL);
  return strategy;
}

export function facebookStrategy<U>(config: ProviderConfig, callbackURL: string, verify: Verify<FacebookProfile, U>) {
  const strategy = new FacebookStrategy(
    { clientID: config.clientID, clientSecret: config.clientSecret, callbackURL, scope: ["public_profile", "email"] },
    async ({ profile, context, request }) => verify({ profile, context, request }),
  );
  patch(strategy, "facebook", config, callbackURL);
  return strategy;
}

export function identityFromGoogle(profile: GoogleProfile): SocialIdentity {
  const raw = (profile._json ?? {}) as { sub?: string; email?: string; email_verified?: boolean | string; name?: string; picture?: string };
  const subject = String(raw.sub ?? profile.id ?? "");
  if (!subject) throw new Error("Google did not say who you are.");
  return {
    provider: "google",
    subject,
    email: raw.email ?? null,
    emailVerified: raw.email_verified === true || raw.email_verified === "true",
    name: raw.name ?? profile.displayName ?? null,
    picture: raw.picture ?? null,
  };
}

export function identityFromFacebook(profile: FacebookProfile): SocialIdentity {
  const subject = String(profile.id ?? "");
  if (!subject) throw new Error("Facebook did not say who you are.");
  const email = profile.emails?.[0]?.value ?? null;
  return {
    provider: "facebook",
    subject,
    email,
    // Facebook only returns confirmed addresses.
    emailVerified: !!email,
    name: profile.displayName ?? null,
    picture: profile.photos?.[0]?.value ?? null,
  };
}
