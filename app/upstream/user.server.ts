import { z } from "zod";
import { SinceLastVisitResponse } from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

// Schemas for calls the contract does not cover yet (the accounts issue moves them to contract/).
const UserDetailsResponse = z.object({
  data: z.object({
    id: z.number().int().optional(),
    uuid: z.string().optional(),
    name: z.string(),
    profile_url: z.string().nullable(),
    email: z.string().nullable().optional(),
  }),
});
const CheckUserResponse = z.object({ data: z.object({ email_present: z.boolean() }) });
const CurrentUserResponse = z.object({
  data: z.object({
    id: z.number().int(),
    uuid: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    profile_url: z.string().nullable(),
    consent_accepted: z.boolean(),
  }),
});
const AnyOk = z.unknown();

/** "YYYY-MM-DD hh:mm:ss" (SPEC §5), 24-hour clock, UTC. */
export function consentDate(date = new Date()) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** GET /api/recommendations/since-last-visit: signed in only ("New" markers). */
export async function getSinceLastVisit(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/recommendations/since-last-visit", schema: SinceLastVisitResponse, auth: "required" })).data;
}

/** POST /api/user/accept/cookie: result not shown. */
export async function acceptCookie(args: UpstreamArgs, userId: number, date = new Date()) {
  return upstreamCall(args, {
    method: "POST",
    path: "/api/user/accept/cookie",
    body: { user_id: userId, consent_accepted: 1, consent_date: consentDate(date) },
    schema: AnyOk,
    auth: "required",
  });
}

/** GET /api/user/{uuid}/details: name and profile_url. */
export async function getUserDetails(args: UpstreamArgs, uuid: string) {
  const path = `/api/user/${encodeURIComponent(uuid)}/details`;
  return (await upstreamCall(args, { path, schema: UserDetailsResponse, auth: "required" })).data;
}

/** GET /api/web/check/user: whether the user has an e-mail on file. */
export async function checkUser(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/web/check/user", schema: CheckUserResponse, auth: "required" })).data;
}

/** GET /api/user: the current user. */
export async function getCurrentUser(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/user", schema: CurrentUserResponse, auth: "required" })).data;
}

/** POST /api/web/user/publication: the user's contributions. */
export async function getPublications(args: UpstreamArgs, body: Record<string, unknown> = {}) {
  return upstreamCall(args, { method: "POST", path: "/api/web/user/publication", body, schema: z.object({ data: z.array(z.unknown()) }), auth: "required" });
}
