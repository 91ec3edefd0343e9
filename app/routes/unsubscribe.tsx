import { SignedLinkPage } from "~/follow/SignedLinkPage";
import { signedLinkAction, signedLinkLoader } from "~/follow/signed-link.server";
import { pageMeta } from "~/forms/page-meta";
import type { Route } from "./+types/unsubscribe";

/**
 * /unsubscribe?token=…, the link in every newsletter and alert mail. Mail programs also POST
 * `List-Unsubscribe=One-Click` here (RFC 8058) from their own servers: server/security.ts lets
 * exactly this path through the same-origin check; the signed token is what authorises it.
 */
export const loader = signedLinkLoader;

export function action(args: Route.ActionArgs) {
  return signedLinkAction(args, "unsubscribe");
}

export default function Unsubscribe() {
  return (
    <SignedLinkPage
      texts={{
        title: "follow.unsubscribe.title",
        intro: "follow.unsubscribe.intro",
        button: "follow.unsubscribe.button",
        done: "follow.unsubscribe.done",
      }}
    />
  );
}

export const meta = pageMeta("follow.unsubscribe.title", [{ name: "robots", content: "noindex" }]);
