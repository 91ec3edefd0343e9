/**
 * Data of the header dropdown (JavaScript only, read by fetch from /search/suggest): for empty
 * text the visitor's recent searches, trending tags and recommendations; for text, the top
 * result cards and the tags of the search. Every link is decided here, so the browser code
 * needs neither the registry nor the contract.
 */
import { requestLanguage } from "~/i18n";
import type { LoaderFunctionArgs } from "react-router";
import { getAuth } from "~/upstream/session.server";
import { optional } from "~/upstream/core.server";
import { getCollection } from "~/upstream/content.server";
import { getCachedRecommendations, getRecentSearches, searchResults, type SearchOwner } from "~/upstream/search.server";
import { getTrendingTags } from "~/upstream/settings.server";
import { upstreamScope } from "~/upstream/core.server";
import { DROPDOWN_RECOMMENDATIONS, DROPDOWN_RESULT_CARDS, RECENT_SEARCHES_SHOWN, TAGS_KEPT, TOPIC_CHIPS, isSearchable } from "./constants";
import { ANONYMOUS, PEOPLE_TYPE_ID, type Viewer } from "./links";
import { SEARCH_TEXT_MAX, cleanText, searchHref, serializeQuery } from "./query";
import { cachedSearch } from "./result-cache.server";
import { toResultView, toTagLinks, type ResultView } from "./view";
import type { SearchDefaults, SuggestData, SuggestItem } from "./suggest-types";
import { readVisitorId } from "./visitor.server";

export type { PersonView, SearchDefaults, SuggestItem, SuggestDefaults, SuggestResults, SuggestData } from "./suggest-types";

export async function ownerOf(request: Request) {
  const auth = await getAuth(request);
  if (auth) return { auth, owner: { user_id: auth.user.id, visitor_id: null } };
  const visitorId = await readVisitorId(request);
  return { auth: null, owner: visitorId ? { user_id: null, visitor_id: visitorId } : null };
}

async function withPerson(args: LoaderFunctionArgs, item: ResultView): Promise<SuggestItem> {
  if (item.typeId !== PEOPLE_TYPE_ID) return { ...item, person: null };
  // Cards carry no designation or organisation: the person's detail has them. Optional: the
  // popup still shows the title, excerpt and image when this call fails.
  const detail = await optional(getCollection(args, PEOPLE_TYPE_ID, item.slug));
  const attrs = detail?.item.attributes;
  return {
    ...item,
    person: {
      title: item.title,
      designation: attrs?.designation ?? null,
      organisation: attrs?.organisation ?? null,
      bio: attrs?.bio ?? item.excerpt,
      image: item.image,
      href: `/people/${item.slug}`,
      lang: item.lang,
    },
  };
}

/**
 * What a visitor sees before typing: their recent searches, trending tags and recommendations.
 * The header dropdown shows it (with JavaScript) and so does /search without a query (without).
 * Each part is optional: a failed call leaves it empty.
 */
export async function loadSearchDefaults(args: LoaderFunctionArgs, owner: SearchOwner | null, viewer: Viewer): Promise<SearchDefaults> {
  const lang = requestLanguage(args.request);
  const [recent, trending, recommendations] = await Promise.all([
    owner ? optional(getRecentSearches(args, owner), []) : Promise.resolve([]),
    optional(getTrendingTags(args), []),
    optional(getCachedRecommendations(args), []),
  ]);
  const keys = [...new Set(recent.map((r) => cleanText(r.key)).filter(Boolean))].slice(0, RECENT_SEARCHES_SHOWN);
  return {
    recent: keys.map((key) => ({ key, href: searchHref({ searchText: key }) })),
    trending: toTagLinks(trending.slice(0, TOPIC_CHIPS)),
    recommendations: recommendations.slice(0, DROPDOWN_RECOMMENDATIONS).map((item) => toResultView(item, viewer, lang)),
  };
}

export async function loadSuggestions(args: LoaderFunctionArgs): Promise<{ status: number; body: SuggestData | { message: string } }> {
  const url = new URL(args.request.url);
  const lang = requestLanguage(args.request);
  const rawText = url.searchParams.get("text") ?? "";
  if (rawText.length > SEARCH_TEXT_MAX) {
    return { status: 400, body: { message: `The search text is too long: at most ${SEARCH_TEXT_MAX} characters.` } };
  }
  const text = cleanText(rawText);
  const { auth, owner } = await ownerOf(args.request);
  const viewer: Viewer = auth ? { signedIn: true, hasEmail: Boolean(auth.user.email) } : ANONYMOUS;

  if (!isSearchable(text)) {
    const defaults = await loadSearchDefaults(args, owner, viewer);
    return {
      status: 200,
      body: {
        kind: "defaults",
        ...defaults,
        recommendations: await Promise.all(defaults.recommendations.map((item) => withPerson(args, item))),
      },
    };
  }

  // A dropdown search must be quick: fail fast and let the browser show the error.
  const answer = await cachedSearch(
    `${upstreamScope(args)} ${serializeQuery({ searchText: text })}`,
    () => searchResults(args, { searchText: text }, { timeoutMs: 3000 }),
    { shortfall: args.context.shortfall },
  );
  return {
    status: 200,
    body: {
      kind: "results",
      text,
      allHref: searchHref({ searchText: text }),
      total: answer.total,
      results: await Promise.all(
        answer.collections.slice(0, DROPDOWN_RESULT_CARDS).map((item) => withPerson(args, toResultView(item, viewer, lang))),
      ),
      tags: toTagLinks(answer.tags.slice(0, TAGS_KEPT)),
    },
  };
}
