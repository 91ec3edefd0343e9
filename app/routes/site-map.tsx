import { Link } from "react-router";
import { StandardLayout } from "~/chrome/Layouts";
import { BrowseError, errorMeta } from "~/content/BrowseError";
import { pageTitleClass } from "~/content/styles";
import { HELP_LINKS, POLICY_LINKS } from "~/chrome/FooterLinks";
import { siteInfo, pageSeo } from "~/content/loaders/site.server";
import { metaTags } from "~/content/meta";
import { CONTENT_TYPES, MINISTRIES, landingPath, pluralName, portalPath, typeMenu, typeText } from "~/content/registry";
import { languageOfPath, requestLanguage, textLanguage, translator, useLocalePath, useT, type Language, type MessageKey } from "~/i18n";
import { ASSESSMENT_PATH, GUIDANCE_PAGES } from "~/guidance/pages";
import { optional } from "~/upstream/core.server";
import { getHomePillars } from "~/upstream/settings.server";
import "~/gigw/messages";
import type { Route } from "./+types/site-map";
import "~/assistant/messages";

interface SiteMapLink {
  href: string;
  label: string;
  /** Set when the label is not in the page's language (a pillar not yet translated). */
  lang?: string;
}

interface SiteMapGroup {
  id: string;
  title: string;
  links: SiteMapLink[];
}

/**
 * The HTML site map (GIGW 3.0): every section of the portal, grouped as the menus group them.
 * The XML one for search engines stays at /sitemap.xml.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = requestLanguage(args.request);
  const t = translator(lang);
  const [site, pillars] = await Promise.all([siteInfo(args), optional(getHomePillars(args), [])]);
  const typeLinks = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const href = landingPath(id);
      return href ? [{ href, label: pluralName(id, null, lang) }] : [];
    });
  const resources = typeMenu("resources", lang);
  const ecosystem = typeMenu("ecosystem", lang);
  const inMenus = new Set([...resources, ...ecosystem].map((l) => l.typeId));
  const menuLinks = (menu: typeof resources): SiteMapLink[] => menu.map((l) => ({ href: l.href, label: l.text }));
  const key = (href: string, label: MessageKey): SiteMapLink => ({ href, label: t(label) });
  const groups: SiteMapGroup[] = [
    { id: "resources", title: t("gigw.siteMap.resources"), links: menuLinks(resources) },
    { id: "ecosystem", title: t("gigw.siteMap.ecosystem"), links: menuLinks(ecosystem) },
    {
      id: "more",
      title: t("gigw.siteMap.more"),
      links: [
        ...typeLinks(CONTENT_TYPES.map((type) => type.id).filter((id) => !inMenus.has(id))),
        { href: MINISTRIES.landing, label: typeText(MINISTRIES, lang).plural },
        { href: portalPath(site.productName), label: t("header.tab.portal", { product: site.productName }) },
      ],
    },
    {
      id: "pillars",
      title: t("gigw.siteMap.pillars"),
      links: [
        key("/hub", "gigw.siteMap.pillarsIndex"),
        ...pillars.map((p) => ({ href: `/hub/${p.slug}`, label: p.title, lang: textLanguage(p) === lang ? undefined : textLanguage(p) })),
      ],
    },
    {
      id: "responsible-ai",
      title: t("gigw.siteMap.responsibleAi"),
      links: [...GUIDANCE_PAGES.map((g) => key(g.path, g.label)), key(ASSESSMENT_PATH, "guidance.nav.assessment")],
    },
    {
      id: "campaigns",
      title: t("gigw.siteMap.campaigns"),
      links: [
        key("/campaigns", "gigw.siteMap.campaignsIndex"),
        key("/raise", "footer.link.raise"),
        key("/raise/video-library", "gigw.siteMap.videoLibrary"),
      ],
    },
    {
      id: "account",
      title: t("gigw.siteMap.account"),
      links: [
        key("/signin", "header.signIn"),
        key("/signup", "gigw.siteMap.signUp"),
        key("/forgot-password", "gigw.siteMap.forgotPassword"),
        key("/profile", "header.profile.myAccount"),
        key("/posts/all", "header.profile.myUploads"),
        key("/user-contribution", "header.profile.contribute"),
      ],
    },
    {
      id: "about",
      title: t("gigw.siteMap.about"),
      links: [
        key("/about-us", "footer.link.aboutUs"),
        key("/search", "gigw.siteMap.search"),
        key("/assistant", "assistant.title"),
        ...HELP_LINKS.filter((l) => l.href !== "/site-map").map((l) => key(l.href, l.label)),
      ],
    },
    { id: "policies", title: t("gigw.footer.policies"), links: POLICY_LINKS.map((l) => key(l.href, l.label)) },
  ];
  return {
    groups,
    seo: pageSeo(site, { title: t("gigw.siteMap.title"), description: t("gigw.siteMap.intro"), canonical: "/site-map" }, lang),
  };
}

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  return (
    <StandardLayout>
      <h1 className={pageTitleClass}>{t("gigw.siteMap.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("gigw.siteMap.intro")}</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`site-map-${group.id}`}>
            <h2 id={`site-map-${group.id}`} className="text-xl font-bold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={lp(link.href)} lang={link.lang} className="text-blue-800 underline underline-offset-2 hover:text-blue-950">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {/* The XML site map is one file for every language: no language prefix. */}
      <p className="mt-10">
        <a href="/sitemap.xml" className="text-blue-800 underline underline-offset-2">
          {t("gigw.siteMap.xml")}
        </a>
      </p>
    </StandardLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.seo) : errorMeta(error, languageOfPath(location.pathname) as Language);

export function ErrorBoundary() {
  return <BrowseError />;
}
