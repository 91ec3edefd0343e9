/** sitemap.xml and robots.txt text, from the registry and the upstream's list of published items. */
import { GUIDANCE_PATHS } from "~/guidance/pages";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localePath, type Language } from "~/i18n/languages";
import { CONTENT_TYPES, MINISTRIES, isValidSlug, itemPath, portalPath } from "~/content/registry";

export interface SitemapItem {
  collection_type: number;
  slug: string;
  updated_at: string;
  head_category?: string | null;
  /** The languages the item is written in; when the upstream does not say, every language is listed. */
  languages?: readonly Language[];
}

function escapeXml(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Canonical landing and listing pages (aliases left out). */
export function browseSitemapPaths(): string[] {
  const paths = new Set<string>(["/", portalPath()]);
  for (const t of CONTENT_TYPES) {
    paths.add(t.landing[0]);
    const seen = new Set<string | undefined>();
    for (const l of t.listings) {
      if (seen.has(l.category) || l.title?.startsWith("RAISE")) continue;
      seen.add(l.category);
      paths.add(l.path);
    }
  }
  paths.add(MINISTRIES.landing);
  paths.add(MINISTRIES.listing);
  for (const p of GUIDANCE_PATHS) paths.add(p);
  return [...paths];
}

/**
 * One `<url>` per language of a page, each listing every language version (and English as
 * x-default) as hreflang alternates, as Google asks: every version names all the others.
 */
function urlEntries(origin: string, path: string, languages: readonly Language[], lastmod = ""): string[] {
  const href = (lang: Language) => escapeXml(origin + localePath(lang, path));
  const alternates = [
    ...languages.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang)}"/>`),
    ...(languages.includes(DEFAULT_LANGUAGE)
      ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}"/>`]
      : []),
  ].join("");
  return languages.map((lang) => `  <url><loc>${href(lang)}</loc>${lastmod}${alternates}</url>`);
}

/** The pages sitemap.xml lists besides items and browse pages (GET /api/web/sitemap). */
export interface SitemapPages {
  /** Static, policy and campaign pages, at /{slug}. */
  pages?: { slug: string; updated_at: string; languages?: readonly Language[] }[];
  authors?: { slug: string }[];
  hubs?: { slug: string }[];
}

const lastmodOf = (updated: string) => (/^\d{4}-\d{2}-\d{2}/.test(updated) ? `<lastmod>${escapeXml(updated.slice(0, 10))}</lastmod>` : "");

/** An item or page is always in English (the source); other languages once translated. */
const languagesOf = (languages: readonly Language[] | undefined) =>
  languages ? LANGUAGE_CODES.filter((l) => l === DEFAULT_LANGUAGE || languages.includes(l)) : LANGUAGE_CODES;

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" };

function urlset(urls: string[]): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** The `<url>` entries of items, each in every language it can be read in. */
function itemUrls(origin: string, items: SitemapItem[], seen = new Set<string>()): string[] {
  const urls: string[] = [];
  for (const item of items) {
    const path = itemPath(item);
    if (!path || seen.has(path)) continue;
    seen.add(path);
    urls.push(...urlEntries(origin, path, languagesOf(item.languages), lastmodOf(item.updated_at)));
  }
  return urls;
}

/** One sitemap of the browse, static, author and hub pages, and `items` (a small site in one file). */
export function buildSitemap(origin: string, items: SitemapItem[], other: SitemapPages = {}): string {
  const urls: string[] = [];
  const seen = new Set<string>();
  const add = (path: string, languages: readonly Language[], lastmod = "") => {
    if (seen.has(path)) return;
    seen.add(path);
    urls.push(...urlEntries(origin, path, languages, lastmod));
  };
  for (const p of browseSitemapPaths()) add(p, LANGUAGE_CODES);
  for (const page of other.pages ?? [])
    if (isValidSlug(page.slug)) add(`/${page.slug}`, languagesOf(page.languages), lastmodOf(page.updated_at));
  // Hub and author pages exist in every language (their interface is translated).
  for (const hub of other.hubs ?? []) if (isValidSlug(hub.slug)) add(`/hub/${hub.slug}`, LANGUAGE_CODES);
  for (const author of other.authors ?? []) if (isValidSlug(author.slug)) add(`/author/${author.slug}`, LANGUAGE_CODES);
  urls.push(...itemUrls(origin, items, seen));
  return urlset(urls);
}

/** A sitemap file of one block of items (SITEMAP_BLOCK of them: at most 50 000 addresses). */
export function buildItemSitemap(origin: string, items: SitemapItem[]): string {
  return urlset(itemUrls(origin, items));
}

/** Where the sitemap files are: /sitemap/pages.xml and /sitemap/items-<block>.xml. */
export const sitemapFilePath = (file: "pages" | number) => (file === "pages" ? "/sitemap/pages.xml" : `/sitemap/items-${file}.xml`);

/** sitemap.xml: the index of the pages file and one file per block of items. */
export function buildSitemapIndex(origin: string, blocks: { block: number; lastmod: string }[]): string {
  const entry = (path: string, lastmod: string) => `  <sitemap><loc>${escapeXml(origin + path)}</loc>${lastmod}</sitemap>`;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    entry(sitemapFilePath("pages"), ""),
    ...blocks.map((b) => entry(sitemapFilePath(b.block), lastmodOf(b.lastmod))),
    `</sitemapindex>`,
    "",
  ].join("\n");
}

/**
 * Account, authoring and API paths are not crawled. Search result pages are: they are shareable
 * URLs with their own title and description, and Lighthouse's SEO audit counts a blocked page
 * as not crawlable.
 */
const PRIVATE_PATHS = ["/profile", "/posts/", "/pages/", "/user-contribution", "/signin", "/signup", "/callback", "/auth/"];

export function buildRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    // The same pages in every language.
    ...LANGUAGE_CODES.flatMap((lang) => PRIVATE_PATHS.map((p) => `Disallow: ${localePath(lang, p)}`)),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
