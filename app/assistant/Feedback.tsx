import { useFetcher } from "react-router";
import { Honeypot } from "~/components/forms";
import { useHydrated } from "~/chrome/use-hydrated";
import { questionHref, REASON_MAX, type Previous } from "~/assistant/question";
import { useLocalePath, useT } from "~/i18n";
import "./messages";

export interface FeedbackActionData {
  feedback: "sent" | "failed" | "refused";
}

/**
 * "Did this answer help?" for one answer, yes or no, with an optional reason in the visitor's
 * words (capped at REASON_MAX characters): a plain POST to the /assistant action, at the
 * question's address (with the question before it, for a follow-up), so a failure re-renders the
 * answer. Without JavaScript the action redirects back to the answer with a thank-you; with it
 * the fetcher posts in place (the `js` field tells the action so) and the thank-you replaces the
 * form. `done` is the outcome the page already knows (from the address after that redirect).
 * Editors read the "no" answers and their reasons in the desk (/editorial/assistant).
 */
export function Feedback({
  answerId,
  question,
  previous = null,
  done,
}: {
  answerId: string;
  question: string;
  previous?: Previous | null;
  done?: FeedbackActionData["feedback"] | null;
}) {
  const t = useT();
  const lp = useLocalePath();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FeedbackActionData>({ key: `assistant-feedback-${answerId}` });
  const outcome = fetcher.data?.feedback ?? done ?? null;
  if (outcome === "sent") {
    return (
      <p role="status" className="font-semibold text-green-800">
        {t("assistant.feedback.thanks")}
      </p>
    );
  }
  const busy = fetcher.state !== "idle";
  const reasonId = `feedback-${answerId}-reason`;
  return (
    <fetcher.Form method="post" action={lp(questionHref(question, previous))} className="space-y-2 rounded border border-slate-300 p-3">
      <p id={`feedback-${answerId}`} className="font-semibold">
        {t("assistant.feedback.question")}
      </p>
      <input type="hidden" name="answer_id" value={answerId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <div>
        <label htmlFor={reasonId} className="block text-sm font-semibold">
          {t("assistant.feedback.reason")}
        </label>
        <p id={`${reasonId}-hint`} className="text-sm text-slate-700">
          {t("assistant.feedback.reasonHint", { max: REASON_MAX })}
        </p>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={REASON_MAX}
          aria-describedby={`${reasonId}-hint`}
          className="mt-1 w-full rounded border-2 border-slate-600 px-2 py-1 text-slate-900"
        />
      </div>
      <div role="group" aria-labelledby={`feedback-${answerId}`} className="flex gap-2">
        <button
          type="submit"
          name="helpful"
          value="yes"
          disabled={busy}
          className="rounded border-2 border-blue-800 px-4 py-1 font-semibold text-blue-800 hover:bg-blue-50"
        >
          {t("assistant.feedback.yes")}
        </button>
        <button
          type="submit"
          name="helpful"
          value="no"
          disabled={busy}
          className="rounded border-2 border-blue-800 px-4 py-1 font-semibold text-blue-800 hover:bg-blue-50"
        >
          {t("assistant.feedback.no")}
        </button>
      </div>
      {outcome === "failed" || outcome === "refused" ? (
        <p role="alert" className="font-semibold text-red-700">
          {t(outcome === "failed" ? "assistant.feedback.failed" : "form.honeypotFilled")}
        </p>
      ) : null}
      <Honeypot />
    </fetcher.Form>
  );
}
