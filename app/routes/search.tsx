/**
 * /search?queryData={…}: the site search page (docs/product/search.md#the-address-of-a-search). The query lives in the URL as
 * JSON, so every result page can be shared and bookmarked; the filter form and the header box
 * are plain GET forms whose fields the loader turns into that URL. Bad queries get a 400 page
 * that explains; a failed search says so and offers a retry, never an empty "no results".
 */
import { data as withInit } from "react-router";
import { Link, isRouteErrorResponse, useFetcher } from "react-router";
import { useEffect, useState, type MouseEvent } from "react";
import { SaveSearchBlock } from "~/follow/SaveSearchForm";
import { GuidanceMatches } from "~/guidance/GuidanceMatches";
import { PlainSearchBox } from "~/search/PlainSearchBox";
import { BadSearchView, FailedView, PageShell, StartView } from "~/search/SearchStates";
import { richText, scriptLanguage } from "~/components/forms";
import { SearchFilters } from "~/search/SearchFilters";
import { SearchResultCard } from "~/search/SearchResultCard";
import { FeedLink } from "~/follow/FeedLink";
import { feedMeta } from "~/follow/href";
import { resultCountLabel } from "~/search/constants";
import { guidanceForSearchPage } from "~/guidance/search.server";
import { loadSearchPage, type SearchPageData } from "~/search/page.server";
import type { ResultView } from "~/search/view";
import { LOCALES, languageOfPath, translator, useLanguage, useLocalePath, useT } from "~/i18n";
import type { Route } from "./+types/search";
import { titled } from "~/forms/page-meta";
import { CACHED_WHEN_REPEATED } from "~/route-policy";

// A search asked again within the page cache's fresh time is answered from it for browsers
// without a cookie (docs/decisions/0130-shared-search-pages.md).
export const handle = CACHED_WHEN_REPEATED;

export async function loader(args: Route.LoaderArgs) {
  const [page, guidance] = await Promise.all([loadSearchPage(args), guidanceForSearchPage(args)]);
  return withInit({ ...page.data, guidance }, page.init ?? undefined);
}

type ResultsData = Extract<SearchPageData, { kind: "results" }>;

export default function SearchPage({ loaderData: loaded }: Route.ComponentProps) {
  const data = loaded as SearchPageData;
  switch (data.kind) {
    case "start":
      return <StartView defaults={data.defaults} />;
    case "bad":
      return <BadSearchView problems={data.problems} searchText={data.searchText} />;
    case "failed":
      return <FailedView retryHref={data.retryHref} searchText={data.query.searchText} />;
    case "results":
      return <ResultsView key={data.href} data={data} guidance={<GuidanceMatches matches={loaded.guidance} />} />;
  }
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ResultsView({ data, guidance }: { data: ResultsData; guidance: React.ReactNode }) {
  const { query } = data;
  const t = useT();
  const lp = useLocalePath();
  const lang = useLanguage();
  const fetcher = useFetcher<typeof loader>();
  const [more, setMore] = useState<ResultView[]>([]);
  const [nextHref, setNextHref] = useState(data.nextHref);
  const [announce, setAnnounce] = useState("");
  const [moreError, setMoreError] = useState(false);
  // The fetcher's answer already taken in, and the result to focus once a page of more is shown
  // (a new object per page, so the effect below runs once per page).
  const [consumed, setConsumed] = useState<unknown>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: number | null } | null>(null);

  // A page of more results, taken in during render the first time it is seen.
  if (fetcher.state === "idle" && fetcher.data && consumed !== fetcher.data) {
    setConsumed(fetcher.data);
    const page = fetcher.data as SearchPageData;
    if (page.kind !== "results") {
      setMoreError(true);
    } else {
      setMoreError(false);
      setFocusTarget({ id: page.results[0]?.id ?? null });
      setMore((prev) => [...prev, ...page.results.filter((r) => !prev.some((p) => p.id === r.id))]);
      setNextHref(page.nextHref);
      setAnnounce(t("search.results.moreLoaded", { count: page.results.length }));
    }
  }

  // Keyboard users continue from the first result that was added.
  useEffect(() => {
    if (focusTarget?.id == null) return;
    document.querySelector<HTMLAnchorElement>(`#result-${focusTarget.id} a`)?.focus();
  }, [focusTarget]);

  const items = [...data.results, ...more];
  const to = data.from + items.length - 1;
  // The visitor's words and tag names keep their own language inside the page's sentences.
  const searched = <span lang={scriptLanguage(query.searchText)}>{query.searchText}</span>;
  const heading = query.searchText ? (
    richText(t("search.results.for"), { text: searched })
  ) : query.tagName ? (
    <span lang={scriptLanguage(query.tagName)}>{query.tagName}</span>
  ) : (
    t("search.results.heading")
  );
  const none = query.searchText
    ? richText(t(data.activeFilters.length ? "search.empty.textFiltered" : "search.empty.text"), { text: searched })
    : t(data.activeFilters.length ? "search.empty.plainFiltered" : "search.empty.plain");

  return (
    <PageShell>
      <h1 className="text-2xl font-bold">{heading}</h1>
      {/* Results come first in the page (phones, text browsers, screen readers); on wide screens the
          filters sit in a sidebar to their left (CSS grid placement, the reading order unchanged). */}
      <div className="mt-4 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <section aria-labelledby="results-heading" className="min-w-0 lg:col-start-2 lg:row-start-1">
          <p id="results-count" className="font-semibold" role="status">
            {data.total === 0
              ? t("search.results.none")
              : resultCountLabel(data.total, t, LOCALES[lang]) +
                (items.length
                  ? ` · ${t("search.results.showing", { from: data.from.toLocaleString(LOCALES[lang]), to: to.toLocaleString(LOCALES[lang]) })}`
                  : "")}
          </p>
          {guidance}

          {data.activeFilters.length ? (
            <div className="mt-2">
              <h2 className="sr-only">{t("search.active.heading")}</h2>
              <ul className="flex flex-wrap gap-2">
                {data.activeFilters.map((f) => (
                  <li key={f.label}>
                    <Link
                      to={lp(f.removeHref)}
                      className="inline-flex items-center gap-1 rounded-full bg-blue-900 px-3 py-1 text-sm text-white hover:bg-blue-800"
                    >
                      {f.label} <span aria-hidden="true">×</span>
                      <span className="sr-only">{t("search.active.remove")}</span>
                    </Link>
                  </li>
                ))}
                {data.clearHref ? (
                  <li>
                    <Link to={lp(data.clearHref)} className="inline-block px-2 py-1 text-sm text-blue-800 underline">
                      {t("search.active.clear")}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}

          <h2 id="results-heading" className="sr-only">
            {t("search.results.list")}
          </h2>
          {items.length === 0 ? (
            <div className="mt-6 max-w-prose">
              <p>{none}</p>
              <p className="mt-2">{t("search.empty.hint")}</p>
              {data.firstHref ? (
                <p className="mt-2">
                  <Link to={lp(data.firstHref)} className="text-blue-800 underline">
                    {t("search.results.backToFirst")}
                  </Link>
                </p>
              ) : null}
            </div>
          ) : (
            <ol className="mt-4 space-y-3" aria-label={t("search.results.list")}>
              {items.map((item) => (
                <li key={item.id} id={`result-${item.id}`}>
                  <SearchResultCard item={item} />
                </li>
              ))}
            </ol>
          )}

          <div className="sr-only" role="status">
            {announce}
          </div>
          {items.length ? <FeedLink /> : null}

          <div className="mt-6 flex flex-wrap items-center gap-4">
            {data.firstHref ? (
              <Link to={lp(data.firstHref)} className="text-blue-800 underline">
                {t("search.results.first")}
              </Link>
            ) : null}
            {nextHref ? (
              <Link
                to={lp(nextHref)}
                rel="next"
                onClick={(event) => {
                  if (!isPlainLeftClick(event)) return;
                  event.preventDefault();
                  if (fetcher.state === "idle") fetcher.load(lp(nextHref));
                }}
                aria-disabled={fetcher.state !== "idle" ? true : undefined}
                className="inline-block rounded border border-blue-900 px-4 py-2 font-semibold text-blue-900 hover:bg-blue-50"
              >
                {fetcher.state !== "idle" ? t("search.results.loadingMore") : t("search.results.more")}
              </Link>
            ) : null}
            {moreError ? (
              <p role="alert" className="text-red-800">
                {t("search.results.moreFailed")}{" "}
                <a href={lp(nextHref ?? data.href)} className="underline">
                  {t("search.results.tryAgain")}
                </a>
              </p>
            ) : null}
          </div>

          {data.matchingTags.length ? (
            <nav aria-labelledby="matching-tags" className="mt-3">
              <h2 id="matching-tags" className="text-sm font-semibold text-slate-800">
                {t("search.matching.heading")}
              </h2>
              <ul className="mt-1 flex flex-wrap gap-2">
                {data.matchingTags.map((tag) => (
                  <li key={tag.name}>
                    <Link
                      to={lp(tag.href)}
                      lang={scriptLanguage(tag.name)}
                      aria-current={tag.selected ? "true" : undefined}
                      className={`inline-block rounded-full border px-3 py-1 text-sm ${tag.selected ? "border-blue-900 bg-blue-900 text-white" : "border-slate-500 text-slate-900 hover:bg-slate-100"}`}
                    >
                      {tag.name}
                      {tag.selected ? <span className="sr-only"> {t("search.matching.selected")}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <SaveSearchBlock save={data.save} href={data.href} />
        </section>
        <aside aria-label={t("search.results.filters")} className="lg:col-start-1 lg:row-start-1">
          <SearchFilters query={query} tags={data.tags} types={data.typeOptions} />
        </aside>
      </div>
    </PageShell>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  const page = loaderData as SearchPageData | undefined;
  let title = t("search.title");
  if (page?.kind === "results") {
    const { searchText, tagName } = page.query;
    title = searchText
      ? t("search.meta.resultsFor", { text: searchText })
      : tagName
        ? t("search.meta.tag", { tag: tagName })
        : t("search.results.heading");
  } else if (page?.kind === "bad") title = t("search.meta.bad");
  else if (page?.kind === "failed") title = t("search.meta.failed");
  const root = matches.find((m) => m?.id === "root")?.loaderData as { settings?: { product_name?: string } } | undefined;
  const product = root?.settings?.product_name || "IndiaAI";
  const description =
    page?.kind === "results" && page.query.searchText
      ? t("search.meta.descriptionFor", { product, text: page.query.searchText })
      : t("search.meta.description", { product });
  const tags: Record<string, string>[] = [{ title: titled(title, matches) }, { name: "description", content: description }];
  if (page?.kind === "results") tags.push(feedMeta(location, title));
  // Pages that explain a problem are not worth indexing; result pages are (they are shareable URLs).
  return page?.kind === "bad" || page?.kind === "failed" ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const t = useT();
  const lp = useLocalePath();
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">{t("search.failed.heading")}</h1>
      <p className="mt-2" role="alert">
        {t("search.failed.status", { status })}{" "}
        <a href={lp("/search")} className="text-blue-800 underline">
          {t("search.failed.newSearch")}
        </a>
      </p>
      <div className="mt-4">
        <PlainSearchBox />
      </div>
    </PageShell>
  );
}
