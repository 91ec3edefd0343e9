import { data } from "react-router";
import { REVIEW_MESSAGES, ReviewDay } from "../../contract/reviews";
import type { MessageKey } from "~/i18n";
import { UpstreamError } from "~/upstream/core.server";
import { deskActionFailure } from "./failure.server";

/**
 * What the review and assignment forms share (docs/product/editorial.md#review-dates-and-owners):
 * India's today, the default next review, the day fields' checks and the API's field messages as
 * the desk's dictionary keys.
 */

const IST_OFFSET_MS = 330 * 60_000;

/** Today in India, YYYY-MM-DD: the day the API compares review dates with. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const API_MESSAGES: Record<string, MessageKey> = {
  [REVIEW_MESSAGES.badDate]: "editorial.reviews.error.badDate",
  [REVIEW_MESSAGES.pastDate]: "editorial.reviews.error.pastDate",
  [REVIEW_MESSAGES.notColleague]: "editorial.reviews.error.notColleague",
};

/** A date field: empty is `empty` (null, or the key of its error), else a real day, not before `today` when given. */
export function checkDay(value: string, today: string | null, empty: MessageKey | null): { day: string | null; error: MessageKey | null } {
  if (!value) return { day: null, error: empty };
  if (!ReviewDay.safeParse(value).success) return { day: null, error: "editorial.reviews.error.badDate" };
  if (today !== null && value < today) return { day: null, error: "editorial.reviews.error.pastDate" };
  return { day: value, error: null };
}

export type FieldErrors = Partial<Record<string, MessageKey>>;

/** A form that failed: its field errors and what was typed, with status 400. */
export function formFailure(errors: FieldErrors, values: Record<string, string>) {
  return data({ errors, values }, { status: 400 });
}

/**
 * An API refusal of a field (422) is the error of the form's field `fields` maps it to; anything
 * else is the desk's usual failure.
 */
export function upstreamFailure(error: unknown, fields: Record<string, string>, values: Record<string, string>) {
  if (error instanceof UpstreamError && error.status === 422) {
    const errors: FieldErrors = {};
    for (const [field, formField] of Object.entries(fields)) {
      const text = error.fieldError(field);
      if (text) errors[formField] = API_MESSAGES[text] ?? "editorial.error.badRequest";
    }
    if (Object.keys(errors).length) return formFailure(errors, values);
  }
  return deskActionFailure(error);
}
