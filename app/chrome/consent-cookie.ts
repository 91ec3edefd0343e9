/**
 * The cookie that records cookie consent (works without JavaScript). Its value stays a plain `1`
 * rather than a React Router createCookie value, because the cookie banner's script writes the same cookie
 * in the browser without a round trip. The page cache (server/page-cache.ts) keys on it: the only
 * cookie with which a page is still the same for every reader.
 */
export const CONSENT_COOKIE = "cookie_consent";
