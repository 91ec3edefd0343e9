import { isSecureRequest } from "~/upstream/session.server";
import { CONSENT_COOKIE } from "~/chrome/consent-cookie";

const ONE_YEAR = 60 * 60 * 24 * 365;

export function hasConsent(request: Request) {
  const cookie = request.headers.get("Cookie") ?? "";
  return new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=1(?:;|$)`).test(cookie);
}

export function consentCookieHeader(request: Request) {
  const secure = isSecureRequest(request) ? "; Secure" : "";
  return `${CONSENT_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
}
