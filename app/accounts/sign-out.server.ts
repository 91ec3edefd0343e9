/**
 * Ending a session (sign-out, account deletion): the session cookie goes, and a short-lived
 * just_signed_out cookie tells the next page to set the localStorage flag (docs/product/chrome.md#page-lifecycle).
 */
import { createCookie } from "react-router";
import { destroySession, getSession, isSecureRequest } from "~/upstream/session.server";

const justSignedOut = createCookie("just_signed_out", { path: "/", maxAge: 60, sameSite: "lax" });

export async function signedOutHeaders(request: Request): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(await getSession(request), request));
  headers.append("Set-Cookie", await justSignedOut.serialize(true, { secure: isSecureRequest(request) }));
  return headers;
}

export async function isJustSignedOut(request: Request): Promise<boolean> {
  return (await justSignedOut.parse(request.headers.get("Cookie"))) === true;
}
