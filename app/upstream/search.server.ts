import {
  AddSearchRequest,
  Ok,
  RecentSearchRequest,
  RecentSearchResponse,
  RecommendationsResponse,
  SearchMissRequest,
  SearchQuery,
  SearchResponse,
  type SearchQueryInput,
} from "../../contract";
import type { z } from "zod";
import { cached } from "./cache.server";
import { upstreamCall, type UpstreamArgs, upstreamScope } from "./core.server";

/** Who recent searches belong to: a signed-in user, else the browser's visitor id. */
export type SearchOwner = z.input<typeof RecentSearchRequest>;

/** GET /api/search/recommendations. */
export async function getRecommendations(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/search/recommendations", schema: RecommendationsResponse, auth: "none" })).data;
}

/** Recommendations are the same for everyone: cached for a minute, served stale when the upstream is down. */
export function getCachedRecommendations(args: UpstreamArgs) {
  const path = "/api/search/recommendations";
  return cached({
    key: `${upstreamScope(args)}${path}`,
    shortfall: args.context.shortfall,
    ttlMs: 60_000,
    getFresh: () => getRecommendations(args),
    onRefreshError: (error) => args.context.logger.warn({ path, err: String(error) }, "serving stale recommendations"),
  });
}

/** POST /api/web/search/result: collections and tags (under data). */
export async function searchResults(args: UpstreamArgs, query: SearchQueryInput, options: { timeoutMs?: number } = {}) {
  const body = SearchQuery.parse(query);
  return (
    await upstreamCall(args, {
      method: "POST",
      path: "/api/web/search/result",
      body,
      schema: SearchResponse,
      auth: "none",
      timeoutMs: options.timeoutMs,
    })
  ).data;
}

/**
 * POST /api/web/search/miss: a search of words alone on the results page found nothing; the API
 * counts it for the desk (docs/product/editorial.md#what-readers-tell-us) if the words still find
 * nothing. Callers do not wait for it.
 */
export async function reportSearchMiss(args: UpstreamArgs, searchText: string) {
  const body = SearchMissRequest.parse({ searchText });
  return upstreamCall(args, { method: "POST", path: "/api/web/search/miss", body, schema: Ok, auth: "none", timeoutMs: 2000 });
}

/** POST /api/web/recent/search: the visitor's recent searches, newest first. */
export async function getRecentSearches(args: UpstreamArgs, who: SearchOwner) {
  const body = RecentSearchRequest.parse(who);
  return (
    await upstreamCall(args, {
      method: "POST",
      path: "/api/web/recent/search",
      body,
      schema: RecentSearchResponse,
      auth: body.user_id === null ? "none" : "optional",
    })
  ).data;
}

/** POST /api/web/add/search: saves a search (callers ignore errors, docs/product/search.md#recent-searches). */
export async function addSearch(args: UpstreamArgs, input: z.input<typeof AddSearchRequest>) {
  const body = AddSearchRequest.parse(input);
  return upstreamCall(args, {
    method: "POST",
    path: "/api/web/add/search",
    body,
    schema: Ok,
    auth: body.user_id === null ? "none" : "optional",
    timeoutMs: 2000,
  });
}
