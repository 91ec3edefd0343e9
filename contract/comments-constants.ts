/**
 * Comment constants without zod, so browser code can import them without pulling in every
 * schema of the contract (the JavaScript budget).
 */
/** SPEC §4: a comment is visible to others only when approved (3). */
export const COMMENT_STATUS = { pending: 1, rejected: 2, approved: 3 } as const;
export type CommentStatusName = keyof typeof COMMENT_STATUS;
export const COMMENT_STATUS_NAMES = ["pending", "rejected", "approved"] as const;

/** Content types that carry a comment thread: articles, news, case studies, videos, research reports. */
export const COMMENTABLE_TYPE_IDS = [2, 3, 4, 5, 9] as const;
export function isCommentableType(typeId: number): boolean {
  return (COMMENTABLE_TYPE_IDS as readonly number[]).includes(typeId);
}

/** SPEC §9: replies shown before "View All". */
export const INITIAL_REPLIES = 2;
/** SPEC §5 delete warning. */
export const COMMENT_DELETE_WARNING = "Delete responses are gone forever, Are you sure?";
/** Shown as the author of a comment whose account was deleted. */
export const DELETED_USER_NAME = "deleted user";

/** Longest comment text accepted (characters); the form shows it too. */
export const COMMENT_MAX_LENGTH = 2000;

export const COMMENT_SORTS = ["latest", "oldest"] as const;
