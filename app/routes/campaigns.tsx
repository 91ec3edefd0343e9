import { Link } from "react-router";
import { KIND_LABEL } from "~/campaigns/present";
import { StandardLayout } from "~/chrome/Layouts";
import { CampaignDates, StatusBadge } from "~/campaigns/CampaignMeta";
import { pageTitleClass } from "~/content/styles";
import { pageMeta } from "~/forms/page-meta";
import { useLanguage, useLocalePath, useT, type Language } from "~/i18n";
import { listCampaigns } from "~/upstream/campaigns.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import "~/campaigns/messages";
import type { Route } from "./+types/campaigns";

/** Every campaign and call: open ones first, then upcoming, then closed (the API's order). */
export async function loader(args: Route.LoaderArgs) {
  return { campaigns: await listCampaigns(args).catch(upstreamErrorResponse) };
}

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  const page = useLanguage();
  return (
    <StandardLayout>
      <div className="mx-auto max-w-4xl">
        <h1 className={pageTitleClass}>{t("campaigns.index.title")}</h1>
        <p className="mt-3 text-lg text-slate-700">{t("campaigns.index.intro")}</p>
        {campaigns.length === 0 ? <p className="mt-6">{t("campaigns.index.empty")}</p> : null}
        <ul className="mt-6 space-y-4">
          {campaigns.map((c) => (
            <li key={c.slug} className="rounded border border-slate-300 bg-white p-4">
              <p className="text-sm font-semibold text-slate-700">{t(KIND_LABEL[c.kind])}</p>
              <h2 className="mt-1 text-xl font-bold" lang={c.lang === page ? undefined : (c.lang as Language)}>
                <Link to={lp(`/${c.slug}`)} className="text-blue-900 underline">
                  {c.title}
                </Link>
              </h2>
              {c.excerpt ? (
                <p className="mt-1 text-slate-700" lang={c.lang === page ? undefined : (c.lang as Language)}>
                  {c.excerpt}
                </p>
              ) : null}
              <div className="mt-3 space-y-2">
                <StatusBadge status={c.status} />
                <CampaignDates opensAt={c.opens_at} closesAt={c.closes_at} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </StandardLayout>
  );
}

export const meta = pageMeta("campaigns.index.title");
