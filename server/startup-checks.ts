import type { Env } from "../config/env";

export interface StartupFindings {
  /** The server must not start: one line each, saying what to set. */
  errors: string[];
  warnings: string[];
}

/**
 * Configuration that parses but is unsafe. A separate API (API_BASE_URL) without the shared
 * secret would count every visitor's sign-in attempts against the portal's one address, so a
 * few failed sign-ins would lock everybody out; TRUST_PROXY=true believes any X-Forwarded-For,
 * so every client could pick its own address and walk past the per-address limits.
 */
export function checkStartup(env: Pick<Env, "API_BASE_URL" | "PORTAL_API_SECRET" | "TRUST_PROXY" | "PUBLIC_ORIGIN" | "PORT">): StartupFindings {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (env.API_BASE_URL && !env.PORTAL_API_SECRET) {
    errors.push(
      "PORTAL_API_SECRET is not set: with API_BASE_URL the API needs the secret it shares with the portal to trust the visitor's address (set the same value on both).",
    );
  }
  if (env.TRUST_PROXY?.trim().toLowerCase() === "true") {
    warnings.push(
      "TRUST_PROXY=true trusts every X-Forwarded-For hop, so any client can choose its address and escape the rate limits; set the number of proxies (e.g. 1) or their addresses instead.",
    );
  }
  // The reset and sign-up mails need an absolute address. The request's own origin is not used
  // for them: anyone can send a request with a Host of their choosing and so have the site mail a
  // reset link to their own server (password-reset poisoning). Issue 21, decision 0093.
  if (!env.API_BASE_URL && !env.PUBLIC_ORIGIN) {
    warnings.push(
      `PUBLIC_ORIGIN is not set: links in e-mails (password reset, sign-up) will point at http://localhost:${env.PORT}; set it to the address visitors use (e.g. https://indiaai.gov.in).`,
    );
  }
  return { errors, warnings };
}
