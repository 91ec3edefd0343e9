import { data } from "react-router";
import { Form, useNavigation } from "react-router";
import { SITE_FEEDBACK_CATEGORIES } from "../../contract/campaigns";
import { SiteFeedbackFormSchema } from "~/campaigns/schemas";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formErrors } from "~/components/forms/form-errors";
import { StandardLayout } from "~/chrome/Layouts";
import { TextAreaField } from "~/components/forms/fields";
import { pageTitleClass } from "~/content/styles";
import { ErrorMessage, ErrorSummary, Honeypot, TextField } from "~/components/forms";
import { pageMeta } from "~/forms/page-meta";
import { HONEYPOT_FILLED, isBot, parseSubmission } from "~/forms/submission";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import { useT, type MessageKey } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { sendSiteFeedback } from "~/upstream/campaigns.server";
import "~/campaigns/messages";
import type { Route } from "./+types/feedback";

const CATEGORY_LABEL = {
  content: "campaigns.feedback.cat.content",
  accessibility: "campaigns.feedback.cat.accessibility",
  technical: "campaigns.feedback.cat.technical",
  suggestion: "campaigns.feedback.cat.suggestion",
  other: "campaigns.feedback.cat.other",
} as const satisfies Record<(typeof SITE_FEEDBACK_CATEGORIES)[number], MessageKey>;
const REFERENCE = /^FB-\d{4}-\d{6}$/;

/**
 * GIGW site feedback: stored by the API and acknowledged with a reference number on screen (and
 * by e-mail when an address is given). `?page=/x` names the page it is about.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const ref = query.get("ref") ?? "";
  const page = query.get("page") ?? "";
  return {
    reference: REFERENCE.test(ref) ? ref : null,
    sent: query.has("sent"),
    mailed: query.get("mailed") === "1",
    page: /^\/\S{0,499}$/.test(page) ? page : "",
  };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const formData = await request.formData();
  const submission = parseSubmission(formData, SiteFeedbackFormSchema);
  if (isBot(formData)) return data({ result: submission.reply({ formErrors: [HONEYPOT_FILLED] }) }, { status: 400 });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { name, email, category, message, page } = submission.value;
  try {
    const reference = await sendSiteFeedback(args, { name: name ?? "", email: email ?? "", category, message, page: page ?? "" });
    return localRedirect(request, `/feedback?sent=1&ref=${reference}${email ? "&mailed=1" : ""}`);
  } catch (error) {
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "campaigns.error.unavailable" });
    return data({ result: submission.reply({ fieldErrors }) }, { status });
  }
}

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, sent, mailed, page } = loaderData;
  const navigation = useNavigation();
  const t = useT();
  const errors = formErrors(actionData?.result, [
    ["name", "feedback-name"],
    ["email", "feedback-email"],
    ["category", "feedback-category-content"],
    ["message", "feedback-message"],
    ["page", "feedback-page"],
  ]);
  const chosen = errors.value("category");
  return (
    <StandardLayout>
      <div className="mx-auto max-w-2xl">
        <h1 className={pageTitleClass}>{t(sent ? "campaigns.feedback.thanks" : "campaigns.feedback.title")}</h1>
        {sent ? (
          <div className="mt-4 rounded border-4 border-green-800 bg-green-50 p-4" role="status">
            {reference ? <p className="text-lg">{t("campaigns.feedback.thanksReference", { reference })}</p> : null}
            {mailed ? <p className="mt-2">{t("campaigns.feedback.thanksMailed")}</p> : null}
          </div>
        ) : (
          <>
            <p className="mt-3 text-lg">{t("campaigns.feedback.intro")}</p>
            <ErrorSummary id="feedback-errors" errors={errors.summary} />
            <Form method="post" noValidate className="mt-6 space-y-5">
              <fieldset aria-describedby={errors.byField("category") ? "feedback-category-error" : undefined}>
                <legend className="font-semibold">{t("campaigns.feedback.category")}</legend>
                <ErrorMessage id="feedback-category-error" errors={errors.byField("category")} />
                {SITE_FEEDBACK_CATEGORIES.map((c) => (
                  <label key={c} className="mt-1 flex items-center gap-2">
                    <input
                      type="radio"
                      id={`feedback-category-${c}`}
                      name="category"
                      value={c}
                      defaultChecked={chosen === c}
                      className="h-5 w-5"
                    />
                    {t(CATEGORY_LABEL[c])}
                  </label>
                ))}
              </fieldset>
              <TextAreaField
                id="feedback-message"
                name="message"
                rows={5}
                label={t("campaigns.feedback.message")}
                defaultValue={errors.value("message")}
                errors={errors.byField("message")}
              />
              <TextField
                id="feedback-page"
                name="page"
                label={t("campaigns.feedback.page")}
                hint={t("campaigns.feedback.pageHint")}
                defaultValue={errors.value("page") ?? page}
                errors={errors.byField("page")}
                spellCheck={false}
              />
              <TextField
                id="feedback-name"
                name="name"
                label={t("campaigns.feedback.name")}
                autoComplete="name"
                defaultValue={errors.value("name")}
                errors={errors.byField("name")}
              />
              <TextField
                id="feedback-email"
                name="email"
                type="email"
                label={t("campaigns.feedback.email")}
                hint={t("campaigns.feedback.emailHint")}
                autoComplete="email"
                spellCheck={false}
                defaultValue={errors.value("email")}
                errors={errors.byField("email")}
              />
              {errors.formError ? <ErrorMessage id="feedback-form-error" errors={[errors.formError]} /> : null}
              <SubmitButton busy={navigation.state === "submitting"} busyLabel={t("campaigns.form.busy")}>
                {t("campaigns.feedback.submit")}
              </SubmitButton>
              <Honeypot />
            </Form>
          </>
        )}
      </div>
    </StandardLayout>
  );
}

export const meta = pageMeta("campaigns.feedback.title");
