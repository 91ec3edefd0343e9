import { z } from "zod";
import { upstreamCall, type UpstreamArgs } from "./core.server";

const TokenResponse = z.object({ access_token: z.string(), token_type: z.string().optional() });

/** POST /api/oauth/token: credentials in, access_token out (the accounts issue defines the fields). */
export async function requestToken(args: UpstreamArgs, credentials: Record<string, string>) {
  return upstreamCall(args, { method: "POST", path: "/api/oauth/token", body: credentials, schema: TokenResponse, auth: "none" });
}

/** POST /api/logout: result not shown. */
export async function logout(args: UpstreamArgs) {
  return upstreamCall(args, { method: "POST", path: "/api/logout", body: {}, schema: z.unknown(), auth: "required" });
}
