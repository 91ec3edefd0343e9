import { data } from "react-router";
import { useNavigation } from "react-router";
import { StandardLayout } from "~/chrome/Layouts";
import { PageNewsletter, type NewsletterActionData } from "~/chrome/Newsletter";
import { NewsletterFormSchema } from "~/follow/newsletter-schema";
import { ErrorSummary } from "~/components/forms";
import { answerOrLost } from "~/forms/lost-answer";
import { pageMeta } from "~/forms/page-meta";
import { HONEYPOT_FILLED, isBot, parseSubmission } from "~/forms/submission";
import { useT } from "~/i18n";
import { UpstreamError } from "~/upstream/core.server";
import { saveNewsletter } from "~/upstream/newsletter.server";
import type { Route } from "./+types/newsletter";

/**
 * The newsletter action. The footer form posts here: with JavaScript by a fetcher (the answer
 * updates the footer in place), without it as a normal POST that lands on this page.
 */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const submission = parseSubmission(formData, NewsletterFormSchema);
  if (isBot(formData)) {
    // The newsletter form shows its one field's errors: the message goes there.
    return data(
      { result: submission.reply({ fieldErrors: { email: [HONEYPOT_FILLED] } }), subscribed: false } satisfies NewsletterActionData,
      { status: 400 },
    );
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), subscribed: false } satisfies NewsletterActionData, { status: 400 });
  }
  try {
    await saveNewsletter(args, { email: submission.value.email, page_url: submission.value.page_url ?? null, type: 1 });
    return { result: submission.reply({ resetForm: true }), subscribed: true } satisfies NewsletterActionData;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // docs/product/follow.md#newsletter: the server's first errors.email, else "Please try again later".
    const message = error.fieldError("email") ?? "newsletter.error.failed";
    const status = error.status >= 400 && error.status < 500 ? 400 : 503;
    return data({ result: submission.reply({ fieldErrors: { email: [message] } }), subscribed: false } satisfies NewsletterActionData, {
      status,
    });
  }
}

/** With JavaScript (the footer's fetcher): a lost answer is the form's "try again later", the address kept. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<NewsletterActionData> {
  const email = (await request.clone().formData()).get("email");
  return answerOrLost(serverAction, () => ({
    result: {
      status: "error",
      initialValue: { email: typeof email === "string" ? email : "" },
      error: { email: ["newsletter.error.failed"] },
    },
    subscribed: false,
  }));
}

export async function loader() {
  return null;
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const emailErrors = actionData?.result.error?.email ?? [];
  return (
    <StandardLayout newsletter={false}>
      <div className="mx-auto max-w-xl">
        <h1 className="mb-4 text-3xl font-bold">{t("newsletter.pageTitle")}</h1>
        <ErrorSummary
          id="newsletter-summary"
          errors={emailErrors.slice(0, 1).map((m) => ({ fieldId: "newsletter-page-email", message: m }))}
        />
        <p className="mb-4">{t("newsletter.intro")}</p>
        <PageNewsletter actionData={actionData} busy={navigation.state === "submitting"} />
      </div>
    </StandardLayout>
  );
}

export const meta = pageMeta("newsletter.pageTitle");
