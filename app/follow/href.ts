/**
 * Where a page's feed is (docs/decisions/0103): `/feeds` + the page's address without its
 * language prefix + `.xml`, with the page's query, under the page's language prefix.
 *   /articles/all?tag=x → /feeds/articles/all.xml?tag=x
 *   /hi/hub/health → /hi/feeds/hub/health.xml
 *   /search?queryData={…} → /feeds/search.xml?queryData={…}
 * Client-safe: the pages' `meta` and feed link compute it from the address alone.
 */
import { languageOfPath, localePath, pathWithoutLanguage } from "~/i18n/languages";

export const FEED_TYPE = "application/atom+xml";
/** Query parameters that do not change a feed (the page number): left out of its address. */
const PAGE_ONLY = ["page"];

export function feedHref(pathname: string, search: string): string {
  const lang = languageOfPath(pathname);
  const page = pathWithoutLanguage(pathname).replace(/\/+$/, "") || "/";
  const params = new URLSearchParams(search);
  for (const name of PAGE_ONLY) params.delete(name);
  const query = params.toString();
  return localePath(lang, `/feeds${page}.xml${query ? `?${query}` : ""}`);
}

/** The `<link rel="alternate">` of a page's feed, for its route's `meta`. */
export function feedMeta(location: { pathname: string; search: string }, title: string) {
  return { tagName: "link", rel: "alternate", type: FEED_TYPE, title, href: feedHref(location.pathname, location.search) };
}
