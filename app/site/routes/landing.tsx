/**
 * Landing page of a content type (/articles, /startup, /ministries, /indiaaiportal …): featured
 * and latest items, sub-group sections, and a link to the full listing. One module for every
 * landing URL of the registry (app/routes.ts).
 */
import { Link } from "react-router";
import { StandardLayout } from "~/chrome/Layouts";
import { CardList } from "~/content/ContentCard";
import { Breadcrumbs } from "~/content/Breadcrumbs";
import { BrowseError, errorMeta } from "~/content/BrowseError";
import { EmptyState } from "~/content/EmptyState";
import { JsonLd } from "~/content/JsonLd";
import { buttonClass, pageTitleClass, sectionTitleClass } from "~/content/styles";
import { loadLanding } from "~/content/loaders/landing.server";
import { metaTags } from "~/content/meta";
import { formatNumber } from "~/content/number";
import { languageOfPath, useLanguage, useLocalePath, useT } from "~/i18n";
import type { Route } from "./+types/landing";

export async function loader(args: Route.LoaderArgs) {
  return loadLanding(args);
}

export default function LandingPage({ loaderData: data }: Route.ComponentProps) {
  const allItems = data.sections.flatMap((s) => s.items);
  const t = useT();
  const lp = useLocalePath();
  const lang = useLanguage();
  return (
    <StandardLayout>
      <Breadcrumbs crumbs={data.crumbs} />
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <h1 className={pageTitleClass}>{data.page.title}</h1>
          <p className="mt-2 max-w-3xl text-lg text-slate-700">{data.page.description}</p>
        </div>
        {data.all ? (
          <Link to={lp(data.all)} className={buttonClass}>
            {t("content.landing.viewAll", { title: data.page.title })}
            {data.total ? ` (${formatNumber(data.total, lang)})` : ""}
          </Link>
        ) : null}
      </header>
      {"types" in data && data.types ? (
        <nav aria-label={t("content.landing.types")} className="mb-8">
          <ul className="flex flex-wrap gap-2">
            {data.types.map((type) => (
              <li key={type.id}>
                <Link
                  to={lp(type.to)}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-blue-900 hover:bg-blue-50"
                >
                  {type.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {allItems.length === 0 ? (
        <EmptyState title={t("content.empty.none", { title: data.page.title })} action={{ to: "/", label: t("notFound.backHome") }}>
          {t("content.empty.soon")}
        </EmptyState>
      ) : (
        data.sections.map((section, index) =>
          section.items.length ? (
            <section key={`${section.title}-${index}`} className="mb-10" aria-labelledby={`section-${index}`}>
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`section-${index}`} className={sectionTitleClass}>
                  {section.title}
                </h2>
                {section.more ? (
                  <Link to={lp(section.more.to)} className="font-semibold text-blue-900 underline hover:text-blue-700">
                    {section.more.label}
                    <span aria-hidden="true"> →</span>
                  </Link>
                ) : null}
              </div>
              <CardList items={section.items} headingLevel={3} />
            </section>
          ) : null,
        )
      )}
      <JsonLd data={data.jsonLd} />
    </StandardLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.seo) : errorMeta(error, languageOfPath(location.pathname));

export function ErrorBoundary() {
  return <BrowseError />;
}
