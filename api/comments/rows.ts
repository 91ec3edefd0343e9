import { COMMENT_STATUS, DELETED_USER_NAME, type CommentReply } from "../../contract";
import type { Db } from "../db/connection";
import { HttpError } from "../core/http-error";

/** The comment reads shared by the thread and moderation: row selection, shaping, visibility. */

export const now = () => new Date().toISOString();

export interface Row {
  id: number;
  comment: string;
  user_id: number;
  status: number;
  created_at: string;
  updated_at: string;
  reference_comment_id: number | null;
  user_name: string | null;
  profile_image: string | null;
  deleted_at: string | null;
}

export function selectRows(db: Db) {
  return db
    .selectFrom("comments as c")
    .leftJoin("users as u", "u.id", "c.user_id")
    .select([
      "c.id",
      "c.comment",
      "c.user_id",
      "c.status",
      "c.created_at",
      "c.updated_at",
      "c.reference_comment_id",
      "u.name as user_name",
      "u.profile_image",
      "u.deleted_at",
    ]);
}

export function shape(row: Row, likes: Map<number, number>, liked: Set<number>): CommentReply {
  const deleted = row.deleted_at !== null || row.user_name === null;
  return {
    id: row.id,
    comment: row.comment,
    comment_user_id: row.user_id,
    status: row.status,
    created_by: deleted ? DELETED_USER_NAME : row.user_name!,
    created_at: row.created_at,
    updated_at: row.updated_at,
    avatar_url: deleted ? null : row.profile_image,
    like_count: likes.get(row.id) ?? 0,
    is_liked: liked.has(row.id),
    reply_count: 0,
    reference_comment_id: row.reference_comment_id,
  };
}

/** Users the viewer has blocked. */
export function blockedBy(db: Db, viewerId: number) {
  return db.selectFrom("user_blocks").select("block_user_id").where("user_id", "=", viewerId);
}

/**
 * docs/product/comments.md#who-sees-a-comment: a comment is visible when approved or written by the viewer, and never when its
 * author is blocked by the viewer. A reply shows only under a visible comment.
 */

export async function visibleComment(db: Db, commentId: number, viewerId: number) {
  const row = await db
    .selectFrom("comments")
    .select(["id", "user_id", "collection_id", "reference_comment_id", "status"])
    .where("id", "=", commentId)
    .executeTakeFirst();
  const hidden =
    !row ||
    (row.status !== COMMENT_STATUS.approved && row.user_id !== viewerId) ||
    (await db
      .selectFrom("user_blocks")
      .select("user_id")
      .where("user_id", "=", viewerId)
      .where("block_user_id", "=", row.user_id)
      .executeTakeFirst()) !== undefined;
  if (hidden || !row) throw new HttpError(404, "Comment not found");
  return row;
}

export async function shapeOne(db: Db, commentId: number, viewerId: number): Promise<CommentReply> {
  const row = await selectRows(db).where("c.id", "=", commentId).executeTakeFirstOrThrow();
  const [likes, liked, replies] = await Promise.all([
    db
      .selectFrom("comment_likes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("comment_id", "=", commentId)
      .executeTakeFirst(),
    db.selectFrom("comment_likes").select("user_id").where("comment_id", "=", commentId).where("user_id", "=", viewerId).executeTakeFirst(),
    db
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("reference_comment_id", "=", commentId)
      .where((eb) => eb.or([eb("status", "=", COMMENT_STATUS.approved), eb("user_id", "=", viewerId)]))
      .executeTakeFirst(),
  ]);
  const shaped = shape(row, new Map([[commentId, Number(likes?.n ?? 0)]]), new Set(liked ? [commentId] : []));
  return { ...shaped, reply_count: Number(replies?.n ?? 0) };
}
