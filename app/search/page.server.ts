/**
 * The search page's data: the URL → a validated query → one upstream search (and, for a new
 * search long enough, saving it to recent searches) → what the page renders. Kept out of the
 * route module so the route stays thin and this can be tested against the real API.
 *
 * A results page is the same for every browser without a cookie, so the page cache can share it
 * (docs/decisions/0130-shared-search-pages.md): it saves a search only for a visitor who already
 * has recent searches (a session or a visitor id: their page is their own), and the visitor id
 * is made on the way in, by the search box's redirect, never by the page.
 */
import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { isPlainSearch, type SearchQuery } from "../../contract/search";
import { defaultName } from "../../contract/saved-searches-constants";
import { UpstreamError, optional } from "~/upstream/core.server";
import { addSearch, reportSearchMiss, searchResults } from "~/upstream/search.server";
import { CONTENT_TYPES, pluralName } from "~/content/registry";
import { localePath, requestLanguage, translator, type Language } from "~/i18n";
import { DEFAULT_SORT_BY, shouldSaveSearch } from "./constants";
import { PUBLISHED_LABELS, SORT_LABELS } from "./fields";
import type { MessageKey } from "~/i18n";
import { ANONYMOUS, type Viewer } from "./links";
import { upstreamScope } from "~/upstream/core.server";
import {
  QUERY_PARAM,
  emptyQuery,
  hasFormFields,
  isRunnable,
  parseQueryData,
  parseSearchForm,
  searchHref,
  serializeQuery,
  withChange,
} from "./query";
import { cachedSearch } from "./result-cache.server";
import { toResultView, toTagLinks, type ResultView, type TagLink } from "./view";
import { searchOwnerFor } from "./visitor.server";
import { loadSearchDefaults, ownerOf } from "./suggest.server";
import type { SearchDefaults } from "./suggest-types";

export type SearchPageData =
  | { kind: "start"; query: SearchQuery; defaults: SearchDefaults }
  | { kind: "bad"; problems: string[]; searchText: string }
  | { kind: "failed"; query: SearchQuery; retryHref: string; status: number }
  | {
      kind: "results";
      query: SearchQuery;
      href: string;
      /** What "Save this search" sends: the query from its first page, and the name it suggests. */
      save: { queryData: string; name: string };
      results: ResultView[];
      tags: TagLink[];
      /** The content types a search can be narrowed to (sent with the data, so the browser
       *  bundle need not carry the whole content registry). */
      typeOptions: TypeOption[];
      /** Tags of the matching items; following one narrows the search to it (or widens back). */
      matchingTags: { name: string; href: string; selected: boolean }[];
      /** Filters in force, each with a link that removes it. */
      activeFilters: { label: string; removeHref: string }[];
      clearHref: string | null;
      total: number;
      /** 1-based position of the first result on this page. */
      from: number;
      nextIndex: number | null;
      nextHref: string | null;
      firstHref: string | null;
    };

export interface TypeOption {
  id: number;
  plural: string;
}
const typeOptions = (lang: Language): TypeOption[] => CONTENT_TYPES.map((t) => ({ id: t.id, plural: pluralName(t.id, null, lang) }));

const PUBLISHED: Record<string, MessageKey> = { ...PUBLISHED_LABELS };

function matchingTags(query: SearchQuery, names: string[]) {
  const all = [...new Set([...query.tags, ...names])].filter((n) => n !== query.tagName);
  return all.map((name) => {
    const selected = query.tags.includes(name);
    const tags = selected ? query.tags.filter((t) => t !== name) : [...query.tags, name];
    return { name, selected, href: searchHref(withChange(query, { tags })) };
  });
}

/** Labels of the filters in force in `lang`, with the (language-neutral) link that drops each one. */
export function activeFilters(query: SearchQuery, lang: Language = "en"): { label: string; removeHref: string }[] {
  const t = translator(lang);
  const out: { label: string; removeHref: string }[] = [];
  const add = (label: string, change: Partial<SearchQuery>) => out.push({ label, removeHref: searchHref(withChange(query, change)) });
  for (const id of query.collectionTypes) {
    add(t("search.active.type", { value: pluralName(id, null, lang) }), { collectionTypes: query.collectionTypes.filter((x) => x !== id) });
  }
  if (query.tagName) add(t("search.active.topic", { value: query.tagName }), { tagName: null });
  for (const tag of query.tags) add(t("search.active.tag", { value: tag }), { tags: query.tags.filter((x) => x !== tag) });
  for (const name of query.author_name)
    add(t("search.active.author", { value: name }), { author_name: query.author_name.filter((a) => a !== name) });
  if (query.published_date) {
    const window = PUBLISHED[query.published_date];
    const value = window ? t(window) : t("search.filters.inYear", { year: query.published_date });
    add(t("search.active.published", { value }), { published_date: null });
  }
  if (query.read_time !== null) add(t("search.active.readTime", { minutes: query.read_time }), { read_time: null });
  if (query.is_brand !== null) add(t(query.is_brand ? "search.active.brandOnly" : "search.active.brandExcluded"), { is_brand: null });
  if (query.sort_by !== DEFAULT_SORT_BY)
    add(t("search.active.sorted", { value: t(SORT_LABELS[query.sort_by]) }), { sort_by: DEFAULT_SORT_BY });
  return out;
}

const NO_STORE = { "Cache-Control": "no-cache" };

/**
 * /search without a query: what the header dropdown offers before typing (trending, the visitor's
 * recent searches, recommendations), as plain links, so visitors without JavaScript see it too.
 * Private: the recent searches are this visitor's.
 */
async function startPage(args: LoaderFunctionArgs, query: SearchQuery) {
  const { auth, owner } = await ownerOf(args.request);
  const viewer: Viewer = auth ? { signedIn: true, hasEmail: Boolean(auth.user.email) } : ANONYMOUS;
  const defaults = await loadSearchDefaults(args, owner, viewer);
  return data<SearchPageData>({ kind: "start", query, defaults }, { headers: { "Cache-Control": "private, no-cache" } });
}

/** A search worth remembering: its first page, with text long enough. */
function isNewSearch(query: SearchQuery): boolean {
  return query.nextIndex === 0 && shouldSaveSearch(query.searchText);
}

export async function loadSearchPage(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const lang = requestLanguage(request);
  const raw = url.searchParams.get(QUERY_PARAM);

  if (raw === null) {
    if (!hasFormFields(url.searchParams)) {
      return startPage(args, emptyQuery());
    }
    // The header box and the filter form are plain GET forms: normalise them to queryData.
    const parsed = parseSearchForm(url.searchParams);
    if (!parsed.ok) {
      return data<SearchPageData>(
        { kind: "bad", problems: parsed.problems, searchText: parsed.searchText },
        { status: 400, headers: NO_STORE },
      );
    }
    // A new search from the box or the filters: a browser without recent searches gets its
    // visitor id here, so the page it lands on saves the search (docs/product/search.md#recent-searches).
    const headers = new Headers();
    if (isNewSearch(parsed.query)) {
      const { auth, owner } = await ownerOf(request);
      if (!owner) await searchOwnerFor(request, auth?.user ?? null, headers);
    }
    throw redirect(localePath(lang, searchHref(parsed.query)), { headers });
  }

  const parsed = parseQueryData(raw);
  if (!parsed.ok) {
    return data<SearchPageData>(
      { kind: "bad", problems: parsed.problems, searchText: parsed.searchText },
      { status: 400, headers: NO_STORE },
    );
  }
  const query = parsed.query;
  if (!isRunnable(query)) {
    return startPage(args, query);
  }
  // One address per search, so the page cache keeps one copy of it: any other spelling (fields
  // out of order, defaults spelt out, spaces, other parameters) is sent to that address.
  const canonical = searchHref(query);
  if (url.search !== new URL(canonical, url).search) throw redirect(localePath(lang, canonical));

  const { auth, owner } = await ownerOf(request);
  const viewer: Viewer = auth ? { signedIn: true, hasEmail: Boolean(auth.user.email) } : ANONYMOUS;
  const headers = new Headers(NO_STORE);

  // A new search long enough is remembered for a visitor who has recent searches
  // (docs/product/search.md#recent-searches); failures to save are ignored.
  const save = owner && isNewSearch(query) ? optional(addSearch(args, { search_key: query.searchText, ...owner })) : null;

  try {
    const [answer] = await Promise.all([
      cachedSearch(`${upstreamScope(args)} ${serializeQuery(query)}`, () => searchResults(args, query), {
        shortfall: args.context.shortfall,
      }),
      save,
    ]);
    // A submitted search of words alone that found nothing is counted for the desk; the page
    // does not wait for it (docs/decisions/0129-what-readers-tell-us.md).
    if (answer.total === 0 && isPlainSearch(query)) countSearchMiss(args, query.searchText);
    const href = searchHref(query);
    return data<SearchPageData>(
      {
        kind: "results",
        query,
        href,
        save: { queryData: serializeQuery({ ...query, nextIndex: 0, tagsSearched: [] }), name: defaultName(query) ?? "" },
        results: answer.collections.map((item) => toResultView(item, viewer, lang)),
        tags: toTagLinks(answer.tags),
        typeOptions: typeOptions(lang),
        matchingTags: matchingTags(
          query,
          answer.tags.map((t) => t.name),
        ),
        activeFilters: activeFilters(query, lang),
        clearHref: activeFilters(query).length ? searchHref({ searchText: query.searchText }) : null,
        total: answer.total,
        from: query.nextIndex + 1,
        nextIndex: answer.nextIndex,
        nextHref: answer.nextIndex === null ? null : searchHref({ ...query, nextIndex: answer.nextIndex }),
        firstHref: query.nextIndex > 0 ? searchHref({ ...query, nextIndex: 0 }) : null,
      },
      { headers },
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The API rejected the query itself: explain it like any other bad search.
    if (error.status === 400 || error.status === 422) {
      const problems = error.apiError?.errors
        ? Object.entries(error.apiError.errors).flatMap(([field, messages]) => messages.map((m) => `${field}: ${m}`))
        : [error.apiError?.message ?? "The search could not be read."];
      return data<SearchPageData>({ kind: "bad", problems, searchText: query.searchText }, { status: 400, headers });
    }
    args.context.logger.warn({ status: error.status, path: error.path }, "search failed");
    const status = error.status === 0 || error.status === 429 ? 503 : 502;
    return data<SearchPageData>({ kind: "failed", query, retryHref: searchHref(query), status }, { status, headers });
  }
}

/** Tells the API a search found nothing, in the background: a failure costs one count, never the page. */
function countSearchMiss(args: LoaderFunctionArgs, searchText: string) {
  reportSearchMiss(args, searchText).catch((error: unknown) =>
    args.context.logger.warn({ err: String(error) }, "a search that found nothing was not counted"),
  );
}
