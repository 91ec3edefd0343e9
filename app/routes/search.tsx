/**
 * /search?queryData={…}: the site search page (SPEC §2, §3). The query lives in the URL as
 * JSON, so every result page can be shared and bookmarked; the filter form and the header box
 * are plain GET forms whose fields the loader turns into that URL. Bad queries get a 400 page
 * that explains; a failed search says so and offers a retry, never an empty "no results".
 */
import { data as withInit, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useFetcher, useLoaderData, useRouteError } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { GuidanceMatches } from "~/components/guidance/GuidanceMatches";
import { PlainSearchBox } from "~/components/search/PlainSearchBox";
import { SearchFilters } from "~/components/search/SearchFilters";
import { SearchResultCard } from "~/components/search/SearchResultCard";
import { StandardLayout } from "~/components/chrome/Layouts";
import { useChrome } from "~/components/chrome/use-chrome";
import { resultCountLabel } from "~/search/constants";
import { tagSearchHref } from "~/search/href";
import { guidanceForSearchPage } from "~/responsible-ai/search.server";
import { loadSearchPage, type SearchPageData } from "~/search/page.server";
import type { ResultView } from "~/search/view";

export async function loader(args: LoaderFunctionArgs) {
  const [page, guidance] = await Promise.all([loadSearchPage(args), guidanceForSearchPage(args)]);
  return withInit({ ...page.data, guidance }, page.init ?? undefined);
}

type ResultsData = Extract<SearchPageData, { kind: "results" }>;

export default function SearchPage() {
  const loaded = useLoaderData<typeof loader>();
  const data = loaded as SearchPageData;
  switch (data.kind) {
    case "start":
      return <StartView />;
    case "bad":
      return <BadSearchView problems={data.problems} searchText={data.searchText} />;
    case "failed":
      return <FailedView retryHref={data.retryHref} searchText={data.query.searchText} />;
    case "results":
      return <ResultsView key={data.href} data={data} guidance={<GuidanceMatches matches={loaded.guidance} />} />;
  }
}

function PageShell({ children }: { children: React.ReactNode }) {
  return <StandardLayout>{children}</StandardLayout>;
}

function StartView() {
  const { sectors } = useChrome();
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">Search</h1>
      <p className="mt-2 max-w-prose text-slate-800">Search articles, news, research, events, people, organisations and more.</p>
      <div className="mt-4">
        <PlainSearchBox />
      </div>
      {sectors.length ? (
        <nav aria-labelledby="search-sectors" className="mt-6">
          <h2 id="search-sectors" className="font-semibold">Or browse a sector</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {sectors.map((s) => (
              <li key={s.id}>
                <Link to={tagSearchHref(s.name)} className="inline-block rounded-full border border-slate-500 px-3 py-1 text-blue-800 hover:bg-slate-100">
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </PageShell>
  );
}

function BadSearchView({ problems, searchText }: { problems: string[]; searchText: string }) {
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">We could not read this search</h1>
      <div role="alert" className="mt-4 max-w-prose rounded border-l-4 border-red-700 bg-red-50 p-4">
        <p className="font-semibold">The link or form sent a search this page cannot use:</p>
        <ul className="mt-2 list-disc pl-5">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
      <p className="mt-4 max-w-prose">Try a plain search instead: type words or a phrase and press Search.</p>
      <div className="mt-2">
        <PlainSearchBox defaultValue={searchText} label="Search for" />
      </div>
    </PageShell>
  );
}

function FailedView({ retryHref, searchText }: { retryHref: string; searchText: string }) {
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">Search is not available right now</h1>
      <div role="alert" className="mt-4 max-w-prose rounded border-l-4 border-amber-600 bg-amber-50 p-4">
        <p>
          We could not get results{searchText ? <> for “{searchText}”</> : null}. This is a problem on our side, not with
          your search.
        </p>
        <p className="mt-2">
          <a href={retryHref} className="font-semibold text-blue-800 underline">Try the search again</a>
        </p>
      </div>
    </PageShell>
  );
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ResultsView({ data, guidance }: { data: ResultsData; guidance: React.ReactNode }) {
  const { query } = data;
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
      setAnnounce(`${page.results.length} more results loaded.`);
    }
  }

  // Keyboard users continue from the first result that was added.
  useEffect(() => {
    if (focusTarget?.id == null) return;
    document.querySelector<HTMLAnchorElement>(`#result-${focusTarget.id} a`)?.focus();
  }, [focusTarget]);

  const items = [...data.results, ...more];
  const to = data.from + items.length - 1;
  const heading = query.searchText ? <>Results for “{query.searchText}”</> : query.tagName ? <>{query.tagName}</> : <>Search results</>;

  return (
    <PageShell>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Search filters">
          <SearchFilters query={query} tags={data.tags} types={data.typeOptions} />
        </aside>
        <section aria-labelledby="results-count" className="min-w-0">
          {guidance}
          <p id="results-count" className="font-semibold" role="status">
            {data.total === 0
              ? "No results"
              : resultCountLabel(data.total) +
                (items.length ? ` · showing ${data.from}–${to}` : "")}
          </p>

          {data.activeFilters.length ? (
            <div className="mt-2">
              <h2 className="sr-only">Filters in use</h2>
              <ul className="flex flex-wrap gap-2">
                {data.activeFilters.map((f) => (
                  <li key={f.label}>
                    <Link to={f.removeHref} className="inline-flex items-center gap-1 rounded-full bg-blue-900 px-3 py-1 text-sm text-white hover:bg-blue-800">
                      {f.label} <span aria-hidden="true">×</span>
                      <span className="sr-only">(remove this filter)</span>
                    </Link>
                  </li>
                ))}
                {data.clearHref ? (
                  <li>
                    <Link to={data.clearHref} className="inline-block px-2 py-1 text-sm text-blue-800 underline">Clear all filters</Link>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}

          {data.matchingTags.length ? (
            <nav aria-labelledby="matching-tags" className="mt-3">
              <h2 id="matching-tags" className="text-sm font-semibold text-slate-800">Matching tags</h2>
              <ul className="mt-1 flex flex-wrap gap-2">
                {data.matchingTags.map((tag) => (
                  <li key={tag.name}>
                    <Link
                      to={tag.href}
                      aria-current={tag.selected ? "true" : undefined}
                      className={`inline-block rounded-full border px-3 py-1 text-sm ${tag.selected ? "border-blue-900 bg-blue-900 text-white" : "border-slate-500 text-slate-900 hover:bg-slate-100"}`}
                    >
                      {tag.name}
                      {tag.selected ? <span className="sr-only"> (selected: follow to remove)</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {items.length === 0 ? (
            <div className="mt-6 max-w-prose">
              <p>
                Nothing matches {query.searchText ? <>“{query.searchText}”</> : "this search"}
                {data.activeFilters.length ? " with these filters" : ""}.
              </p>
              <p className="mt-2">Check the spelling, use fewer words, or remove a filter.</p>
              {data.firstHref ? (
                <p className="mt-2">
                  <Link to={data.firstHref} className="text-blue-800 underline">Back to the first results</Link>
                </p>
              ) : null}
            </div>
          ) : (
            <ol className="mt-4 space-y-3" aria-label="Results">
              {items.map((item) => (
                <li key={item.id} id={`result-${item.id}`}>
                  <SearchResultCard item={item} />
                </li>
              ))}
            </ol>
          )}

          <div className="sr-only" role="status">{announce}</div>

          <div className="mt-6 flex flex-wrap items-center gap-4">
            {data.firstHref ? (
              <Link to={data.firstHref} className="text-blue-800 underline">First results</Link>
            ) : null}
            {nextHref ? (
              <Link
                to={nextHref}
                rel="next"
                onClick={(event) => {
                  if (!isPlainLeftClick(event)) return;
                  event.preventDefault();
                  if (fetcher.state === "idle") fetcher.load(nextHref);
                }}
                aria-disabled={fetcher.state !== "idle" ? true : undefined}
                className="inline-block rounded border border-blue-900 px-4 py-2 font-semibold text-blue-900 hover:bg-blue-50"
              >
                {fetcher.state !== "idle" ? "Loading more results…" : "More results"}
              </Link>
            ) : null}
            {moreError ? (
              <p role="alert" className="text-red-800">
                More results could not be loaded. <a href={nextHref ?? data.href} className="underline">Try again</a>
              </p>
            ) : null}
          </div>
        </section>
      </div>
    </PageShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const page = data as SearchPageData | undefined;
  let title = "Search";
  if (page?.kind === "results") {
    title = page.query.searchText ? `Search results for “${page.query.searchText}”` : page.query.tagName ? `${page.query.tagName}: search` : "Search results";
  } else if (page?.kind === "bad") title = "Search could not be read";
  else if (page?.kind === "failed") title = "Search is not available";
  const description =
    page?.kind === "results" && page.query.searchText
      ? `Articles, news, case studies, videos, reports, events and more on the IndiaAI portal matching “${page.query.searchText}”.`
      : "Search the IndiaAI portal: articles, news, case studies, videos, research reports, events, startups, datasets, people, courses and AI standards.";
  const tags = [{ title: `${title} | IndiaAI` }, { name: "description", content: description }];
  // Pages that explain a problem are not worth indexing; result pages are (they are shareable URLs).
  return page?.kind === "bad" || page?.kind === "failed" ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">Search is not available right now</h1>
      <p className="mt-2" role="alert">
        Something went wrong ({status}). <a href="/search" className="text-blue-800 underline">Start a new search</a>
      </p>
      <div className="mt-4">
        <PlainSearchBox />
      </div>
    </PageShell>
  );
}
