/** The cookie that records cookie consent (works without JavaScript). */
export const CONSENT_COOKIE = "cookie_consent";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function hasConsent(request: Request) {
  const cookie = request.headers.get("Cookie") ?? "";
  return new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=1(?:;|$)`).test(cookie);
}

export function consentCookieHeader(request: Request) {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${CONSENT_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
}
