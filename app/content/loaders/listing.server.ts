/** Paged listings: validated filters and page, the page of cards, 400/404 for bad input. */
import { newestDate } from "~/chrome/last-updated";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { requestLanguage, translator } from "~/i18n";
import type { ListingResponse } from "../../../contract";
import { itemListJsonLd } from "../jsonld";
import { parseListingParams } from "../listing-params.server";
import { LISTING_PAGE_SIZE, upstreamPage, type ListingParams } from "../listing-query";
import { landingPath, pluralName, resolveBrowsePath, type Facet } from "../registry";
import { toCardView } from "../view";
import { siteInfo, cachedListing, notFound, badRequest, rethrowUpstream, pageSeo, type ListingArgs } from "./site.server";

export async function loadListing({ request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  const url = new URL(request.url);
  const lang = requestLanguage(request);
  const t = translator(lang);
  const page = resolveBrowsePath(url.pathname, undefined, lang);
  if (!page || page.kind !== "listing" || !page.type) notFound();
  const type = page.type;
  const typeName = pluralName(type.id, page.category, lang);

  const parsed = parseListingParams(url.searchParams, page.facets);
  if (!parsed.ok) badRequest("content.listing.badFilters", parsed.errors);
  const params: ListingParams = parsed.params;

  const query: ListingArgs = {
    type: type.id,
    category: page.category,
    page: upstreamPage(params.page),
    per_page: LISTING_PAGE_SIZE,
    sort: params.sort,
    ...params.filters,
    year: params.filters.year ? Number(params.filters.year) : undefined,
  };
  const [site, listing] = await Promise.all([siteInfo(args), cachedListing(args, query).catch(rethrowUpstream)]);

  // Past the last page (or a huge page number): go to the nearest valid page.
  if (params.page > 1 && params.page > Math.max(1, listing.total_pages)) {
    const target = new URL(url);
    if (listing.total_pages > 1) target.searchParams.set("page", String(listing.total_pages));
    else target.searchParams.delete("page");
    throw redirect(`${target.pathname}${target.search}`, 302);
  }

  const facets: Partial<Record<Facet, ListingResponse["data"]["facets"]["tags"]>> = {};
  const facetKey = { tag: "tags", state: "states", country: "countries", year: "years" } as const;
  for (const f of page.facets) facets[f] = listing.facets[facetKey[f]];

  const filtered = Object.keys(params.filters).length > 0;
  const basePath = url.pathname.replace(/\/+$/, "") || "/";
  const title = params.page > 1 ? t("content.listing.pageTitle", { title: page.title, page: params.page }) : page.title;
  return {
    page: { title: page.title, description: page.description, kind: page.kind, typeName },
    basePath,
    params,
    items: listing.items.map((i) => toCardView(i, lang)),
    lastUpdated: newestDate(listing.items.map((i) => i.updated_at)),
    jsonLd: itemListJsonLd(listing.items, site.origin, lang),
    total: listing.total,
    totalPages: listing.total_pages,
    facets,
    landing: landingPath(type.id, page.category),
    seo: pageSeo(
      site,
      { ...page, title, canonical: `${page.canonical}${params.page > 1 && !filtered ? `?page=${params.page}` : ""}` },
      lang,
      // Filtered variants are not indexed; their canonical is the unfiltered listing.
      { noindex: filtered },
    ),
    crumbs: [
      { label: t("content.crumb.home"), to: "/" },
      { label: page.category ? page.title : typeName, to: landingPath(type.id, page.category) ?? undefined },
      { label: page.title },
    ],
  };
}

// ---------------------------------------------------------------- detail pages
