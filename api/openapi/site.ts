import { z } from "zod";
import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Site settings, listings, search, visits, the sitemap and the newsletter sign-up. */
export function registerSitePaths({ error, path, body, lang }: OpenApiContext): void {
  const slugParam = z.object({ slug: z.string() });
  path(
    "get",
    "/web/settings",
    "Site settings (config=true) or meta (meta=true)",
    z.union([contract.SettingsConfigResponse, contract.SettingsMetaResponse]),
    {
      query: z.object({ config: z.enum(["true", "false"]).optional(), meta: z.enum(["true", "false"]).optional() }).merge(lang),
    },
  );
  path("get", "/web/page/home-pillar", "Home pillars", contract.HomePillarResponse, { query: lang });
  path("get", "/web/tag/group/{key}", "A tag group (sector, trending-tags)", contract.TagGroupResponse, {
    params: z.object({ key: z.enum(["sector", "trending-tags"]) }),
    query: lang,
  });
  path("get", "/search/recommendations", "Recommended items", contract.RecommendationsResponse, { query: lang });
  path("post", "/web/search/result", "Full-text search over both languages; answers in `lang`", contract.SearchResponse, {
    body: body(contract.SearchQuery),
    query: lang,
  });
  path(
    "post",
    "/web/search/miss",
    "The results page's word that a search of words alone found nothing: counted in `lang` if the words still find nothing",
    contract.Ok,
    { body: body(contract.SearchMissRequest), query: lang },
    { 429: json(error, "Too many writes") },
  );
  path(
    "post",
    "/web/recent/search",
    "Recent searches of a user or visitor",
    contract.RecentSearchResponse,
    { body: body(contract.RecentSearchRequest) },
    {
      401: json(error, "user_id without a token"),
      403: json(error, "user_id of another user"),
    },
  );
  path(
    "post",
    "/web/add/search",
    "Remember a search",
    contract.Ok,
    { body: body(contract.AddSearchRequest) },
    {
      401: json(error, "user_id without a token"),
      403: json(error, "user_id of another user"),
    },
  );
  path(
    "get",
    "/recommendations/since-last-visit",
    "Types with items new since the user's last visit",
    contract.SinceLastVisitResponse,
    undefined,
    {
      401: json(error, "No or invalid Bearer token"),
    },
    true,
  );
  path("get", "/log/{id}", "Count a visit", contract.Ok, { params: z.object({ id: z.number().int() }) });
  path(
    "post",
    "/log",
    "The portal's report of the visits it served (X-Portal-Secret)",
    contract.VisitReportResult,
    { body: body(contract.VisitReport) },
    {
      403: json(error, "Without the portal secret"),
    },
  );
  path("get", "/web/collections", "Paged listing with facets", contract.ListingResponse, { query: contract.ListingQuery });
  path("get", "/web/collections/{typeId}/{slug}", "An item and related items", contract.CollectionDetailResponse, {
    params: z.object({ typeId: z.number().int(), slug: z.string() }),
    query: lang,
  });
  path("get", "/web/hub/{slug}", "A pillar hub and its items", contract.HubResponse, { params: slugParam, query: lang });
  path("get", "/web/author/{slug}", "An author and their items", contract.AuthorResponse, { params: slugParam, query: lang });
  path("get", "/web/pages/{slug}", "A static, policy or campaign page", contract.PageResponse, { params: slugParam, query: lang });
  path(
    "get",
    "/web/sitemap",
    "Published items with after < id ≤ to (at most limit, by id; next_after continues) and the languages each exists in; static, policy, campaign, author and hub pages",
    contract.SitemapResponse,
    { query: lang.merge(contract.SitemapItemsQuery) },
  );
  path(
    "post",
    "/newsletter/save",
    "Subscribe to the newsletter (messages in `lang`)",
    contract.NewsletterResponse,
    { body: body(contract.NewsletterRequest), query: lang },
    {
      422: json(error, "Invalid e-mail (errors.email) or failed bot check (errors.token)"),
    },
  );
}
