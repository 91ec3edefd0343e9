/**
 * sitemap.xml: a sitemap index (docs/decisions/0103). One file of the landing, listing, static,
 * policy, campaign, author and hub pages, and one file per block of item ids, each within the
 * protocol's 50 000 addresses, so the index scales with the number of items without ever
 * loading them all (app/routes/sitemap.$file.ts).
 */
import { siteInfo } from "~/content/loaders/site.server";
import { SITEMAP_HEADERS, buildSitemapIndex } from "~/site/sitemap";
import { getSitemapRanges, upstreamErrorResponse } from "~/upstream/index.server";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ request, context }: Route.LoaderArgs) {
  const args = { request, context };
  const [site, ranges] = await Promise.all([siteInfo(args), getSitemapRanges(args).catch(upstreamErrorResponse)]);
  return new Response(buildSitemapIndex(site.origin, ranges.data), { headers: SITEMAP_HEADERS });
}
