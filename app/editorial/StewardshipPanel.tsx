import "./messages";
import { Form, Link } from "react-router";
import type { DeskPerson } from "../../contract/reviews";
import { scriptLanguage } from "~/components/forms";
import { SelectField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { Notice } from "~/components/forms/Notice";
import type { StewardshipData } from "~/editorial/assignment.server";
import { useLocalePath, useT, type MessageKey } from "~/i18n";
import { deskLinkClass } from "./DeskPage";
import { ReviewedForm, ReviewSetForm, type ReviewFormFailure } from "./ReviewForms";

const REVIEW_DONE: Record<NonNullable<StewardshipData["reviewNotice"]>, MessageKey> = {
  set: "editorial.reviews.done.set",
  clear: "editorial.reviews.done.clear",
  reviewed: "editorial.reviews.done.reviewed",
};

/** The assignment form: a select of the desk's people ("Nobody" unassigns), posted to the assignment page. */
export function AssignmentForm({
  itemId,
  people,
  assigneeId,
  failure,
}: {
  itemId: number;
  people: DeskPerson[];
  assigneeId: number | null;
  failure: ReviewFormFailure | null;
}) {
  const t = useT();
  const lp = useLocalePath();
  const error = failure?.errors?.assignee_id;
  return (
    <Form method="post" action={lp(`/editorial/items/${itemId}/assignment`)} className="space-y-3 rounded border border-slate-300 p-4">
      <SelectField
        id="assignee"
        name="assignee_id"
        label={t("editorial.assign.label")}
        hint={t("editorial.assign.hint")}
        placeholder={t("editorial.assign.nobody")}
        options={people.map((p) => ({ value: String(p.id), label: p.name, lang: scriptLanguage(p.name) }))}
        defaultValue={failure?.values?.assignee_id ?? (assigneeId === null ? "" : String(assigneeId))}
        errors={error ? [error] : null}
      />
      <SubmitButton variant="secondary">{t("editorial.assign.button")}</SubmitButton>
    </Form>
  );
}

/**
 * On the submission page: who it is assigned to, and for a published item its owner and review
 * date (docs/product/editorial.md#assignment). Each form posts to its own page, which shows its errors.
 */
export function StewardshipPanel({ itemId, people, assignee, review, nextDefault, assignedNotice, reviewNotice }: StewardshipData) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <section aria-labelledby="assignment-heading" className="mt-8">
        <h2 id="assignment-heading" className="mb-3 text-2xl font-bold">
          {t("editorial.assign.heading")}
        </h2>
        {assignedNotice ? <Notice tone="success">{t("editorial.assign.done")}</Notice> : null}
        <p className="mb-3">
          {t("editorial.assign.label")}:{" "}
          <strong lang={assignee ? scriptLanguage(assignee.name) : undefined}>{assignee?.name ?? t("editorial.assign.nobody")}</strong>
        </p>
        <AssignmentForm itemId={itemId} people={people} assigneeId={assignee?.id ?? null} failure={null} />
      </section>
      {review ? (
        <section aria-labelledby="review-heading" className="mt-8">
          <h2 id="review-heading" className="mb-3 text-2xl font-bold">
            {t("editorial.reviews.item.title")}
          </h2>
          {reviewNotice ? <Notice tone="success">{t(REVIEW_DONE[reviewNotice])}</Notice> : null}
          <p className="mb-3">
            {t("editorial.reviews.col.reviewBy")}:{" "}
            {review.reviewBy ? <time dateTime={review.reviewByIso}>{review.reviewBy}</time> : t("editorial.reviews.item.none")}
            {review.overdue ? (
              <strong className="ml-2 rounded bg-red-100 px-2 text-red-800">{t("editorial.reviews.overdue")}</strong>
            ) : null}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <ReviewSetForm
              collectionId={review.collectionId}
              people={people}
              ownerId={review.ownerId}
              reviewByIso={review.reviewByIso}
              failure={null}
              returnTo="submission"
            />
            <ReviewedForm collectionId={review.collectionId} nextDefault={nextDefault} failure={null} returnTo="submission" />
          </div>
          <p className="mt-3">
            <Link to={lp(`/editorial/reviews/${review.collectionId}`)} className={deskLinkClass}>
              {t("editorial.reviews.item.open")}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
