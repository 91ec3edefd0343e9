import { useFetcher } from "react-router";
import { Honeypot } from "~/components/forms";
import { useHydrated } from "~/chrome/use-hydrated";
import { questionHref } from "~/assistant/question";
import { useLocalePath, useT } from "~/i18n";

export interface FeedbackActionData {
  feedback: "sent" | "failed" | "refused";
}

/**
 * "Helpful" / "Not helpful" for one answer: a plain POST to the /assistant action (at the
 * question's address, so a failure re-renders the answer). Without JavaScript the action
 * redirects back to the answer with a thank-you; with it the fetcher
 * posts in place (the `js` field tells the action so) and the thank-you replaces the buttons.
 * `done` is the outcome the page already knows (from the address after that redirect).
 */
export function Feedback({ answerId, question, done }: { answerId: string; question: string; done?: FeedbackActionData["feedback"] | null }) {
  const t = useT();
  const lp = useLocalePath();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FeedbackActionData>({ key: `assistant-feedback-${answerId}` });
  const outcome = fetcher.data?.feedback ?? done ?? null;
  if (outcome === "sent") {
    return <p role="status" className="font-semibold text-green-800">{t("assistant.feedback.thanks")}</p>;
  }
  return (
    <fetcher.Form method="post" action={lp(questionHref(question))} className="flex flex-wrap items-center gap-2">
      <p id={`feedback-${answerId}`} className="font-semibold">{t("assistant.feedback.question")}</p>
      <input type="hidden" name="answer_id" value={answerId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <div role="group" aria-labelledby={`feedback-${answerId}`} className="flex gap-2">
        <button type="submit" name="helpful" value="yes" disabled={fetcher.state !== "idle"} className="rounded border-2 border-blue-800 px-3 py-1 font-semibold text-blue-800 hover:bg-blue-50">
          {t("assistant.feedback.yes")}
        </button>
        <button type="submit" name="helpful" value="no" disabled={fetcher.state !== "idle"} className="rounded border-2 border-blue-800 px-3 py-1 font-semibold text-blue-800 hover:bg-blue-50">
          {t("assistant.feedback.no")}
        </button>
      </div>
      {outcome === "failed" || outcome === "refused" ? (
        <p role="alert" className="w-full font-semibold text-red-700">{t(outcome === "failed" ? "assistant.feedback.failed" : "form.honeypotFilled")}</p>
      ) : null}
      <Honeypot />
    </fetcher.Form>
  );
}
