/** robots.txt: everything public may be crawled; account and authoring pages may not. */
import { siteInfo } from "~/content/loaders/site.server";
import { buildRobots } from "~/site/sitemap";
import type { Route } from "./+types/robots[.]txt";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await siteInfo({ request, context });
  return new Response(buildRobots(site.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
