import { SignedLinkPage } from "~/follow/SignedLinkPage";
import { signedLinkAction, signedLinkLoader } from "~/follow/signed-link.server";
import { pageMeta } from "~/forms/page-meta";
import type { Route } from "./+types/newsletter_.confirm";

/** /newsletter/confirm?token=…, the link in the confirmation mail (double opt-in, decision 0103). */
export const loader = signedLinkLoader;

export function action(args: Route.ActionArgs) {
  return signedLinkAction(args, "confirm");
}

export default function NewsletterConfirm() {
  return (
    <SignedLinkPage
      texts={{ title: "follow.confirm.title", intro: "follow.confirm.intro", button: "follow.confirm.button", done: "follow.confirm.done" }}
    />
  );
}

export const meta = pageMeta("follow.confirm.title", [{ name: "robots", content: "noindex" }]);
