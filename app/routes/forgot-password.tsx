import { data } from "react-router";
import { Form, Link, useNavigation } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { Notice } from "~/components/forms/Notice";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formErrors } from "~/components/forms/form-errors";
import { ForgotPasswordSchema } from "~/accounts/schemas";
import { ErrorSummary, Honeypot, TextField } from "~/components/forms";
import { pageMeta } from "~/forms/page-meta";
import { HONEYPOT_FILLED, isBot, parseSubmission } from "~/forms/submission";
import { useLocalePath, useT } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { requireAnonymous } from "~/accounts/guards.server";
import { forgotPassword } from "~/upstream/accounts.server";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import "~/accounts/messages";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/forgot-password";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

/**
 * Forgot password: the same answer whether or not the e-mail has an account (no account
 * enumeration); the API mails a one-time link that expires in an hour.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  await requireAnonymous(request);
  const formData = await request.formData();
  const submission = parseSubmission(formData, ForgotPasswordSchema);
  if (isBot(formData)) return data({ result: submission.reply({ formErrors: [HONEYPOT_FILLED] }) }, { status: 400 });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await forgotPassword(args, submission.value.email);
  } catch (error) {
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "account.forgot.unavailable" });
    return data({ result: submission.reply({ fieldErrors }) }, { status });
  }
  return localRedirect(request, "/forgot-password?sent=1");
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { sent } = loaderData;
  const navigation = useNavigation();
  const t = useT();
  const lp = useLocalePath();
  const errors = formErrors(actionData?.result, [["email", "forgot-email"]]);
  if (sent) {
    return (
      <AccountPage title={t("account.checkEmail.title")}>
        <Notice tone="success">{t("account.forgot.sent")}</Notice>
        <p>
          <Link to={lp("/signin")} className="font-semibold text-blue-800 underline">
            {t("account.backToSignIn")}
          </Link>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("account.forgot.title")} intro={<p>{t("account.forgot.intro")}</p>}>
      <ErrorSummary id="forgot-errors" errors={errors.summary} />
      <Form method="post" noValidate className="space-y-4">
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          label={t("account.field.email")}
          autoComplete="email"
          spellCheck={false}
          defaultValue={errors.value("email")}
          errors={errors.byField("email") ?? (errors.formError ? [errors.formError] : undefined)}
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel={t("account.forgot.busy")}>
          {t("account.forgot.submit")}
        </SubmitButton>
        <Honeypot />
      </Form>
      <p className="mt-6">
        <Link to={lp("/signin")} className="text-blue-800 underline">
          {t("account.backToSignIn")}
        </Link>
      </p>
    </AccountPage>
  );
}

export const meta = pageMeta("account.forgot.title");
