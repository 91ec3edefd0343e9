import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { ContentReviewParams, monthsLater, REVIEW_LIMITS } from "../../contract/reviews";
import { formatDate } from "~/content/format";
import { requestLanguage } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { getContentReview, getDeskPeople, markReviewed, setContentReview } from "~/upstream/reviews.server";
import { requireEditor } from "./access.server";
import { badDeskForm } from "./failure.server";
import { checkDay, formFailure, indiaToday, upstreamFailure } from "./review-forms.server";

/**
 * One published item's review date and owner (/editorial/reviews/{collectionId}): set, change,
 * clear, mark reviewed. The submission page posts its own review form here too, with
 * `return=submission` to come back to it.
 */

const INTENTS = ["set", "clear", "reviewed"] as const;
const Done = z.enum(INTENTS).optional().catch(undefined);

function collectionIdOf(params: LoaderFunctionArgs["params"]): number {
  const parsed = ContentReviewParams.safeParse(params);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  return parsed.data.collectionId;
}

export async function loadContentReview(args: LoaderFunctionArgs) {
  const collectionId = collectionIdOf(args.params);
  await requireEditor(args);
  const lang = requestLanguage(args.request);
  const [review, people] = await Promise.all([getContentReview(args, collectionId), getDeskPeople(args)]).catch(upstreamErrorResponse);
  return {
    review: {
      collectionId: review.collection_id,
      itemId: review.item_id,
      title: review.title,
      url: review.url,
      ownerId: review.owner?.id ?? null,
      owner: review.owner?.name ?? null,
      reviewBy: review.review_by ? formatDate(review.review_by, lang) : null,
      reviewByIso: review.review_by ?? "",
      overdue: review.overdue,
    },
    people,
    nextDefault: monthsLater(indiaToday(), REVIEW_LIMITS.nextInMonths),
    done: Done.parse(new URL(args.request.url).searchParams.get("done") ?? undefined) ?? null,
  };
}
export type ContentReviewData = Awaited<ReturnType<typeof loadContentReview>>;

const Form = z.object({
  intent: z.enum(INTENTS),
  owner_id: z.union([z.literal(""), z.string().regex(/^[1-9][0-9]{0,9}$/)]).default(""),
  review_by: z.string().trim().default(""),
  next_review_by: z.string().trim().default(""),
  return: z.enum(["submission", "item"]).default("item"),
});

export async function contentReviewAction(args: ActionFunctionArgs) {
  const collectionId = collectionIdOf(args.params);
  await requireEditor(args);
  const parsed = Form.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return badDeskForm();
  const form = parsed.data;
  const values = { owner_id: form.owner_id, review_by: form.review_by, next_review_by: form.next_review_by };
  let saved: { item_id: number | null };
  try {
    if (form.intent === "reviewed") {
      const next = checkDay(form.next_review_by, indiaToday(), "editorial.reviews.error.nextRequired");
      if (!next.day) return formFailure({ next_review_by: next.error ?? undefined }, values);
      saved = await markReviewed(args, collectionId, next.day);
    } else if (form.intent === "clear") {
      saved = await setContentReview(args, collectionId, { owner_id: null, review_by: null });
    } else {
      // Whether the date is in the past is the API's to say: an overdue date may stay while the owner changes.
      const day = checkDay(form.review_by, null, null);
      if (day.error) return formFailure({ review_by: day.error }, values);
      saved = await setContentReview(args, collectionId, { owner_id: form.owner_id ? Number(form.owner_id) : null, review_by: day.day });
    }
  } catch (error) {
    return upstreamFailure(error, { owner_id: "owner_id", review_by: "review_by", next_review_by: "next_review_by" }, values);
  }
  if (form.return === "submission" && saved.item_id !== null) {
    return localRedirect(args.request, `/editorial/items/${saved.item_id}?review=${form.intent}`);
  }
  return localRedirect(args.request, `/editorial/reviews/${collectionId}?done=${form.intent}`);
}
