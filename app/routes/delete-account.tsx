import { data } from "react-router";
import { Form, Link, useNavigation } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { Notice } from "~/components/forms/Notice";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formErrors } from "~/components/forms/form-errors";
import { DeleteAccountSchema } from "~/accounts/schemas";
import { ErrorMessage, ErrorSummary, TextField } from "~/components/forms";
import { pageMeta } from "~/forms/page-meta";
import { parseSubmission } from "~/forms/submission";
import { useLocalePath, useT } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import { requireUser } from "~/accounts/guards.server";
import { getAuth } from "~/upstream/session.server";
import { signedOutHeaders } from "~/accounts/sign-out.server";
import { currentUser, deleteAccount } from "~/upstream/accounts.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import "~/accounts/messages";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/delete-account";
import "~/comments/messages";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/**
 * Delete account: removes the personal data (the API keeps comments, shown as from a deleted
 * user), ends every session, and confirms on this page once signed out.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  if (new URL(request.url).searchParams.get("done") === "1" && !(await getAuth(request))) {
    return { done: true as const };
  }
  await requireUser(request, { allowWithoutEmail: true });
  const user = await currentUser(args).catch(upstreamErrorResponse);
  return { done: false as const, hasPassword: user.has_password, email: user.email };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  await requireUser(request, { allowWithoutEmail: true });
  const formData = await request.formData();
  const submission = parseSubmission(formData, DeleteAccountSchema);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  try {
    await deleteAccount(args, { password: submission.value.password || undefined, confirm: true });
  } catch (error) {
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "account.delete.unavailable" });
    return data({ result: submission.reply({ fieldErrors, hideFields: ["password"] }) }, { status });
  }
  return localRedirect(request, "/delete-account?done=1", { headers: await signedOutHeaders(request) });
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const lp = useLocalePath();
  const errors = formErrors(actionData?.result, [
    ["password", "delete-password"],
    ["confirm", "delete-confirm"],
  ]);
  if (loaderData.done) {
    return (
      <AccountPage title={t("account.delete.doneTitle")}>
        <Notice tone="success">{t("account.delete.doneText")}</Notice>
        <p>
          <Link to={lp("/")} className="font-semibold text-blue-800 underline">
            {t("account.delete.home")}
          </Link>
        </p>
      </AccountPage>
    );
  }
  const confirmErrors = errors.byField("confirm");
  return (
    <AccountPage title={t("account.delete.title")}>
      <ErrorSummary id="delete-errors" errors={errors.summary} />
      <div className="mb-6 space-y-2">
        <p className="font-bold">{t("comments.deleteWarning")}</p>
        <p>{t("account.delete.explain")}</p>
      </div>
      <Form method="post" noValidate className="space-y-4">
        {loaderData.hasPassword ? (
          <TextField
            id="delete-password"
            name="password"
            type="password"
            label={t("account.field.yourPassword")}
            autoComplete="current-password"
            errors={errors.byField("password") ?? (errors.formError ? [errors.formError] : undefined)}
          />
        ) : null}
        <div>
          <ErrorMessage id="delete-confirm-error" errors={confirmErrors} />
          <div className="flex items-start gap-3">
            <input
              id="delete-confirm"
              name="confirm"
              type="checkbox"
              value="yes"
              className="mt-1 h-6 w-6"
              aria-invalid={confirmErrors ? true : undefined}
              aria-describedby={confirmErrors ? "delete-confirm-error" : undefined}
            />
            <label htmlFor="delete-confirm">{t("account.delete.confirm")}</label>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={navigation.state === "submitting"} busyLabel={t("account.delete.busy")} variant="danger">
            {t("account.delete.submit")}
          </SubmitButton>
          <Link to={lp("/profile")} className="text-blue-800 underline">
            {t("account.delete.keep")}
          </Link>
        </div>
      </Form>
    </AccountPage>
  );
}

export const meta = pageMeta("account.delete.title");
