/**
 * sitemap.xml: the landing pages and listings of every type, every published item, and the
 * static, policy, campaign, author and hub pages (GET /api/web/sitemap), with links built from
 * the content-type registry.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteInfo } from "~/content/loaders/site.server";
import { buildSitemap } from "~/content/sitemap";
import { getSitemap, upstreamErrorResponse } from "~/upstream/index.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  const [site, { items, ...pages }] = await Promise.all([siteInfo(args), getSitemap(args).catch(upstreamErrorResponse)]);
  return new Response(buildSitemap(site.origin, items, pages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
