import { data, Form, Link, useNavigation } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { BotCheck } from "~/accounts/BotCheck";
import { formErrors } from "~/components/forms/form-errors";
import { SignInSchema } from "~/accounts/schemas";
import { ErrorSummary, Honeypot, TextField } from "~/components/forms";
import { pageMeta } from "~/forms/page-meta";
import { HONEYPOT_FILLED, isBot, parseSubmission } from "~/forms/submission";
import { requestLanguage, useLocalePath, useT } from "~/i18n";
import { publicAccountsConfig } from "~/accounts/auth-config.server";
import {
  authenticatorFor,
  completeSignIn,
  SignInError,
  signInFailureStatus,
  signInNeedsBotCheck,
  targetFrom,
} from "~/accounts/auth.server";
import { anonymousEntry, requireAnonymous } from "~/accounts/guards.server";
import "~/accounts/messages";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/signin-email";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

/** Sign-in with e-mail and password: remix-auth's form strategy against POST /api/oauth/token. */
export async function loader({ request }: Route.LoaderArgs) {
  const entry = await anonymousEntry(request);
  const config = publicAccountsConfig();
  return { ...entry, recaptchaSiteKey: config.recaptchaSiteKey, recaptchaScriptUrl: config.recaptchaScriptUrl };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  await requireAnonymous(request);
  // The form strategy reads the body itself, so this reads a copy.
  const formData = await request.clone().formData();
  const submission = parseSubmission(formData, SignInSchema);
  if (isBot(formData)) {
    return data(
      { result: submission.reply({ formErrors: [HONEYPOT_FILLED], hideFields: ["password"] }), botCheck: false },
      { status: 400 },
    );
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), botCheck: false }, { status: 400 });
  }
  try {
    const signedIn = await authenticatorFor(args).authenticate("form", request);
    return completeSignIn(args, signedIn, targetFrom(formData, requestLanguage(request)));
  } catch (error) {
    if (error instanceof SignInError) {
      const botCheck = signInNeedsBotCheck(error);
      const reply = botCheck
        ? submission.reply({ fieldErrors: { bot: [error.message] }, hideFields: ["password"] })
        : submission.reply({ formErrors: [error.message], hideFields: ["password"] });
      return data({ result: reply, botCheck }, { status: signInFailureStatus(error) });
    }
    throw error;
  }
}

export default function SignInEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountPage title={t("account.signIn.emailTitle")}>
      <SignInEmailForm {...loaderData} actionData={actionData} />
    </AccountPage>
  );
}

/**
 * The e-mail form, also shown on /signin; it always posts here, so the bot check (asked for by
 * the API after repeated failures on an account) only ever shows on this page.
 */
export function SignInEmailForm({
  redirectTo,
  publish,
  recaptchaSiteKey = null,
  recaptchaScriptUrl = "",
  actionData,
}: {
  redirectTo?: string;
  publish?: boolean;
  recaptchaSiteKey?: string | null;
  recaptchaScriptUrl?: string;
  /** This page's answer to a failed post; /signin has none (its form posts here). */
  actionData?: Route.ComponentProps["actionData"];
}) {
  const navigation = useNavigation();
  const t = useT();
  const lp = useLocalePath();
  const busy = navigation.state === "submitting" && Boolean(navigation.formAction?.startsWith(lp("/signin-email")));
  const errors = formErrors(actionData?.result, [
    ["email", "signin-email"],
    ["password", "signin-password"],
    ["bot", "bot-check"],
  ]);
  const back = new URLSearchParams();
  if (redirectTo) back.set("redirectTo", redirectTo);
  if (publish) back.set("publish", "true");
  const query = back.toString() ? `?${back}` : "";
  return (
    <>
      <ErrorSummary id="signin-errors" errors={errors.summary} />
      {/* The query stays in the action so a failed attempt's page still knows the way back. */}
      <Form method="post" action={lp(`/signin-email${query}`)} noValidate className="space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {publish ? <input type="hidden" name="publish" value="true" /> : null}
        <TextField
          id="signin-email"
          name="email"
          type="email"
          label={t("account.field.email")}
          autoComplete="email"
          spellCheck={false}
          defaultValue={errors.value("email")}
          errors={errors.byField("email") ?? (errors.formError ? [errors.formError] : undefined)}
        />
        <TextField
          id="signin-password"
          name="password"
          type="password"
          label={t("account.field.password")}
          autoComplete="current-password"
          errors={errors.byField("password")}
        />
        {actionData?.botCheck ? (
          <BotCheck siteKey={recaptchaSiteKey} scriptUrl={recaptchaScriptUrl} error={errors.byField("bot")?.[0]} />
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={busy} busyLabel={t("account.signIn.busy")}>
            {t("account.signIn.title")}
          </SubmitButton>
          <Link to={lp("/forgot-password")} className="text-blue-800 underline">
            {t("account.forgot.title")}
          </Link>
        </div>
        <Honeypot />
      </Form>
      <p className="mt-6">
        {t("account.signIn.newHere")}{" "}
        <Link to={lp(`/signup${query}`)} className="font-semibold text-blue-800 underline">
          {t("account.signUp.title")}
        </Link>
      </p>
    </>
  );
}

export const meta = pageMeta("account.signIn.emailTitle");
