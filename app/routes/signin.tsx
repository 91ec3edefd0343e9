import { AccountPage } from "~/accounts/AccountPage";
import { Notice } from "~/components/forms/Notice";
import { SocialButtons } from "~/accounts/SocialButtons";
import { pageMeta } from "~/forms/page-meta";
import { useT, type MessageKey } from "~/i18n";
import { publicAccountsConfig } from "~/accounts/auth-config.server";
import { anonymousEntry } from "~/accounts/guards.server";
import { SignInEmailForm } from "./signin-email";
import "~/accounts/messages";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/signin";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

/** Why a social sign-in came back here: fixed texts, never text from the URL. */
const NOTICES: Record<string, MessageKey> = {
  cancelled: "account.signIn.cancelled",
  failed: "account.signIn.failed",
  unavailable: "account.signIn.unavailable",
};

export async function loader({ request }: Route.LoaderArgs) {
  const entry = await anonymousEntry(request);
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  const config = publicAccountsConfig();
  return {
    ...entry,
    google: config.google,
    facebook: config.facebook,
    notice: error && Object.hasOwn(NOTICES, error) ? NOTICES[error] : null,
  };
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { redirectTo, publish, google, facebook, notice } = loaderData;
  const t = useT();
  return (
    <AccountPage title={t("account.signIn.title")} intro={<p>{t(publish ? "account.signIn.introPublish" : "account.signIn.intro")}</p>}>
      {notice ? <Notice tone="error">{t(notice)}</Notice> : null}
      <SocialButtons google={google} facebook={facebook} redirectTo={redirectTo} publish={publish} />
      <SignInEmailForm redirectTo={redirectTo} publish={publish} />
    </AccountPage>
  );
}

export const meta = pageMeta("account.signIn.title");
