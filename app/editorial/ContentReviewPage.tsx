import "./messages";
import { Link } from "react-router";
import { ErrorSummary, scriptLanguage } from "~/components/forms";
import type { ContentReviewData } from "~/editorial/content-review.server";
import { useLocalePath, useT, type MessageKey } from "~/i18n";
import { DeskPage, deskLinkClass } from "./DeskPage";
import { ReviewedForm, ReviewSetForm, type ReviewFormFailure } from "./ReviewForms";

const DONE: Record<NonNullable<ContentReviewData["done"]>, MessageKey> = {
  set: "editorial.reviews.done.set",
  clear: "editorial.reviews.done.clear",
  reviewed: "editorial.reviews.done.reviewed",
};

/** One published item's review date and owner (docs/product/editorial.md#review-dates-and-owners). */
export function ContentReviewPage({
  review,
  people,
  nextDefault,
  done,
  failure,
}: ContentReviewData & { failure: ReviewFormFailure | null }) {
  const t = useT();
  const lp = useLocalePath();
  const fields: Record<string, string> = { owner_id: "review-owner", review_by: "review-by", next_review_by: "review-next" };
  const errors = Object.entries(failure?.errors ?? {}).map(([field, message]) => ({ fieldId: fields[field] ?? field, message: message! }));
  if (failure?.formError) errors.push({ fieldId: "review-set-heading", message: failure.formError });
  return (
    <DeskPage title={t("editorial.reviews.item.title")} notice={done && !failure ? t(DONE[done]) : null}>
      <p className="mb-6">
        <Link to={lp("/editorial/reviews")} className={deskLinkClass}>
          {t("editorial.reviews.item.back")}
        </Link>
      </p>
      <ErrorSummary id="review-errors" errors={errors} />
      <dl className="mb-8 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("editorial.reviews.item.page")}</dt>
        <dd>
          <Link to={lp(review.url)} className={deskLinkClass} lang={scriptLanguage(review.title)}>
            {review.title}
          </Link>
        </dd>
        {review.itemId !== null ? (
          <>
            <dt className="font-semibold">{t("editorial.reviews.item.submission")}</dt>
            <dd>
              <Link to={lp(`/editorial/items/${review.itemId}`)} className={deskLinkClass}>
                {`#${review.itemId}`}
              </Link>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("editorial.reviews.owner")}</dt>
        <dd lang={review.owner ? scriptLanguage(review.owner) : undefined}>{review.owner ?? t("editorial.reviews.item.none")}</dd>
        <dt className="font-semibold">{t("editorial.reviews.col.reviewBy")}</dt>
        <dd>
          {review.reviewBy ? <time dateTime={review.reviewByIso}>{review.reviewBy}</time> : t("editorial.reviews.item.none")}
          {review.overdue ? <strong className="ml-2 rounded bg-red-100 px-2 text-red-800">{t("editorial.reviews.overdue")}</strong> : null}
        </dd>
      </dl>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="review-set-heading">
          <h2 id="review-set-heading" tabIndex={-1} className="mb-3 text-2xl font-bold">
            {t("editorial.reviews.item.setHeading")}
          </h2>
          <ReviewSetForm
            collectionId={review.collectionId}
            people={people}
            ownerId={review.ownerId}
            reviewByIso={review.reviewByIso}
            failure={failure}
            returnTo="item"
          />
        </section>
        <section aria-labelledby="review-done-heading">
          <h2 id="review-done-heading" className="mb-3 text-2xl font-bold">
            {t("editorial.reviews.item.reviewedHeading")}
          </h2>
          <ReviewedForm collectionId={review.collectionId} nextDefault={nextDefault} failure={failure} returnTo="item" />
        </section>
      </div>
    </DeskPage>
  );
}
