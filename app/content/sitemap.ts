/** sitemap.xml and robots.txt text, from the registry and the upstream's list of published items. */
import { GUIDANCE_PATHS } from "~/responsible-ai/pages";
import { CONTENT_TYPES, MINISTRIES, itemPath, portalPath } from "./registry";

export interface SitemapItem {
  collection_type: number;
  slug: string;
  updated_at: string;
  head_category?: string | null;
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

export function buildSitemap(origin: string, items: SitemapItem[]): string {
  const urls: string[] = [];
  for (const p of browseSitemapPaths()) urls.push(`  <url><loc>${escapeXml(origin + p)}</loc></url>`);
  const seen = new Set<string>();
  for (const item of items) {
    const path = itemPath(item);
    if (!path || seen.has(path)) continue;
    seen.add(path);
    const lastmod = /^\d{4}-\d{2}-\d{2}/.test(item.updated_at) ? `<lastmod>${escapeXml(item.updated_at.slice(0, 10))}</lastmod>` : "";
    urls.push(`  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Account, authoring and API paths are not crawled. Search result pages are: they are shareable
 * URLs with their own title and description, and Lighthouse's SEO audit counts a blocked page
 * as not crawlable.
 */
export function buildRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /profile",
    "Disallow: /posts/",
    "Disallow: /pages/",
    "Disallow: /user-contribution",
    "Disallow: /signin",
    "Disallow: /signup",
    "Disallow: /callback",
    "Disallow: /auth/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
