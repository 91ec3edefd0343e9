import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_HEADER } from "../../contract/comments-constants";
import { z } from "zod";
import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Comments and their moderation (docs/decisions/0030). */
export function registerCommentPaths({ error, path, body, lang, unauthorised, moderatorOnly }: OpenApiContext): void {
  // Comments (docs/decisions/0030).
  path("get", "/web/spam/category/list", "Spam categories", contract.SpamCategoryListResponse, { query: lang });
  path(
    "post",
    "/web/comment/all/listing",
    "One page of an item's comments: approved ones plus the viewer's own",
    contract.CommentListingResponse,
    {
      body: body(contract.CommentListingRequest),
    },
  );
  path(
    "post",
    "/web/comment/reply/listing",
    "One page of a comment's replies",
    contract.CommentRepliesResponse,
    {
      body: body(contract.CommentRepliesRequest),
    },
    { 404: json(error, "No such comment, or not visible to the caller") },
  );
  path(
    "post",
    "/web/collection/comment/submit",
    "Post, reply to or edit a comment; a new one posted again with the same Idempotency-Key and text is stored once",
    contract.CommentSubmitResponse,
    {
      body: body(contract.CommentSubmitRequest),
      headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().regex(IDEMPOTENCY_KEY).optional() }),
    },
    {
      ...unauthorised,
      400: json(error, "A malformed Idempotency-Key"),
      403: json(error, "Editing another user's comment"),
      429: json(error, "Posting too fast"),
    },
    true,
  );
  path(
    "post",
    "/web/comment/like",
    "Like or unlike a comment",
    contract.CommentLikeResponse,
    { body: body(contract.CommentLikeRequest) },
    unauthorised,
    true,
  );
  path(
    "post",
    "/web/collection/comment/delete",
    "Delete one's own comment",
    contract.CommentOk,
    { body: body(contract.CommentDeleteRequest) },
    {
      ...unauthorised,
      403: json(error, "Another user's comment"),
    },
    true,
  );
  path(
    "post",
    "/web/comment/report/spam",
    "Report a comment",
    contract.CommentOk,
    { body: body(contract.CommentReportRequest) },
    unauthorised,
    true,
  );
  path(
    "post",
    "/block/content",
    "Block a user's comments for the viewer",
    contract.CommentOk,
    { body: body(contract.BlockContentRequest) },
    unauthorised,
    true,
  );
  path(
    "get",
    "/moderation/comments",
    "The moderation queue",
    contract.ModerationListResponse,
    { query: contract.ModerationListQuery },
    moderatorOnly,
    true,
  );
  for (const decision of ["approve", "reject"]) {
    path(
      "post",
      `/moderation/comments/{id}/${decision}`,
      `${decision === "approve" ? "Approve" : "Reject"} a comment`,
      contract.ModerationDecisionResponse,
      {
        params: z.object({ id: z.number().int() }),
      },
      moderatorOnly,
      true,
    );
  }
  path(
    "get",
    "/moderation/settings",
    "Whether new comments need approval",
    contract.ModerationSettingsResponse,
    undefined,
    moderatorOnly,
    true,
  );
  path(
    "post",
    "/moderation/settings",
    "Change whether new comments need approval",
    contract.ModerationSettingsResponse,
    {
      body: body(contract.ModerationSettings),
    },
    moderatorOnly,
    true,
  );
}
