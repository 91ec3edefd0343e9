import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { monthsLater, REVIEW_LIMITS } from "../../contract/reviews";
import { formatDate } from "~/content/format";
import { requestLanguage } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { getDeskPeople, getDueReviews, markReviewed } from "~/upstream/reviews.server";
import { requireEditor } from "./access.server";
import { badDeskForm } from "./failure.server";
import { checkDay, formFailure, indiaToday, upstreamFailure } from "./review-forms.server";

/** The desk's "Reviews due" (/editorial/reviews): overdue or due soon, by owner, oldest date first. */

// Anything else in the address (an edited link) falls back to the default filter, not an error.
const Query = z.object({
  owner: z.union([z.enum(["me", "anyone"]), z.string().regex(/^[1-9][0-9]{0,9}$/)]).catch("anyone"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  done: z.literal("reviewed").optional().catch(undefined),
});

export async function loadReviews(args: LoaderFunctionArgs) {
  await requireEditor(args);
  const query = Query.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const lang = requestLanguage(args.request);
  const [due, people] = await Promise.all([getDueReviews(args, query), getDeskPeople(args)]).catch(upstreamErrorResponse);
  return {
    owner: query.owner,
    people,
    page: due.page,
    pages: Math.max(1, due.total_pages),
    total: due.total,
    days: REVIEW_LIMITS.dueWithinDays,
    nextDefault: monthsLater(due.today, REVIEW_LIMITS.nextInMonths),
    done: query.done ?? null,
    items: due.items.map((item) => ({
      collectionId: item.collection_id,
      itemId: item.item_id,
      title: item.title,
      url: item.url,
      owner: item.owner?.name ?? null,
      reviewBy: item.review_by ? formatDate(item.review_by, lang) : "",
      reviewByIso: item.review_by ?? "",
      overdue: item.overdue,
    })),
  };
}
export type ReviewsData = Awaited<ReturnType<typeof loadReviews>>;

const Reviewed = z.object({
  intent: z.literal("reviewed"),
  collection_id: z.string().regex(/^[1-9][0-9]{0,9}$/),
  next_review_by: z.string().trim().default(""),
});

/** "Mark reviewed" from the list: the next review date, back to the same filtered list. */
export async function reviewsAction(args: ActionFunctionArgs) {
  await requireEditor(args);
  const parsed = Reviewed.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return badDeskForm();
  const { collection_id, next_review_by } = parsed.data;
  const values = { collection_id, next_review_by };
  const next = checkDay(next_review_by, indiaToday(), "editorial.reviews.error.nextRequired");
  if (!next.day) return formFailure({ [`next-${collection_id}`]: next.error ?? undefined }, values);
  try {
    await markReviewed(args, Number(collection_id), next.day);
  } catch (error) {
    return upstreamFailure(error, { next_review_by: `next-${collection_id}` }, values);
  }
  const search = new URL(args.request.url).searchParams;
  search.delete("done");
  search.set("done", "reviewed");
  return localRedirect(args.request, `/editorial/reviews?${search}`);
}
