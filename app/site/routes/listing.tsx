/**
 * Paged listing of a content type (/articles/all, /initiatives/all-colleges …): filters and sort
 * as a GET form, page links, empty state. One module for every listing URL of the registry.
 */
import { Link, useNavigation } from "react-router";
import { StandardLayout } from "~/chrome/Layouts";
import { CardList } from "~/content/ContentCard";
import { Breadcrumbs } from "~/content/Breadcrumbs";
import { BrowseError, errorMeta } from "~/content/BrowseError";
import { EmptyState } from "~/content/EmptyState";
import { JsonLd } from "~/content/JsonLd";
import { ListingFilters } from "~/content/ListingFilters";
import { Pagination } from "~/content/Pagination";
import { pageTitleClass } from "~/content/styles";
import { LISTING_PAGE_SIZE } from "~/content/listing-query";
import { loadListing } from "~/content/loaders/listing.server";
import { metaTags } from "~/content/meta";
import { FeedLink } from "~/follow/FeedLink";
import { feedMeta } from "~/follow/href";
import { formatNumber } from "~/content/number";
import { languageOfPath, useLanguage, useLocalePath, useT } from "~/i18n";
import type { Route } from "./+types/listing";

export async function loader(args: Route.LoaderArgs) {
  return loadListing(args);
}

export default function ListingPage({ loaderData: data }: Route.ComponentProps) {
  const navigation = useNavigation();
  const filtered = Object.keys(data.params.filters).length > 0;
  const page = Math.min(data.params.page, Math.max(1, data.totalPages));
  const first = (page - 1) * LISTING_PAGE_SIZE + 1;
  const last = first + data.items.length - 1;
  const t = useT();
  const lp = useLocalePath();
  const lang = useLanguage();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <StandardLayout>
      <Breadcrumbs crumbs={data.crumbs} />
      <header className="mb-6">
        <h1 className={pageTitleClass}>{data.page.title}</h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-700">{data.page.description}</p>
      </header>
      <ListingFilters params={data.params} facets={data.facets} basePath={data.basePath} />
      <p className="my-4 text-slate-700" aria-live="polite">
        {data.total > 0 ? t("content.listing.showing", { first: n(first), last: n(last), total: n(data.total) }) : null}
        {data.totalPages > 1 ? ` · ${t("content.listing.pageOf", { page: n(page), pages: n(data.totalPages) })}` : null}
      </p>
      <div aria-busy={navigation.state === "loading"} className={navigation.state === "loading" ? "opacity-60" : undefined}>
        {data.items.length ? (
          <CardList items={data.items} headingLevel={2} label={data.page.title} />
        ) : filtered ? (
          <EmptyState title={t("content.listing.noMatch")} action={{ to: data.basePath, label: t("content.listing.clearFilters") }}>
            {t("content.listing.noMatchHint")}
          </EmptyState>
        ) : (
          <EmptyState
            title={t("content.empty.none", { title: data.page.typeName })}
            action={{ to: data.landing ?? "/", label: t("content.listing.backTo", { type: data.page.typeName }) }}
          >
            {t("content.empty.soon")}
          </EmptyState>
        )}
      </div>
      <Pagination params={{ ...data.params, page }} totalPages={data.totalPages} basePath={data.basePath} />
      {data.landing ? (
        <p className="mt-8">
          <Link to={lp(data.landing)} className="font-semibold text-blue-900 underline">
            <span aria-hidden="true">← </span>
            {t("content.listing.featured", { type: data.page.typeName })}
          </Link>
        </p>
      ) : null}
      <FeedLink />
      <JsonLd data={data.jsonLd} />
    </StandardLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (!loaderData) return errorMeta(error, languageOfPath(location.pathname));
  const tags = [...metaTags(loaderData.seo), feedMeta(location, loaderData.page.title)];
  const { page } = loaderData.params;
  if (page > 1)
    tags.push({ tagName: "link", rel: "prev", href: `${loaderData.seo.url.split("?")[0]}${page > 2 ? `?page=${page - 1}` : ""}` });
  return tags;
};

export function ErrorBoundary() {
  return <BrowseError />;
}
