import "./messages";
import { Form, Link } from "react-router";
import { ErrorSummary, ErrorMessage, scriptLanguage } from "~/components/forms";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SelectField } from "~/components/forms/fields";
import type { ReviewsData } from "~/editorial/reviews.server";
import { useLocalePath, useT } from "~/i18n";
import { DeskPage, DeskPager, deskLinkClass } from "./DeskPage";
import type { ReviewFormFailure } from "./ReviewForms";

const cell = "border-b border-slate-300 px-3 py-2 align-top";

/**
 * "Reviews due" (docs/product/editorial.md#review-dates-and-owners): a GET form to filter by owner,
 * the items overdue or due soon, oldest date first, each with a "Mark reviewed" form.
 */
export function ReviewsPage({
  owner,
  people,
  page,
  pages,
  total,
  days,
  nextDefault,
  done,
  items,
  failure,
}: ReviewsData & { failure: ReviewFormFailure | null }) {
  const t = useT();
  const lp = useLocalePath();
  const query = (p: number) => new URLSearchParams({ ...(owner === "anyone" ? {} : { owner }), ...(p > 1 ? { page: String(p) } : {}) });
  const here = lp(`/editorial/reviews?${query(page)}`);
  const errors = Object.entries(failure?.errors ?? {}).map(([fieldId, message]) => ({ fieldId, message: message! }));
  if (failure?.formError) errors.push({ fieldId: "reviews-table", message: failure.formError });
  return (
    <DeskPage title={t("editorial.reviews.title")} notice={done && !failure ? t("editorial.reviews.done.reviewed") : null}>
      <ErrorSummary id="reviews-errors" errors={errors} />
      <p className="mb-4">{t("editorial.reviews.intro", { days })}</p>
      <Form
        method="get"
        action={lp("/editorial/reviews")}
        className="mb-6 flex flex-wrap items-end gap-4"
        aria-label={t("editorial.reviews.filters")}
      >
        <SelectField
          id="reviews-owner"
          name="owner"
          label={t("editorial.reviews.owner")}
          defaultValue={owner}
          options={[
            { value: "anyone", label: t("editorial.reviews.owner.anyone") },
            { value: "me", label: t("editorial.reviews.owner.me") },
            ...people.map((p) => ({ value: String(p.id), label: p.name, lang: scriptLanguage(p.name) })),
          ]}
        />
        <SubmitButton variant="secondary">{t("editorial.reviews.apply")}</SubmitButton>
      </Form>
      {items.length === 0 ? (
        <p>{t("editorial.reviews.empty", { days })}</p>
      ) : (
        <div className="overflow-x-auto">
          <table id="reviews-table" className="w-full border-collapse text-left">
            <caption className="mb-2 text-left font-semibold">{t("editorial.reviews.caption", { count: total })}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t("editorial.reviews.col.title")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.reviews.owner")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.reviews.col.reviewBy")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.reviews.col.next")}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const fieldId = `next-${item.collectionId}`;
                const error = failure?.errors?.[fieldId];
                return (
                  <tr key={item.collectionId}>
                    <td className={cell}>
                      <Link to={lp(item.url)} className={deskLinkClass} lang={scriptLanguage(item.title)}>
                        {item.title}
                      </Link>
                      <br />
                      <Link to={lp(`/editorial/reviews/${item.collectionId}`)} className={deskLinkClass}>
                        {t("editorial.reviews.change")}
                      </Link>
                    </td>
                    <td className={cell} lang={item.owner ? scriptLanguage(item.owner) : undefined}>
                      {item.owner ?? t("editorial.reviews.owner.none")}
                    </td>
                    <td className={cell}>
                      <time dateTime={item.reviewByIso}>{item.reviewBy}</time>
                      {item.overdue ? (
                        <strong className="ml-2 rounded bg-red-100 px-2 text-red-800">{t("editorial.reviews.overdue")}</strong>
                      ) : null}
                    </td>
                    <td className={cell}>
                      <Form method="post" action={here} className="flex flex-wrap items-end gap-2">
                        <input type="hidden" name="intent" value="reviewed" />
                        <input type="hidden" name="collection_id" value={item.collectionId} />
                        <div>
                          <label htmlFor={fieldId} className="block text-sm font-semibold">
                            {t("editorial.reviews.next")}
                          </label>
                          <ErrorMessage id={`${fieldId}-error`} errors={error ? [error] : null} />
                          <input
                            id={fieldId}
                            name="next_review_by"
                            type="date"
                            required
                            defaultValue={
                              failure?.values?.collection_id === String(item.collectionId) ? failure.values.next_review_by : nextDefault
                            }
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${fieldId}-error` : undefined}
                            className="rounded border-2 border-slate-600 px-2 py-1"
                          />
                        </div>
                        <button
                          type="submit"
                          aria-label={t("editorial.reviews.markReviewedOf", { title: item.title })}
                          className="rounded border-2 border-slate-700 bg-white px-3 py-1 font-semibold hover:bg-slate-100 focus:outline-3 focus:outline-amber-500"
                        >
                          {t("editorial.reviews.markReviewed")}
                        </button>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <DeskPager page={page} pages={pages} href={(p) => lp(`/editorial/reviews?${query(p)}`)} />
    </DeskPage>
  );
}
