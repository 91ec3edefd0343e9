/**
 * The portal's side of the content-type registry: the types themselves, every fact about them,
 * are data in contract/content-types.ts (the API reads them too); here are what only the portal
 * has: its menus, the addresses of its browse pages and the names in the page's language. Every
 * link to an item is built here (itemPath), and every browse URL is resolved here
 * (resolveBrowsePath, resolveDetailPath).
 */
import { translator } from "~/i18n";
import type { TypeMenuLink } from "~/chrome/menus";
import { DEFAULT_LANGUAGE, languageOfPath, pathWithoutLanguage, type Language } from "~/i18n/languages";
import {
  CONTENT_TYPES,
  MINISTRIES,
  contentTypeById,
  detailPrefix,
  type ContentTypeDef,
  type Facet,
  type ListingDef,
  type TypeText,
} from "../../contract/content-types";
import { browseRoutes, envProductName, portalPath } from "./browse-routes";

export type { ContentTypeDef, Facet, ListingDef, TypeText };
export { CONTENT_TYPES, MINISTRIES, browseRoutes, contentTypeById, portalPath };

const byId = new Map(CONTENT_TYPES.map((t) => [t.id, t]));

/**
 * The site's menus of content types, by type id in the order docs/product/chrome.md#header lists them: the header's
 * Resources and Ecosystem mega menus and the footer's Explore list (which adds Contribute and
 * Contact Us after them). Each entry links to the type's landing page under its plural name.
 */
export const MENUS = {
  resources: [2, 9, 5, 3, 4, 40, 24, 30, 41],
  ecosystem: [11, 13, 31, 12, 16, 20, 15, 18, 23],
  explore: [3, 2, 12, 4, 9, 11],
};

/** A type's (or the ministries') name, plural and description in a language. */
export function typeText(type: ContentTypeDef | typeof MINISTRIES, lang: Language = DEFAULT_LANGUAGE): TypeText {
  return lang === "hi" ? type.hi : { name: type.name, plural: type.plural, description: type.description };
}

const isMinistry = (typeId: number, category?: string | null) => typeId === MINISTRIES.typeId && category === MINISTRIES.category;

/** Display name of a type for cards; ministries are named as such. */
export function displayName(typeId: number, headCategory?: string | null, lang: Language = DEFAULT_LANGUAGE): string {
  const type = isMinistry(typeId, headCategory) ? MINISTRIES : byId.get(typeId);
  return type ? typeText(type, lang).name : translator(lang)("content.type.unknown");
}

/** Slugs the portal will ask the upstream for; anything else is a 404 without a call. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/i;
export function isValidSlug(slug: string | undefined | null): slug is string {
  return typeof slug === "string" && SLUG_PATTERN.test(slug);
}

export interface ItemRef {
  collection_type: number;
  slug: string;
  head_category?: string | null;
}

/** The detail page of an item, or null when the portal has no page for its type. */
export function itemPath(item: ItemRef): string | null {
  const prefix = detailPrefix(item.collection_type, item.head_category);
  if (!prefix || !isValidSlug(item.slug)) return null;
  return `${prefix}/${item.slug.toLowerCase()}`;
}

/** Heading of a type's pages (landing, listing, detail breadcrumb); ministries are named as such. */
export function pluralName(typeId: number, category?: string | null, lang: Language = DEFAULT_LANGUAGE): string {
  const type = isMinistry(typeId, category) ? MINISTRIES : byId.get(typeId);
  return type ? typeText(type, lang).plural : translator(lang)("content.type.unknown");
}

/** OpenGraph type of an item's detail page. */
export function ogTypeOf(typeId: number): "article" | "profile" | "video.other" {
  return byId.get(typeId)?.ogType ?? "article";
}

/**
 * The links of one of the site's content-type menus (header mega menus, footer Explore), labelled
 * in `lang`; the addresses are the language-neutral ones (components put them in the page's language).
 */
export function typeMenu(menu: keyof typeof MENUS, lang: Language = DEFAULT_LANGUAGE): TypeMenuLink[] {
  return MENUS[menu].map((id) => ({ href: landingPath(id)!, text: pluralName(id, null, lang), typeId: id }));
}

/** The canonical landing page of a type. */
export function landingPath(typeId: number, category?: string | null): string | null {
  if (typeId === MINISTRIES.typeId && category === MINISTRIES.category) return MINISTRIES.landing;
  return byId.get(typeId)?.landing[0] ?? null;
}

/** The canonical paged listing of a type (or of one of its head categories). */
export function listingPath(typeId: number, category?: string | null): string | null {
  if (typeId === MINISTRIES.typeId && category === MINISTRIES.category) return MINISTRIES.listing;
  const type = byId.get(typeId);
  if (!type) return null;
  if (category) {
    const match = type.listings.find((l) => l.category === category);
    if (match) return match.path;
  }
  return type.listings[0]?.path ?? null;
}

export interface BrowsePage {
  kind: "landing" | "listing";
  /** undefined: the product portal, a mix of types. */
  type?: ContentTypeDef;
  category?: string;
  title: string;
  description: string;
  /** Canonical URL path of this page (aliases point at one canonical path). */
  canonical: string;
  /** Facets offered on this page. */
  facets: Facet[];
}

/** The page's address in registry terms: lower case, no trailing slash, no language prefix. */
function normalise(pathname: string): string {
  let p = pathWithoutLanguage(pathname).toLowerCase();
  if (p.length > 1 && p.endsWith("/")) p = p.replace(/\/+$/, "");
  return p || "/";
}

/**
 * A browse page as stored: its heading and description in any language, worked out when asked
 * (the dictionaries may not be loaded yet when this module is).
 */
type StoredPage = Omit<BrowsePage, "title" | "description"> & { text: (lang: Language) => { title: string; description: string } };

const allOf = (lang: Language, plural: string) => translator(lang)("content.listing.allOf", { plural });
function pageText(type: ContentTypeDef | typeof MINISTRIES, title: (lang: Language, text: TypeText) => string) {
  return (lang: Language) => {
    const t = typeText(type, lang);
    return { title: title(lang, t), description: t.description };
  };
}

const browsePages = new Map<string, StoredPage>();
for (const t of CONTENT_TYPES) {
  for (const p of t.landing) {
    browsePages.set(p, { kind: "landing", type: t, text: pageText(t, (_, x) => x.plural), canonical: t.landing[0], facets: t.facets });
  }
  for (const l of t.listings) {
    // Listing aliases of the same selection share the first one's canonical path.
    const canonical = t.listings.find((o) => o.category === l.category)?.path ?? l.path;
    browsePages.set(l.path, {
      kind: "listing",
      type: t,
      category: l.category,
      text: pageText(t, (lang, x) => (lang === DEFAULT_LANGUAGE ? l.title : l.titleHi) ?? allOf(lang, x.plural)),
      canonical,
      facets: t.facets,
    });
  }
  for (const p of t.bareListing ?? []) {
    browsePages.set(p, {
      kind: "listing",
      type: t,
      text: pageText(t, (lang, x) => allOf(lang, x.plural)),
      canonical: t.listings[0].path,
      facets: t.facets,
    });
  }
}
{
  const gov = byId.get(MINISTRIES.typeId)!;
  const base = { type: gov, category: MINISTRIES.category, facets: ["tag"] as Facet[] };
  browsePages.set(MINISTRIES.landing, {
    ...base,
    kind: "landing",
    text: pageText(MINISTRIES, (_, x) => x.plural),
    canonical: MINISTRIES.landing,
  });
  browsePages.set(MINISTRIES.listing, {
    ...base,
    kind: "listing",
    text: pageText(MINISTRIES, (lang, x) => allOf(lang, x.plural)),
    canonical: MINISTRIES.listing,
  });
}

function inLanguage({ text, ...page }: StoredPage, lang: Language): BrowsePage {
  return { ...page, ...text(lang) };
}

/**
 * What a landing or listing URL shows, with its heading in `lang` (by default the address's own
 * language); null if it is not one of ours.
 */
export function resolveBrowsePath(pathname: string, productName?: string, lang: Language = languageOfPath(pathname)): BrowsePage | null {
  const p = normalise(pathname);
  const found = browsePages.get(p);
  if (found) return inLanguage(found, lang);
  if (p === portalPath(productName) || p === portalPath()) {
    const name = productName || envProductName() || "IndiaAI";
    const t = translator(lang);
    return {
      kind: "landing",
      title: t("content.portal.title", { product: name }),
      description: t("content.portal.description", { product: name }),
      canonical: portalPath(productName),
      facets: [],
    };
  }
  return null;
}

export interface DetailTarget {
  type: ContentTypeDef;
  /** The head_category the prefix implies (ministries), if any. */
  category?: string;
  /** The prefix the page was reached by. */
  prefix: string;
}

const detailPrefixes = new Map<string, DetailTarget>();
for (const t of CONTENT_TYPES) {
  for (const p of [t.detail, ...(t.detailAliases ?? [])]) detailPrefixes.set(p, { type: t, prefix: p });
  for (const [category, p] of Object.entries(t.categoryDetail ?? {})) detailPrefixes.set(p, { type: t, category, prefix: p });
}

/** Which type a detail URL (prefix + "/" + slug) is for. */
export function resolveDetailPath(pathname: string): (DetailTarget & { slug: string }) | null {
  const p = normalise(pathname);
  const cut = p.lastIndexOf("/");
  if (cut <= 0) return null;
  const target = detailPrefixes.get(p.slice(0, cut));
  if (!target) return null;
  return { ...target, slug: p.slice(cut + 1) };
}

/** Every listing and landing path (for the crawl, sitemap and tests), described in `lang`. */
export function allBrowsePaths(lang: Language = DEFAULT_LANGUAGE): { path: string; page: BrowsePage }[] {
  return [...browsePages.entries()].map(([path, page]) => ({ path, page: inLanguage(page, lang) }));
}
