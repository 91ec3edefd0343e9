/**
 * Comment constants without zod, so browser code can import them without pulling in every
 * schema of the contract (the JavaScript budget).
 */
/** docs/product/comments.md#who-sees-a-comment: a comment is visible to others only when approved (3). */
export const COMMENT_STATUS = { pending: 1, rejected: 2, approved: 3 } as const;
export type CommentStatusName = keyof typeof COMMENT_STATUS;
export const COMMENT_STATUS_NAMES = ["pending", "rejected", "approved"] as const;

/** Content types that carry a comment thread: articles, news, case studies, videos, research reports. */
export const COMMENTABLE_TYPE_IDS = [2, 3, 4, 5, 9] as const;
export function isCommentableType(typeId: number): boolean {
  return (COMMENTABLE_TYPE_IDS as readonly number[]).includes(typeId);
}

/** Longest comment (characters) the API stores and the form accepts. */
export const COMMENT_MAX_LENGTH = 2000;

/** docs/product/comments.md#reading-a-thread: replies shown before "View All". */
export const INITIAL_REPLIES = 2;
/** docs/product/comments.md#deleting delete warning. */
export const COMMENT_DELETE_WARNING = "Delete responses are gone forever, Are you sure?";
/** Shown as the author of a comment whose account was deleted. */
export const DELETED_USER_NAME = "deleted user";

export const COMMENT_SORTS = ["latest", "oldest"] as const;

/** Top-level comments on one page of a thread (each with its first replies), and the most one call may ask for. */
export const COMMENT_PAGE_SIZE = 20;
export const COMMENT_PAGE_MAX = 100;
/** Replies that come with each comment of a page; the rest are read from the replies listing. */
export const REPLIES_PER_COMMENT = 10;
/** Replies on one page of the replies listing. */
export const REPLY_PAGE_SIZE = 50;

/**
 * A new comment's post names itself in this header, so a post sent twice (an answer lost on the
 * way back, a 502, and the reader sends it again) is stored once. Letters, digits and `._:-`.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 8 to 128 letters, digits or ._:- characters.";
