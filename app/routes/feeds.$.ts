/**
 * Atom feeds of listings, hubs and searches: /feeds/<page address>.xml with the page's query,
 * under /hi for Hindi (app/follow/href.ts, docs/decisions/0103).
 */
import { buildAtomFeed, feedUpdated } from "~/follow/atom";
import { conditionalXml } from "~/follow/conditional.server";
import { FeedError, loadFeed } from "~/follow/sources.server";
import { requestLanguage } from "~/i18n";
import { UpstreamError } from "~/upstream/core.server";
import type { Route } from "./+types/feeds.$";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rest = params["*"];
  if (!rest.endsWith(".xml")) return plain(404, "Feeds are at /feeds/<page>.xml");
  const pagePath = `/${rest.slice(0, -".xml".length)}`;
  const url = new URL(request.url);
  url.searchParams.delete("page");
  try {
    const feed = await loadFeed({ request, context }, requestLanguage(request), pagePath, url.searchParams);
    return conditionalXml(request, buildAtomFeed(feed), new Date(feedUpdated(feed.entries)), "application/atom+xml; charset=utf-8");
  } catch (error) {
    if (error instanceof FeedError) return plain(error.status, error.message);
    // The content API is slow or down: say so, and when to come back, like the pages do.
    if (error instanceof UpstreamError)
      return new Response("The feed is unavailable; try again soon", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
      });
    throw error;
  }
}
