import { redirect } from "react-router";
import { returnCookieHeader } from "~/accounts/auth.server";
import { currentPath, requireEmail, signInPath } from "~/accounts/guards.server";
import { getAuth } from "~/upstream/session.server";
import { courseGate } from "./course-access";
import { resolveDetailPath } from "./registry";

/**
 * The course page's guard (docs/product/browse.md#learning-courses): an anonymous visitor goes to sign-in with the course as the
 * return path, saved in a cookie (the one the social sign-in also reads) and in the address
 * (which the sign-in forms carry); a user without an e-mail is asked to add one first.
 */
export async function requireCourseAccess(request: Request) {
  const target = resolveDetailPath(new URL(request.url).pathname);
  if (!target) return;
  const auth = await getAuth(request);
  const gate = courseGate(target.type.id, { signedIn: Boolean(auth), hasEmail: Boolean(auth?.user.email) });
  if (gate === "sign-in") {
    const back = currentPath(request);
    throw redirect(signInPath(back), { headers: { "Set-Cookie": await returnCookieHeader(request, { path: back, publish: false }) } });
  }
  if (gate === "add-email" && auth) requireEmail(request, auth.user);
}
