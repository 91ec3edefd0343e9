import { AccountPage } from "~/accounts/AccountPage";
import { SocialButtons } from "~/accounts/SocialButtons";
import { pageMeta } from "~/forms/page-meta";
import { useT } from "~/i18n";
import { publicAccountsConfig } from "~/accounts/auth-config.server";
import { anonymousEntry } from "~/accounts/guards.server";
import { SignUpEmailForm } from "./signup-email";
import "~/accounts/messages";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/signup";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

export async function loader({ request }: Route.LoaderArgs) {
  const entry = await anonymousEntry(request);
  const config = publicAccountsConfig();
  return {
    ...entry,
    google: config.google,
    facebook: config.facebook,
    recaptchaSiteKey: config.recaptchaSiteKey,
    recaptchaScriptUrl: config.recaptchaScriptUrl,
  };
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { google, facebook, ...form } = loaderData;
  const t = useT();
  return (
    <AccountPage title={t("account.signUp.title")} intro={<p>{t("account.signUp.intro")}</p>}>
      <SocialButtons google={google} facebook={facebook} redirectTo={form.redirectTo} publish={form.publish} verb="signUp" />
      <SignUpEmailForm {...form} />
    </AccountPage>
  );
}

export const meta = pageMeta("account.signUp.title");
