/** The panels a comment opens in place (also reachable by link without JavaScript): delete and report. */
import { useFetcher } from "react-router";
import { useEffect, useRef } from "react";
import type { CommentReply } from "../../contract";
import { scriptLanguage } from "~/components/forms";
import { useT, type MessageKey } from "~/i18n";
import type { CommentActionResult, Mode } from "./model";
import { buttonClass } from "./basics";
import { CancelLink, Hidden } from "./forms";
import { useFetcherOutcome, useThread } from "./thread-context";
import "./messages";

/**
 * Deleting a comment, or reporting and blocking its author, removes the comment and with it the
 * panel that posted: these fetchers have keys so <PanelOutcomes> in the thread hears the answer.
 */
export const PANEL_FETCHER_KEYS = { delete: "comment-delete", report: "comment-report" } as const;

const closesDelete = (mode: Mode) => mode.kind === "delete";
const closesReport = (mode: Mode) => mode.kind === "report";

function PanelOutcome({ fetcherKey, closes }: { fetcherKey: string; closes: (mode: Mode) => boolean }) {
  const fetcher = useFetcher<CommentActionResult>({ key: fetcherKey });
  useFetcherOutcome(fetcher, { closes });
  return null;
}

export function PanelOutcomes() {
  return (
    <>
      <PanelOutcome fetcherKey={PANEL_FETCHER_KEYS.delete} closes={closesDelete} />
      <PanelOutcome fetcherKey={PANEL_FETCHER_KEYS.report} closes={closesReport} />
    </>
  );
}

function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { hydrated } = useThread();
  useEffect(() => {
    if (hydrated) ref.current?.focus();
  }, [hydrated]);
  return ref;
}

/** docs/product/comments.md#deleting delete confirmation, reachable by link (?comment_delete=id) and opened in place with JS. */
export function DeletePanel({ comment }: { comment: CommentReply }) {
  const fetcher = useFetcher<CommentActionResult>({ key: PANEL_FETCHER_KEYS.delete });
  const t = useT();
  const busy = fetcher.state !== "idle";
  const ref = useFocusOnOpen<HTMLDivElement>();
  const titleId = `delete-title-${comment.id}`;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={`delete-text-${comment.id}`}
      className="mt-3 rounded border-2 border-red-700 bg-red-50 p-4"
    >
      <h4 id={titleId} className="font-bold text-slate-900">
        {t("comments.deleteTitle")}
      </h4>
      <p id={`delete-text-${comment.id}`} className="mt-1 text-slate-900">
        {t("comments.deleteWarning")}
      </p>
      <fetcher.Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-3">
        <Hidden intent="delete" extra={{ comment_id: comment.id }} />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center rounded border-2 border-red-800 bg-red-800 px-4 py-1.5 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {t(busy ? "comments.deleting" : "comments.delete")}
        </button>
        <CancelLink anchor={`comment-${comment.id}`} />
      </fetcher.Form>
    </div>
  );
}

/**
 * The API's spam categories are named in English: the ones we know are shown in the page's
 * language, any other as the API wrote it, marked as English.
 */
const CATEGORY_KEYS: Record<string, MessageKey> = {
  Spam: "comments.category.spam",
  Harassment: "comments.category.harassment",
  "Hate speech": "comments.category.hateSpeech",
  Misinformation: "comments.category.misinformation",
  "Off-topic": "comments.category.offTopic",
  Other: "comments.category.other",
};

function CategoryLabel({ htmlFor, name }: { htmlFor: string; name: string }) {
  const t = useT();
  const key = Object.hasOwn(CATEGORY_KEYS, name) ? CATEGORY_KEYS[name] : null;
  return (
    <label htmlFor={htmlFor} lang={key ? undefined : scriptLanguage(name)}>
      {key ? t(key) : name}
    </label>
  );
}

/** "Report this response": a reason from the spam categories, and optionally block the author. */
export function ReportPanel({ comment }: { comment: CommentReply }) {
  const { data } = useThread();
  const fetcher = useFetcher<CommentActionResult>({ key: PANEL_FETCHER_KEYS.report });
  const t = useT();
  const busy = fetcher.state !== "idle";
  const ref = useFocusOnOpen<HTMLDivElement>();
  const titleId = `report-title-${comment.id}`;
  return (
    <div ref={ref} tabIndex={-1} role="dialog" aria-labelledby={titleId} className="mt-3 rounded border-2 border-slate-600 bg-slate-50 p-4">
      <h4 id={titleId} className="font-bold text-slate-900">
        {t("comments.report")}
      </h4>
      {data.categories.length === 0 ? (
        <>
          <p className="mt-1">{t("comments.report.unavailable")}</p>
          <div className="mt-3">
            <CancelLink anchor={`comment-${comment.id}`} />
          </div>
        </>
      ) : (
        <fetcher.Form method="post" preventScrollReset className="mt-2">
          <Hidden intent="report" extra={{ comment_id: comment.id, author_id: comment.comment_user_id }} />
          <fieldset>
            <legend className="font-semibold text-slate-900">{t("comments.report.why")}</legend>
            <div className="mt-2 space-y-1">
              {data.categories.map((category) => (
                <div key={category.id} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={`report-${comment.id}-${category.id}`}
                    name="category_id"
                    value={category.id}
                    required
                    className="h-5 w-5"
                  />
                  <CategoryLabel htmlFor={`report-${comment.id}-${category.id}`} name={category.name} />
                </div>
              ))}
            </div>
          </fieldset>
          <div className="mt-3 flex items-center gap-2">
            <input type="checkbox" id={`block-${comment.id}`} name="block" value="on" className="h-5 w-5" />
            <label htmlFor={`block-${comment.id}`}>{t("comments.report.block", { name: comment.created_by })}</label>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button type="submit" disabled={busy} className={buttonClass}>
              {t(busy ? "comments.report.busy" : "comments.report.submit")}
            </button>
            <CancelLink anchor={`comment-${comment.id}`} />
          </div>
        </fetcher.Form>
      )}
    </div>
  );
}
