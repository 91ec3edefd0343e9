import { isSecureRequest } from "~/session/session.server";

/**
 * The cookie that records cookie consent (works without JavaScript). Its value stays a plain `1`
 * rather than a Remix createCookie value, because the cookie banner's script writes the same cookie
 * in the browser without a round trip.
 */
export const CONSENT_COOKIE = "cookie_consent";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function hasConsent(request: Request) {
  const cookie = request.headers.get("Cookie") ?? "";
  return new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=1(?:;|$)`).test(cookie);
}

export function consentCookieHeader(request: Request) {
  const secure = isSecureRequest(request) ? "; Secure" : "";
  return `${CONSENT_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
}
