import type { Session, SessionStorage } from "react-router";
import { z } from "zod";
import { sessionSecrets } from "../../config/env";
import { sealedSessionStorage } from "./sealed-cookie.server";

/** The minimal user kept in the cookie; the rest is fetched from the upstream when needed. */
export const SessionUser = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  profile_url: z.string().nullable(),
  email: z.string().nullable(),
  consent_accepted: z.boolean(),
  /** The account's role at sign-in: only shows or hides the editorial desk's menu link. */
  role: z.string().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export interface SessionData {
  /** The upstream Bearer token. */
  token: string;
  user: SessionUser;
}
export interface SessionFlash {
  justSignedOut: boolean;
}

export const SESSION_COOKIE_NAME = "__session";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

let storage: SessionStorage<SessionData, SessionFlash> | undefined;
let storageSecrets = "";

function getStorage() {
  const secrets = sessionSecrets();
  // Recreated only if the secrets change (tests start servers with different secrets).
  if (!storage || storageSecrets !== secrets.join(",")) {
    storageSecrets = secrets.join(",");
    storage = sealedSessionStorage<SessionData, SessionFlash>(SESSION_COOKIE_NAME, MAX_AGE_SECONDS, secrets);
  }
  return storage;
}

/**
 * True when the visitor reached us over HTTPS: directly, or through a trusted proxy
 * (server.ts builds request.url from Express's req.protocol, which honours TRUST_PROXY).
 */
export function isSecureRequest(request: Request) {
  return new URL(request.url).protocol === "https:";
}

export async function getSession(request: Request): Promise<Session<SessionData, SessionFlash>> {
  return getStorage().getSession(request.headers.get("Cookie"));
}

export async function commitSession(session: Session<SessionData, SessionFlash>, request: Request) {
  return getStorage().commitSession(session, { secure: isSecureRequest(request) });
}

export async function destroySession(session: Session<SessionData, SessionFlash>, request: Request) {
  return getStorage().destroySession(session, { secure: isSecureRequest(request) });
}

/** The signed-in user and token, or null. A cookie whose user no longer parses counts as none. */
export async function getAuth(request: Request): Promise<{ token: string; user: SessionUser } | null> {
  const session = await getSession(request);
  const token = session.get("token");
  const user = SessionUser.safeParse(session.get("user"));
  if (typeof token !== "string" || token === "" || !user.success) return null;
  return { token, user: user.data };
}

/** Set-Cookie value of a new session for `auth`: sign-in, and the tests' signed-in visitors. */
export async function createSessionCookie(request: Request, auth: SessionData) {
  const session = await getStorage().getSession();
  session.set("token", auth.token);
  session.set("user", auth.user);
  return commitSession(session, request);
}
