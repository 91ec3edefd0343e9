import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import type { Campaign } from "../../contract";
import { StandardLayout } from "~/chrome/Layouts";
import { InLanguage } from "~/chrome/Language";
import { RichText } from "~/content/RichText";
import { pageTitleClass } from "~/content/styles";
import { isOpen, KIND_LABEL } from "~/campaigns/present";
import { formatDateTime } from "~/content/format";
import { useLanguage, useLocalePath, useT, type Language } from "~/i18n";
import { CampaignDates, StatusBadge } from "./CampaignMeta";
import { ConsultationForm } from "./ConsultationForm";
import "~/campaigns/messages";

const sectionTitle = "mt-8 text-2xl font-bold";

/**
 * A campaign or call page: status badge, dates, eligibility, how to apply, then the body; a
 * consultation adds its draft's sections and the feedback form while it is open.
 */
export function CampaignPage({
  campaign,
  body,
  updated,
  formResult,
}: {
  campaign: Campaign;
  body: string;
  updated: string;
  formResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const lang = useLanguage();
  const lp = useLocalePath();
  const consultation = campaign.kind === "consultation";
  return (
    <StandardLayout>
      <article className="mx-auto max-w-3xl">
        <p className="mb-3">
          <Link to={lp("/campaigns")} className="text-blue-800 underline">
            {t("campaigns.index.title")}
          </Link>
        </p>
        <InLanguage lang={campaign.lang as Language}>
          <p className="font-semibold text-slate-700">{t(KIND_LABEL[campaign.kind])}</p>
          <h1 className={pageTitleClass}>{campaign.title}</h1>
          {campaign.excerpt ? <p className="mt-3 text-lg text-slate-700">{campaign.excerpt}</p> : null}
        </InLanguage>
        <div className="mt-4 space-y-2 rounded border border-slate-300 bg-white p-4">
          <StatusBadge status={campaign.status} />
          <CampaignDates opensAt={campaign.opens_at} closesAt={campaign.closes_at} />
        </div>
        <p className="mt-2 text-sm text-slate-600">
          {t("content.page.updated")} <time dateTime={campaign.updated_at}>{updated}</time>
        </p>
        <InLanguage lang={campaign.lang as Language} note={false}>
          <h2 className={sectionTitle}>{t("campaigns.eligibility")}</h2>
          <p className="mt-2 text-lg">{campaign.eligibility}</p>
          <h2 className={sectionTitle}>{t(consultation ? "campaigns.howToComment" : "campaigns.howToApply")}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-lg">
            {campaign.how_to_apply.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </InLanguage>
        {!consultation ? <ApplyLine campaign={campaign} /> : null}
        <h2 className={sectionTitle}>{t("campaigns.about")}</h2>
        <div className="mt-4">
          <InLanguage lang={campaign.lang as Language} note={false}>
            <RichText html={body} />
          </InLanguage>
        </div>
        {consultation ? (
          <>
            <h2 className={sectionTitle}>{t("campaigns.draft")}</h2>
            <InLanguage lang={campaign.lang as Language} note={false}>
              {campaign.sections.map((s) => (
                <section key={s.id} aria-labelledby={`section-${s.id}`} className="mt-4">
                  <h3 id={`section-${s.id}`} className="text-xl font-semibold">
                    {s.title}
                  </h3>
                  <p className="mt-1 text-lg">{s.body}</p>
                </section>
              ))}
            </InLanguage>
            <div className="mt-10 border-t-4 border-blue-800 pt-6">
              {isOpen(campaign.status) ? (
                <ConsultationForm slug={campaign.slug} sections={campaign.sections} result={formResult} />
              ) : (
                <p className="text-lg font-semibold" role="status">
                  {campaign.status === "closed"
                    ? t("campaigns.consultation.closed")
                    : t("campaigns.consultation.upcoming", { date: formatDateTime(campaign.opens_at, lang) })}
                </p>
              )}
            </div>
          </>
        ) : null}
      </article>
    </StandardLayout>
  );
}

function ApplyLine({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const lang = useLanguage();
  if (campaign.status === "closed") return <p className="mt-4 text-lg font-semibold">{t("campaigns.applyClosed")}</p>;
  if (campaign.status === "upcoming")
    return <p className="mt-4 text-lg font-semibold">{t("campaigns.applyUpcoming", { date: formatDateTime(campaign.opens_at, lang) })}</p>;
  if (!campaign.apply_url) return null;
  return (
    <p className="mt-4">
      <a
        href={campaign.apply_url}
        className="inline-block rounded bg-blue-800 px-4 py-2 font-semibold text-white underline hover:bg-blue-900"
        rel="noopener"
      >
        {t("campaigns.apply")}
      </a>
    </p>
  );
}
