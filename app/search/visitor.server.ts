/**
 * The anonymous visitor id: recent searches of a browser without a session are kept under a
 * random id in a first-party cookie (HttpOnly, SameSite=Lax, one year). Signed-in users are
 * identified by their user id instead.
 */
import type { SearchOwner } from "~/upstream/search.server";
import { isSecureRequest } from "~/session/session.server";

export const VISITOR_COOKIE = "visitor_id";
export const VISITOR_MAX_AGE_S = 60 * 60 * 24 * 365;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The visitor id cookie of the request, when it is a well-formed uuid. */
export function readVisitorId(request: Request): string | null {
  const header = request.headers.get("Cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([^;]*)`).exec(header);
  const value = match ? decodeURIComponent(match[1]) : "";
  return UUID.test(value) ? value.toLowerCase() : null;
}

export function visitorCookie(id: string, request: Request): string {
  const parts = [`${VISITOR_COOKIE}=${id}`, "Path=/", `Max-Age=${VISITOR_MAX_AGE_S}`, "HttpOnly", "SameSite=Lax"];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

/** The request's visitor id, or a new one with the Set-Cookie header that keeps it. */
export function ensureVisitor(request: Request): { id: string; setCookie: string | null } {
  const existing = readVisitorId(request);
  if (existing) return { id: existing, setCookie: null };
  const id = crypto.randomUUID();
  return { id, setCookie: visitorCookie(id, request) };
}

/**
 * Whom a search is saved for: the signed-in user, else this browser's visitor id, made (and its
 * cookie added to `headers`) when the browser has none yet.
 */
export function searchOwnerFor(request: Request, user: { id: number } | null, headers: Headers): SearchOwner {
  if (user) return { user_id: user.id, visitor_id: null };
  const visitor = ensureVisitor(request);
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  return { user_id: null, visitor_id: visitor.id };
}
