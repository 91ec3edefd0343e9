import type { MessageKey } from "~/i18n";

export interface MenuLink {
  href: string;
  label: MessageKey;
}

// The content-type menus (Resources, Ecosystem, the first Explore links) come from the registry
// (MENUS in app/content/registry.ts) through the root loader's chrome data.

/** An entry of a content-type menu (typeMenu in app/content/registry.ts). */
export interface TypeMenuLink {
  href: string;
  text: string;
  /** Whose "New" marker the entry shows (signed in only). */
  typeId: number;
}

/** docs/product/chrome.md#footer Footer "Explore", after its content types; "contact" opens the contact popup. */
export const EXPLORE_MORE: Array<MenuLink | { contact: true; label: MessageKey }> = [
  { href: "/user-contribution", label: "footer.link.contribute" },
  { contact: true, label: "footer.link.contactUs" },
];

export const IMPORTANT_LINKS: Array<MenuLink & { external?: boolean }> = [
  { href: "https://www.india.gov.in/", label: "footer.link.governmentPortal", external: true },
  { href: "/raise", label: "footer.link.raise" },
  { href: "/about-us", label: "footer.link.aboutUs" },
  { href: "/responsible-ai/homepage", label: "guidance.footerLink" },
  { href: "/campaigns", label: "campaigns.index.title" },
];

export const LEGAL_LINKS: MenuLink[] = [
  { href: "/privacy-policy", label: "footer.link.privacy" },
  { href: "/terms", label: "footer.link.terms" },
  { href: "/cookie-policy", label: "footer.link.cookies" },
];

/** Items split into `n` columns by index modulo n (docs/product/chrome.md#header Pillars and Sectors). */
export function columnsByIndex<T>(items: T[], n = 3): T[][] {
  const cols: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => cols[i % n].push(item));
  return cols.filter((c) => c.length > 0);
}
