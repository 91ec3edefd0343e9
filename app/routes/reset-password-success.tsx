import { Link } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { Notice } from "~/components/forms/Notice";
import { pageMeta } from "~/forms/page-meta";
import { useLocalePath, useT } from "~/i18n";
import { requireAnonymous } from "~/accounts/guards.server";
import "~/accounts/messages";
import type { Route } from "./+types/reset-password-success";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

export default function ResetPasswordSuccess() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <AccountPage title={t("account.reset.doneTitle")}>
      <Notice tone="success">{t("account.reset.doneText")}</Notice>
      <p>
        <Link to={lp("/signin-email")} className="font-semibold text-blue-800 underline">
          {t("account.signIn.title")}
        </Link>
      </p>
    </AccountPage>
  );
}

export const meta = pageMeta("account.reset.donePageTitle");
