import { ContentReviewResponse, DeskPeopleResponse, ItemStewardshipResponse, ReviewsResponse } from "../../contract/reviews";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * Review dates, owners and assignment on the desk (docs/product/editorial.md#review-dates-and-owners,
 * docs/product/editorial.md#assignment). Every call needs the session's token and a desk role.
 */

/** GET /api/editorial/people: whom an item can be owned by or assigned to. */
export async function getDeskPeople(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/editorial/people", schema: DeskPeopleResponse, auth: "required" })).data;
}

/** GET /api/editorial/reviews: due or overdue, oldest date first; `owner` is "me", "anyone" or a user id. */
export async function getDueReviews(args: UpstreamArgs, query: { owner: string; page: number }) {
  const search = new URLSearchParams({ owner: query.owner, page: String(query.page) });
  return (await upstreamCall(args, { path: `/api/editorial/reviews?${search}`, schema: ReviewsResponse, auth: "required" })).data;
}

/** GET /api/editorial/content/{collectionId}/review */
export async function getContentReview(args: UpstreamArgs, collectionId: number) {
  const path = `/api/editorial/content/${collectionId}/review`;
  return (await upstreamCall(args, { path, schema: ContentReviewResponse, auth: "required" })).data;
}

/** PUT /api/editorial/content/{collectionId}/review: both null clear it. */
export async function setContentReview(
  args: UpstreamArgs,
  collectionId: number,
  body: { owner_id: number | null; review_by: string | null },
) {
  const path = `/api/editorial/content/${collectionId}/review`;
  return (await upstreamCall(args, { method: "PUT", path, body, schema: ContentReviewResponse, auth: "required" })).data;
}

/** POST /api/editorial/content/{collectionId}/reviewed */
export async function markReviewed(args: UpstreamArgs, collectionId: number, nextReviewBy: string) {
  const path = `/api/editorial/content/${collectionId}/reviewed`;
  const body = { next_review_by: nextReviewBy };
  return (await upstreamCall(args, { method: "POST", path, body, schema: ContentReviewResponse, auth: "required" })).data;
}

/** GET /api/editorial/items/{id}/assignment: the assignee, and the published item's review. */
export async function getStewardship(args: UpstreamArgs, id: number) {
  const path = `/api/editorial/items/${id}/assignment`;
  return (await upstreamCall(args, { path, schema: ItemStewardshipResponse, auth: "required" })).data;
}

/** PUT /api/editorial/items/{id}/assignment: null unassigns. */
export async function setAssignment(args: UpstreamArgs, id: number, assigneeId: number | null) {
  const path = `/api/editorial/items/${id}/assignment`;
  const body = { assignee_id: assigneeId };
  return (await upstreamCall(args, { method: "PUT", path, body, schema: ItemStewardshipResponse, auth: "required" })).data;
}
