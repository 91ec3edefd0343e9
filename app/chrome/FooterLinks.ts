import { LEGAL_LINKS, type MenuLink } from "./menus";

/**
 * The footer's GIGW 3.0 links: help and accessibility pages, and every website policy. The
 * pages themselves come from the API (api/seed/content/gigw.ts); /feedback is the campaigns
 * area's form and /site-map the HTML site map.
 */
export const HELP_LINKS: MenuLink[] = [
  { href: "/help", label: "gigw.link.help" },
  { href: "/accessibility-statement", label: "gigw.link.accessibility" },
  { href: "/screen-reader-access", label: "gigw.link.screenReader" },
  { href: "/contact-us", label: "gigw.link.contact" },
  { href: "/feedback", label: "gigw.link.feedback" },
  { href: "/site-map", label: "gigw.link.siteMap" },
];

/** docs/product/chrome.md#footer's legal links (privacy, terms, cookies) among the GIGW policies. */
export const POLICY_LINKS: MenuLink[] = [
  { href: "/copyright-policy", label: "gigw.link.copyright" },
  { href: "/hyperlinking-policy", label: "gigw.link.hyperlinking" },
  ...LEGAL_LINKS,
  { href: "/content-archival-policy", label: "gigw.link.archival" },
  { href: "/content-review-policy", label: "gigw.link.review" },
  { href: "/disclaimer", label: "gigw.link.disclaimer" },
  { href: "/website-policies", label: "gigw.link.policies" },
];
