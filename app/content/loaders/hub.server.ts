/** Hub (pillar) pages and their index. */
import { newestDate } from "~/chrome/last-updated";
import type { LoaderFunctionArgs } from "react-router";
import { localePath, requestLanguage, textLanguage, translator } from "~/i18n";
import { getHomePillars, getHub, type UpstreamArgs } from "~/upstream/index.server";
import { sanitizeBody } from "../sanitize.server";
import { stripHtml, truncateText } from "../text";
import { isValidSlug } from "../registry";
import { toCardView } from "../view";
import { siteInfo, notFound, rethrowUpstream, type Seo, pageSeo, absolute } from "./site.server";

export async function loadHub({ request, context, params }: LoaderFunctionArgs) {
  const args = { request, context };
  const lang = requestLanguage(request);
  if (params.slug === undefined) return { kind: "index" as const, ...(await loadHubIndex(args)) };
  if (!isValidSlug(params.slug)) notFound();
  const slug = params.slug.toLowerCase();
  const [site, data] = await Promise.all([siteInfo(args), getHub(args, slug).catch(rethrowUpstream)]);
  const pillar = { ...data.pillar, body: sanitizeBody(data.pillar.body) };
  return {
    kind: "hub" as const,
    pillar: { ...pillar, heading: stripHtml(pillar.heading), lang: textLanguage(data.pillar) },
    items: data.items.map((i) => toCardView(i, lang)),
    lastUpdated: newestDate(data.items.map((i) => i.updated_at)),
    seo: {
      title: pillar.title,
      description: stripHtml(pillar.heading) || pillar.title,
      url: `${site.origin}${localePath(lang, `/hub/${slug}`)}`,
      image: absolute(site, pillar.image_url),
      imageAlt: null,
      siteName: site.siteName,
      ogType: "website",
    } satisfies Seo,
  };
}

async function loadHubIndex(args: UpstreamArgs) {
  const lang = requestLanguage(args.request);
  const t = translator(lang);
  const [site, pillars] = await Promise.all([siteInfo(args), getHomePillars(args).catch(rethrowUpstream)]);
  return {
    pillars: pillars.map((p) => ({
      slug: p.slug,
      title: p.title,
      summary: truncateText(stripHtml(p.heading), 140),
      lang: textLanguage(p),
    })),
    seo: pageSeo(
      site,
      { title: t("home.pillars"), description: t("content.hub.pillarsDescription", { product: site.productName }), canonical: "/hub" },
      lang,
    ),
  };
}
