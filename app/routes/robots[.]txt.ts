/** robots.txt: everything public may be crawled; account and authoring pages may not. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteInfo } from "~/content/loaders/site.server";
import { buildRobots } from "~/content/sitemap";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await siteInfo({ request, context });
  return new Response(buildRobots(site.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
