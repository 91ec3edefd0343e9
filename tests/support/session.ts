import { sealedSessionStorage } from "../../app/upstream/sealed-cookie.server";

/** The portal's session cookie (app/accounts), sealed with the test server's secret. */
export const SESSION_COOKIE = "__session";

export interface SessionUser {
  token: string;
  id?: number;
  uuid?: string;
  name: string;
  email?: string | null;
  /** The role the session remembers from sign-in (it shows the editorial desk's menu link). */
  role?: string;
}

/** `__session=…`: the cookie the portal sets at sign-in for `user`, ready for a Cookie header. */
export async function sessionCookie(user: SessionUser, secret: string): Promise<string> {
  const storage = sealedSessionStorage(SESSION_COOKIE, 3600, [secret]);
  const session = await storage.getSession();
  session.set("token", user.token);
  session.set("user", {
    id: user.id ?? 7,
    uuid: user.uuid ?? `u-${user.id ?? 7}`,
    name: user.name,
    profile_url: null,
    email: user.email === undefined ? "asha@example.test" : user.email,
    consent_accepted: false,
    ...(user.role ? { role: user.role } : {}),
  });
  return (await storage.commitSession(session)).split(";")[0];
}

/** Only the value, for a browser's cookie jar. */
export async function sessionCookieValue(user: SessionUser, secret: string): Promise<string> {
  return (await sessionCookie(user, secret)).slice(SESSION_COOKIE.length + 1);
}
