import { Router, type NextFunction, type Request, type Response } from "express";
import {
  BlockContentRequest,
  CommentDeleteRequest,
  CommentLikeRequest,
  CommentLikeResponse,
  CommentListingRequest,
  CommentListingResponse,
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
} from "../../contract";
import { resolveCommentsConfig, type CommentsConfig } from "../comments/config";
import { PostRateLimiter } from "../comments/rate-limit";
import * as comments from "../comments/service";
import { viewerOf, type Viewer } from "../comments/viewer";
import type { Db } from "../db/connection";
import { handler, HttpError, noStore, parseInput, reply } from "../http";

export interface CommentsRouterOptions {
  db: Db;
  /** Overrides of the environment defaults (COMMENTS_REQUIRE_APPROVAL, COMMENT_RATE_LIMIT_MAX…). */
  config?: Partial<CommentsConfig>;
}

/**
 * Every comment call of SPEC §7 plus moderation. Paths are without the /api prefix, like every
 * router of createApiApp: /web/…, /block/content, /moderation/….
 */
export function commentsRouter({ db, config: overrides }: CommentsRouterOptions): Router {
  const config = resolveCommentsConfig(overrides);
  const limiter = new PostRateLimiter(config.postRateLimit);
  const router = Router();

  const signedIn = async (req: Request): Promise<Viewer> => {
    const viewer = await viewerOf(req, db);
    if (!viewer) throw new HttpError(401, "Please sign in to continue.");
    return viewer;
  };
  const moderator = async (req: Request): Promise<Viewer> => {
    const viewer = await signedIn(req);
    if (viewer.role !== "moderator" && viewer.role !== "admin") {
      throw new HttpError(403, "Only moderators can do this.");
    }
    return viewer;
  };

  router.get(
    "/web/spam/category/list",
    handler(async (_req, res) => {
      reply(res, SpamCategoryListResponse, { data: await comments.listSpamCategories(db) });
    }),
  );

  router.post(
    "/web/comment/all/listing",
    handler(async (req, res) => {
      const input = parseInput(CommentListingRequest, req.body, "body");
      const viewer = await viewerOf(req, db);
      const data = await comments.listComments(db, { collectionId: input.collection_id, viewerId: viewer?.id ?? null, sort: input.sort });
      noStore(res);
      reply(res, CommentListingResponse, { data });
    }),
  );

  router.post(
    "/web/collection/comment/submit",
    handler(async (req, res) => {
      const viewer = await signedIn(req);
      const input = parseInput(CommentSubmitRequest, req.body, "body");
      const isEdit = Boolean(input.comment_id);
      const stored = await comments.submitComment(db, config, viewer.id, input, () => {
        const waitMs = limiter.take(viewer.id);
        if (waitMs > 0) {
          res.setHeader("Retry-After", String(Math.ceil(waitMs / 1000)));
          throw new HttpError(429, "You are posting too quickly. Please wait a moment and try again.");
        }
      });
      noStore(res);
      reply(res, CommentSubmitResponse, { data: stored }, isEdit ? 200 : 201);
    }),
  );

  router.post(
    "/web/comment/like",
    handler(async (req, res) => {
      const viewer = await signedIn(req);
      const input = parseInput(CommentLikeRequest, req.body, "body");
      reply(res, CommentLikeResponse, { data: await comments.toggleLike(db, viewer.id, input.comment_id) });
    }),
  );

  router.post(
    "/web/collection/comment/delete",
    handler(async (req, res) => {
      const viewer = await signedIn(req);
      const input = parseInput(CommentDeleteRequest, req.body, "body");
      await comments.deleteComment(db, viewer.id, input.comment_id);
      reply(res, CommentOk, { ok: true });
    }),
  );

  router.post(
    "/web/comment/report/spam",
    handler(async (req, res) => {
      const viewer = await signedIn(req);
      const input = parseInput(CommentReportRequest, req.body, "body");
      await comments.reportComment(db, config, viewer.id, { commentId: input.id, categoryId: input.category_id });
      reply(res, CommentOk, { ok: true });
    }),
  );

  router.post(
    "/block/content",
    handler(async (req, res) => {
      const viewer = await signedIn(req);
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
      await moderator(req);
      const query = parseInput(ModerationListQuery, req.query, "query");
      const { comments: list, total } = await comments.listForModeration(db, { status: query.status, page: query.page, perPage: query.per_page });
      noStore(res);
      reply(res, ModerationListResponse, { data: { comments: list, total, page: query.page } });
    }),
  );

  for (const decision of ["approve", "reject"] as const) {
    router.post(
      `/moderation/comments/:id/${decision}`,
      handler(async (req, res) => {
        const viewer = await moderator(req);
        const id = Number(req.params.id);
        if (!Number.isInteger(id) || id <= 0) throw new HttpError(404, "Comment not found");
        reply(res, ModerationDecisionResponse, { data: await comments.moderateComment(db, { commentId: id, decision, moderatorId: viewer.id }) });
      }),
    );
  }

  router.get(
    "/moderation/settings",
    handler(async (req, res) => {
      await moderator(req);
      noStore(res);
      reply(res, ModerationSettingsResponse, { data: { comments_require_approval: await comments.requiresApproval(db, config) } });
    }),
  );

  router.post(
    "/moderation/settings",
    handler(async (req, res) => {
      await moderator(req);
      const input = parseInput(ModerationSettings, req.body, "body");
      await comments.setRequiresApproval(db, input.comments_require_approval);
      reply(res, ModerationSettingsResponse, { data: { comments_require_approval: input.comments_require_approval } });
    }),
  );

  // Answers this router's own refusals as ApiError, so it behaves the same mounted anywhere.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof HttpError) {
      res.status(error.status).json(error.toJSON());
      return;
    }
    next(error);
  });

  return router;
}
