import { z } from "zod";
import {
  CurrentUserResponse,
  ForgotPasswordResponse,
  MessageResponse,
  RegisterResponse,
  TokenResponse,
  formatConsentDate,
  type SocialTokenRequest,
} from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * The accounts area of the upstream API (contract/accounts.ts). Every upstream call carries the
 * portal secret and the visitor's address (core.server.ts), so the API rate-limits per visitor
 * rather than per portal.
 */
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /api/oauth/token (password grant). */
export function passwordGrant(args: UpstreamArgs, email: string, password: string, botToken?: string) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/oauth/token",
    // After repeated failures on an account the API asks for the bot check's token too.
    body: { grant_type: "password", username: email, password, ...(botToken ? { token: botToken } : {}) },
    schema: TokenResponse,
    auth: "none",
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
  });
}

/** POST /api/oauth/social: server to server, with the shared secret. */
export function socialToken(args: UpstreamArgs, identity: SocialTokenRequest) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/oauth/social",
    body: identity,
    schema: TokenResponse,
    auth: "none",
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
  return (
    await upstreamCall(args, { method: "POST", path: "/api/user/email", body: { email }, schema: CurrentUserResponse, auth: "required" })
  ).data;
}

/** POST /api/user/profile */
export async function updateProfile(args: UpstreamArgs, input: { name: string; profile_image?: string }) {
  return (
    await upstreamCall(args, { method: "POST", path: "/api/user/profile", body: input, schema: CurrentUserResponse, auth: "required" })
  ).data;
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
  });
}

/**
 * POST /api/user/accept/cookie (docs/product/chrome.md#cookie-banner): with the session's token, or with an explicit one
 * right after sign-in, when local consent is synced to the account.
 */
export function acceptCookie(args: UpstreamArgs, userId: number, token?: string) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/user/accept/cookie",
    body: { user_id: userId, consent_accepted: 1, consent_date: formatConsentDate() },
    schema: z.unknown(),
    auth: token ? "none" : "required",
    headers: token ? bearer(token) : undefined,
  });
}

/** POST /api/logout: result not shown. */
export function logout(args: UpstreamArgs) {
  return upstreamCall(args, { method: "POST", path: "/api/logout", body: {}, schema: z.unknown(), auth: "required" });
}
