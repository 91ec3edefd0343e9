/**
 * /saved-searches: where the save, change and delete forms of saved searches post (the search
 * page, /profile). Success goes back to /profile with a notice (post/redirect/get); a form that
 * fails is shown again here with its errors, with or without JavaScript. Anonymous visitors are
 * sent to sign in and back to the search they wanted to save (decision 0104).
 */
import { data, redirect } from "react-router";
import { Link } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { SavedSearchForm, defaultName } from "~/follow/schema";
import { SaveSearchForm } from "~/follow/SaveSearchForm";
import { EditSavedSearch } from "~/follow/SavedSearchList";
import { ErrorSummary } from "~/components/forms";
import { pageMeta } from "~/forms/page-meta";
import { parseSubmission } from "~/forms/submission";
import { localePath, requestLanguage, translator, useLocalePath, useT } from "~/i18n";
import { signInPath } from "~/accounts/guards.server";
import { localRedirect } from "~/accounts/local-redirect.server";
import { safeRedirect } from "~/accounts/safe-redirect";
import { getAuth } from "~/upstream/session.server";
import { UpstreamError } from "~/upstream/core.server";
import { deleteSavedSearch, saveSearch, updateSavedSearch } from "~/upstream/saved-searches.server";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/saved-searches";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

const NOTICE_OF = { create: "created", update: "updated", delete: "deleted" } as const;

/** Nothing to show at this address by itself: the saved searches live on /profile. */
export async function loader({ request }: Route.LoaderArgs) {
  return localRedirect(request, "/profile#saved-searches");
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const formData = await request.formData();
  const lang = requestLanguage(request);
  if (!(await getAuth(request))) {
    // Back to the results they wanted to save; saving is one click away there once signed in.
    throw redirect(signInPath(safeRedirect(formData.get("returnTo"), localePath(lang, "/search"))));
  }
  const submission = parseSubmission(formData, SavedSearchForm);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  try {
    if (form.intent === "create") {
      const name = form.name || defaultName(form.queryData) || translator(lang)("alerts.defaultName");
      await saveSearch(args, { name, queryData: form.queryData, alert: form.alert });
    } else if (form.intent === "update") {
      await updateSavedSearch(args, form.id, { name: form.name, alert: form.alert });
    } else {
      await deleteSavedSearch(args, form.id);
    }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const known = { 404: "alerts.error.gone", 409: "alerts.error.tooMany" }[error.status] ?? "alerts.error.failed";
    const status = error.status >= 400 && error.status < 500 ? 400 : 503;
    return data({ result: submission.reply({ formErrors: [known] }) }, { status });
  }
  return localRedirect(request, `/profile?alerts=${NOTICE_OF[form.intent]}#saved-searches`);
}

type Fields = Record<string, string | undefined>;

export default function SavedSearchesPage({ actionData: answer }: Route.ComponentProps) {
  const t = useT();
  const lp = useLocalePath();
  const result = answer?.result;
  const values = (result?.initialValue ?? {}) as Fields;
  const errors = (result?.error ?? {}) as Record<string, string[] | undefined>;
  const prefix = values.intent === "create" ? "save-search" : `saved-${values.id}`;
  const summary = [
    ...(errors[""] ?? []).map((message) => ({ fieldId: "saved-search-form", message })),
    ...(["name", "alert", "queryData", "id"] as const).flatMap((field) =>
      (errors[field] ?? []).map((message) => ({
        fieldId: field === "name" || field === "alert" ? `${prefix}-${field}` : "saved-search-form",
        message,
      })),
    ),
  ];
  const alert = values.alert === "daily" || values.alert === "weekly" ? values.alert : "none";
  return (
    <AccountPage title={t("alerts.page.title")}>
      <ErrorSummary id="saved-search-summary" errors={summary} />
      <div id="saved-search-form" tabIndex={-1}>
        {values.intent === "create" ? (
          <SaveSearchForm
            values={{ queryData: values.queryData ?? "{}", name: values.name ?? "", alert }}
            signedIn
            errors={errors}
            returnTo={values.returnTo ?? ""}
          />
        ) : values.intent === "update" && values.id ? (
          <EditSavedSearch search={{ id: Number(values.id), name: values.name ?? "", alert }} errors={errors} open />
        ) : null}
      </div>
      <p className="mt-6">
        <Link to={`${lp("/profile")}#saved-searches`} className="text-blue-800 underline">
          {t("alerts.profile.heading")}
        </Link>
      </p>
    </AccountPage>
  );
}

export const meta = pageMeta("alerts.page.title");
