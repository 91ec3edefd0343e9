/** docs/product/follow.md#confirming-and-unsubscribing: newsletter confirmation, one-click unsubscribe and Atom feeds (docs/decisions/0103). */
export const en = {
  "follow.confirm.title": "Confirm your newsletter subscription",
  "follow.confirm.intro": "Press the button to start receiving the IndiaAI newsletter at the address this link was sent to.",
  "follow.confirm.button": "Confirm subscription",
  "follow.confirm.done": "Your subscription is confirmed. Thank you! The welcome e-mail has a link to unsubscribe at any time.",
  "follow.unsubscribe.title": "Unsubscribe",
  "follow.unsubscribe.intro": "Press the button to stop these e-mails. You do not need to sign in.",
  "follow.unsubscribe.button": "Unsubscribe",
  "follow.unsubscribe.done": "You are unsubscribed. You will not receive these e-mails any more.",
  "follow.link.invalid": "This link is not valid or has already been used. Please use the latest link from your e-mail.",
  "follow.link.failed": "Please try again later",
  "follow.working": "Please wait…",
  "follow.home": "Go to the home page",
  "follow.feed.link": "Atom feed of this page",
  "follow.feed.title": "{title} – {site}",
};
