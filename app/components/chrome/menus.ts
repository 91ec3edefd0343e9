import type { MessageKey } from "~/i18n";
import { tagSearchHref } from "~/search/href";

export interface MenuLink {
  href: string;
  label: MessageKey;
  /** Collection type whose "New" marker this item shows (signed in only). */
  typeId?: number;
}

/** SPEC §2 Resources menu. */
export const RESOURCES: MenuLink[] = [
  { href: "/articles", label: "menu.articles", typeId: 2 },
  { href: "/research-reports", label: "menu.researchReports", typeId: 9 },
  { href: "/videos", label: "menu.videos", typeId: 5 },
  { href: "/news", label: "menu.news", typeId: 3 },
  { href: "/case-studies", label: "menu.caseStudies", typeId: 4 },
  { href: "/ai-standards", label: "menu.aiStandards", typeId: 40 },
  { href: "/learning", label: "menu.learning", typeId: 24 },
  { href: "/datasets", label: "menu.datasets", typeId: 30 },
  { href: "/metadata-data-standards", label: "menu.dataStandards", typeId: 41 },
];

/** SPEC §2 Ecosystem menu. */
export const ECOSYSTEM: MenuLink[] = [
  { href: "/events", label: "menu.events", typeId: 11 },
  { href: "/colleges", label: "menu.colleges", typeId: 13 },
  { href: "/countriesregions", label: "menu.countriesRegions", typeId: 31 },
  { href: "/startup", label: "menu.startups", typeId: 12 },
  { href: "/companies", label: "menu.companies", typeId: 16 },
  { href: "/initiatives", label: "menu.initiatives", typeId: 20 },
  { href: "/investment-funds", label: "menu.investmentFunds", typeId: 15 },
  { href: "/people", label: "menu.people", typeId: 18 },
  { href: "/government-of-india", label: "menu.governmentOfIndia", typeId: 23 },
];

/** SPEC §2 Footer "Explore"; "contact" opens the contact popup. */
export const EXPLORE: Array<MenuLink | { contact: true; label: MessageKey }> = [
  { href: "/news", label: "footer.link.news" },
  { href: "/articles", label: "footer.link.articles" },
  { href: "/startup", label: "footer.link.startups" },
  { href: "/case-studies", label: "footer.link.caseStudies" },
  { href: "/research-reports", label: "footer.link.researchReports" },
  { href: "/events", label: "footer.link.events" },
  { href: "/user-contribution", label: "footer.link.contribute" },
  { contact: true, label: "footer.link.contactUs" },
];

export const IMPORTANT_LINKS: Array<MenuLink & { external?: boolean }> = [
  { href: "https://www.india.gov.in/", label: "footer.link.governmentPortal", external: true },
  { href: "/raise", label: "footer.link.raise" },
  { href: "/about-us", label: "footer.link.aboutUs" },
];

export const LEGAL_LINKS: MenuLink[] = [
  { href: "/privacy-policy", label: "footer.link.privacy" },
  { href: "/terms", label: "footer.link.terms" },
  { href: "/cookie-policy", label: "footer.link.cookies" },
];

/** The {product} Portal tab: "IndiaAI" → /indiaaiportal. */
export function portalPath(product: string) {
  return `/${product.toLowerCase().replace(/[^a-z0-9]+/g, "")}portal`;
}

/** The search page filtered by a tag (Sectors menu): /search?queryData={"tagName":…}. */
export function tagSearchPath(tagName: string) {
  return tagSearchHref(tagName); // one builder for search links (app/search/href.ts)
}

/** Items split into `n` columns by index modulo n (SPEC §2 Pillars and Sectors). */
export function columnsByIndex<T>(items: T[], n = 3): T[][] {
  const cols: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => cols[i % n].push(item));
  return cols.filter((c) => c.length > 0);
}
