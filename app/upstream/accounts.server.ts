import { z } from "zod";
import {
  CurrentUserResponse,
  ForgotPasswordResponse,
  MessageResponse,
  RegisterResponse,
  TokenResponse,
  type SocialTokenRequest,
} from "../../contract";
import { getEnv } from "../../config/env";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * The accounts area of the upstream API (contract/accounts.ts). Calls made before there is a
 * session carry the portal secret and the visitor's address, so the API can rate-limit per
 * visitor rather than per portal.
 */
const PORTAL_SECRET_HEADER = "X-Portal-Secret";
const CLIENT_IP_HEADER = "X-Client-IP";

/**
 * The secret shared with the API (PORTAL_API_SECRET). With the API embedded and no secret
 * configured, server.ts generates one at start and hands it to both sides (config/env.ts).
 */
export function portalSecret(): string | undefined {
  return getEnv().PORTAL_API_SECRET;
}

/** The visitor's address as server.ts saw it (context.clientIp when it provides one). */
function clientIp(args: UpstreamArgs): string | undefined {
  const fromContext = (args.context as { clientIp?: unknown }).clientIp;
  return typeof fromContext === "string" && fromContext ? fromContext : undefined;
}

function visitorHeaders(args: UpstreamArgs): Record<string, string> {
  const headers: Record<string, string> = {};
  const secret = portalSecret();
  const ip = clientIp(args);
  // With the secret the API trusts the portal's per-visitor limits (server.ts) and counts only
  // the address given here, when server.ts provides one (context.clientIp).
  if (secret) headers[PORTAL_SECRET_HEADER] = secret;
  if (secret && ip) headers[CLIENT_IP_HEADER] = ip;
  return headers;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /api/oauth/token (password grant). */
export function passwordGrant(args: UpstreamArgs, email: string, password: string) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/oauth/token",
    body: { grant_type: "password", username: email, password },
    schema: TokenResponse,
    auth: "none",
    headers: visitorHeaders(args),
  });
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  consent_accepted?: boolean;
  consent_date?: string;
  token?: string | null;
}

/** POST /api/register */
export function register(args: UpstreamArgs, input: RegisterInput) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/register",
    body: input,
    schema: RegisterResponse,
    auth: "none",
    headers: visitorHeaders(args),
  });
}

/** POST /api/oauth/social: server to server, with the shared secret. */
export function socialToken(args: UpstreamArgs, identity: SocialTokenRequest) {
  const secret = portalSecret();
  return upstreamCall(args, {
    method: "POST",
    path: "/api/oauth/social",
    body: identity,
    schema: TokenResponse,
    auth: "none",
    headers: secret ? { [PORTAL_SECRET_HEADER]: secret } : {},
  });
}

/** POST /api/password/forgot: the same answer whether or not the e-mail is known. */
export function forgotPassword(args: UpstreamArgs, email: string) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/password/forgot",
    body: { email },
    schema: ForgotPasswordResponse,
    auth: "none",
    headers: visitorHeaders(args),
  });
}

/** POST /api/password/reset */
export function resetPassword(args: UpstreamArgs, token: string, password: string) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/password/reset",
    body: { token, password },
    schema: MessageResponse,
    auth: "none",
    headers: visitorHeaders(args),
  });
}

/** GET /api/user with the session's token, or an explicit one (just after sign-in). */
export async function currentUser(args: UpstreamArgs, token?: string) {
  const answer = await upstreamCall(args, {
    path: "/api/user",
    schema: CurrentUserResponse,
    auth: token ? "none" : "required",
    headers: token ? bearer(token) : undefined,
  });
  return answer.data;
}

/** POST /api/user/email */
export async function addEmail(args: UpstreamArgs, email: string) {
  return (await upstreamCall(args, { method: "POST", path: "/api/user/email", body: { email }, schema: CurrentUserResponse, auth: "required" })).data;
}

/** POST /api/user/profile */
export async function updateProfile(args: UpstreamArgs, input: { name: string; profile_image?: string }) {
  return (await upstreamCall(args, { method: "POST", path: "/api/user/profile", body: input, schema: CurrentUserResponse, auth: "required" })).data;
}

/** POST /api/user/password */
export function changePassword(args: UpstreamArgs, input: { current_password?: string; password: string }) {
  return upstreamCall(args, { method: "POST", path: "/api/user/password", body: input, schema: MessageResponse, auth: "required" });
}

/** POST /api/user/delete */
export function deleteAccount(args: UpstreamArgs, input: { password?: string; confirm: true }) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/user/delete",
    body: input,
    schema: MessageResponse,
    auth: "required",
    headers: visitorHeaders(args),
  });
}

/** "YYYY-MM-DD hh:mm:ss" (SPEC §5), 24-hour clock, UTC: when cookie consent was given. */
export function consentDate(date = new Date()) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/**
 * POST /api/user/accept/cookie (SPEC §4): with the session's token, or with an explicit one
 * right after sign-in, when local consent is synced to the account.
 */
export function acceptCookie(args: UpstreamArgs, userId: number, token?: string) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/user/accept/cookie",
    body: { user_id: userId, consent_accepted: 1, consent_date: consentDate() },
    schema: z.unknown(),
    auth: token ? "none" : "required",
    headers: token ? bearer(token) : undefined,
  });
}

/** POST /api/logout: result not shown. */
export function logout(args: UpstreamArgs) {
  return upstreamCall(args, { method: "POST", path: "/api/logout", body: {}, schema: z.unknown(), auth: "required" });
}
