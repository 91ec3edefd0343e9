/** Author pages: the contributor and their items. */
import { newestDate } from "~/chrome/last-updated";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { localePath, requestLanguage, translator } from "~/i18n";
import { getAuthor } from "~/upstream/index.server";
import { isValidSlug, pluralName } from "../registry";
import { toCardView } from "../view";
import { siteInfo, notFound, rethrowUpstream, type Seo, absolute } from "./site.server";

export async function loadAuthor({ request, context, params }: LoaderFunctionArgs) {
  const args = { request, context };
  const lang = requestLanguage(request);
  if (params.slug === undefined) throw redirect(localePath(lang, "/people/all"), 302);
  if (!isValidSlug(params.slug)) notFound();
  const slug = params.slug.toLowerCase();
  const [site, data] = await Promise.all([siteInfo(args), getAuthor(args, slug).catch(rethrowUpstream)]);
  return {
    author: data.author,
    items: data.items.map((i) => toCardView(i, lang)),
    lastUpdated: newestDate(data.items.map((i) => i.updated_at)),
    people: pluralName(18, null, lang),
    seo: {
      title: data.author.name,
      description:
        data.author.bio ||
        [data.author.designation, data.author.organisation].filter(Boolean).join(", ") ||
        translator(lang)("content.author.contributionsBy", { name: data.author.name }),
      url: `${site.origin}${localePath(lang, `/author/${slug}`)}`,
      image: absolute(site, data.author.image_url),
      imageAlt: data.author.name,
      siteName: site.siteName,
      ogType: "profile",
    } satisfies Seo,
    origin: site.origin,
  };
}
