/**
 * /assistant?q=…: the assistant as a page (docs/product/assistant.md#the-assistant). A plain GET form, so it works without
 * JavaScript, in text browsers and as a link someone shares; the widget asks through this same
 * loader with a fetcher, so the browser never calls the API. After an answer the form carries
 * the question as the assistant read it and its first source's title in hidden fields (`pq`,
 * `pt`), so a follow-up ("and in Pune?", "when is it?", "in Hindi?") is a plain form submission
 * with no session. The action takes "did this answer help?" (yes or no, and a reason).
 */
import { data } from "react-router";
import { Form, Link, isRouteErrorResponse, type ShouldRevalidateFunction, useNavigation } from "react-router";
import { z } from "zod";
import { AnswerId } from "../../contract/assistant";
import { ask } from "~/assistant/answer.server";
import { PREVIOUS_PARAM, QUESTION_MAX, QUESTION_PARAM, REASON_MAX, TOPIC_PARAM, questionHref } from "~/assistant/question";
import { readPrevious, readQuestion } from "~/assistant/read-question";
import { SUGGESTIONS, type AskResult } from "~/assistant/view";
import { Answer } from "~/assistant/Answer";
import { Feedback, type FeedbackActionData } from "~/assistant/Feedback";
import { ErrorPage, NotFound } from "~/chrome/ErrorScreens";
import { StandardLayout } from "~/chrome/Layouts";
import { ErrorSummary, TextField } from "~/components/forms";
import { answerOrLost } from "~/forms/lost-answer";
import { isBot, parseSubmission } from "~/forms/submission";
import { languageOfPath, translator, useLocalePath, useT } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { sendAnswerFeedback } from "~/upstream/assistant.server";
import { UpstreamError } from "~/upstream/core.server";
import type { Route } from "./+types/assistant";
import { titled } from "~/forms/page-meta";
import "~/assistant/messages";

const FeedbackForm = z.object({
  answer_id: AnswerId,
  helpful: z.enum(["yes", "no"]),
  // Capped rather than refused: the field's maxlength caps it in every browser already.
  reason: z
    .string()
    .optional()
    .transform((r) => r?.replace(/\s+/g, " ").trim().slice(0, REASON_MAX) || undefined),
  js: z.literal("1").optional(),
});

type FeedbackParam = "sent" | null;

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  // Set by the action's redirect after a feedback post without JavaScript.
  const feedback: FeedbackParam = params.get("feedback") === "sent" ? "sent" : null;
  const read = readQuestion(params);
  if (read.state === "none") return { result: { state: "none" } as AskResult, feedback };
  if (read.state === "invalid") {
    return data({ result: { state: "error", question: read.text, error: read.error } as AskResult, feedback }, { status: 400 });
  }
  const { status, result } = await ask(args, read.text, readPrevious(params));
  return data({ result, feedback }, { status });
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const js = formData.get("js") === "1";
  // The form posts to the question's address (with the question before it): back there, with the thank-you.
  const params = new URL(args.request.url).searchParams;
  const read = readQuestion(params);
  const back = () =>
    localRedirect(args.request, `${questionHref(read.state === "none" ? "" : read.text, readPrevious(params))}&feedback=sent`);
  const submission = parseSubmission(formData, FeedbackForm);
  if (submission.status !== "success") return data({ feedback: "failed" } satisfies FeedbackActionData, { status: 400 });
  const { answer_id, helpful, reason } = submission.value;
  // Filled spam check: nothing recorded, and said so (a person in a text browser may fill it).
  if (isBot(formData)) return data({ feedback: "refused" } satisfies FeedbackActionData, { status: 400 });
  try {
    await sendAnswerFeedback(args, { answer_id, helpful: helpful === "yes", ...(reason ? { reason } : {}) });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const status = error.status === 429 ? 429 : error.status >= 400 && error.status < 500 ? 400 : 503;
    return data({ feedback: "failed" } satisfies FeedbackActionData, { status });
  }
  // Post/redirect/get without JavaScript; in place (a fetcher) with it.
  return js ? ({ feedback: "sent" } satisfies FeedbackActionData) : back();
}

/**
 * With JavaScript (the widget's fetcher, and moves between questions): a lost answer (the gateway's
 * 502, a dropped connection) is the assistant's own "did not answer, try again", in the panel,
 * not the page's error screen (app/forms/lost-answer.ts).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const question = new URL(request.url).searchParams.get(QUESTION_PARAM) ?? "";
  return answerOrLost(serverLoader, () => ({
    result: { state: "error", question, error: "assistant.error.unavailable" } as AskResult,
    feedback: null as FeedbackParam,
  }));
}

/** With JavaScript, feedback whose answer is lost is feedback that failed, said beside its buttons. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrLost(serverAction, () => ({ feedback: "failed" }) satisfies FeedbackActionData);
}

// Feedback posted in place changes nothing the page shows but its own thank-you: asking again
// would only record the question twice. A redirect (a post that landed on another address) loads.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;

export default function AssistantPage({ loaderData, actionData }: Route.ComponentProps) {
  const { result, feedback } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  const navigation = useNavigation();
  const asking = navigation.state === "loading" && navigation.location.pathname === lp("/assistant");
  const question = result.state === "none" ? "" : result.question;
  const error = result.state === "error" ? t(result.error, { max: QUESTION_MAX }) : null;
  // What a follow-up is read with: the answer just given (hidden fields, no session).
  const context = result.state === "answered" ? result.answer.context : null;
  return (
    <StandardLayout>
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-3xl font-bold">{t("assistant.title")}</h1>
        <p>{t("assistant.intro")}</p>
        {error ? <ErrorSummary id="assistant-summary" errors={[{ fieldId: "assistant-q", message: error }]} /> : null}
        <Form method="get" action={lp("/assistant")} className="space-y-3" key={question}>
          <TextField
            id="assistant-q"
            name="q"
            type="text"
            label={t("assistant.question.label")}
            hint={t("assistant.question.hint", { max: QUESTION_MAX })}
            errors={error ? [error] : null}
            defaultValue={question}
            autoComplete="off"
          />
          {context ? (
            <>
              <input type="hidden" name={PREVIOUS_PARAM} value={context.question} />
              {context.topic ? <input type="hidden" name={TOPIC_PARAM} value={context.topic} /> : null}
              <p className="text-sm text-slate-700">{t("assistant.followUp.hint")}</p>
            </>
          ) : null}
          <button type="submit" className="rounded bg-blue-800 px-5 py-2 font-bold text-white hover:bg-blue-900">
            {t("assistant.ask")}
          </button>
          {asking ? <p role="status">{t("assistant.asking")}</p> : null}
        </Form>
        {result.state === "answered" ? (
          <section aria-label={t("assistant.answer.heading")} className="space-y-4">
            <Answer answer={result.answer} />
            {/* A feedback post without JavaScript that failed renders here with the action's answer. */}
            <Feedback
              answerId={result.answer.id}
              question={result.question}
              previous={result.previous}
              done={actionData?.feedback ?? feedback}
            />
          </section>
        ) : null}
        {result.state === "none" ? <Suggestions /> : null}
      </div>
    </StandardLayout>
  );
}

function Suggestions() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <section aria-labelledby="assistant-suggested">
      <h2 id="assistant-suggested" className="mb-2 text-xl font-bold">
        {t("assistant.suggested")}
      </h2>
      <ul className="list-disc space-y-1 pl-6">
        {SUGGESTIONS.map((key) => (
          <li key={key}>
            <Link to={lp(questionHref(t(key)))} className="text-blue-800 underline">
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, error, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  const result = loaderData?.result;
  const title = titled(t("assistant.title"), matches);
  const failed = Boolean(error) || result?.state === "error";
  return [
    { title: failed ? `${t("forms.errorPrefix")} ${title}` : title },
    { name: "description", content: t("assistant.meta.description") },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <StandardLayout>{status === 404 ? <NotFound /> : <ErrorPage status={status} />}</StandardLayout>;
}
