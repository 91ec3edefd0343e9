/** The loader every guidance page shares: its text, breadcrumbs, date and SEO in the page's language. */
import type { LoaderFunctionArgs } from "react-router";
import { breadcrumbJsonLd } from "~/content/jsonld";
import { siteInfo } from "~/content/loaders/site.server";
import { localePath, LOCALES, requestLanguage, translator, type Language, type Translate } from "~/i18n";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { guidanceText, type GuidanceText } from "./content.server";
import { GUIDANCE_HOME, guidancePage, type GuidanceKey } from "./pages";

/** "20 October 2026" / "20 अक्तूबर 2026": the calendar day in India, in the page's language. */
export function formatUpdated(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(date);
}

/** Title and description in the page's language, from the interface text while the page's own is not. */
function seoText(text: GuidanceText, lang: Language, label: string, t: Translate) {
  if (text.lang === lang) return { title: text.title, description: text.excerpt ?? text.title };
  return { title: label, description: t("guidance.meta.description", { page: label }) };
}

export async function guidanceLoader(args: LoaderFunctionArgs, key: GuidanceKey) {
  const page = guidancePage(key);
  const lang = requestLanguage(args.request);
  const t = translator(lang);
  const [text, site] = await Promise.all([guidanceText(args, page).catch(upstreamErrorResponse), siteInfo(args)]);
  const url = (path: string) => site.origin + localePath(lang, path);

  // Breadcrumb labels are interface text, so they are in the page's language even before the
  // page's own text is translated.
  const isHome = page.path === GUIDANCE_HOME;
  const name = isHome ? t("guidance.section") : t(page.label);
  const crumbs = [
    { label: t("guidance.crumb.home"), to: localePath(lang, "/") },
    ...(isHome ? [] : [{ label: t("guidance.section"), to: localePath(lang, GUIDANCE_HOME) }]),
    { label: name, to: localePath(lang, page.path) },
  ];
  return {
    key,
    page: { ...text, updated: formatUpdated(text.updated_at, lang) },
    crumbs,
    jsonLd: [
      breadcrumbJsonLd(crumbs.map((c) => ({ name: c.label, url: url(c.to) }))),
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: text.title,
        description: text.excerpt ?? text.title,
        url: url(page.path),
        inLanguage: text.lang,
        dateModified: text.updated_at,
        isPartOf: { "@type": "WebSite", name: site.siteName, url: url("/") },
      },
    ],
    seo: { ...seoText(text, lang, name, t), url: url(page.path), siteName: site.siteName },
  };
}

export type GuidanceData = Awaited<ReturnType<typeof guidanceLoader>>;
