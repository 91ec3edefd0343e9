/**
 * A contributor's page (/author/{slug}): photo, designation, company, bio and contributions.
 * Also the data source of the contributor popup (fetcher.load of this route). /author alone
 * goes to the people listing.
 */
import { StandardLayout } from "~/chrome/Layouts";
import { CardList } from "~/content/ContentCard";
import { Breadcrumbs } from "~/content/Breadcrumbs";
import { BrowseError, errorMeta } from "~/content/BrowseError";
import { EmptyState } from "~/content/EmptyState";
import { JsonLd } from "~/content/JsonLd";
import { pageTitleClass, sectionTitleClass } from "~/content/styles";
import { altText } from "~/content/text";
import { loadAuthor } from "~/content/loaders/author.server";
import { metaTags } from "~/content/meta";
import { languageOfPath, textLanguage, useT } from "~/i18n";
import { InLanguage } from "~/chrome/Language";
import type { Route } from "./+types/author";

export async function loader(args: Route.LoaderArgs) {
  return loadAuthor(args);
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, items, seo, people } = loaderData;
  const t = useT();
  return (
    <StandardLayout>
      <Breadcrumbs
        crumbs={[
          { label: t("content.crumb.home"), to: "/" },
          { label: people, to: "/people" },
          { label: author.name, lang: textLanguage(author) },
        ]}
      />
      <header className="mb-8 flex flex-col gap-6 sm:flex-row sm:items-start">
        {author.image_url ? (
          <img
            src={author.image_url}
            alt={altText(author.name)}
            lang={textLanguage(author)}
            width={140}
            height={140}
            className="size-[140px] rounded-full bg-slate-100 object-cover"
          />
        ) : null}
        <div>
          <InLanguage lang={textLanguage(author)}>
            <h1 className={pageTitleClass}>{author.name}</h1>
            {author.designation ? <p className="mt-2 text-lg font-semibold text-slate-800">{author.designation}</p> : null}
            {author.organisation ? <p className="text-slate-700">{author.organisation}</p> : null}
            {author.bio ? <p className="mt-4 max-w-3xl text-slate-800">{author.bio}</p> : null}
          </InLanguage>
        </div>
      </header>
      <section aria-labelledby="contributions-heading">
        <h2 id="contributions-heading" className={`${sectionTitleClass} mb-4`}>
          {t("content.author.contributions")}
        </h2>
        {items.length ? <CardList items={items} headingLevel={3} /> : <EmptyState title={t("content.author.none")} />}
      </section>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Person",
          inLanguage: textLanguage(author),
          name: author.name,
          url: seo.url,
          ...(author.designation ? { jobTitle: author.designation } : {}),
          ...(author.organisation ? { worksFor: { "@type": "Organization", name: author.organisation } } : {}),
          ...(seo.image ? { image: seo.image } : {}),
          ...(author.bio ? { description: author.bio } : {}),
        }}
      />
    </StandardLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.seo) : errorMeta(error, languageOfPath(location.pathname));

export function ErrorBoundary() {
  return <BrowseError />;
}
