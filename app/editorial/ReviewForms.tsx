import "./messages";
import { Form } from "react-router";
import type { DeskPerson } from "../../contract/reviews";
import { scriptLanguage, TextField } from "~/components/forms";
import { SelectField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalePath, useT, type MessageKey } from "~/i18n";

/** What a failed review or assignment form answers: field errors and what was typed, or one error for the form. */
export interface ReviewFormFailure {
  errors?: Partial<Record<string, MessageKey>>;
  values?: Record<string, string>;
  formError?: MessageKey;
}

const errorOf = (failure: ReviewFormFailure | null, field: string) => {
  const key = failure?.errors?.[field];
  return key ? [key] : null;
};

/** The owner select and review-by day of one published item; "Clear" empties both (docs/product/editorial.md#review-dates-and-owners). */
export function ReviewSetForm({
  collectionId,
  people,
  ownerId,
  reviewByIso,
  failure,
  returnTo,
}: {
  collectionId: number;
  people: DeskPerson[];
  ownerId: number | null;
  reviewByIso: string;
  failure: ReviewFormFailure | null;
  returnTo: "item" | "submission";
}) {
  const t = useT();
  const lp = useLocalePath();
  const values = failure?.values;
  return (
    <Form method="post" action={lp(`/editorial/reviews/${collectionId}`)} className="space-y-3 rounded border border-slate-300 p-4">
      <input type="hidden" name="return" value={returnTo} />
      <SelectField
        id="review-owner"
        name="owner_id"
        label={t("editorial.reviews.owner")}
        placeholder={t("editorial.reviews.owner.none")}
        options={people.map((p) => ({ value: String(p.id), label: p.name, lang: scriptLanguage(p.name) }))}
        defaultValue={values?.owner_id ?? (ownerId === null ? "" : String(ownerId))}
        errors={errorOf(failure, "owner_id")}
      />
      <TextField
        id="review-by"
        name="review_by"
        type="date"
        label={t("editorial.reviews.col.reviewBy")}
        hint={t("editorial.reviews.item.reviewByHint")}
        defaultValue={values?.review_by ?? reviewByIso}
        errors={errorOf(failure, "review_by")}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="set">
          {t("editorial.reviews.item.save")}
        </SubmitButton>
        <SubmitButton name="intent" value="clear" variant="secondary">
          {t("editorial.reviews.item.clear")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** "Mark reviewed" with the next review's day (by default six months on). */
export function ReviewedForm({
  collectionId,
  nextDefault,
  failure,
  returnTo,
}: {
  collectionId: number;
  nextDefault: string;
  failure: ReviewFormFailure | null;
  returnTo: "item" | "submission";
}) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Form method="post" action={lp(`/editorial/reviews/${collectionId}`)} className="space-y-3 rounded border border-slate-300 p-4">
      <input type="hidden" name="return" value={returnTo} />
      <TextField
        id="review-next"
        name="next_review_by"
        type="date"
        label={t("editorial.reviews.next")}
        hint={t("editorial.reviews.dateHint")}
        defaultValue={failure?.values?.next_review_by ?? nextDefault}
        errors={errorOf(failure, "next_review_by")}
        required
      />
      <SubmitButton name="intent" value="reviewed" variant="secondary">
        {t("editorial.reviews.markReviewed")}
      </SubmitButton>
    </Form>
  );
}
