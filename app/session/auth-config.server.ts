import { z } from "zod";

/**
 * Accounts configuration from the environment. Google and Facebook sign-in are offered only when
 * both their client id and secret are set. The *_URL overrides exist for tests, which point the
 * strategies at oauth2-mock-server on loopback; production leaves them unset.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const optionalUrl = optional.pipe(z.string().url().optional());

const AccountsEnv = z.object({
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  OAUTH_GOOGLE_AUTHORIZATION_URL: optionalUrl,
  OAUTH_GOOGLE_TOKEN_URL: optionalUrl,
  OAUTH_GOOGLE_USERINFO_URL: optionalUrl,
  OAUTH_FACEBOOK_AUTHORIZATION_URL: optionalUrl,
  OAUTH_FACEBOOK_TOKEN_URL: optionalUrl,
  OAUTH_FACEBOOK_USERINFO_URL: optionalUrl,
  /** Public origin for the OAuth callback URL; else the origin of the request. */
  PUBLIC_ORIGIN: optionalUrl,
  RECAPTCHA_SITE_KEY: optional,
  /** The widget script (tests serve a fake one on loopback). */
  RECAPTCHA_SCRIPT_URL: optionalUrl,
});
export type AccountsEnv = z.infer<typeof AccountsEnv>;

export function accountsEnv(source: Record<string, string | undefined> = process.env): AccountsEnv {
  return AccountsEnv.parse(source);
}

export interface ProviderConfig {
  clientID: string;
  clientSecret: string;
  authorizationURL?: string;
  tokenURL?: string;
  userInfoURL?: string;
}

export function googleConfig(env = accountsEnv()): ProviderConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientID: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authorizationURL: env.OAUTH_GOOGLE_AUTHORIZATION_URL,
    tokenURL: env.OAUTH_GOOGLE_TOKEN_URL,
    userInfoURL: env.OAUTH_GOOGLE_USERINFO_URL,
  };
}

export function facebookConfig(env = accountsEnv()): ProviderConfig | null {
  if (!env.FACEBOOK_CLIENT_ID || !env.FACEBOOK_CLIENT_SECRET) return null;
  return {
    clientID: env.FACEBOOK_CLIENT_ID,
    clientSecret: env.FACEBOOK_CLIENT_SECRET,
    authorizationURL: env.OAUTH_FACEBOOK_AUTHORIZATION_URL,
    tokenURL: env.OAUTH_FACEBOOK_TOKEN_URL,
    userInfoURL: env.OAUTH_FACEBOOK_USERINFO_URL,
  };
}

/** What the pages need to know (no secrets): which buttons to show, the bot-check widget. */
export function publicAccountsConfig(env = accountsEnv()) {
  return {
    google: !!googleConfig(env),
    facebook: !!facebookConfig(env),
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? null,
    recaptchaScriptUrl: env.RECAPTCHA_SCRIPT_URL ?? "https://www.google.com/recaptcha/api.js",
  };
}
export type PublicAccountsConfig = ReturnType<typeof publicAccountsConfig>;
