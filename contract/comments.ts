import { z } from "zod";
import { AnswerLang } from "./lang";
import { Timestamp } from "./common";

/**
 * Comments (docs/product/comments.md#reading-a-thread "Comments popup", §3 Comment and Spam category, §4, §5, §7, §9).
 * Comment text is plain text: stored as typed, shown as text, never as HTML.
 */

export * from "./comments-constants";
import {
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_MAX,
  COMMENT_PAGE_SIZE,
  COMMENT_SORTS,
  COMMENT_STATUS_NAMES,
  REPLY_PAGE_SIZE,
} from "./comments-constants";

export const CommentSort = z.enum(COMMENT_SORTS);
export type CommentSort = z.infer<typeof CommentSort>;

const Id = z.coerce.number().int().positive();

/** docs/product/comments.md#reading-a-thread Comment, without its replies (a reply has no replies of its own). */
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

/**
 * A place in a thread's order (created_at, then id): where a page ended. On the wire it is an
 * opaque string (base64url of `[created_at, id]`); callers pass back what they were given.
 */
export interface CommentPosition {
  created_at: string;
  id: number;
}

export function encodeCommentCursor(position: CommentPosition): string {
  return Buffer.from(JSON.stringify([position.created_at, position.id]), "utf8").toString("base64url");
}

/** The position a cursor names, or null when it is not one this API gave out. */
export function decodeCommentCursor(cursor: string): CommentPosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [createdAt, id] = value as [unknown, unknown];
  if (typeof createdAt !== "string" || createdAt.length === 0 || createdAt.length > 40 || Number.isNaN(Date.parse(createdAt))) return null;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) return null;
  const position = { created_at: createdAt, id };
  // Exactly what encodeCommentCursor writes: no second spelling of the same place.
  return encodeCommentCursor(position) === cursor ? position : null;
}

export const BAD_CURSOR_MESSAGE = "This is not a cursor the comment listing gave out. Start again from the first page.";

/** A cursor from an earlier page, read as its position; anything else is refused as bad input. */
export const CommentCursor = z.string().transform((cursor, ctx) => {
  const position = decodeCommentCursor(cursor);
  if (!position) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: BAD_CURSOR_MESSAGE });
    return z.NEVER;
  }
  return position;
});

/** The cursor of the next page, or null on the last page. */
const NextCursor = z.string().nullable().default(null);

export const Comment = CommentReply.extend({
  /** Replies visible to the viewer, oldest first: the first REPLIES_PER_COMMENT of them. */
  reply_comment: z.array(CommentReply),
  /** Set when the comment has more replies than came with it: the cursor for the replies listing. */
  replies_next_cursor: NextCursor,
});
export type Comment = z.infer<typeof Comment>;

/** POST /api/web/comment/all/listing: one page of the thread's top-level comments. */
export const CommentListingRequest = z.object({
  collection_id: Id,
  /** Top-level order by created date; newest first by default (docs/product/comments.md#reading-a-thread). */
  sort: CommentSort.default("latest"),
  /** The previous page's `next_cursor`; without it, the first page. */
  cursor: CommentCursor.nullish(),
  /** Top-level comments per page. */
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).default(COMMENT_PAGE_SIZE),
});
export type CommentListingRequest = z.input<typeof CommentListingRequest>;

export const CommentListingResponse = z.object({
  data: z.object({
    comments: z.array(Comment),
    /** Comments and replies the viewer can see in the whole thread, not only on this page. */
    count: z.number().int().nonnegative(),
    /** Pass as `cursor` for the next page; null when this page is the last. */
    next_cursor: NextCursor,
  }),
});
export type CommentListingResponse = z.infer<typeof CommentListingResponse>;

/** POST /api/web/comment/reply/listing: one page of a comment's replies, oldest first. */
export const CommentRepliesRequest = z.object({
  comment_id: Id,
  /** The previous page's `next_cursor` (or a comment's `replies_next_cursor`); without it, the first page. */
  cursor: CommentCursor.nullish(),
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).default(REPLY_PAGE_SIZE),
});
export type CommentRepliesRequest = z.input<typeof CommentRepliesRequest>;

export const CommentRepliesResponse = z.object({
  data: z.object({
    replies: z.array(CommentReply),
    /** The comment's replies the viewer can see, on every page. */
    reply_count: z.number().int().nonnegative(),
    next_cursor: NextCursor,
  }),
});
export type CommentRepliesResponse = z.infer<typeof CommentRepliesResponse>;

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
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

/** docs/product/comments.md#reporting-and-blocking Spam category. */
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
