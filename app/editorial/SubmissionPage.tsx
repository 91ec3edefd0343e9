import "./messages";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AuthoringKind, AuthoringStatus, EditorialAction } from "../../contract/authoring-constants";
import { DetailArticle } from "~/content/DetailArticle";
import { ErrorSummary, scriptLanguage } from "~/components/forms";
import type { DecisionFailure } from "~/editorial/submission.server";
import type { HistoryRow } from "~/editorial/history.server";
import type { DetailView } from "~/content/view";
import { useLocalePath, useT, type MessageKey } from "~/i18n";
import { DecisionForms } from "./DecisionForms";
import { DeskPage, deskLinkClass } from "./DeskPage";
import { HistoryTable } from "./HistoryTable";
import { SCHEDULE_DONE, ScheduleForms } from "./ScheduleForms";
import type { ScheduleData, ScheduleIntent } from "./schedule.server";
import { KIND_LABELS, STATUS_LABELS } from "./labels";

const DONE: Record<EditorialAction, MessageKey> = {
  start_review: "editorial.decide.done.start_review",
  approve: "editorial.decide.done.approve",
  request_changes: "editorial.decide.done.request_changes",
  reject: "editorial.decide.done.reject",
};

export interface SubmissionPageProps {
  item: {
    id: number;
    kind: AuthoringKind;
    status: AuthoringStatus;
    reviewNote: string | null;
    publishedUrl: string | null;
    submittedAt: string | null;
  };
  author: { name: string; email: string | null };
  preview: DetailView;
  history: HistoryRow[];
  decisions: EditorialAction[];
  /** The editor wrote it (decision 0123): "refused", another editor must approve; "allowed", four eyes is off. */
  selfApproval: "refused" | "allowed" | null;
  done: EditorialAction | null;
  failure: DecisionFailure | null;
  /** Its schedules and the schedule forms open (docs/product/editorial.md#scheduling). */
  schedule: ScheduleData;
  scheduleDone: ScheduleIntent | null;
  /** Shown under the details: the assignment and review date (docs/product/editorial.md#assignment). */
  children?: ReactNode;
}

const sectionTitle = "mb-3 text-2xl font-bold";

/** A submission in the desk: its facts, the decisions, the page as readers will see it, and its history. */
export function SubmissionPage(props: SubmissionPageProps) {
  const { item, author, preview, history, decisions, selfApproval, done, failure, schedule, scheduleDone, children } = props;
  const t = useT();
  const lp = useLocalePath();
  const status = t(STATUS_LABELS[item.status]);
  return (
    <DeskPage
      title={<span lang={preview.lang}>{preview.title}</span>}
      notice={failure ? null : done ? t(DONE[done]) : scheduleDone ? t(SCHEDULE_DONE[scheduleDone]) : null}
    >
      <p className="mb-6">
        <Link to={lp(`/editorial?status=${queueOf(item.status)}`)} className={deskLinkClass}>
          {t("editorial.item.back")}
        </Link>
      </p>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className={sectionTitle}>
            {t("editorial.item.details")}
          </h2>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
            <dt className="font-semibold">{t("editorial.queue.col.kind")}</dt>
            <dd>{t(KIND_LABELS[item.kind])}</dd>
            <dt className="font-semibold">{t("editorial.queue.col.status")}</dt>
            <dd>{status}</dd>
            <dt className="font-semibold">{t("editorial.item.contributor")}</dt>
            <dd>
              <span lang={scriptLanguage(author.name)}>{author.name}</span>
              {author.email ? (
                <>
                  {" "}
                  (
                  <a href={`mailto:${author.email}`} className={deskLinkClass}>
                    {author.email}
                  </a>
                  )
                </>
              ) : null}
            </dd>
            <dt className="font-semibold">{t("editorial.item.submitted")}</dt>
            <dd>{item.submittedAt ?? t("editorial.item.notSubmitted")}</dd>
            {item.publishedUrl ? (
              <>
                <dt className="font-semibold">{t("editorial.item.published")}</dt>
                <dd>
                  <Link to={lp(item.publishedUrl)} className={deskLinkClass}>
                    {item.publishedUrl}
                  </Link>
                </dd>
              </>
            ) : null}
            {item.reviewNote ? (
              <>
                <dt className="font-semibold">{t("editorial.item.reviewNote")}</dt>
                <dd className="whitespace-pre-line" lang={scriptLanguage(item.reviewNote)}>
                  {item.reviewNote}
                </dd>
              </>
            ) : null}
          </dl>
          {children}
        </section>
        <section aria-labelledby="decision-heading">
          <h2 id="decision-heading" tabIndex={-1} className={sectionTitle}>
            {t("editorial.decide.heading")}
          </h2>
          {/* Shown even when no decision is open any more (a 409 reloads the item's new status). */}
          <ErrorSummary id="decision-errors" errors={decisionErrors(failure)} />
          {selfApproval ? (
            <p id="self-approval" className="mb-4 border-l-4 border-slate-400 bg-slate-50 p-3 text-slate-900">
              {t(selfApproval === "refused" ? "editorial.decide.fourEyesNote" : "editorial.decide.selfApprovalNote")}
            </p>
          ) : null}
          {decisions.length ? (
            <DecisionForms decisions={decisions} failure={failure} republish={item.publishedUrl !== null} />
          ) : (
            <p>{t("editorial.decide.none", { status })}</p>
          )}
          <ScheduleForms schedule={schedule} failure={failure} republish={item.publishedUrl !== null} />
        </section>
      </div>
      <section aria-labelledby="preview-heading" className="mt-10 border-t-4 border-slate-300 pt-6">
        <h2 id="preview-heading" className={sectionTitle}>
          {t("editorial.item.preview")}
        </h2>
        <p className="mb-6 text-slate-700">{t("editorial.item.previewNote")}</p>
        <div className="rounded border border-slate-300 p-4 md:p-8">
          <DetailArticle item={preview} titleLevel={3} />
        </div>
      </section>
      {/* Not a region itself: the table inside is the named, scrollable one. */}
      <section className="mt-10">
        <h2 id="history-heading" className={sectionTitle}>
          {t("editorial.item.history")}
        </h2>
        <HistoryTable rows={history} caption={t("editorial.item.history")} />
        <p className="mt-4">
          <Link to={lp(`/editorial/items/${item.id}/editions`)} className={deskLinkClass}>
            {t("editorial.item.editions")}
          </Link>
        </p>
      </section>
    </DeskPage>
  );
}

/** GOV.UK error summary entries: a missing note links to its field, anything else to the section. */
function decisionErrors(failure: DecisionFailure | null) {
  if (failure?.noteError) return [{ fieldId: `${failure.action}-note`, message: failure.noteError }];
  if (failure?.scheduleError) return [{ fieldId: `schedule-${failure.scheduleForm}-at`, message: failure.scheduleError }];
  if (failure?.changeNoteError)
    return [{ fieldId: failure.scheduleForm ? "schedule-publish-note" : "approve-note", message: failure.changeNoteError }];
  if (failure?.formError) return [{ fieldId: "decision-heading", message: failure.formError }];
  return [];
}

/** The queue an item is listed in (drafts and trashed items are in none: back to the default). */
function queueOf(status: AuthoringStatus): AuthoringStatus {
  return status === "draft" || status === "trashed" ? "submitted" : status;
}
