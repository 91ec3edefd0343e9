/**
 * The anonymous visitor id: recent searches of a browser without a session are kept under a
 * random id in a first-party cookie (HttpOnly, SameSite=Lax, one year, Secure over HTTPS).
 * Signed-in users are identified by their user id instead.
 */
import { createCookie } from "react-router";
import type { SearchOwner } from "~/upstream/search.server";
import { isSecureRequest } from "~/upstream/session.server";

export const VISITOR_MAX_AGE_S = 60 * 60 * 24 * 365;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const visitorCookie = createCookie("visitor_id", { path: "/", maxAge: VISITOR_MAX_AGE_S, httpOnly: true, sameSite: "lax" });

/** The visitor id cookie of the request, when it is a well-formed uuid. */
export async function readVisitorId(request: Request): Promise<string | null> {
  const value: unknown = await visitorCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * Whom a search is saved for: the signed-in user, else this browser's visitor id, made (and its
 * cookie added to `headers`) when the browser has none yet.
 */
export async function searchOwnerFor(request: Request, user: { id: number } | null, headers: Headers): Promise<SearchOwner> {
  if (user) return { user_id: user.id, visitor_id: null };
  const existing = await readVisitorId(request);
  if (existing) return { user_id: null, visitor_id: existing };
  const id = crypto.randomUUID();
  headers.append("Set-Cookie", await visitorCookie.serialize(id, { secure: isSecureRequest(request) }));
  return { user_id: null, visitor_id: id };
}
