import { createHash } from "node:crypto";
import { COMMENT_STATUS, isCommentableType, type CommentReply, type Lang, type SpamCategory } from "../../contract";
import { isUniqueViolation } from "../accounts/users-repo";
import type { Db } from "../db/connection";
import { BAD_INPUT, HttpError } from "../core/http-error";
import type { CommentsConfig } from "./config";
import { now, shape, shapeOne, visibleComment, type Row } from "./rows";
import { requiresApproval } from "./moderation";

export { listRepliesPage, listThreadPage } from "./thread";

/** A comment the viewer may see and act on (like, reply, report), or a 404. */

export interface SubmitInput {
  comment: string;
  collection_id: number;
  parent_id?: number | null;
  comment_id?: number | null;
  is_updated?: boolean;
}

/** Checked before the rate limit is charged, so a refused post does not use up the allowance. */
function validateText(text: string) {
  if (text.trim() === "") {
    throw new HttpError(BAD_INPUT, "Please enter a comment.", { comment: ["Please enter a comment."] });
  }
}

/**
 * What names a new comment's post: the client's key with what it posted (the same key with
 * other text is another post, as from a page the browser kept); null without a key.
 */
function postKeyOf(clientKey: string | undefined, input: SubmitInput): string | null {
  if (!clientKey) return null;
  const posted = [clientKey, input.collection_id, input.parent_id ?? "", input.comment].join("\n");
  return createHash("sha256").update(posted).digest("base64url");
}

/** The author's comment stored by the post named `postKey`, as its author sees it; undefined when there is none. */
async function storedBy(db: Db, userId: number, postKey: string | null): Promise<CommentReply | undefined> {
  if (!postKey) return undefined;
  const row = await db.selectFrom("comments").select("id").where("user_id", "=", userId).where("post_key", "=", postKey).executeTakeFirst();
  return row ? shapeOne(db, row.id, userId) : undefined;
}

/**
 * A new comment, a reply (parent_id) or an edit of the viewer's own comment (comment_id).
 * Text is stored exactly as typed. `charge` applies the posting rate limit to new comments.
 * A new comment posted with a `clientKey` (the Idempotency-Key header) is stored once: the same
 * post again answers the comment it stored, without charging the limit again.
 */
export async function submitComment(
  db: Db,
  config: CommentsConfig,
  userId: number,
  input: SubmitInput,
  charge: () => void | Promise<void> = () => {},
  clientKey?: string,
): Promise<CommentReply> {
  validateText(input.comment);
  const pendingFirst = await requiresApproval(db, config);
  const status = pendingFirst ? COMMENT_STATUS.pending : COMMENT_STATUS.approved;
  const at = now();

  if (input.comment_id) {
    const existing = await db
      .selectFrom("comments")
      .select(["id", "user_id", "collection_id", "status"])
      .where("id", "=", input.comment_id)
      .executeTakeFirst();
    if (!existing || existing.collection_id !== input.collection_id) throw new HttpError(404, "Comment not found");
    if (existing.user_id !== userId) throw new HttpError(403, "You can only edit your own comments.");
    // With approval on, an edited comment is reviewed again; a rejected one stays rejected.
    const nextStatus =
      existing.status === COMMENT_STATUS.rejected ? existing.status : pendingFirst ? COMMENT_STATUS.pending : existing.status;
    await db
      .updateTable("comments")
      .set({ comment: input.comment, updated_at: at, status: nextStatus })
      .where("id", "=", existing.id)
      .execute();
    return shapeOne(db, existing.id, userId);
  }

  const collection = await db
    .selectFrom("collections")
    .select(["id", "collection_type"])
    .where("id", "=", input.collection_id)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!collection) throw new HttpError(404, "Content not found");
  if (!isCommentableType(collection.collection_type)) {
    throw new HttpError(BAD_INPUT, "Comments are not open on this content.", { collection_id: ["Comments are not open on this content."] });
  }
  let reference: number | null = null;
  if (input.parent_id) {
    const parent = await visibleComment(db, input.parent_id, userId);
    if (parent.collection_id !== collection.id) throw new HttpError(404, "Comment not found");
    // One level of replies: a reply to a reply joins the same thread.
    reference = parent.reference_comment_id ?? parent.id;
  }
  const postKey = postKeyOf(clientKey, input);
  const again = await storedBy(db, userId, postKey);
  if (again) return again;
  await charge();
  let inserted: { id: number };
  try {
    inserted = await db
      .insertInto("comments")
      .values({
        collection_id: collection.id,
        user_id: userId,
        reference_comment_id: reference,
        comment: input.comment,
        status,
        created_at: at,
        updated_at: at,
        post_key: postKey,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  } catch (error) {
    // The same post twice at once: the other one stored it.
    const stored = isUniqueViolation(error) ? await storedBy(db, userId, postKey) : undefined;
    if (stored) return stored;
    throw error;
  }
  // A new comment has no likes or replies yet: only its author's name is read back.
  const author = await db.selectFrom("users").select(["name", "profile_image", "deleted_at"]).where("id", "=", userId).executeTakeFirst();
  const row: Row = {
    id: inserted.id,
    comment: input.comment,
    user_id: userId,
    status,
    created_at: at,
    updated_at: at,
    reference_comment_id: reference,
    user_name: author?.name ?? null,
    profile_image: author?.profile_image ?? null,
    deleted_at: author?.deleted_at ?? null,
  };
  return shape(row, new Map(), new Set());
}

/** One like per user: a second like takes it back. */
export async function toggleLike(db: Db, userId: number, commentId: number) {
  await visibleComment(db, commentId, userId);
  const removed = await db.deleteFrom("comment_likes").where("comment_id", "=", commentId).where("user_id", "=", userId).executeTakeFirst();
  let isLiked = false;
  if (Number(removed.numDeletedRows) === 0) {
    await db
      .insertInto("comment_likes")
      .values({ comment_id: commentId, user_id: userId, created_at: now() })
      .onConflict((oc) => oc.columns(["comment_id", "user_id"]).doNothing())
      .execute();
    isLiked = true;
  }
  const count = await db
    .selectFrom("comment_likes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("comment_id", "=", commentId)
    .executeTakeFirst();
  return { comment_id: commentId, is_liked: isLiked, like_count: Number(count?.n ?? 0) };
}

/** Own comments only; its replies, likes and reports go with it. */
export async function deleteComment(db: Db, userId: number, commentId: number): Promise<void> {
  const row = await db.selectFrom("comments").select(["id", "user_id"]).where("id", "=", commentId).executeTakeFirst();
  if (!row) throw new HttpError(404, "Comment not found");
  if (row.user_id !== userId) throw new HttpError(403, "You can only delete your own comments.");
  await db.transaction().execute(async (trx) => {
    const thread = trx
      .selectFrom("comments")
      .select("id")
      .where((eb) => eb.or([eb("id", "=", commentId), eb("reference_comment_id", "=", commentId)]));
    await trx.deleteFrom("comment_likes").where("comment_id", "in", thread).execute();
    await trx.deleteFrom("comment_reports").where("comment_id", "in", thread).execute();
    await trx.deleteFrom("comments").where("reference_comment_id", "=", commentId).execute();
    await trx.deleteFrom("comments").where("id", "=", commentId).execute();
  });
}

/** The report form's categories, named in `lang` where translated (`lang` says which). */
export async function listSpamCategories(db: Db, lang: Lang = "en"): Promise<SpamCategory[]> {
  const rows = await db
    .selectFrom("spam_categories as s")
    .leftJoin("spam_category_translations as t", (join) => join.onRef("t.category_id", "=", "s.id").on("t.lang", "=", lang))
    .select(["s.id", "s.name", "t.name as translated"])
    .orderBy("s.id")
    .execute();
  return rows.map((r) => (r.translated === null ? { id: r.id, name: r.name, lang: "en" } : { id: r.id, name: r.translated, lang }));
}

/** Reports since the last moderation, one per user. */

export async function blockUser(db: Db, userId: number, blockUserId: number): Promise<void> {
  if (blockUserId === userId)
    throw new HttpError(BAD_INPUT, "You cannot block yourself.", { block_user_id: ["You cannot block yourself."] });
  const target = await db.selectFrom("users").select("id").where("id", "=", blockUserId).executeTakeFirst();
  if (!target) throw new HttpError(404, "User not found");
  await db
    .insertInto("user_blocks")
    .values({ user_id: userId, block_user_id: blockUserId, created_at: now() })
    .onConflict((oc) => oc.columns(["user_id", "block_user_id"]).doNothing())
    .execute();
}

// ---- moderation ----
