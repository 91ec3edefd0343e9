import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { EditorialItemParams } from "../../contract/authoring";
import { monthsLater, REVIEW_LIMITS } from "../../contract/reviews";
import { formatDate } from "~/content/format";
import { requestLanguage } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { getDeskPeople, getStewardship, setAssignment } from "~/upstream/reviews.server";
import { requireEditor } from "./access.server";
import { badDeskForm } from "./failure.server";
import { indiaToday, upstreamFailure } from "./review-forms.server";

/**
 * A submission's assignee and its published item's review date (docs/product/editorial.md#assignment):
 * shown on the submission page, assigned by a form posted to /editorial/items/{id}/assignment.
 */

const Notice = z.object({
  assigned: z.literal("1").optional().catch(undefined),
  review: z.enum(["set", "clear", "reviewed"]).optional().catch(undefined),
});

function itemIdOf(params: LoaderFunctionArgs["params"]): number {
  const parsed = EditorialItemParams.safeParse(params);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  return parsed.data.id;
}

/** What the submission page shows of it; the page's own loader has checked the role already. */
export async function loadStewardship(args: LoaderFunctionArgs) {
  const id = itemIdOf(args.params);
  const lang = requestLanguage(args.request);
  const [stewardship, people] = await Promise.all([getStewardship(args, id), getDeskPeople(args)]).catch(upstreamErrorResponse);
  const { review } = stewardship;
  const notice = Notice.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  return {
    itemId: id,
    people,
    assignee: stewardship.assignee,
    review: review && {
      collectionId: review.collection_id,
      ownerId: review.owner?.id ?? null,
      owner: review.owner?.name ?? null,
      reviewBy: review.review_by ? formatDate(review.review_by, lang) : null,
      reviewByIso: review.review_by ?? "",
      overdue: review.overdue,
    },
    nextDefault: monthsLater(indiaToday(), REVIEW_LIMITS.nextInMonths),
    assignedNotice: notice.assigned === "1",
    reviewNotice: notice.review ?? null,
  };
}
export type StewardshipData = Awaited<ReturnType<typeof loadStewardship>>;

/** The assignment page (the form alone, and where its errors are shown). */
export async function loadAssignment(args: LoaderFunctionArgs) {
  itemIdOf(args.params);
  await requireEditor(args);
  return loadStewardship(args);
}

const Assign = z.object({ assignee_id: z.union([z.literal(""), z.string().regex(/^[1-9][0-9]{0,9}$/)]) });

/** Assigns the submission ("" unassigns it) and goes back to it. */
export async function assignAction(args: ActionFunctionArgs) {
  const id = itemIdOf(args.params);
  await requireEditor(args);
  const parsed = Assign.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return badDeskForm();
  const { assignee_id } = parsed.data;
  try {
    await setAssignment(args, id, assignee_id ? Number(assignee_id) : null);
  } catch (error) {
    return upstreamFailure(error, { assignee_id: "assignee_id" }, { assignee_id });
  }
  return localRedirect(args.request, `/editorial/items/${id}?assigned=1`);
}
