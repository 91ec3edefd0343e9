/**
 * What the browse routes' loaders do, kept out of the route modules so they stay thin:
 * resolve the URL against the registry, validate input, call the upstream (in parallel),
 * shape what the page needs. Bad input becomes a 400/404 Response, never a 500.
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import type { ListingQuery, ListingResponse } from "../../contract";
import { cached } from "~/upstream/cache.server";
import {
  UpstreamError,
  getAuthor,
  getCollection,
  getHomePillars,
  getHub,
  getListing,
  getSettingsConfig,
  logVisit,
  optional,
  upstreamErrorResponse,
  type UpstreamArgs,
} from "~/upstream/index.server";
import { getEnv } from "../../config/env";
import { breadcrumbJsonLd, itemJsonLd, itemListJsonLd } from "./jsonld";
import { parseListingParams } from "./listing-params.server";
import { LISTING_PAGE_SIZE, upstreamPage, type ListingParams } from "./listing-query";
import { isoDate } from "./format";
import { sanitizeBody } from "./sanitize.server";
import { stripHtml, truncateText } from "./text";
import {
  CONTENT_TYPES,
  MINISTRIES,
  contentTypeById,
  isValidSlug,
  itemPath,
  landingPath,
  listingPath,
  resolveBrowsePath,
  resolveDetailPath,
  type BrowsePage,
  type Facet,
} from "./registry";
import { toCardView, toDetailView, type CardView } from "./view";

/** Public content is cached briefly in-process (and served stale if the upstream fails). */
const CONTENT_TTL_MS = 10_000;

export interface SiteInfo {
  origin: string;
  siteName: string;
  productName: string;
}

export async function siteInfo(args: UpstreamArgs): Promise<SiteInfo> {
  const settings = await optional(getSettingsConfig(args));
  let origin: string;
  try {
    origin = getEnv().PUBLIC_ORIGIN ?? new URL(args.request.url).origin;
  } catch {
    origin = new URL(args.request.url).origin;
  }
  return {
    origin: origin.replace(/\/$/, ""),
    siteName: settings?.site_title || "IndiaAI",
    productName: settings?.product_name || "IndiaAI",
  };
}

type ListingArgs = Partial<Omit<ListingQuery, "featured">> & { featured?: boolean };

/** A cached page of cards; failures propagate (the caller decides whether the block is optional). */
function cachedListing(args: UpstreamArgs, query: ListingArgs) {
  const key = `listing:${args.context.upstreamOrigin}:${JSON.stringify(query)}`;
  return cached({
    key,
    ttlMs: CONTENT_TTL_MS,
    getFresh: () => getListing(args, query),
    onRefreshError: (error) => args.context.logger.warn({ key, err: String(error) }, "serving stale listing"),
  });
}

function notFound(message = "We can’t find the page you are looking for."): never {
  throw data({ message }, { status: 404, statusText: "Not Found" });
}

function badRequest(message: string, errors: string[] = []): never {
  throw data({ message, errors }, { status: 400, statusText: "Bad Request" });
}

function rethrowUpstream(error: unknown): never {
  if (error instanceof UpstreamError && error.status === 404) notFound();
  if (error instanceof UpstreamError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    badRequest(error.apiError?.message ?? "The request could not be understood.");
  }
  return upstreamErrorResponse(error);
}

export interface Seo {
  title: string;
  description: string;
  url: string;
  image: string | null;
  imageAlt: string | null;
  siteName: string;
  ogType: "website" | "article" | "profile" | "video.other";
  noindex?: boolean;
}

function pageSeo(site: SiteInfo, page: { title: string; description: string; canonical: string }, extra: Partial<Seo> = {}): Seo {
  return {
    title: page.title,
    description: page.description,
    url: `${site.origin}${page.canonical}`,
    image: null,
    imageAlt: null,
    siteName: site.siteName,
    ogType: "website",
    ...extra,
  };
}

function absolute(site: SiteInfo, url: string | null | undefined) {
  if (!url) return null;
  try {
    return new URL(url, site.origin).toString();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- landing pages

export interface LandingSection {
  title: string;
  items: CardView[];
  more: { to: string; label: string } | null;
}

export async function loadLanding({ request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  const site = await siteInfo(args);
  const page = resolveBrowsePath(new URL(request.url).pathname, site.productName);
  if (!page || page.kind !== "landing") notFound();

  const type = page.type;
  if (!type) return loadPortal(args, site, page);

  const base: ListingArgs = { type: type.id, category: page.category };
  const categoryListings = page.category ? [] : type.listings.filter((l) => l.category);
  const [featured, latest, ...byCategory] = await Promise.all([
    optional(cachedListing(args, { ...base, featured: true, per_page: 4 })),
    cachedListing(args, { ...base, per_page: 8, sort: "latest" }).catch(rethrowUpstream),
    ...categoryListings.map((l) => optional(cachedListing(args, { ...base, category: l.category, per_page: 4 }))),
  ]);
  const featuredItems = featured?.items ?? [];
  const featuredIds = new Set(featuredItems.map((i) => i.id));
  const all = listingPath(type.id, page.category)!;
  const sections: LandingSection[] = [];
  const latestItems = latest.items.filter((i) => !featuredIds.has(i.id)).slice(0, 8);
  if (featuredItems.length) sections.push({ title: "Featured", items: featuredItems.map(toCardView), more: null });
  sections.push({
    title: `Latest ${page.title.toLowerCase() === "news" ? "news" : page.title}`,
    items: latestItems.map(toCardView),
    more: { to: all, label: `See all ${page.title}` },
  });
  categoryListings.forEach((l, index) => {
    const result = byCategory[index];
    if (result && result.items.length) {
      sections.push({ title: l.title ?? l.path, items: result.items.map(toCardView), more: { to: l.path, label: `See all ${l.title ?? ""}`.trim() } });
    }
  });
  return {
    jsonLd: itemListJsonLd([...featuredItems, ...latestItems], site.origin),
    page: { title: page.title, description: page.description, kind: page.kind },
    total: latest.total,
    all,
    sections,
    seo: pageSeo(site, page),
    crumbs: [{ label: "Home", to: "/" }, { label: page.title }],
  };
}

async function loadPortal(args: UpstreamArgs, site: SiteInfo, page: BrowsePage) {
  const [featured, latest] = await Promise.all([
    optional(cachedListing(args, { featured: true, per_page: 8 })),
    cachedListing(args, { per_page: 12, sort: "latest" }).catch(rethrowUpstream),
  ]);
  const sections: LandingSection[] = [];
  if (featured?.items.length) sections.push({ title: "Featured", items: featured.items.map(toCardView), more: null });
  sections.push({ title: "Latest from the portal", items: latest.items.map(toCardView), more: { to: "/search", label: "Search all content" } });
  return {
    jsonLd: itemListJsonLd([...(featured?.items ?? []), ...latest.items], site.origin),
    page: { title: page.title, description: page.description, kind: page.kind },
    total: latest.total,
    all: null,
    sections,
    types: CONTENT_TYPES.map((t) => ({ id: t.id, label: t.plural, to: landingPath(t.id)! })),
    seo: pageSeo(site, page),
    crumbs: [{ label: "Home", to: "/" }, { label: page.title }],
  };
}

// ---------------------------------------------------------------- paged listings

export async function loadListing({ request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  const url = new URL(request.url);
  const page = resolveBrowsePath(url.pathname);
  if (!page || page.kind !== "listing" || !page.type) notFound();
  const type = page.type;

  const parsed = parseListingParams(url.searchParams, page.facets);
  if (!parsed.ok) badRequest("Some of the filters in the address are not valid.", parsed.errors);
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
  const titleSuffix = params.page > 1 ? ` – page ${params.page}` : "";
  return {
    page: { title: page.title, description: page.description, kind: page.kind, typeName: type.plural },
    basePath,
    params,
    items: listing.items.map(toCardView),
    jsonLd: itemListJsonLd(listing.items, site.origin),
    total: listing.total,
    totalPages: listing.total_pages,
    facets,
    landing: landingPath(type.id, page.category),
    seo: pageSeo(
      site,
      { ...page, title: `${page.title}${titleSuffix}`, canonical: `${page.canonical}${params.page > 1 && !filtered ? `?page=${params.page}` : ""}` },
      // Filtered variants are not indexed; their canonical is the unfiltered listing.
      { noindex: filtered },
    ),
    crumbs: [
      { label: "Home", to: "/" },
      { label: page.category ? page.title : type.plural, to: landingPath(type.id, page.category) ?? undefined },
      { label: page.title },
    ],
  };
}

// ---------------------------------------------------------------- detail pages

/** Visit logging must never slow the page or fail it: not awaited, errors swallowed. */
function logVisitInBackground(args: UpstreamArgs, id: number) {
  const purpose = args.request.headers.get("Sec-Purpose") ?? args.request.headers.get("Purpose") ?? "";
  if (/prefetch/i.test(purpose)) return;
  // A request of our own: the visitor's request signal aborts when the response is finished.
  const request = new Request(args.request.url, { headers: args.request.headers });
  logVisit({ request, context: args.context }, id).catch(() => undefined);
}

export async function loadDetail({ request, context, params }: LoaderFunctionArgs) {
  const args = { request, context };
  const url = new URL(request.url);
  const target = resolveDetailPath(url.pathname);
  const slug = params.slug;
  if (!target || !isValidSlug(slug)) notFound();

  const key = `detail:${context.upstreamOrigin}:${target.type.id}:${slug.toLowerCase()}`;
  const [site, detail] = await Promise.all([
    siteInfo(args),
    cached({
      key,
      ttlMs: CONTENT_TTL_MS,
      // Sanitised once per fetch, not once per visit.
      getFresh: async () => {
        const answer = await getCollection(args, target.type.id, slug.toLowerCase());
        return { ...answer, item: { ...answer.item, body: sanitizeBody(answer.item.body) } };
      },
      onRefreshError: (error) => context.logger.warn({ key, err: String(error) }, "serving stale item"),
    }).catch(rethrowUpstream),
  ]);
  const item = detail.item;
  const canonicalPath = itemPath(item) ?? url.pathname;
  const isAlias = target.type.detailAliases?.includes(target.prefix) ?? false;
  if (!isAlias && url.pathname !== canonicalPath) throw redirect(canonicalPath, 301);

  logVisitInBackground(args, item.id);

  const body = item.body;
  const type = contentTypeById(item.collection_type)!;
  const isMinistry = item.head_category === MINISTRIES.category && type.id === MINISTRIES.typeId;
  const listing = isMinistry ? MINISTRIES.landing : landingPath(type.id) ?? "/";
  const typeLabel = isMinistry ? MINISTRIES.plural : type.plural;
  const pageUrl = `${site.origin}${canonicalPath}`;
  const crumbs = [{ label: "Home", to: "/" }, { label: typeLabel, to: listing }, { label: item.title }];
  const seo: Seo = {
    title: item.title,
    description: item.excerpt || stripHtml(body).slice(0, 300) || item.title,
    url: pageUrl,
    image: absolute(site, item.attributes.share_image_url ?? item.featured_image?.full_url ?? item.featured_image?.url),
    imageAlt: item.featured_image?.alt_text ?? null,
    siteName: site.siteName,
    ogType: item.collection_type === 18 ? "profile" : item.collection_type === 5 ? "video.other" : "article",
  };
  return {
    item: toDetailView(item, body),
    publishedIso: item.published_at ? isoDate(item.published_at) : null,
    related: detail.related.filter((r) => r.id !== item.id).slice(0, 6).map(toCardView),
    typeLabel,
    listing,
    seo,
    crumbs,
    jsonLd: [
      itemJsonLd(item, { url: pageUrl, origin: site.origin, siteName: site.siteName }),
      breadcrumbJsonLd(crumbs.map((c) => ({ name: c.label, url: c.to ? `${site.origin}${c.to}` : pageUrl }))),
    ].filter(Boolean),
  };
}

// ---------------------------------------------------------------- authors and hubs

export async function loadAuthor({ request, context, params }: LoaderFunctionArgs) {
  const args = { request, context };
  if (params.slug === undefined) throw redirect("/people/all", 302);
  if (!isValidSlug(params.slug)) notFound();
  const slug = params.slug.toLowerCase();
  const [site, data] = await Promise.all([siteInfo(args), getAuthor(args, slug).catch(rethrowUpstream)]);
  return {
    author: data.author,
    items: data.items.map(toCardView),
    seo: {
      title: data.author.name,
      description: data.author.bio || [data.author.designation, data.author.organisation].filter(Boolean).join(", ") || `Contributions by ${data.author.name}`,
      url: `${site.origin}/author/${slug}`,
      image: absolute(site, data.author.image_url),
      imageAlt: data.author.name,
      siteName: site.siteName,
      ogType: "profile",
    } satisfies Seo,
    origin: site.origin,
  };
}

export async function loadHub({ request, context, params }: LoaderFunctionArgs) {
  const args = { request, context };
  if (params.slug === undefined) return { kind: "index" as const, ...(await loadHubIndex(args)) };
  if (!isValidSlug(params.slug)) notFound();
  const slug = params.slug.toLowerCase();
  const [site, data] = await Promise.all([siteInfo(args), getHub(args, slug).catch(rethrowUpstream)]);
  const pillar = { ...data.pillar, body: sanitizeBody(data.pillar.body) };
  return {
    kind: "hub" as const,
    pillar: { ...pillar, heading: stripHtml(pillar.heading) },
    items: data.items.map(toCardView),
    seo: {
      title: pillar.title,
      description: pillar.heading.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() || pillar.title,
      url: `${site.origin}/hub/${slug}`,
      image: absolute(site, pillar.image_url),
      imageAlt: null,
      siteName: site.siteName,
      ogType: "website",
    } satisfies Seo,
  };
}

async function loadHubIndex(args: UpstreamArgs) {
  const [site, pillars] = await Promise.all([siteInfo(args), getHomePillars(args).catch(rethrowUpstream)]);
  return {
    pillars: pillars.map((p) => ({ slug: p.slug, title: p.title, summary: truncateText(stripHtml(p.heading), 140) })),
    seo: pageSeo(site, { title: "Pillars", description: `The pillars of the ${site.productName} mission.`, canonical: "/hub" }),
  };
}
