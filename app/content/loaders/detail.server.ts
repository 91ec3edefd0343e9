/** Detail pages: the item by type and slug (canonical redirect), related items, SEO. */
import { redirect, type LoaderFunctionArgs } from "react-router";
import { localePath, requestLanguage, textLanguage, translator } from "~/i18n";
import { cached } from "~/upstream/cache.server";
import { getCollection } from "~/upstream/index.server";
import { breadcrumbJsonLd, itemJsonLd } from "../jsonld";
import { isoDate } from "../format";
import { sanitizeBody } from "../sanitize.server";
import { stripHtml } from "../text";
import { contentTypeById, isValidSlug, itemPath, landingPath, ogTypeOf, pluralName, resolveDetailPath } from "../registry";
import { toCardView, toDetailView } from "../view";
import { updatesView } from "../page-updates";
import { siteInfo, notFound, rethrowUpstream, type Seo, absolute, CONTENT_TTL_MS } from "./site.server";
import { upstreamScope } from "~/upstream/core.server";
import { OFFLINE_READABLE_TYPES } from "~/content/offline-readable.server";

export async function loadDetail({ request, context, params }: LoaderFunctionArgs) {
  const args = { request, context };
  const url = new URL(request.url);
  const lang = requestLanguage(request);
  const target = resolveDetailPath(url.pathname);
  const slug = params.slug;
  if (!target || !isValidSlug(slug)) notFound();

  const key = `detail:${upstreamScope(args)}:${target.type.id}:${slug.toLowerCase()}`;
  const [site, detail] = await Promise.all([
    siteInfo(args),
    cached({
      key,
      shortfall: context.shortfall,
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
  // The canonical address keeps the visitor's language: /hi/Article/x → /hi/article/x.
  const canonicalPath = localePath(lang, itemPath(item) ?? url.pathname);
  const isAlias = target.type.detailAliases?.includes(target.prefix) ?? false;
  if (!isAlias && url.pathname !== canonicalPath) throw redirect(canonicalPath, 301);

  const body = item.body;
  const type = contentTypeById(item.collection_type)!;
  const listing = landingPath(type.id, item.head_category) ?? "/";
  const typeLabel = pluralName(type.id, item.head_category, lang);
  const pageUrl = `${site.origin}${canonicalPath}`;
  const crumbs = [
    { label: translator(lang)("content.crumb.home"), to: "/" },
    { label: typeLabel, to: listing },
    { label: item.title, lang: textLanguage(item) },
  ];
  const seo: Seo = {
    title: item.title,
    description: item.excerpt || stripHtml(body).slice(0, 300) || item.title,
    url: pageUrl,
    image: absolute(site, item.attributes.share_image_url ?? item.featured_image?.full_url ?? item.featured_image?.url),
    imageAlt: item.featured_image?.alt_text ?? null,
    siteName: site.siteName,
    ogType: ogTypeOf(item.collection_type),
  };
  return {
    lastUpdated: item.updated_at,
    /** The browser asks the service worker to keep the page for reading offline. */
    offlineReadable: OFFLINE_READABLE_TYPES.has(type.id),
    item: toDetailView(item, body, lang),
    updates: updatesView(detail.updates, item.updated_at, lang),
    publishedIso: item.published_at ? isoDate(item.published_at) : null,
    related: detail.related
      .filter((r) => r.id !== item.id)
      .slice(0, 6)
      .map((r) => toCardView(r, lang)),
    typeLabel,
    listing,
    seo,
    crumbs,
    jsonLd: [
      itemJsonLd(item, { url: pageUrl, origin: site.origin, siteName: site.siteName, lang }),
      breadcrumbJsonLd(crumbs.map((c) => ({ name: c.label, url: c.to ? `${site.origin}${localePath(lang, c.to)}` : pageUrl }))),
    ].filter(Boolean),
  };
}

// ---------------------------------------------------------------- authors and hubs
