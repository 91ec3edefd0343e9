import type { Env } from "../../config/env";
import { DEFAULT_COST, type ScryptCost } from "./passwords";

const BACK_OFF_FIRST_MS = 1000;
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

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
    /**
     * Failed sign-ins on one account in the window before its back-off starts
     * (AUTH_RATE_LIMIT_BACKOFF_FREE, 5; decision 0122).
     */
    backOffFree: number;
    /** The back-off's first wait, doubled after each further failure (1 s; tests pass their own). */
    backOffFirstMs: number;
    /** The back-off's longest wait (AUTH_RATE_LIMIT_BACKOFF_MAX_S, 60 s); 0 turns the back-off off. */
    backOffMaxMs: number;
    /** How long an address that signed in to an account stays exempt from its back-off (30 days). */
    knownAddressMs: number;
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
      backOffFree: overrides.rateLimit?.backOffFree ?? env.AUTH_RATE_LIMIT_BACKOFF_FREE,
      backOffFirstMs: overrides.rateLimit?.backOffFirstMs ?? BACK_OFF_FIRST_MS,
      backOffMaxMs: overrides.rateLimit?.backOffMaxMs ?? env.AUTH_RATE_LIMIT_BACKOFF_MAX_S * 1000,
      knownAddressMs: overrides.rateLimit?.knownAddressMs ?? KNOWN_ADDRESS_MS,
    },
    scryptCost: overrides.scryptCost ?? DEFAULT_COST,
  };
}
