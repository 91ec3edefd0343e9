import {
  AuthorResponse,
  CollectionDetailResponse,
  HubResponse,
  ListingResponse,
  PageResponse,
  SitemapRangesResponse,
  SitemapResponse,
  type ListingQuery,
} from "../../contract";
import { cached } from "./cache.server";
import { upstreamCall, type UpstreamArgs, upstreamScope } from "./core.server";

type ListingParams = Partial<Omit<ListingQuery, "featured">> & { featured?: boolean };

function listingPath(query: ListingParams) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api/web/collections${qs ? `?${qs}` : ""}`;
}

/** GET /api/web/collections?…: a page of cards. */
export async function getListing(args: UpstreamArgs, query: ListingParams = {}) {
  return (await upstreamCall(args, { path: listingPath(query), schema: ListingResponse, auth: "none" })).data;
}

/** The latest items (home page): cached briefly, and served stale when the upstream is down. */
export function getLatest(args: UpstreamArgs, perPage = 8) {
  const path = listingPath({ per_page: perPage, sort: "latest" });
  return cached({
    key: `${upstreamScope(args)}${path}`,
    shortfall: args.context.shortfall,
    ttlMs: 30_000,
    getFresh: () => getListing(args, { per_page: perPage, sort: "latest" }),
    onRefreshError: (error) => args.context.logger.warn({ path, err: String(error) }, "serving stale latest items"),
  });
}

/** GET /api/web/collections/{typeId}/{slug}: an item and related cards. */
export async function getCollection(args: UpstreamArgs, typeId: number, slug: string) {
  const path = `/api/web/collections/${typeId}/${encodeURIComponent(slug)}`;
  return (await upstreamCall(args, { path, schema: CollectionDetailResponse, auth: "optional" })).data;
}

/** GET /api/web/hub/{slug}: a pillar and its items. */
export async function getHub(args: UpstreamArgs, slug: string) {
  const path = `/api/web/hub/${encodeURIComponent(slug)}`;
  return (await upstreamCall(args, { path, schema: HubResponse, auth: "none" })).data;
}

/** GET /api/web/author/{slug}. */
export async function getAuthor(args: UpstreamArgs, slug: string) {
  const path = `/api/web/author/${encodeURIComponent(slug)}`;
  return (await upstreamCall(args, { path, schema: AuthorResponse, auth: "none" })).data;
}

/** GET /api/web/pages/{slug}: static, policy and campaign pages. */
export async function getPage(args: UpstreamArgs, slug: string) {
  const path = `/api/web/pages/${encodeURIComponent(slug)}`;
  return (await upstreamCall(args, { path, schema: PageResponse, auth: "none" })).data;
}

/** GET /api/web/sitemap: the items, and the pages, authors and hubs. */
export async function getSitemap(args: UpstreamArgs, range: { after: number; to: number; limit: number }) {
  const path = `/api/web/sitemap?after=${range.after}&to=${range.to}&limit=${range.limit}`;
  const { data: items, ...pages } = await upstreamCall(args, { path, schema: SitemapResponse, auth: "none" });
  return { items, ...pages };
}

/** GET /api/web/sitemap/ranges: the blocks of ids that hold published items (sitemap.xml's files). */
export async function getSitemapRanges(args: UpstreamArgs) {
  return upstreamCall(args, { path: "/api/web/sitemap/ranges", schema: SitemapRangesResponse, auth: "none" });
}
