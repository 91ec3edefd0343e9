import type { CampaignStatus } from "../../contract";
import { STATUS_CLASS, STATUS_LABEL } from "~/campaigns/present";
import { formatDateTime } from "~/content/format";
import { useLanguage, useT } from "~/i18n";
import "~/campaigns/messages";

/** The status in words, as a badge ("Status: Closing soon"). */
export function StatusBadge({ status }: { status: CampaignStatus }) {
  const t = useT();
  return (
    <span className={`inline-block rounded border-2 px-2 py-0.5 text-sm font-semibold ${STATUS_CLASS[status]}`}>
      <span className="sr-only">{t("campaigns.status.label")} </span>
      {t(STATUS_LABEL[status])}
    </span>
  );
}

/** Opening and closing date and time, in India time whatever the reader's clock says. */
export function CampaignDates({ opensAt, closesAt }: { opensAt: string; closesAt: string }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold">{t("campaigns.dates.opens")}</dt>
      <dd>
        <time dateTime={opensAt}>{formatDateTime(opensAt, lang)}</time> ({t("campaigns.dates.ist")})
      </dd>
      <dt className="font-semibold">{t("campaigns.dates.closes")}</dt>
      <dd>
        <time dateTime={closesAt}>{formatDateTime(closesAt, lang)}</time> ({t("campaigns.dates.ist")})
      </dd>
    </dl>
  );
}
