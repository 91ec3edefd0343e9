import { data, redirect } from "react-router";
import { Form, useNavigation } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formErrors } from "~/components/forms/form-errors";
import { AddEmailSchema } from "~/accounts/schemas";
import { ErrorSummary, TextField } from "~/components/forms";
import { pageMeta } from "~/forms/page-meta";
import { parseSubmission } from "~/forms/submission";
import { localePath, requestLanguage, useT } from "~/i18n";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import { refreshSessionUser } from "~/accounts/auth.server";
import { requireUser } from "~/accounts/guards.server";
import { safeRedirect } from "~/accounts/safe-redirect";
import { addEmail, currentUser } from "~/upstream/accounts.server";
import { optional, UpstreamError } from "~/upstream/core.server";
import "~/accounts/messages";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/force-add-email";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

/**
 * docs/product/accounts.md#adding-an-e-mail-address: a signed-in user without an e-mail on file is sent here on navigation (typically a
 * Facebook account that shared none). Once added, they continue where they were going.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const auth = await requireUser(request, { allowWithoutEmail: true });
  const home = localePath(requestLanguage(request), "/");
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), home);
  if (auth.user.email) throw redirect(redirectTo);
  return { redirectTo: redirectTo === home ? "" : redirectTo, name: auth.user.name };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const auth = await requireUser(request, { allowWithoutEmail: true });
  const formData = await request.formData();
  const target = safeRedirect(formData.get("redirectTo"), localePath(requestLanguage(request), "/"));
  if (auth.user.email) return redirect(target);
  const submission = parseSubmission(formData, AddEmailSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const user = await addEmail(args, submission.value.email);
    return redirect(target, { headers: { "Set-Cookie": await refreshSessionUser(request, user) } });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 409) {
      // It already has one (added elsewhere): without the fresh user the session would keep
      // `email: null` and the guard would send the visitor straight back here.
      const fresh = await optional(currentUser(args));
      if (fresh?.email) return redirect(target, { headers: { "Set-Cookie": await refreshSessionUser(request, fresh) } });
    }
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "account.addEmail.unavailable" });
    return data({ result: submission.reply({ fieldErrors }) }, { status });
  }
}

export default function ForceAddEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, name } = loaderData;
  const navigation = useNavigation();
  const t = useT();
  const errors = formErrors(actionData?.result, [["email", "add-email"]]);
  return (
    <AccountPage title={t("account.addEmail.title")} intro={<p>{t("account.addEmail.intro", { name })}</p>}>
      <ErrorSummary id="add-email-errors" errors={errors.summary} />
      <Form method="post" noValidate className="space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          id="add-email"
          name="email"
          type="email"
          label={t("account.field.email")}
          autoComplete="email"
          spellCheck={false}
          defaultValue={errors.value("email")}
          errors={errors.byField("email")}
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel={t("account.saving")}>
          {t("account.addEmail.submit")}
        </SubmitButton>
      </Form>
    </AccountPage>
  );
}

export const meta = pageMeta("account.addEmail.title");
