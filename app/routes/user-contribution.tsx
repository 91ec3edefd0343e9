import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ContributionInput } from "../../contract/contributions";
import { CONTRIBUTION_LIMITS, CONTRIBUTION_TYPE_IDS } from "../../contract/contributions-constants";
import { Notice, SubmitButton } from "~/components/account/AccountPage";
import { formErrors } from "~/components/account/form-errors";
import { UserContributionLayout } from "~/components/chrome/Layouts";
import { SelectField, TextAreaField } from "~/components/contributions/fields";
import { TYPE_LABELS } from "~/components/contributions/text";
import { ErrorSummary, Honeypot, richText, TextField } from "~/components/forms";
import { formatNumber } from "~/content/number";
import { pageMeta } from "~/forms/page-meta";
import { HONEYPOT_FILLED, isBot, parseSubmission } from "~/forms/submission";
import { localePath, requestLanguage, useLanguage, useLocalePath, useT } from "~/i18n";
import { localRedirect } from "~/session/local-redirect.server";
import { upstreamFormFailure } from "~/forms/upstream-errors.server";
import { requireEmail, signInPath } from "~/session/guards.server";
import { getAuth } from "~/session/session.server";
import { createContribution } from "~/upstream/contributions.server";
import { UpstreamError } from "~/upstream/core.server";

/**
 * Contribute (SPEC §2 profile menu → /user-contribution): a signed-in reader submits content
 * for editorial review. Publishing prompts sign-in and comes back with publish=true (SPEC §6).
 */

const SUCCESS_PATH = "/posts/all?submitted=1";

/** The signed-in user, or a redirect to sign-in that returns here with the publish marker. */
async function requireContributor(request: Request) {
  const auth = await getAuth(request);
  if (!auth) throw redirect(signInPath(localePath(requestLanguage(request), "/user-contribution"), { publish: true }));
  requireEmail(request, auth.user);
  return auth;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContributor(request);
  const url = new URL(request.url);
  return { justSignedIn: url.searchParams.get("publish") === "true" };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireContributor(request);
  const formData = await request.formData();
  const submission = parseSubmission(formData, ContributionInput);
  if (isBot(formData)) return data(submission.reply({ formErrors: [HONEYPOT_FILLED] }), { status: 400 });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await createContribution(args, submission.value);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    args.context.logger.warn({ status: error.status, path: error.path }, "contribution not accepted by the upstream");
    // Whatever the failure, the form comes back with what was typed.
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "contributions.unavailable" });
    return data(submission.reply({ fieldErrors }), { status });
  }
  return localRedirect(request, SUCCESS_PATH);
}

/** Field name → element id, in the order the fields appear (the error summary follows it). */
const FIELDS: Array<[name: string, id: string]> = [
  ["collection_type", "contribution-type"],
  ["title", "contribution-title"],
  ["summary", "contribution-summary"],
  ["body", "contribution-body"],
  ["source_url", "contribution-source"],
];
const idOf = Object.fromEntries(FIELDS) as Record<string, string>;

/**
 * Validation runs in the action with the contract's schema (the API checks it again). With
 * JavaScript the form posts without a reload and the errors appear in place; zod and Conform's
 * client stay out of the browser bundle (the 100 kB JavaScript budget).
 */
export default function Contribute() {
  const { justSignedIn } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const lp = useLocalePath();
  const lang = useLanguage();
  const errors = formErrors(lastResult, FIELDS);
  const typeOptions = CONTRIBUTION_TYPE_IDS.map((id) => ({ value: String(id), label: t(TYPE_LABELS[id]) }));
  const uploads = <Link to={lp("/posts/all")} className="font-semibold text-blue-800 underline">{t("contributions.myUploads")}</Link>;
  // A new result (each failed submit) remounts the fields so they show what the server kept.
  const key = lastResult ? JSON.stringify(lastResult.error ?? {}) + String(lastResult.initialValue?.title ?? "") : "fresh";
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith(lp("/user-contribution"));

  return (
    <UserContributionLayout>
      <div className="mx-auto w-full max-w-2xl">
        <h1 className="mb-4 text-3xl font-bold">{t("contributions.title")}</h1>
        {justSignedIn ? <Notice tone="info">{t("contributions.signedIn")}</Notice> : null}
        <div className="mb-6 space-y-2 text-slate-800">
          <p>{t("contributions.intro")}</p>
          <p>{richText(t("contributions.review"), { uploads })}</p>
        </div>
        <ErrorSummary id="contribution-errors" errors={errors.summary} />
        <Form key={key} method="post" noValidate className="space-y-5">
          <SelectField
            id={idOf.collection_type}
            name="collection_type"
            label={t("contributions.field.type")}
            placeholder={t("contributions.field.typePlaceholder")}
            options={typeOptions}
            defaultValue={errors.value("collection_type") ?? ""}
            errors={errors.byField("collection_type")}
          />
          <TextField
            id={idOf.title}
            name="title"
            label={t("contributions.field.title")}
            hint={t("contributions.hint.title", { max: formatNumber(CONTRIBUTION_LIMITS.title, lang) })}
            defaultValue={errors.value("title")}
            errors={errors.byField("title")}
            autoComplete="off"
          />
          <TextAreaField
            id={idOf.summary}
            name="summary"
            label={t("contributions.field.summary")}
            hint={t("contributions.hint.summary", { max: formatNumber(CONTRIBUTION_LIMITS.summary, lang) })}
            rows={4}
            defaultValue={errors.value("summary")}
            errors={errors.byField("summary")}
          />
          <TextAreaField
            id={idOf.body}
            name="body"
            label={t("contributions.field.body")}
            hint={t("contributions.hint.body", { max: formatNumber(CONTRIBUTION_LIMITS.body, lang) })}
            rows={14}
            defaultValue={errors.value("body")}
            errors={errors.byField("body")}
          />
          <TextField
            id={idOf.source_url}
            name="source_url"
            type="url"
            inputMode="url"
            label={t("contributions.field.source")}
            hint={t("contributions.hint.source")}
            defaultValue={errors.value("source_url")}
            errors={errors.byField("source_url")}
            autoComplete="url"
          />
          <div className="flex flex-wrap items-center gap-6">
            <SubmitButton busy={busy} busyLabel={t("contributions.busy")}>{t("contributions.submit")}</SubmitButton>
            <Link to={lp("/posts/all")} className="text-blue-800 underline">{t("contributions.cancel")}</Link>
          </div>
          <Honeypot />
        </Form>
      </div>
    </UserContributionLayout>
  );
}

export const meta = pageMeta("contributions.title", [{ name: "robots", content: "noindex" }]);
