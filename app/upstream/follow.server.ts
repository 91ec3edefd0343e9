import { NewsletterConfirmResponse, UnsubscribeResponse } from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/** The signed links of newsletter and alert mail (docs/product/follow.md#confirming-and-unsubscribing); a bad token is a 400 UpstreamError. */
export type SignedLinkAction = "confirm" | "unsubscribe";

const PATHS: Record<SignedLinkAction, string> = { confirm: "/api/web/newsletter/confirm", unsubscribe: "/api/web/unsubscribe" };
const SCHEMAS = { confirm: NewsletterConfirmResponse, unsubscribe: UnsubscribeResponse };

export async function followSignedLink(args: UpstreamArgs, action: SignedLinkAction, token: string) {
  return upstreamCall(args, { method: "POST", path: PATHS[action], body: { token }, schema: SCHEMAS[action], auth: "none" });
}
