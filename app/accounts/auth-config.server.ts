import { getEnv, parseEnv, type Env } from "../../config/env";

/**
 * Accounts configuration from the environment (config/env.ts). Google and Facebook sign-in are
 * offered only when both their client id and secret are set. The OAUTH_*_URL overrides exist for
 * tests, which point the strategies at oauth2-mock-server on loopback; production leaves them unset.
 */
export type AccountsEnv = Env;

/** The process's environment, or `source` parsed (tests). */
export function accountsEnv(source?: Record<string, string | undefined>): AccountsEnv {
  return source ? parseEnv(source) : getEnv();
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
