import { DEFAULT_COST, type ScryptCost } from "./passwords";

/** Everything the accounts service can be tuned with; tests pass small numbers. */
export interface AccountsConfig {
  /** Lifetime of a Bearer token (ACCESS_TOKEN_TTL_S, default 30 days, as the session cookie). */
  tokenTtlSeconds: number;
  /** Lifetime of a password-reset link (RESET_TOKEN_TTL_S, default 1 hour). */
  resetTokenTtlSeconds: number;
  /** Origin put in links sent by e-mail (PUBLIC_ORIGIN, else http://localhost:PORT). */
  publicOrigin: string;
  /** Secret shared with the portal for POST /api/oauth/social (PORTAL_API_SECRET); read per call. */
  socialSecret: () => string | undefined;
  rateLimit: {
    /** Window length in ms (AUTH_RATE_LIMIT_WINDOW_S, default 900 s). */
    windowMs: number;
    /** Sign-in, sign-up and reset requests per client address per window (AUTH_RATE_LIMIT_IP, 30). */
    perIp: number;
    /** Failed sign-ins per account per window (AUTH_RATE_LIMIT_ACCOUNT, 10). */
    perAccount: number;
    /** Reset mails per account per window (AUTH_RATE_LIMIT_RESET, 3). */
    resetPerAccount: number;
  };
  scryptCost: ScryptCost;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

export function resolveAccountsConfig(
  overrides: Partial<Omit<AccountsConfig, "rateLimit">> & { rateLimit?: Partial<AccountsConfig["rateLimit"]> } = {},
  env: Record<string, string | undefined> = process.env,
): AccountsConfig {
  const origin = (env.PUBLIC_ORIGIN ?? "").trim() || `http://localhost:${env.PORT ?? 3000}`;
  return {
    tokenTtlSeconds: overrides.tokenTtlSeconds ?? int(env.ACCESS_TOKEN_TTL_S, 60 * 60 * 24 * 30),
    resetTokenTtlSeconds: overrides.resetTokenTtlSeconds ?? int(env.RESET_TOKEN_TTL_S, 60 * 60),
    publicOrigin: (overrides.publicOrigin ?? origin).replace(/\/+$/, ""),
    socialSecret: overrides.socialSecret ?? (() => (env.PORTAL_API_SECRET ?? "").trim() || undefined),
    rateLimit: {
      windowMs: overrides.rateLimit?.windowMs ?? int(env.AUTH_RATE_LIMIT_WINDOW_S, 900) * 1000,
      perIp: overrides.rateLimit?.perIp ?? int(env.AUTH_RATE_LIMIT_IP, 30),
      perAccount: overrides.rateLimit?.perAccount ?? int(env.AUTH_RATE_LIMIT_ACCOUNT, 10),
      resetPerAccount: overrides.rateLimit?.resetPerAccount ?? int(env.AUTH_RATE_LIMIT_RESET, 3),
    },
    scryptCost: overrides.scryptCost ?? DEFAULT_COST,
  };
}
