/**
 * What a feed lists: the same items as the page it follows, newest first where the page sorts
 * so, up to FEED_SIZE. A listing's feed keeps the listing's filters (a tag's feed is its listing
 * filtered by the tag), a hub's feed lists the hub's items, and a search's feed runs the same
 * queryData the search page runs, so it gives the same items in the same order.
 */
import type { CollectionCard } from "../../contract";
import { parseListingParams } from "~/content/listing-params.server";
import { cachedListing, siteInfo } from "~/content/loaders/site.server";
import { isValidSlug, itemPath, resolveBrowsePath } from "~/content/registry";
import { stripHtml, truncateText } from "~/content/text";
import { localePath, textLanguage, translator, type Language } from "~/i18n";
import { getHub, type UpstreamArgs } from "~/upstream/index.server";
import { UpstreamError } from "~/upstream/core.server";
import { QUERY_PARAM, isRunnable, parseQueryData } from "~/search/query";
import { cachedSearch } from "~/search/result-cache.server";
import { searchResults } from "~/upstream/search.server";
import { upstreamScope } from "~/upstream/core.server";
import type { Feed } from "./atom";

export const FEED_SIZE = 50;
/** The listing API's pages are at most 48 long: two pages of 25 make the 50. */
const LISTING_PAGE = 25;
const SUMMARY_MAX = 400;

/** A feed that cannot be made from this address: 404 (no such page) or 400 (bad filters or query). */
export class FeedError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

interface Source {
  title: string;
  items: CollectionCard[];
}

async function listingSource(
  args: UpstreamArgs,
  page: NonNullable<ReturnType<typeof resolveBrowsePath>>,
  search: URLSearchParams,
): Promise<Source> {
  const parsed = parseListingParams(search, page.facets);
  if (!parsed.ok) throw new FeedError(400, parsed.errors.join("; "));
  const { sort, filters } = parsed.params;
  const query = {
    type: page.type!.id,
    category: page.category,
    per_page: LISTING_PAGE,
    sort,
    ...filters,
    year: filters.year ? Number(filters.year) : undefined,
  };
  const first = await cachedListing(args, { ...query, page: 1 });
  const second = first.total_pages > 1 ? await cachedListing(args, { ...query, page: 2 }) : null;
  const tag = filters.tag ? ` – ${filters.tag}` : "";
  return { title: `${page.title}${tag}`, items: [...first.items, ...(second?.items ?? [])] };
}

async function searchSource(args: UpstreamArgs, search: URLSearchParams, lang: Language): Promise<Source> {
  const raw = search.get(QUERY_PARAM);
  const parsed = raw === null ? null : parseQueryData(raw);
  if (!parsed?.ok || !isRunnable(parsed.query)) throw new FeedError(400, "A search feed needs a search: /feeds/search.xml?queryData={…}");
  const items: CollectionCard[] = [];
  let query = { ...parsed.query, nextIndex: 0 };
  // The search page's own pages, in its order, until there are enough.
  for (;;) {
    const current = query;
    const answer = await cachedSearch(`${upstreamScope(args)} ${JSON.stringify(current)}`, () => searchResults(args, current), {
      shortfall: args.context.shortfall,
    });
    items.push(...answer.collections);
    if (answer.nextIndex === null || items.length >= FEED_SIZE) break;
    query = { ...current, nextIndex: answer.nextIndex };
  }
  const t = translator(lang);
  const { searchText, tagName } = parsed.query;
  const title = searchText
    ? t("search.meta.resultsFor", { text: searchText })
    : tagName
      ? t("search.meta.tag", { tag: tagName })
      : t("search.results.heading");
  return { title, items };
}

async function hubSource(args: UpstreamArgs, slug: string): Promise<Source> {
  if (!isValidSlug(slug)) throw new FeedError(404, "No such hub");
  const hub = await getHub(args, slug.toLowerCase());
  return { title: hub.pillar.title, items: hub.items };
}

/** The feed of the page at `pagePath` (no language prefix) with `search`, in `lang`. */
export async function loadFeed(args: UpstreamArgs, lang: Language, pagePath: string, search: URLSearchParams): Promise<Feed> {
  const site = await siteInfo(args);
  let source: Source;
  try {
    const hub = /^\/hub\/([^/]+)$/.exec(pagePath);
    const page = resolveBrowsePath(pagePath, undefined, lang);
    if (pagePath === "/search") source = await searchSource(args, search, lang);
    else if (hub) source = await hubSource(args, hub[1]);
    else if (page?.kind === "listing" && page.type) source = await listingSource(args, page, search);
    else throw new FeedError(404, "This page has no feed");
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) throw new FeedError(404, "No such page");
    if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) throw new FeedError(400, error.message);
    throw error;
  }
  const absolute = (path: string) => `${site.origin}${localePath(lang, path)}`;
  const query = search.toString();
  const entries = source.items.slice(0, FEED_SIZE).flatMap((item) => {
    const path = itemPath(item);
    if (!path) return [];
    const itemLang = textLanguage(item);
    const summary = truncateText(stripHtml(item.excerpt), SUMMARY_MAX);
    return [
      {
        // The item's page in the feed's language (an untranslated item's Hindi page shows it in English).
        url: absolute(path),
        title: stripHtml(item.title),
        summary: summary || null,
        updated: item.updated_at,
        published: item.published_at,
        authors: item.authors.map((a) => a.name),
        lang: itemLang,
      },
    ];
  });
  return {
    selfUrl: absolute(`/feeds${pagePath}.xml${query ? `?${query}` : ""}`),
    pageUrl: absolute(`${pagePath}${query ? `?${query}` : ""}`),
    title: translator(lang)("follow.feed.title", { title: stripHtml(source.title), site: site.siteName }),
    lang,
    siteName: site.siteName,
    entries,
  };
}
