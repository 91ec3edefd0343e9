import { data, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { PAGE_FEEDBACK_LIMITS } from "../../contract/page-feedback-constants";
import { safeRedirect } from "~/accounts/safe-redirect";
import { StandardLayout } from "~/chrome/Layouts";
import { PageFeedbackForm } from "~/chrome/PageFeedback";
import { returnWithThanks, type PageFeedbackAnswer } from "~/chrome/page-feedback";
import { answerOrLost } from "~/forms/lost-answer";
import { pageMeta } from "~/forms/page-meta";
import { isBot } from "~/forms/submission";
import { localePath, requestLanguage, useLocalePath, useT } from "~/i18n";
import { UpstreamError } from "~/upstream/core.server";
import { sendPageFeedback } from "~/upstream/page-feedback.server";
import type { Route } from "./+types/page-feedback";

/** The answer of the "Was this page useful?" control in the chrome (app/chrome/PageFeedback.tsx). */
const Answer = z.object({
  path: z.string().min(1).max(PAGE_FEEDBACK_LIMITS.pathMax),
  helpful: z.enum(["yes", "no"]),
  comment: z.string().optional(),
});

/**
 * docs/product/editorial.md#what-readers-tell-us. Without JavaScript the visitor goes back to the
 * page they answered on (a path on this site only), with the thanks; a refusal is answered by this
 * route's own page, with the form again. A fetcher gets the answer itself.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const formData = await request.formData();
  const comment = String(formData.get("comment") ?? "");
  const js = formData.get("js") === "1";
  const page = safeRedirect(formData.get("returnTo"), localePath(requestLanguage(request), "/"));
  const refuse = (error: NonNullable<PageFeedbackAnswer["error"]>, status: number) =>
    data<PageFeedbackAnswer>({ sent: false, error, comment, page }, { status });
  if (isBot(formData)) return refuse("form.honeypotFilled", 400);
  const parsed = Answer.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refuse("pageFeedback.error.failed", 400);
  if (comment.trim().length > PAGE_FEEDBACK_LIMITS.commentMax) return refuse("pageFeedback.error.long", 400);
  try {
    await sendPageFeedback(args, { path: parsed.data.path, helpful: parsed.data.helpful === "yes", comment: comment.trim() || undefined });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return refuse("pageFeedback.error.failed", error.status >= 400 && error.status < 500 ? error.status : 503);
  }
  if (js) return data<PageFeedbackAnswer>({ sent: true });
  return redirect(returnWithThanks(page));
}

/** With JavaScript: a lost answer is the form's "try again", what was typed kept. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<PageFeedbackAnswer> {
  const comment = (await request.clone().formData()).get("comment");
  return answerOrLost(serverAction, () => ({
    sent: false,
    error: "pageFeedback.error.failed",
    comment: typeof comment === "string" ? comment : "",
  }));
}

/**
 * Nothing to load. (It cannot send a GET home: a refused post without JavaScript runs it too, and
 * its page must show.) A GET here shows only the way back.
 */
export async function loader() {
  return null;
}

export default function PageFeedbackPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const lp = useLocalePath();
  const navigation = useNavigation();
  const page = actionData?.page ?? lp("/");
  return (
    <StandardLayout newsletter={false}>
      <div className="mx-auto max-w-xl space-y-4">
        <h1 className="text-3xl font-bold">{t("pageFeedback.question")}</h1>
        {actionData ? <PageFeedbackForm page={page} answer={actionData} busy={navigation.state === "submitting"} heading={false} /> : null}
        <p>
          <Link to={page} className="text-blue-800 underline">
            {t("pageFeedback.back")}
          </Link>
        </p>
      </div>
    </StandardLayout>
  );
}

export const meta = pageMeta("pageFeedback.question", [{ name: "robots", content: "noindex" }]);
