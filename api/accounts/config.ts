import type { Env } from "../../config/env";
import { DEFAULT_COST, type ScryptCost } from "./passwords";

/** Everything the accounts service can be tuned with; tests pass small numbers. */
export interface AccountsConfig {
  /** Lifetime of a Bearer token (ACCESS_TOKEN_TTL_S, default 30 days, as the session cookie). */
  tokenTtlSeconds: number;
  /** Lifetime of a password-reset link (RESET_TOKEN_TTL_S, default 1 hour). */
  resetTokenTtlSeconds: number;
  /** Origin put in links sent by e-mail (PUBLIC_ORIGIN, else http://localhost:PORT). */
  publicOrigin: string;
  rateLimit: {
    /** Window length in ms (AUTH_RATE_LIMIT_WINDOW_S, default 900 s). */
    windowMs: number;
    /** Sign-in, sign-up and reset requests per client address per window (AUTH_RATE_LIMIT_IP, 30). */
    perIp: number;
    /** Failed sign-ins per (account, address) and per account before the bot check (AUTH_RATE_LIMIT_ACCOUNT, 10). */
    perAccount: number;
    /** Reset mails per account per window (AUTH_RATE_LIMIT_RESET, 3). */
    resetPerAccount: number;
  };
  scryptCost: ScryptCost;
}

type Overrides = Partial<Omit<AccountsConfig, "rateLimit">> & { rateLimit?: Partial<AccountsConfig["rateLimit"]> };

export function accountsConfigFrom(env: Env, overrides: Overrides = {}): AccountsConfig {
  const origin = overrides.publicOrigin ?? env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  return {
    tokenTtlSeconds: overrides.tokenTtlSeconds ?? env.ACCESS_TOKEN_TTL_S,
    resetTokenTtlSeconds: overrides.resetTokenTtlSeconds ?? env.RESET_TOKEN_TTL_S,
    publicOrigin: origin.replace(/\/+$/, ""),
    rateLimit: {
      windowMs: overrides.rateLimit?.windowMs ?? env.AUTH_RATE_LIMIT_WINDOW_S * 1000,
      perIp: overrides.rateLimit?.perIp ?? env.AUTH_RATE_LIMIT_IP,
      perAccount: overrides.rateLimit?.perAccount ?? env.AUTH_RATE_LIMIT_ACCOUNT,
      resetPerAccount: overrides.rateLimit?.resetPerAccount ?? env.AUTH_RATE_LIMIT_RESET,
    },
    scryptCost: overrides.scryptCost ?? DEFAULT_COST,
  };
}
