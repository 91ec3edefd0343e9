/**
 * The widget's "closed" memory: once a visitor closes the panel it does not open by itself
 * again, on any page, for a year. A plain cookie (not a signed React Router cookie) because the panel's
 * script writes it at once in the browser, and the server reads it so the page renders the
 * launcher in the right state before any script runs.
 */
export const ASSISTANT_COOKIE = "assistant";
const CLOSED = "closed";
const ONE_YEAR_S = 60 * 60 * 24 * 365;

export function isAssistantClosed(cookieHeader: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${ASSISTANT_COOKIE}=${CLOSED}(?:;|$)`).test(cookieHeader ?? "");
}

export function closedCookie(secure: boolean): string {
  return `${ASSISTANT_COOKIE}=${CLOSED}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
