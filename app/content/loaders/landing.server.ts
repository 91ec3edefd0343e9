/** Landing pages: a type's featured and latest items, and the product portal's mix. */
import { newestDate } from "~/chrome/last-updated";
import { type LoaderFunctionArgs } from "react-router";
import { requestLanguage, translator, type Language } from "~/i18n";
import { optional, type UpstreamArgs } from "~/upstream/index.server";
import { itemListJsonLd } from "../jsonld";
import { CONTENT_TYPES, landingPath, listingPath, pluralName, resolveBrowsePath, type BrowsePage } from "../registry";
import { toCardView, type CardView } from "../view";
import { siteInfo, type SiteInfo, cachedListing, notFound, rethrowUpstream, pageSeo, type ListingArgs } from "./site.server";

export interface LandingSection {
  title: string;
  items: CardView[];
  more: { to: string; label: string } | null;
}

export async function loadLanding({ request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  const lang = requestLanguage(request);
  const t = translator(lang);
  const card = (item: Parameters<typeof toCardView>[0]) => toCardView(item, lang);
  const site = await siteInfo(args);
  const page = resolveBrowsePath(new URL(request.url).pathname, site.productName, lang);
  if (!page || page.kind !== "landing") notFound();

  const type = page.type;
  if (!type) return loadPortal(args, site, page, lang);

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
  if (featuredItems.length) sections.push({ title: t("content.landing.featured"), items: featuredItems.map(card), more: null });
  sections.push({
    // English says "Latest news", not "Latest News": a plural that is also an ordinary noun.
    title: t("content.landing.latest", { title: lang === "en" && page.title === "News" ? "news" : page.title }),
    items: latestItems.map(card),
    more: { to: all, label: t("content.landing.seeAll", { title: page.title }) },
  });
  categoryListings.forEach((l, index) => {
    const result = byCategory[index];
    const title = (lang === "en" ? l.title : l.titleHi) ?? l.path;
    if (result && result.items.length) {
      sections.push({ title, items: result.items.map(card), more: { to: l.path, label: t("content.landing.seeAll", { title }) } });
    }
  });
  return {
    jsonLd: itemListJsonLd([...featuredItems, ...latestItems], site.origin, lang),
    lastUpdated: newestDate([...featuredItems, ...latest.items].map((i) => i.updated_at)),
    page: { title: page.title, description: page.description, kind: page.kind },
    total: latest.total,
    all,
    sections,
    seo: pageSeo(site, page, lang),
    crumbs: [{ label: t("content.crumb.home"), to: "/" }, { label: page.title }],
  };
}

async function loadPortal(args: UpstreamArgs, site: SiteInfo, page: BrowsePage, lang: Language) {
  const t = translator(lang);
  const card = (item: Parameters<typeof toCardView>[0]) => toCardView(item, lang);
  const [featured, latest] = await Promise.all([
    optional(cachedListing(args, { featured: true, per_page: 8 })),
    cachedListing(args, { per_page: 12, sort: "latest" }).catch(rethrowUpstream),
  ]);
  const sections: LandingSection[] = [];
  if (featured?.items.length) sections.push({ title: t("content.landing.featured"), items: featured.items.map(card), more: null });
  sections.push({
    title: t("content.landing.portalLatest"),
    items: latest.items.map(card),
    more: { to: "/search", label: t("content.landing.searchAll") },
  });
  return {
    jsonLd: itemListJsonLd([...(featured?.items ?? []), ...latest.items], site.origin, lang),
    lastUpdated: newestDate([...(featured?.items ?? []), ...latest.items].map((i) => i.updated_at)),
    page: { title: page.title, description: page.description, kind: page.kind },
    total: latest.total,
    all: null,
    sections,
    types: CONTENT_TYPES.map((type) => ({ id: type.id, label: pluralName(type.id, null, lang), to: landingPath(type.id)! })),
    seo: pageSeo(site, page, lang),
    crumbs: [{ label: t("content.crumb.home"), to: "/" }, { label: page.title }],
  };
}

// ---------------------------------------------------------------- paged listings
