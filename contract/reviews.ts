import { z } from "zod";
import { Timestamp } from "./common";

/**
 * Review dates, owners and assignment on the editorial desk (docs/product/editorial.md#review-dates-and-owners,
 * docs/product/editorial.md#assignment, decision 0133). Messages are English; the portal shows
 * them in the page's language by their text (REVIEW_MESSAGES).
 */

export const REVIEW_LIMITS = {
  /** "Reviews due" lists what is overdue or due within this many days. */
  dueWithinDays: 14,
  perPage: 20,
  /** Marking an item reviewed proposes the next review this many months on. */
  nextInMonths: 6,
} as const;

export const REVIEW_MESSAGES = {
  badDate: "Enter a real date, like 2027-01-31",
  pastDate: "The review date cannot be in the past",
  notColleague: "Choose an editor of the desk",
  notPublished: "There is no published item with this number",
  nextRequired: "Enter the date of the next review",
} as const;

/** Whether `value` is a calendar day, YYYY-MM-DD, that exists (not 2027-02-30, not 2027-13-01). */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export const ReviewDay = z.string().trim().refine(isRealDay, REVIEW_MESSAGES.badDate);

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const DeskPerson = z.object({ id: z.number().int(), name: z.string() });
export type DeskPerson = z.infer<typeof DeskPerson>;

export const ContentReviewParams = z.object({ collectionId: Id });

/** A published item's owner and review date; `item_id` is its submission, when it came through the desk. */
export const ContentReview = z.object({
  collection_id: z.number().int(),
  item_id: z.number().int().nullable(),
  title: z.string(),
  /** The public page, without a language prefix. */
  url: z.string(),
  owner: DeskPerson.nullable(),
  review_by: z.string().nullable(),
  overdue: z.boolean(),
});
export type ContentReview = z.infer<typeof ContentReview>;
export const ContentReviewResponse = z.object({ data: ContentReview });

/** Replaces both: null (or left out) clears one, both clear the item's review. */
export const ContentReviewRequest = z.object({
  owner_id: Id.nullable().default(null),
  review_by: ReviewDay.nullable().default(null),
});

/** The item was reviewed: the next review is due on `next_review_by`, by default REVIEW_LIMITS.nextInMonths on. */
export const ReviewedRequest = z.object({ next_review_by: ReviewDay.optional() });

/** `months` calendar months after `day` (YYYY-MM-DD), on the month's last day when it is shorter (31 August + 6: 28 February). */
export function monthsLater(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number);
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))).toISOString().slice(0, 10);
}

export const ReviewsRequest = z.object({
  /** "me", "anyone" or a user id. */
  owner: z.union([z.enum(["me", "anyone"]), Id]).default("anyone"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ReviewsResponse = z.object({
  data: z.object({
    items: z.array(ContentReview),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
    /** Today, the India day the list was made on. */
    today: z.string(),
  }),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponse>;

/** The desk's people (editor roles): whom an item can be owned by or assigned to. */
export const DeskPeopleResponse = z.object({ data: z.array(DeskPerson) });

/** null (or left out) unassigns. */
export const AssignmentRequest = z.object({ assignee_id: Id.nullable().default(null) });

/** A submission's assignee, and its published item's review when it is published. */
export const ItemStewardshipResponse = z.object({
  data: z.object({
    assignee: DeskPerson.nullable(),
    assigned_at: Timestamp.nullable(),
    review: ContentReview.nullable(),
  }),
});
export type ItemStewardship = z.infer<typeof ItemStewardshipResponse>["data"];
