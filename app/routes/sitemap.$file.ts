/**
 * The files of the sitemap index: /sitemap/pages.xml (every page that is not an item) and
 * /sitemap/items-<block>.xml (the published items with ids in that block).
 */
import { SITEMAP_BLOCK, SITEMAP_MAX_ID } from "../../contract";
import { siteInfo } from "~/content/loaders/site.server";
import { SITEMAP_HEADERS, buildItemSitemap, buildSitemap } from "~/site/sitemap";
import { getSitemap, upstreamErrorResponse } from "~/upstream/index.server";
import type { Route } from "./+types/sitemap.$file";

const ITEMS_FILE = /^items-(0|[1-9][0-9]{0,8})\.xml$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const args = { request, context };
  const { file } = params;
  const items = ITEMS_FILE.exec(file);
  const block = items ? Number(items[1]) : null;
  if ((file !== "pages.xml" && !items) || (block !== null && block * SITEMAP_BLOCK >= SITEMAP_MAX_ID)) {
    return new Response("No such sitemap file", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // The pages file asks for no items (to=0); an items file for its block, in one call of at most a block.
  const range =
    block === null
      ? { after: 0, to: 0, limit: 1 }
      : { after: block * SITEMAP_BLOCK, to: Math.min((block + 1) * SITEMAP_BLOCK, SITEMAP_MAX_ID), limit: SITEMAP_BLOCK };
  const [site, sitemap] = await Promise.all([siteInfo(args), getSitemap(args, range).catch(upstreamErrorResponse)]);
  const xml = block === null ? buildSitemap(site.origin, [], sitemap) : buildItemSitemap(site.origin, sitemap.items);
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
