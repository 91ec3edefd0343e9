import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { UpstreamError } from "~/upstream/core.server";
import { followSignedLink, type SignedLinkAction } from "~/upstream/follow.server";

/**
 * The two pages a mail link opens (newsletter confirmation, unsubscribe). The GET only shows a
 * button: mail scanners open links, and opening must not confirm or unsubscribe anyone. The
 * POST does it, with the token from the address (RFC 8058 one-click posts there) or the form.
 */
export interface SignedLinkData {
  token: string;
  outcome?: "done" | "invalid" | "failed";
}

const MAX_TOKEN = 512;

function tokenOf(value: unknown): string {
  return typeof value === "string" && value.length <= MAX_TOKEN ? value : "";
}

export function signedLinkLoader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  return data({ token, outcome: token ? undefined : "invalid" } satisfies SignedLinkData, {
    status: token ? 200 : 400,
    headers: { "X-Robots-Tag": "noindex" },
  });
}

export async function signedLinkAction(args: ActionFunctionArgs, action: SignedLinkAction) {
  const form = await args.request.formData();
  const token = tokenOf(form.get("token")) || tokenOf(new URL(args.request.url).searchParams.get("token"));
  if (!token) return data({ token, outcome: "invalid" } satisfies SignedLinkData, { status: 400 });
  try {
    await followSignedLink(args, action, token);
    return { token, outcome: "done" } satisfies SignedLinkData;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const invalid = error.status >= 400 && error.status < 500;
    return data({ token, outcome: invalid ? "invalid" : "failed" } satisfies SignedLinkData, { status: invalid ? 400 : 503 });
  }
}
