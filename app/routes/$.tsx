import { PoliciesLayout, StandardLayout } from "~/chrome/Layouts";
import { BrowseError, errorMeta } from "~/content/BrowseError";
import { RichText } from "~/content/RichText";
import { pageTitleClass } from "~/content/styles";
import { siteInfo } from "~/content/loaders/site.server";
import { metaTags } from "~/content/meta";
import { isValidSlug } from "~/content/registry";
import { sanitizeBody } from "~/content/sanitize.server";
import { formatDate } from "~/content/format";
import { languageOfPath, localePath, requestLanguage, textLanguage, useT } from "~/i18n";
import { InLanguage } from "~/chrome/Language";
import { getPage } from "~/upstream/content.server";
import { findCampaign } from "~/upstream/campaigns.server";
import { CampaignPage } from "~/campaigns/CampaignPage";
import { upstreamErrorResponse } from "~/upstream/core.server";
import type { Route } from "./+types/$";

/**
 * Every URL no other route claims. A single-segment path may be a static, policy or campaign
 * page of the upstream (/about-us, /privacy-policy, /raise, hackathon calls…); anything else is
 * the not-found page with status 404. Throwing from the loader (rather than letting the router find
 * no match) keeps the root loader, so the header and footer render.
 */
export async function loader(args: Route.LoaderArgs) {
  const slug = args.params["*"];
  if (!isValidSlug(slug)) throw new Response("Not Found", { status: 404 });
  const lang = requestLanguage(args.request);
  const [page, site] = await Promise.all([getPage(args, slug).catch(upstreamErrorResponse), siteInfo(args)]);
  // A campaign page also has dates, a status and how to apply (decision 0097).
  const campaign = page.kind === "campaign" ? await findCampaign(args, slug) : null;
  return {
    campaign,
    lastUpdated: page.updated_at,
    page: { ...page, body: sanitizeBody(page.body), updated: formatDate(page.updated_at, lang), lang: textLanguage(page) },
    seo: {
      title: page.title,
      description: page.excerpt ?? page.title,
      url: `${site.origin}${localePath(lang, `/${page.slug}`)}`,
      siteName: site.siteName,
    },
  };
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page, campaign } = loaderData;
  const t = useT();
  if (campaign) return <CampaignPage campaign={campaign} body={page.body} updated={page.updated} />;
  const Layout = page.kind === "policy" ? PoliciesLayout : StandardLayout;
  return (
    <Layout>
      <article className="mx-auto max-w-3xl">
        <InLanguage lang={page.lang}>
          <h1 className={pageTitleClass}>{page.title}</h1>
          {page.excerpt ? <p className="mt-3 text-lg text-slate-700">{page.excerpt}</p> : null}
        </InLanguage>
        <p className="mt-2 text-sm text-slate-600">
          {t("content.page.updated")} <time dateTime={page.updated_at}>{page.updated}</time>
        </p>
        <div className="mt-8">
          <InLanguage lang={page.lang} note={false}>
            <RichText html={page.body} />
          </InLanguage>
        </div>
      </article>
    </Layout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.seo) : errorMeta(error, languageOfPath(location.pathname));

export function ErrorBoundary() {
  return <BrowseError />;
}
