import { z } from "zod";
import { AnswerLang } from "./lang";
import { Timestamp } from "./common";

/**
 * Comments (SPEC §2 "Comments popup", §3 Comment and Spam category, §4, §5, §7, §9).
 * Comment text is plain text: stored as typed, shown as text, never as HTML.
 */

export * from "./comments-constants";
import { COMMENT_MAX_LENGTH, COMMENT_SORTS, COMMENT_STATUS_NAMES } from "./comments-constants";

export const CommentSort = z.enum(COMMENT_SORTS);
export type CommentSort = z.infer<typeof CommentSort>;

const Id = z.coerce.number().int().positive();

/** SPEC §3 Comment, without its replies (a reply has no replies of its own). */
export const CommentReply = z.object({
  id: z.number().int(),
  comment: z.string(),
  comment_user_id: z.number().int(),
  /** 1 pending, 2 rejected, 3 approved. */
  status: z.number().int(),
  /** The author's display name; "deleted user" when the account was deleted. */
  created_by: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  avatar_url: z.string().nullable(),
  like_count: z.number().int().nonnegative(),
  is_liked: z.boolean(),
  reply_count: z.number().int().nonnegative(),
  reference_comment_id: z.number().int().nullable(),
});
export type CommentReply = z.infer<typeof CommentReply>;

export const Comment = CommentReply.extend({
  /** Replies visible to the viewer, oldest first. */
  reply_comment: z.array(CommentReply),
});
export type Comment = z.infer<typeof Comment>;

/** POST /api/web/comment/all/listing */
export const CommentListingRequest = z.object({
  collection_id: Id,
  /** Top-level order by created date; newest first by default (SPEC §9). */
  sort: CommentSort.default("latest"),
});
export type CommentListingRequest = z.infer<typeof CommentListingRequest>;

export const CommentListingResponse = z.object({
  data: z.object({
    comments: z.array(Comment),
    /** Comments and replies the viewer can see. */
    count: z.number().int().nonnegative(),
  }),
});
export type CommentListingResponse = z.infer<typeof CommentListingResponse>;

const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((v) => v === true || v === 1 || v === "1" || v === "true");

/** POST /api/web/collection/comment/submit: a new comment, a reply (parent_id) or an edit (comment_id + is_updated). */
export const CommentSubmitRequest = z.object({
  comment: z
    .string({ required_error: "Please enter a comment." })
    .max(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters.`),
  collection_id: Id,
  parent_id: Id.nullish(),
  comment_id: Id.nullish(),
  is_updated: flag.optional(),
});
export type CommentSubmitRequest = z.input<typeof CommentSubmitRequest>;

export const CommentSubmitResponse = z.object({ data: CommentReply });
export type CommentSubmitResponse = z.infer<typeof CommentSubmitResponse>;

/** POST /api/web/comment/like: toggles the viewer's like. */
export const CommentLikeRequest = z.object({ comment_id: Id });
export const CommentLikeResponse = z.object({
  data: z.object({ comment_id: z.number().int(), is_liked: z.boolean(), like_count: z.number().int().nonnegative() }),
});
export type CommentLikeResponse = z.infer<typeof CommentLikeResponse>;

/** POST /api/web/collection/comment/delete: own comments only. */
export const CommentDeleteRequest = z.object({ comment_id: Id });

/** POST /api/web/comment/report/spam */
export const CommentReportRequest = z.object({ id: Id, category_id: Id });

/** POST /api/block/content: the blocker stops seeing the blocked user's comments. */
export const BlockContentRequest = z.object({
  /** The blocker; must be the signed-in user when given. */
  user_id: Id.nullish(),
  block_user_id: Id,
  /** Collection id and comment id the block came from (kept for context). */
  parent_id: Id.nullish(),
  child_id: Id.nullish(),
});
export type BlockContentRequest = z.input<typeof BlockContentRequest>;

/** SPEC §3 Spam category. */
export const SpamCategory = z.object({ id: z.number().int(), name: z.string(), lang: AnswerLang });
export type SpamCategory = z.infer<typeof SpamCategory>;

/** GET /api/web/spam/category/list */
export const SpamCategoryListResponse = z.object({ data: z.array(SpamCategory) });

/** Answer of like-less comment actions (delete, report, block, moderation decisions). */
export const CommentOk = z.object({ ok: z.literal(true) });

// ---- moderation (moderator or admin role) ----

/**
 * The moderators' queues: comments by status, and "reported": approved comments that enough
 * distinct users reported since their last review (they stay visible until a moderator acts).
 */
export const MODERATION_QUEUES = [...COMMENT_STATUS_NAMES, "reported"] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];

export const ModerationListQuery = z.object({
  status: z.enum(MODERATION_QUEUES).default("pending"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const ModerationComment = z.object({
  id: z.number().int(),
  comment: z.string(),
  status: z.number().int(),
  comment_user_id: z.number().int(),
  created_by: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  collection_id: z.number().int(),
  collection_title: z.string(),
  reference_comment_id: z.number().int().nullable(),
  /** Distinct users who reported it since its last moderation. */
  report_count: z.number().int().nonnegative(),
});
export type ModerationComment = z.infer<typeof ModerationComment>;

/** GET /api/moderation/comments?status=pending */
export const ModerationListResponse = z.object({
  data: z.object({ comments: z.array(ModerationComment), total: z.number().int(), page: z.number().int() }),
});

/** POST /api/moderation/comments/{id}/approve|reject */
export const ModerationDecisionResponse = z.object({
  data: z.object({ id: z.number().int(), status: z.number().int() }),
});

/** GET|POST /api/moderation/settings: whether new comments wait for approval. */
export const ModerationSettings = z.object({ comments_require_approval: flag });
export const ModerationSettingsResponse = z.object({ data: z.object({ comments_require_approval: z.boolean() }) });
