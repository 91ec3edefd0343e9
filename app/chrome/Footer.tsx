import { useRef } from "react";
import { textLanguage, useLanguage, useLocalePath, useT } from "~/i18n";
import { ContactPopup } from "./ContactPopup";
import { formatLastUpdated, useLastUpdated } from "~/chrome/last-updated";
import { HELP_LINKS, POLICY_LINKS } from "./FooterLinks";
import { EXPLORE_MORE, IMPORTANT_LINKS } from "./menus";
import { FooterNewsletter } from "./Newsletter";
import { useChrome, useProduct } from "./use-chrome";
import { useMenuGroup } from "./use-menu-group";
import { RouteLink } from "./route-links";

const linkClass = "text-white underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-amber-400";
const headingClass = "mb-2 text-sm font-bold uppercase tracking-wide text-amber-300";

export function Footer({ newsletter = true }: { newsletter?: boolean }) {
  const t = useT();
  const lp = useLocalePath();
  const { settings, menus } = useChrome();
  const product = useProduct();
  const lang = useLanguage();
  const lastUpdated = useLastUpdated();
  const ref = useRef<HTMLElement>(null);
  useMenuGroup(ref);
  const social = [
    { href: settings.tags.facebook_link, label: t("footer.social.facebook") },
    { href: settings.tags.linkedin_link, label: t("footer.social.linkedin") },
    { href: settings.tags.twitter_link, label: t("footer.social.twitter") },
    { href: settings.tags.insta_link, label: t("footer.social.instagram") },
    { href: settings.tags.youtube_link, label: t("footer.social.youtube") },
  ].filter((s): s is { href: string; label: string } => Boolean(s.href && /^https?:\/\//.test(s.href)));

  return (
    <footer ref={ref} className="mt-12 bg-blue-950 pb-16 text-white" aria-label={t("footer.label")}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={headingClass}>
            {t("footer.explore")}
          </h2>
          <ul className="space-y-1.5">
            {menus.explore.map((item) => (
              <li key={item.href}>
                <RouteLink to={lp(item.href)} className={linkClass}>
                  {item.text}
                </RouteLink>
              </li>
            ))}
            {EXPLORE_MORE.map((item) =>
              "contact" in item ? (
                <li key="contact">
                  <ContactPopup summaryClassName={`${linkClass} cursor-pointer underline`} />
                </li>
              ) : (
                <li key={item.href}>
                  <RouteLink to={lp(item.href)} className={linkClass}>
                    {t(item.label)}
                  </RouteLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <nav aria-labelledby="footer-important">
          <h2 id="footer-important" className={headingClass}>
            {t("footer.importantLinks")}
          </h2>
          <ul className="space-y-1.5">
            {IMPORTANT_LINKS.map((item) => (
              <li key={item.href}>
                {item.external ? (
                  <a href={item.href} className={linkClass} target="_blank" rel="noopener noreferrer">
                    {t(item.label)} <span className="sr-only">{t("footer.opensNewTab")}</span>
                  </a>
                ) : (
                  <RouteLink to={lp(item.href)} className={linkClass}>
                    {t(item.label)}
                  </RouteLink>
                )}
              </li>
            ))}
          </ul>
          {social.length > 0 ? (
            <>
              <h2 className={`${headingClass} mt-6`}>{t("footer.follow")}</h2>
              <ul className="flex flex-wrap gap-3">
                {social.map((s) => (
                  <li key={s.label}>
                    <a href={s.href} className={linkClass} target="_blank" rel="noopener noreferrer">
                      {s.label} <span className="sr-only">{t("footer.opensNewTab")}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={headingClass}>
            {t("gigw.footer.help")}
          </h2>
          <ul className="space-y-1.5">
            {HELP_LINKS.map((item) => (
              <li key={item.href}>
                <RouteLink to={lp(item.href)} className={linkClass}>
                  {t(item.label)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        {newsletter ? (
          <section aria-labelledby="footer-newsletter" id="newsletter" className="sm:col-span-2 lg:col-span-2">
            <h2 id="footer-newsletter" className={headingClass}>
              {t("newsletter.heading")}
            </h2>
            <div className="rounded-md bg-white p-4 text-slate-900">
              <p className="mb-2">{t("newsletter.intro")}</p>
              <FooterNewsletter />
            </div>
          </section>
        ) : null}
      </div>
      {settings.ministry_logos.length > 0 ? (
        <div className="border-t border-blue-800">
          <ul aria-label={t("footer.ministries")} className="mx-auto flex max-w-7xl flex-wrap items-center gap-6 px-4 py-6">
            {settings.ministry_logos.map((logo) => {
              const img = (
                <img
                  src={logo.image_url}
                  alt={logo.name}
                  lang={textLanguage(settings)}
                  height={48}
                  className="h-12 w-auto rounded bg-white p-1"
                  loading="lazy"
                />
              );
              return (
                <li key={logo.name}>
                  {/* The ministry's own site opens in place, as every link does; the logo's alt text names it. */}
                  {logo.link && /^https?:\/\//.test(logo.link) ? (
                    <a href={logo.link} className={linkClass}>
                      {img}
                    </a>
                  ) : logo.link?.startsWith("/") ? (
                    <RouteLink to={lp(logo.link)} className={linkClass}>
                      {img}
                    </RouteLink>
                  ) : (
                    img
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div className="border-t border-blue-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 text-sm">
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {POLICY_LINKS.map((item) => (
                <li key={item.href}>
                  <RouteLink to={lp(item.href)} className={linkClass}>
                    {t(item.label)}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <p>
              {t("gigw.footer.lastUpdated")} <time dateTime={lastUpdated}>{formatLastUpdated(lastUpdated, lang)}</time>
            </p>
            <p>{t("footer.copyright", { year: new Date().getFullYear(), product })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
