import { data } from "react-router";
import { Form, Link, useNavigation } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formErrors } from "~/components/forms/form-errors";
import { ChangePasswordSchema, ProfileSchema } from "~/accounts/schemas";
import { ErrorSummary, TextField } from "~/components/forms";
import { PASSWORD_MIN, PLACEHOLDER_PROFILE_IMAGE } from "../../contract/accounts-constants";
import { pageMeta } from "~/forms/page-meta";
import { parseSubmission } from "~/forms/submission";
import { LOCALES, useLanguage, useLocalePath, useT } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import { refreshSessionUser } from "~/accounts/auth.server";
import { requireUser } from "~/accounts/guards.server";
import { changePassword, currentUser, updateProfile } from "~/upstream/accounts.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import "~/accounts/messages";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/profile_.edit";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** Edit the profile (name, image address) and the password: two forms, told apart by intent. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args.request);
  const user = await currentUser(args).catch(upstreamErrorResponse);
  return { user };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "password") {
    const submission = parseSubmission(formData, ChangePasswordSchema);
    if (submission.status !== "success") {
      return data(
        { intent: "password" as const, result: submission.reply({ hideFields: ["current_password", "password"] }) },
        { status: 400 },
      );
    }
    try {
      await changePassword(args, { current_password: submission.value.current_password, password: submission.value.password });
    } catch (error) {
      const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "account.password.unavailable" });
      return data(
        { intent: "password" as const, result: submission.reply({ fieldErrors, hideFields: ["current_password", "password"] }) },
        { status },
      );
    }
    return localRedirect(request, "/profile?saved=password");
  }
  const submission = parseSubmission(formData, ProfileSchema);
  if (submission.status !== "success") return data({ intent: "profile" as const, result: submission.reply() }, { status: 400 });
  try {
    const user = await updateProfile(args, { name: submission.value.name, profile_image: submission.value.profile_image ?? "" });
    return localRedirect(request, "/profile?saved=profile", { headers: { "Set-Cookie": await refreshSessionUser(request, user) } });
  } catch (error) {
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "account.edit.unavailable" });
    return data({ intent: "profile" as const, result: submission.reply({ fieldErrors }) }, { status });
  }
}

export default function ProfileEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const navigation = useNavigation();
  const t = useT();
  const lp = useLocalePath();
  const lang = useLanguage();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const profile = formErrors(actionData?.intent === "profile" ? actionData.result : undefined, [
    ["name", "profile-name"],
    ["profile_image", "profile-image"],
  ]);
  const password = formErrors(actionData?.intent === "password" ? actionData.result : undefined, [
    ["current_password", "current-password"],
    ["password", "new-password"],
  ]);
  const image = user.profile_url === PLACEHOLDER_PROFILE_IMAGE ? "" : user.profile_url;
  const providers = new Intl.ListFormat(LOCALES[lang], { type: "conjunction" }).format(
    user.providers.map((p) => t(p === "google" ? "account.provider.google" : "account.provider.facebook")),
  );
  return (
    <AccountPage title={t("account.profile.edit")}>
      <ErrorSummary id="profile-errors" errors={[...profile.summary, ...password.summary]} />
      <Form method="post" noValidate className="mb-10 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <TextField
          id="profile-name"
          name="name"
          label={t("account.field.fullName")}
          autoComplete="name"
          defaultValue={profile.value("name") ?? user.name}
          errors={profile.byField("name")}
        />
        <TextField
          id="profile-image"
          name="profile_image"
          type="url"
          inputMode="url"
          label={t("account.field.profileImage")}
          hint={t("account.edit.imageHint")}
          defaultValue={profile.value("profile_image") ?? image}
          errors={profile.byField("profile_image")}
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={busyIntent === "profile"} busyLabel={t("account.saving")}>
            {t("account.edit.save")}
          </SubmitButton>
          <Link to={lp("/profile")} className="text-blue-800 underline">
            {t("account.cancel")}
          </Link>
        </div>
      </Form>

      <h2 className="mb-4 text-2xl font-bold">{t(user.has_password ? "account.password.change" : "account.password.setTitle")}</h2>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        {user.has_password ? (
          <TextField
            id="current-password"
            name="current_password"
            type="password"
            label={t("account.field.currentPassword")}
            autoComplete="current-password"
            errors={password.byField("current_password")}
          />
        ) : (
          <p>
            {user.providers.length > 0 ? t("account.password.viaProviders", { providers }) : t("account.password.none")}{" "}
            {t("account.password.why")}
          </p>
        )}
        <TextField
          id="new-password"
          name="password"
          type="password"
          label={t("account.field.newPassword")}
          hint={t("account.passwordHint", { min: PASSWORD_MIN })}
          autoComplete="new-password"
          errors={password.byField("password") ?? (password.formError ? [password.formError] : undefined)}
        />
        <SubmitButton busy={busyIntent === "password"} busyLabel={t("account.saving")} variant="secondary">
          {t(user.has_password ? "account.password.change" : "account.password.set")}
        </SubmitButton>
      </Form>
    </AccountPage>
  );
}

export const meta = pageMeta("account.profile.edit");
