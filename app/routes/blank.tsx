import { Link } from "react-router";
import { BlankLayout } from "~/chrome/Layouts";
import { pageMeta } from "~/forms/page-meta";
import { useLocalePath, useT } from "~/i18n";
import "~/campaigns/messages";

/** docs/product/campaigns.md#the-blank-page-and-old-addresses's /blank: the blank layout (no header, menus or footer), with a way back home. */
export default function Blank() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <BlankLayout>
      <div className="mx-auto max-w-2xl p-6">
        <h1 className="text-3xl font-bold">{t("campaigns.blank.title")}</h1>
        <p className="mt-4 text-lg">{t("campaigns.blank.body")}</p>
        <p className="mt-6">
          <Link to={lp("/")} className="font-semibold text-blue-800 underline">
            {t("campaigns.blank.home")}
          </Link>
        </p>
      </div>
    </BlankLayout>
  );
}

export const meta = pageMeta("campaigns.blank.title");
