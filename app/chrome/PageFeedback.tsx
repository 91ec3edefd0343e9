import { Form, useFetcher, useLocation, useMatches, useRouteError } from "react-router";
import { useLocalePath, useT } from "~/i18n";
import { ErrorMessage, Honeypot } from "~/components/forms";
import { focusOnAppear } from "./focus";
import {
  COMMENT_MAX,
  currentPage,
  isPublicPage,
  PAGE_FEEDBACK_ACTION,
  PAGE_FEEDBACK_ID,
  PAGE_FEEDBACK_PARAM,
  type PageFeedbackAnswer,
} from "./page-feedback";
import { useHydrated } from "./use-hydrated";

const buttonClass =
  "rounded border-2 border-blue-900 bg-white px-4 py-1.5 font-semibold text-blue-900 hover:bg-blue-50 disabled:opacity-70";

/**
 * "Was this page useful? Yes / No" (docs/product/editorial.md#what-readers-tell-us, decision in
 * docs/decisions/): one plain form. "Yes" sends at once; "No" is a disclosure (<details>, no script
 * needed) holding the optional "what went wrong" box and its Send button. Without JavaScript the
 * form posts and the visitor comes back to the page with the thanks; with it a fetcher posts and
 * the thanks replaces the form in place.
 */
export function PageFeedbackForm({
  page,
  answer,
  busy = false,
  heading = true,
  as: FormComponent = Form,
}: {
  /** The page's path and query, as the visitor sees it. */
  page: string;
  answer?: PageFeedbackAnswer;
  busy?: boolean;
  /** False where the page's own heading asks the question. */
  heading?: boolean;
  as?: typeof Form;
}) {
  const t = useT();
  const lp = useLocalePath();
  const hydrated = useHydrated();
  const error = answer && !answer.sent ? answer.error : undefined;
  const commentId = `${PAGE_FEEDBACK_ID}-comment`;
  const hintId = `${commentId}-hint`;
  const errorId = `${commentId}-error`;
  return (
    <FormComponent method="post" action={lp(PAGE_FEEDBACK_ACTION)} className="flex flex-wrap items-start gap-x-4 gap-y-2">
      <input type="hidden" name="path" value={page.split("?")[0]} />
      <input type="hidden" name="returnTo" value={page} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {heading ? (
        <h2 id={`${PAGE_FEEDBACK_ID}-heading`} className="py-1.5 font-bold">
          {t("pageFeedback.question")}
        </h2>
      ) : null}
      <button type="submit" name="helpful" value="yes" disabled={busy} className={buttonClass}>
        {t("pageFeedback.yes")}
      </button>
      {/* A space: text browsers (lynx, w3m) otherwise read the two answers as one word, "YesNo". */}{" "}
      <details open={Boolean(error)} className="min-w-0 flex-1 basis-64">
        <summary className={`${buttonClass} inline-block cursor-pointer list-none`}>{t("pageFeedback.no")}</summary>
        <div className="mt-3 max-w-xl space-y-2">
          <label htmlFor={commentId} className="block font-semibold">
            {t("pageFeedback.commentLabel")}
          </label>
          <p id={hintId} className="text-sm text-slate-700">
            {t("pageFeedback.commentHint", { max: COMMENT_MAX })}
          </p>
          <ErrorMessage id={errorId} errors={error ? [t(error, { max: COMMENT_MAX })] : null} />
          <textarea
            id={commentId}
            name="comment"
            rows={3}
            maxLength={COMMENT_MAX}
            defaultValue={answer?.comment}
            aria-invalid={error === "pageFeedback.error.long" || undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className="block w-full rounded border-2 border-slate-600 bg-white px-3 py-2 text-slate-900"
          />
          <button type="submit" name="helpful" value="no" disabled={busy} className={buttonClass}>
            {t("pageFeedback.send")}
          </button>
        </div>
      </details>
      <Honeypot />
    </FormComponent>
  );
}

/** The control above the footer of every public page; nothing on the desk, account, sign-in and error pages. */
export function PageFeedback() {
  const t = useT();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  // Null, not undefined, where no error boundary shows (a server render).
  const routeError = useRouteError();
  // One fetcher per page: the thanks of one page is not carried to the next.
  const fetcher = useFetcher<PageFeedbackAnswer>({ key: `${PAGE_FEEDBACK_ID}:${pathname}` });
  if (routeError != null || !isPublicPage(pathname, matches)) return null;
  const thanked = new URLSearchParams(search).get(PAGE_FEEDBACK_PARAM) === "sent";
  return (
    <section id={PAGE_FEEDBACK_ID} aria-labelledby={`${PAGE_FEEDBACK_ID}-heading`} className="mx-auto mt-12 w-full max-w-7xl px-4">
      <div className="rounded border border-slate-300 bg-slate-50 p-4">
        {fetcher.data?.sent || thanked ? (
          <>
            <h2 id={`${PAGE_FEEDBACK_ID}-heading`} className="sr-only">
              {t("pageFeedback.question")}
            </h2>
            <p ref={fetcher.data?.sent ? focusOnAppear : undefined} tabIndex={-1} role="status" className="font-semibold text-green-900">
              {t("pageFeedback.thanks")}
            </p>
          </>
        ) : (
          <PageFeedbackForm
            page={currentPage(pathname, search)}
            answer={fetcher.data}
            busy={fetcher.state !== "idle"}
            as={fetcher.Form as unknown as typeof Form}
          />
        )}
      </div>
    </section>
  );
}
