import { languageOfPath } from "~/i18n";
import { useLoaderData } from "react-router";
import type { MetaFunction } from "react-router";
import { InLanguage } from "~/chrome/Language";
import { StandardLayout } from "~/chrome/Layouts";
import { Breadcrumbs } from "~/content/Breadcrumbs";
import { BrowseError, errorMeta } from "~/content/BrowseError";
import { JsonLd } from "~/content/JsonLd";
import { RichText } from "~/content/RichText";
import { pageTitleClass } from "~/content/styles";
import { metaTags } from "~/content/meta";
import { useT } from "~/i18n";
import type { GuidanceData } from "~/guidance/page.server";
import { SectionNav } from "./SectionNav";
import "~/guidance/messages";

/** One guidance page: its text from the API, with a table of contents and the section's navigation. */
export function GuidancePage() {
  const { key, page, crumbs, jsonLd } = useLoaderData<GuidanceData>();
  const t = useT();
  return (
    <StandardLayout>
      {jsonLd.map((d, i) => (
        <JsonLd key={i} data={d} />
      ))}
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-8 lg:grid-cols-[1fr_16rem]">
        <article className="min-w-0 max-w-3xl">
          <InLanguage lang={page.lang} note={false}>
            <h1 className={pageTitleClass}>{page.title}</h1>
            {page.excerpt ? <p className="mt-3 text-lg text-slate-700">{page.excerpt}</p> : null}
          </InLanguage>
          <p className="mt-2 text-sm text-slate-700">
            {t("guidance.lastUpdated")} <time dateTime={page.updated_at}>{page.updated}</time>
          </p>
          {page.toc.length > 0 ? (
            <nav aria-labelledby="guidance-toc" className="mt-6 border-l-4 border-amber-500 pl-4">
              <h2 id="guidance-toc" className="font-bold text-slate-900">
                {t("guidance.toc")}
              </h2>
              <InLanguage lang={page.lang} note={false}>
                <ol className="mt-2 list-decimal space-y-1 pl-5">
                  {page.toc.map((entry) => (
                    <li key={entry.id}>
                      <a href={`#${entry.id}`} className="text-blue-900 underline hover:text-blue-700">
                        {entry.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </InLanguage>
            </nav>
          ) : null}
          <div className="mt-8">
            <InLanguage lang={page.lang}>
              <RichText html={page.html} />
            </InLanguage>
          </div>
        </article>
        <aside className="lg:pt-2">
          <SectionNav current={key} />
        </aside>
      </div>
    </StandardLayout>
  );
}

export const guidanceMeta: MetaFunction = ({ data, error, location }) =>
  data ? metaTags((data as GuidanceData).seo) : errorMeta(error, languageOfPath(location.pathname));

export function GuidanceError() {
  return <BrowseError />;
}
