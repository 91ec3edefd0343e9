/**
 * Server-side check of a reCAPTCHA-v2-compatible checkbox token. The verify URL is configurable
 * (RECAPTCHA_VERIFY_URL) so tests answer from a loopback fake.
 */

/** Verifies a bot-check token against the secret (reCAPTCHA's siteverify, or a test fake). */
export type BotTokenVerifier = (token: string, secret: string, remoteIp?: string) => Promise<boolean>;

const DEFAULT_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

export function recaptchaVerifier(url: string = DEFAULT_VERIFY_URL): BotTokenVerifier {
  return async (token, secret, remoteIp) => {
    if (!token || token.length > 4000) return false;
    const body = new URLSearchParams({ secret, response: token });
    if (remoteIp) body.set("remoteip", remoteIp);
    try {
      const res = await fetch(url, { method: "POST", body, signal: AbortSignal.timeout(5000) });
      if (!res.ok) return false;
      const answer = (await res.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      // The check failing closed: a visitor can retry, a bot cannot get through an outage.
      return false;
    }
  };
}
