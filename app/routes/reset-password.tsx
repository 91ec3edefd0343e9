import { data } from "react-router";
import { Form, Link, useNavigation } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formErrors } from "~/components/forms/form-errors";
import { ResetPasswordSchema } from "~/accounts/schemas";
import { ErrorSummary, TextField } from "~/components/forms";
import { PASSWORD_MIN } from "../../contract/accounts-constants";
import { pageMeta } from "~/forms/page-meta";
import { parseSubmission } from "~/forms/submission";
import { useLocalePath, useT } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { requireAnonymous } from "~/accounts/guards.server";
import { resetPassword } from "~/upstream/accounts.server";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import "~/accounts/messages";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/reset-password";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

/** Choose a new password from the mailed link (?token=…); the token is checked by the API. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: /^[\w-]{20,200}$/.test(token) ? token : "" };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  await requireAnonymous(request);
  const formData = await request.formData();
  const submission = parseSubmission(formData, ResetPasswordSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  }
  try {
    await resetPassword(args, submission.value.token, submission.value.password);
  } catch (error) {
    // A bad or used link (errors.token) is about the whole form: it has no token field to show.
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "account.reset.unavailable", renameFields: { token: "" } });
    return data({ result: submission.reply({ fieldErrors, hideFields: ["password", "confirm"] }) }, { status });
  }
  return localRedirect(request, "/reset-password-success");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const navigation = useNavigation();
  const t = useT();
  const lp = useLocalePath();
  const errors = formErrors(actionData?.result, [
    ["password", "reset-password"],
    ["confirm", "reset-confirm"],
  ]);
  if (!token) {
    return (
      <AccountPage title={t("account.reset.invalidTitle")}>
        <p className="mb-4">{t("account.reset.invalidText")}</p>
        <p>
          <Link to={lp("/forgot-password")} className="font-semibold text-blue-800 underline">
            {t("account.reset.askNew")}
          </Link>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("account.reset.title")}>
      <ErrorSummary id="reset-errors" errors={errors.summary} />
      {errors.formError ? (
        <p className="mb-4">
          <Link to={lp("/forgot-password")} className="font-semibold text-blue-800 underline">
            {t("account.reset.askNew")}
          </Link>
        </p>
      ) : null}
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <TextField
          id="reset-password"
          name="password"
          type="password"
          label={t("account.field.newPassword")}
          hint={t("account.passwordHint", { min: PASSWORD_MIN })}
          autoComplete="new-password"
          errors={errors.byField("password") ?? (errors.formError ? [errors.formError] : undefined)}
        />
        <TextField
          id="reset-confirm"
          name="confirm"
          type="password"
          label={t("account.field.newPasswordAgain")}
          autoComplete="new-password"
          errors={errors.byField("confirm")}
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel={t("account.saving")}>
          {t("account.password.change")}
        </SubmitButton>
      </Form>
    </AccountPage>
  );
}

// No "no-referrer" here: it would make the browser send Origin: null with the form, which the
// server's same-origin check refuses. The site-wide Referrer-Policy keeps the token on-site.
export const meta = pageMeta("account.reset.title");
