/** Landing pages: a type's featured and latest items, and the product portal's mix. */
import { type LoaderFunctionArgs } from "@remix-run/node";
import { optional, type UpstreamArgs } from "~/upstream/index.server";
import { itemListJsonLd } from "../jsonld";
import { CONTENT_TYPES, landingPath, listingPath, resolveBrowsePath, type BrowsePage } from "../registry";
import { toCardView, type CardView } from "../view";
import { siteInfo, type SiteInfo, cachedListing, notFound, rethrowUpstream, pageSeo, type ListingArgs } from "./site.server";

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
