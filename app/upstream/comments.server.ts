import {
  BlockContentRequest,
  CommentLikeResponse,
  CommentListingResponse,
  CommentOk,
  CommentRepliesResponse,
  CommentSubmitRequest,
  CommentSubmitResponse,
  SpamCategoryListResponse,
  type CommentSort,
} from "../../contract";
import { IDEMPOTENCY_KEY_HEADER } from "../../contract/comments-constants";
import { cached } from "./cache.server";
import { upstreamCall, type UpstreamArgs, upstreamScope } from "./core.server";

/** docs/product/comments.md#comments comment calls. Signed-in calls fail fast (UpstreamError 401) without a session token. */

const SPAM_CATEGORIES_TTL_MS = 10 * 60_000;

/** GET /api/web/spam/category/list; cached, it changes rarely. */
export async function getSpamCategories(args: UpstreamArgs) {
  return cached({
    key: `spam-categories:${upstreamScope(args)}`,
    shortfall: args.context.shortfall,
    ttlMs: SPAM_CATEGORIES_TTL_MS,
    getFresh: async () =>
      (await upstreamCall(args, { path: "/api/web/spam/category/list", schema: SpamCategoryListResponse, auth: "none" })).data,
  });
}

/** Which page: the order, the previous page's cursor (none for the first) and its size (the API's default without). */
export interface PageRequest {
  sort?: CommentSort;
  cursor?: string | null;
  limit?: number;
}

/**
 * POST /api/web/comment/all/listing: one page of the thread, approved comments plus the
 * viewer's own, with the thread's count and the next page's cursor (null: the last page; an
 * upstream that answers the whole thread at once gives none).
 */
export async function listComments(args: UpstreamArgs, collectionId: number, page: PageRequest = {}) {
  const body = {
    collection_id: collectionId,
    sort: page.sort ?? "latest",
    cursor: page.cursor ?? null,
    ...(page.limit ? { limit: page.limit } : {}),
  };
  return (await upstreamCall(args, { method: "POST", path: "/api/web/comment/all/listing", body, schema: CommentListingResponse })).data;
}

/** POST /api/web/comment/reply/listing: one page of a comment's replies, oldest first. */
export async function listReplies(args: UpstreamArgs, commentId: number, page: Omit<PageRequest, "sort"> = {}) {
  const body = { comment_id: commentId, cursor: page.cursor ?? null, ...(page.limit ? { limit: page.limit } : {}) };
  return (await upstreamCall(args, { method: "POST", path: "/api/web/comment/reply/listing", body, schema: CommentRepliesResponse })).data;
}

/**
 * POST /api/web/collection/comment/submit: a comment, a reply (parent_id) or an edit (comment_id,
 * is_updated). `postKey` names a new comment's post (Idempotency-Key): sent again, it is stored once.
 */
export async function submitComment(args: UpstreamArgs, input: CommentSubmitRequest, postKey?: string) {
  const body = CommentSubmitRequest.parse(input);
  const headers = postKey ? { [IDEMPOTENCY_KEY_HEADER]: postKey } : undefined;
  return (
    await upstreamCall(args, {
      method: "POST",
      path: "/api/web/collection/comment/submit",
      body,
      headers,
      schema: CommentSubmitResponse,
      auth: "required",
    })
  ).data;
}

/** POST /api/web/comment/like: toggles the viewer's like. */
export async function likeComment(args: UpstreamArgs, commentId: number) {
  const body = { comment_id: commentId };
  return (await upstreamCall(args, { method: "POST", path: "/api/web/comment/like", body, schema: CommentLikeResponse, auth: "required" }))
    .data;
}

export async function deleteComment(args: UpstreamArgs, commentId: number) {
  const body = { comment_id: commentId };
  return upstreamCall(args, { method: "POST", path: "/api/web/collection/comment/delete", body, schema: CommentOk, auth: "required" });
}

export async function reportComment(args: UpstreamArgs, id: number, categoryId: number) {
  const body = { id, category_id: categoryId };
  return upstreamCall(args, { method: "POST", path: "/api/web/comment/report/spam", body, schema: CommentOk, auth: "required" });
}

/** POST /api/block/content: the viewer stops seeing block_user_id's comments. */
export async function blockContent(args: UpstreamArgs, input: BlockContentRequest) {
  const body = BlockContentRequest.parse(input);
  return upstreamCall(args, { method: "POST", path: "/api/block/content", body, schema: CommentOk, auth: "required" });
}
