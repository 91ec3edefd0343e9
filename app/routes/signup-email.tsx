import { data } from "react-router";
import { Form, Link, useNavigation } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { BotCheck } from "~/accounts/BotCheck";
import { formErrors } from "~/components/forms/form-errors";
import { SignUpSchema } from "~/accounts/schemas";
import { hasConsent } from "~/accounts/consent.server";
import { ErrorSummary, Honeypot, richText, TextField } from "~/components/forms";
import { formatConsentDate, PASSWORD_MIN } from "../../contract/accounts-constants";
import { pageMeta } from "~/forms/page-meta";
import { HONEYPOT_FILLED, isBot, parseSubmission } from "~/forms/submission";
import { localePath, requestLanguage, useLocalePath, useT } from "~/i18n";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import { publicAccountsConfig } from "~/accounts/auth-config.server";
import { targetFrom } from "~/accounts/auth.server";
import { anonymousEntry, requireAnonymous } from "~/accounts/guards.server";
import { localRedirect } from "~/accounts/local-redirect.server";
import { register } from "~/upstream/accounts.server";
import "~/accounts/messages";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/signup-email";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

/**
 * Sign-up with name, e-mail and password (POST /api/register). The API answers the same for a new
 * and an already registered address, so the page does too: "check your e-mail", then sign in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const entry = await anonymousEntry(request);
  const config = publicAccountsConfig();
  return {
    ...entry,
    sent: new URL(request.url).searchParams.get("sent") === "1",
    recaptchaSiteKey: config.recaptchaSiteKey,
    recaptchaScriptUrl: config.recaptchaScriptUrl,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  await requireAnonymous(request);
  const formData = await request.formData();
  const submission = parseSubmission(formData, SignUpSchema);
  if (isBot(formData))
    return data({ result: submission.reply({ formErrors: [HONEYPOT_FILLED], hideFields: ["password"] }) }, { status: 400 });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { name, email, password } = submission.value;
  const consent = hasConsent(request);
  try {
    await register(args, {
      name,
      email,
      password,
      consent_accepted: consent,
      consent_date: consent ? formatConsentDate() : undefined,
      token: String(formData.get("g-recaptcha-response") ?? "") || null,
    });
    const next = new URLSearchParams({ sent: "1" });
    const lang = requestLanguage(request);
    const target = targetFrom(formData, lang);
    if (target.path !== localePath(lang, "/")) next.set("redirectTo", target.path);
    if (target.publish) next.set("publish", "true");
    return localRedirect(request, `/signup-email?${next}`);
  } catch (error) {
    // The bot check's token is shown at the bot check.
    const { status, fieldErrors } = upstreamFormFailure(error, {
      unavailable: "account.signUp.unavailable",
      renameFields: { token: "bot" },
    });
    return data({ result: submission.reply({ fieldErrors, hideFields: ["password"] }) }, { status });
  }
}

export default function SignUpEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, ...form } = loaderData;
  const t = useT();
  if (sent) return <CheckYourEmail redirectTo={form.redirectTo} publish={form.publish} />;
  return (
    <AccountPage title={t("account.signUp.emailTitle")}>
      <SignUpEmailForm {...form} actionData={actionData} />
    </AccountPage>
  );
}

function CheckYourEmail({ redirectTo, publish }: { redirectTo?: string; publish?: boolean }) {
  const signIn = new URLSearchParams();
  if (redirectTo) signIn.set("redirectTo", redirectTo);
  if (publish) signIn.set("publish", "true");
  const query = signIn.toString();
  const t = useT();
  const lp = useLocalePath();
  return (
    <AccountPage title={t("account.checkEmail.title")}>
      <div role="status">
        <p>{t("account.checkEmail.sent")}</p>
        <p className="mt-3">{t("account.checkEmail.signIn")}</p>
      </div>
      <p className="mt-6">
        <Link to={lp(`/signin-email${query ? `?${query}` : ""}`)} className="font-semibold text-blue-800 underline">
          {t("account.signIn.title")}
        </Link>
      </p>
    </AccountPage>
  );
}

/** Also on /signup; it posts here, so only this page has an action answer to pass in. */
export function SignUpEmailForm({
  redirectTo,
  publish,
  recaptchaSiteKey,
  recaptchaScriptUrl,
  actionData,
}: {
  redirectTo?: string;
  publish?: boolean;
  recaptchaSiteKey: string | null;
  recaptchaScriptUrl: string;
  actionData?: Route.ComponentProps["actionData"];
}) {
  const navigation = useNavigation();
  const t = useT();
  const lp = useLocalePath();
  const busy = navigation.state === "submitting" && Boolean(navigation.formAction?.startsWith(lp("/signup-email")));
  const back = new URLSearchParams();
  if (redirectTo) back.set("redirectTo", redirectTo);
  if (publish) back.set("publish", "true");
  const query = back.toString() ? `?${back}` : "";
  const errors = formErrors(actionData?.result, [
    ["name", "signup-name"],
    ["email", "signup-email"],
    ["password", "signup-password"],
    ["bot", "bot-check"],
  ]);
  return (
    <>
      <ErrorSummary id="signup-errors" errors={errors.summary} />
      {/* The query stays in the action so a failed attempt's page still knows the way back. */}
      <Form method="post" action={lp(`/signup-email${query}`)} noValidate className="space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {publish ? <input type="hidden" name="publish" value="true" /> : null}
        <TextField
          id="signup-name"
          name="name"
          label={t("account.field.fullName")}
          autoComplete="name"
          defaultValue={errors.value("name")}
          errors={errors.byField("name")}
        />
        <TextField
          id="signup-email"
          name="email"
          type="email"
          label={t("account.field.email")}
          autoComplete="email"
          spellCheck={false}
          defaultValue={errors.value("email")}
          errors={errors.byField("email")}
        />
        <TextField
          id="signup-password"
          name="password"
          type="password"
          label={t("account.field.password")}
          hint={t("account.signUp.passwordHint", { min: PASSWORD_MIN })}
          autoComplete="new-password"
          errors={errors.byField("password")}
        />
        <BotCheck siteKey={recaptchaSiteKey} scriptUrl={recaptchaScriptUrl} error={errors.byField("bot")?.[0]} />
        <p className="text-sm text-slate-700">
          {richText(t("account.signUp.agree"), {
            terms: (
              <Link to={lp("/terms")} className="underline">
                {t("account.signUp.terms")}
              </Link>
            ),
            privacy: (
              <Link to={lp("/privacy-policy")} className="underline">
                {t("account.signUp.privacy")}
              </Link>
            ),
          })}
        </p>
        <SubmitButton busy={busy} busyLabel={t("account.signUp.busy")}>
          {t("account.signUp.submit")}
        </SubmitButton>
        <Honeypot />
      </Form>
      <p className="mt-6">
        {t("account.signUp.haveAccount")}{" "}
        <Link to={lp("/signin")} className="font-semibold text-blue-800 underline">
          {t("account.signIn.title")}
        </Link>
      </p>
    </>
  );
}

export const meta = pageMeta("account.signUp.emailTitle");
