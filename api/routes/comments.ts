import { Router, type Request } from "express";
import {
  BlockContentRequest,
  CommentDeleteRequest,
  CommentLikeRequest,
  CommentLikeResponse,
  CommentListingRequest,
  CommentListingResponse,
  CommentRepliesRequest,
  CommentRepliesResponse,
  CommentOk,
  CommentReportRequest,
  CommentSubmitRequest,
  CommentSubmitResponse,
  ModerationDecisionResponse,
  ModerationListQuery,
  ModerationListResponse,
  ModerationSettings,
  ModerationSettingsResponse,
  SpamCategoryListResponse,
  COMMENT_MODERATOR_ROLES,
} from "../../contract";
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MESSAGE } from "../../contract/comments-constants";
import { announceContentChange } from "../../contract/content-changes";
import { requireRole, requireUser } from "../auth/bearer";
import * as comments from "../comments/service";
import * as moderation from "../comments/moderation";
import type { ApiContext } from "../context";
import { RateCounter } from "../limits/rate-counter";
import { replyModerated, replyPosted, type ReplyDeps } from "../notifications/replies";
import { handler, HttpError, noStore, parseInput, queryLang, reply } from "../http";

/** How long a refused post makes its author wait, in the answer's words. */
const POSTING_TOO_FAST = "You are posting too quickly. Please wait a moment and try again.";

/**
 * Every comment call of docs/product/comments.md#comments plus moderation. Paths are without the /api prefix, like every
 * router of createApiApp: /web/…, /block/content, /moderation/….
 */
export function commentRoutes(ctx: ApiContext): Router {
  const { db, comments: config, limitWrites, json } = ctx;
  const posting = new RateCounter(config.postRateLimit.max, config.postRateLimit.windowMs, Date.now, ctx.rateStore);
  const router = Router();
  const moderator = (req: Request) => requireRole(req, ...COMMENT_MODERATOR_ROLES);
  // Replies tell the parent's author (docs/product/notifications.md).
  const replies: ReplyDeps = {
    mailer: ctx.mail.mailer,
    origin: ctx.accounts.config.publicOrigin,
    now: ctx.now,
    logger: ctx.logger,
    background: ctx.mail.background,
  };

  router.get(
    "/web/spam/category/list",
    handler(async (req, res) => {
      reply(res, SpamCategoryListResponse, { data: await comments.listSpamCategories(db, queryLang(req)) });
    }),
  );

  // One page of the thread (docs/decisions/0110-comment-thread-pages.md): the first without a cursor, the next with the last page's next_cursor.
  router.post(
    "/web/comment/all/listing",
    json,
    handler(async (req, res) => {
      const input = parseInput(CommentListingRequest, req.body, "body");
      const data = await comments.listThreadPage(db, {
        collectionId: input.collection_id,
        viewerId: req.apiUser?.id ?? null,
        sort: input.sort,
        after: input.cursor ?? null,
        limit: input.limit,
      });
      noStore(res);
      reply(res, CommentListingResponse, { data });
    }),
  );

  // The replies of one comment beyond those that came with its page, oldest first.
  router.post(
    "/web/comment/reply/listing",
    json,
    handler(async (req, res) => {
      const input = parseInput(CommentRepliesRequest, req.body, "body");
      const data = await comments.listRepliesPage(db, {
        commentId: input.comment_id,
        viewerId: req.apiUser?.id ?? null,
        after: input.cursor ?? null,
        limit: input.limit,
      });
      noStore(res);
      reply(res, CommentRepliesResponse, { data });
    }),
  );

  router.post(
    "/web/collection/comment/submit",
    limitWrites("comment"),
    json,
    handler(async (req, res) => {
      const viewer = requireUser(req);
      const input = parseInput(CommentSubmitRequest, req.body, "body");
      const isEdit = Boolean(input.comment_id);
      const postKey = req.get(IDEMPOTENCY_KEY_HEADER);
      if (postKey !== undefined && !IDEMPOTENCY_KEY.test(postKey)) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE);
      const stored = await comments.submitComment(
        db,
        config,
        viewer.id,
        input,
        async () => {
          const key = `comment-post:${viewer.id}`;
          if (await posting.hit(key)) throw new HttpError(429, POSTING_TOO_FAST, undefined, await posting.retryAfter(key));
        },
        postKey,
      );
      if (!isEdit && input.parent_id) {
        await replyPosted(db, replies, { commentId: stored.id, parentId: input.parent_id, lang: queryLang(req) });
      }
      noStore(res);
      reply(res, CommentSubmitResponse, { data: stored }, isEdit ? 200 : 201);
    }),
  );

  router.post(
    "/web/comment/like",
    limitWrites("like"),
    json,
    handler(async (req, res) => {
      const viewer = requireUser(req);
      const input = parseInput(CommentLikeRequest, req.body, "body");
      reply(res, CommentLikeResponse, { data: await comments.toggleLike(db, viewer.id, input.comment_id) });
    }),
  );

  router.post(
    "/web/collection/comment/delete",
    limitWrites("comment"),
    json,
    handler(async (req, res) => {
      const viewer = requireUser(req);
      const input = parseInput(CommentDeleteRequest, req.body, "body");
      await comments.deleteComment(db, viewer.id, input.comment_id);
      reply(res, CommentOk, { ok: true });
    }),
  );

  router.post(
    "/web/comment/report/spam",
    limitWrites("report"),
    json,
    handler(async (req, res) => {
      const viewer = requireUser(req);
      const input = parseInput(CommentReportRequest, req.body, "body");
      await moderation.reportComment(db, config, viewer.id, { commentId: input.id, categoryId: input.category_id });
      reply(res, CommentOk, { ok: true });
    }),
  );

  router.post(
    "/block/content",
    limitWrites("block"),
    json,
    handler(async (req, res) => {
      const viewer = requireUser(req);
      const input = parseInput(BlockContentRequest, req.body, "body");
      if (input.user_id && input.user_id !== viewer.id) throw new HttpError(403, "You can only block users for yourself.");
      await comments.blockUser(db, viewer.id, input.block_user_id);
      reply(res, CommentOk, { ok: true });
    }),
  );

  // ---- moderation ----

  router.get(
    "/moderation/comments",
    handler(async (req, res) => {
      moderator(req);
      const query = parseInput(ModerationListQuery, req.query, "query");
      const { comments: list, total } = await moderation.listForModeration(db, {
        status: query.status,
        page: query.page,
        perPage: query.per_page,
        reportThreshold: config.reportReviewThreshold,
      });
      noStore(res);
      reply(res, ModerationListResponse, { data: { comments: list, total, page: query.page } });
    }),
  );

  for (const decision of ["approve", "reject"] as const) {
    router.post(
      `/moderation/comments/:id/${decision}`,
      limitWrites("moderation"),
      handler(async (req, res) => {
        const viewer = moderator(req);
        const id = Number(req.params.id);
        if (!Number.isInteger(id) || id <= 0) throw new HttpError(404, "Comment not found");
        const decided = await moderation.moderateComment(db, { commentId: id, decision, moderatorId: viewer.id });
        await replyModerated(db, replies, id, decision === "approve");
        // A moderator's decision changes a thread every reader sees (cached pages, decision 0108).
        announceContentChange({ reason: "comment-moderation" });
        reply(res, ModerationDecisionResponse, { data: decided });
      }),
    );
  }

  router.get(
    "/moderation/settings",
    handler(async (req, res) => {
      moderator(req);
      noStore(res);
      reply(res, ModerationSettingsResponse, { data: { comments_require_approval: await moderation.requiresApproval(db, config) } });
    }),
  );

  router.post(
    "/moderation/settings",
    limitWrites("moderation"),
    json,
    handler(async (req, res) => {
      moderator(req);
      const input = parseInput(ModerationSettings, req.body, "body");
      await moderation.setRequiresApproval(db, input.comments_require_approval);
      reply(res, ModerationSettingsResponse, { data: { comments_require_approval: input.comments_require_approval } });
    }),
  );

  return router;
}
