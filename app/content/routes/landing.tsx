/**
 * Landing page of a content type (/articles, /startup, /ministries, /indiaaiportal …): featured
 * and latest items, sub-group sections, and a link to the full listing. One module for every
 * landing URL of the registry (remix.config.js routes()).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StandardLayout } from "~/components/chrome/Layouts";
import { CardList } from "~/components/cards/ContentCard";
import { Breadcrumbs } from "~/components/content/Breadcrumbs";
import { BrowseError, errorMeta } from "~/components/content/BrowseError";
import { EmptyState } from "~/components/content/EmptyState";
import { JsonLd } from "~/components/content/JsonLd";
import { buttonClass, pageTitleClass, sectionTitleClass } from "~/components/content/styles";
import { loadLanding } from "~/content/loaders/landing.server";
import { metaTags } from "~/content/meta";


export async function loader(args: LoaderFunctionArgs) {
  return loadLanding(args);
}

export default function LandingPage() {
  const data = useLoaderData<typeof loader>();
  const allItems = data.sections.flatMap((s) => s.items);
  return (
    <StandardLayout>
      <Breadcrumbs crumbs={data.crumbs} />
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <h1 className={pageTitleClass}>{data.page.title}</h1>
          <p className="mt-2 max-w-3xl text-lg text-slate-700">{data.page.description}</p>
        </div>
        {data.all ? (
          <Link to={data.all} className={buttonClass}>
            View all {data.page.title}
            {data.total ? ` (${data.total})` : ""}
          </Link>
        ) : null}
      </header>
      {"types" in data && data.types ? (
        <nav aria-label="Content types" className="mb-8">
          <ul className="flex flex-wrap gap-2">
            {data.types.map((t) => (
              <li key={t.id}>
                <Link to={t.to} className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-blue-900 hover:bg-blue-50">
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {allItems.length === 0 ? (
        <EmptyState title={`No ${data.page.title} yet`} action={{ to: "/", label: "Back to Home" }}>
          New content appears here as soon as it is published.
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
                  <Link to={section.more.to} className="font-semibold text-blue-900 underline hover:text-blue-700">
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

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data ? metaTags(data.seo) : errorMeta(error);

export function ErrorBoundary() {
  return <BrowseError />;
}
