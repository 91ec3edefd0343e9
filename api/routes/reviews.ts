import { Router, type Request } from "express";
import {
  AssignmentRequest,
  ContentReviewParams,
  ContentReviewRequest,
  ContentReviewResponse,
  DeskPeopleResponse,
  EDITOR_ROLES,
  EditorialItemParams,
  ItemStewardshipResponse,
  ReviewedRequest,
  ReviewsRequest,
  ReviewsResponse,
} from "../../contract";
import { requireRole } from "../auth/bearer";
import { assign, stewardship } from "../authoring/assignment";
import { deskPeople, dueReviews, getReview, indiaDay, markReviewed, setReview } from "../authoring/reviews";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, reply } from "../http";

/**
 * Review dates, owners and assignment on the editorial desk (docs/product/editorial.md#review-dates-and-owners,
 * docs/product/editorial.md#assignment, decision 0133). The desk's roles only (EDITOR_ROLES);
 * anyone else signed in is 403, anonymous 401.
 */
export function reviewRoutes(ctx: ApiContext): Router {
  const { db, json, limitWrites, now } = ctx;
  const router = Router();
  const editor = (req: Request) => requireRole(req, ...EDITOR_ROLES);
  const collectionOf = (req: Request) => parseInput(ContentReviewParams, req.params, "params").collectionId;
  const itemOf = (req: Request) => parseInput(EditorialItemParams, req.params, "params").id;

  router.get(
    "/editorial/people",
    handler(async (req, res) => {
      editor(req);
      noStore(res);
      reply(res, DeskPeopleResponse, { data: await deskPeople(db) });
    }),
  );

  router.get(
    "/editorial/reviews",
    handler(async (req, res) => {
      const user = editor(req);
      const query = parseInput(ReviewsRequest, req.query, "query");
      const ownerId = query.owner === "me" ? user.id : query.owner === "anyone" ? undefined : query.owner;
      noStore(res);
      reply(res, ReviewsResponse, { data: await dueReviews(db, { ownerId, page: query.page }, indiaDay(now())) });
    }),
  );

  router.get(
    "/editorial/content/:collectionId/review",
    handler(async (req, res) => {
      editor(req);
      const collectionId = collectionOf(req);
      noStore(res);
      reply(res, ContentReviewResponse, { data: await getReview(db, collectionId, indiaDay(now())) });
    }),
  );

  router.put(
    "/editorial/content/:collectionId/review",
    limitWrites("moderation"),
    json,
    handler(async (req, res) => {
      const user = editor(req);
      const collectionId = collectionOf(req);
      const input = parseInput(ContentReviewRequest, req.body, "body");
      noStore(res);
      reply(res, ContentReviewResponse, { data: await setReview(db, user.id, collectionId, input, now()) });
    }),
  );

  router.post(
    "/editorial/content/:collectionId/reviewed",
    limitWrites("moderation"),
    json,
    handler(async (req, res) => {
      const user = editor(req);
      const collectionId = collectionOf(req);
      const input = parseInput(ReviewedRequest, req.body, "body");
      noStore(res);
      reply(res, ContentReviewResponse, { data: await markReviewed(db, user.id, collectionId, input.next_review_by, now()) });
    }),
  );

  router.get(
    "/editorial/items/:id/assignment",
    handler(async (req, res) => {
      editor(req);
      const id = itemOf(req);
      noStore(res);
      reply(res, ItemStewardshipResponse, { data: await stewardship(db, id, now()) });
    }),
  );

  router.put(
    "/editorial/items/:id/assignment",
    limitWrites("moderation"),
    json,
    handler(async (req, res) => {
      const user = editor(req);
      const id = itemOf(req);
      const input = parseInput(AssignmentRequest, req.body, "body");
      noStore(res);
      reply(res, ItemStewardshipResponse, { data: await assign(db, user.id, id, input.assignee_id, now()) });
    }),
  );

  return router;
}
