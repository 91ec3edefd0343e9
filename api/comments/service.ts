import { sql } from "kysely";
import {
  COMMENT_STATUS,
  DELETED_USER_NAME,
  isCommentableType,
  type Comment,
  type CommentReply,
  type CommentSort,
  type CommentStatusName,
  type ModerationComment,
  type SpamCategory,
} from "../../contract";
import type { Db } from "../db/connection";
import { BAD_INPUT, HttpError } from "../http";
import type { CommentsConfig } from "./config";

export const REQUIRE_APPROVAL_SETTING = "comments_require_approval";

const now = () => new Date().toISOString();

interface Row {
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

function selectRows(db: Db) {
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

function shape(row: Row, likes: Map<number, number>, liked: Set<number>): CommentReply {
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
function blockedBy(db: Db, viewerId: number) {
  return db.selectFrom("user_blocks").select("block_user_id").where("user_id", "=", viewerId);
}

/**
 * SPEC §4: a comment is visible when approved or written by the viewer, and never when its
 * author is blocked by the viewer. A reply shows only under a visible comment.
 */
export async function listComments(
  db: Db,
  input: { collectionId: number; viewerId: number | null; sort: CommentSort },
): Promise<{ comments: Comment[]; count: number }> {
  const { collectionId, viewerId } = input;
  let query = selectRows(db).where("c.collection_id", "=", collectionId);
  if (viewerId === null) {
    query = query.where("c.status", "=", COMMENT_STATUS.approved);
  } else {
    query = query
      .where((eb) => eb.or([eb("c.status", "=", COMMENT_STATUS.approved), eb("c.user_id", "=", viewerId)]))
      .where("c.user_id", "not in", blockedBy(db, viewerId));
  }
  const rows: Row[] = await query.orderBy("c.created_at", "asc").orderBy("c.id", "asc").execute();
  if (rows.length === 0) return { comments: [], count: 0 };

  const [likeRows, likedRows] = await Promise.all([
    db
      .selectFrom("comment_likes as l")
      .innerJoin("comments as c", "c.id", "l.comment_id")
      .select(["l.comment_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("c.collection_id", "=", collectionId)
      .groupBy("l.comment_id")
      .execute(),
    viewerId === null
      ? Promise.resolve([] as { comment_id: number }[])
      : db
          .selectFrom("comment_likes as l")
          .innerJoin("comments as c", "c.id", "l.comment_id")
          .select("l.comment_id")
          .where("c.collection_id", "=", collectionId)
          .where("l.user_id", "=", viewerId)
          .execute(),
  ]);
  const likes = new Map(likeRows.map((r) => [r.comment_id, Number(r.n)]));
  const liked = new Set(likedRows.map((r) => r.comment_id));

  const roots: Comment[] = [];
  const byId = new Map<number, Comment>();
  for (const row of rows) {
    if (row.reference_comment_id === null) {
      const comment: Comment = { ...shape(row, likes, liked), reply_comment: [] };
      roots.push(comment);
      byId.set(comment.id, comment);
    }
  }
  let count = roots.length;
  for (const row of rows) {
    if (row.reference_comment_id === null) continue;
    const parent = byId.get(row.reference_comment_id);
    if (!parent) continue;
    parent.reply_comment.push(shape(row, likes, liked));
    parent.reply_count += 1;
    count += 1;
  }
  if (input.sort === "latest") roots.reverse();
  return { comments: roots, count };
}

/** A comment the viewer may see and act on (like, reply, report), or a 404. */
async function visibleComment(db: Db, commentId: number, viewerId: number) {
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

async function shapeOne(db: Db, commentId: number, viewerId: number): Promise<CommentReply> {
  const row = await selectRows(db).where("c.id", "=", commentId).executeTakeFirstOrThrow();
  const [likes, liked, replies] = await Promise.all([
    db.selectFrom("comment_likes").select((eb) => eb.fn.countAll<number>().as("n")).where("comment_id", "=", commentId).executeTakeFirst(),
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

export async function requiresApproval(db: Db, config: CommentsConfig): Promise<boolean> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", REQUIRE_APPROVAL_SETTING).executeTakeFirst();
  if (!row) return config.requireApproval;
  return ["true", "1", "yes"].includes(row.value.trim().toLowerCase());
}

export async function setRequiresApproval(db: Db, value: boolean): Promise<void> {
  const text = value ? "true" : "false";
  await db
    .insertInto("settings")
    .values({ key: REQUIRE_APPROVAL_SETTING, value: text })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: text }))
    .execute();
}

export interface SubmitInput {
  comment: string;
  collection_id: number;
  parent_id?: number | null;
  comment_id?: number | null;
  is_updated?: boolean;
}

/** Checked before the rate limit is charged, so a refused post does not use up the allowance. */
export function validateText(text: string) {
  if (text.trim() === "") {
    throw new HttpError(BAD_INPUT, "Please enter a comment.", { comment: ["Please enter a comment."] });
  }
}

/**
 * A new comment, a reply (parent_id) or an edit of the viewer's own comment (comment_id).
 * Text is stored exactly as typed. `charge` applies the posting rate limit to new comments.
 */
export async function submitComment(
  db: Db,
  config: CommentsConfig,
  userId: number,
  input: SubmitInput,
  charge: () => void = () => {},
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
    const nextStatus = existing.status === COMMENT_STATUS.rejected ? existing.status : pendingFirst ? COMMENT_STATUS.pending : existing.status;
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
  charge();
  const inserted = await db
    .insertInto("comments")
    .values({
      collection_id: collection.id,
      user_id: userId,
      reference_comment_id: reference,
      comment: input.comment,
      status,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
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
  const removed = await db
    .deleteFrom("comment_likes")
    .where("comment_id", "=", commentId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
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

export async function listSpamCategories(db: Db): Promise<SpamCategory[]> {
  return db.selectFrom("spam_categories").select(["id", "name"]).orderBy("id").execute();
}

/** Reports since the last moderation, one per user. */
function reportCount(db: Db, commentId: number) {
  return db
    .selectFrom("comment_reports as r")
    .innerJoin("comments as c", "c.id", "r.comment_id")
    .select((eb) => eb.fn.count<number>("r.user_id").distinct().as("n"))
    .where("r.comment_id", "=", commentId)
    .where((eb) => eb.or([eb("c.moderated_at", "is", null), eb("r.created_at", ">", eb.ref("c.moderated_at"))]))
    .executeTakeFirst();
}

/**
 * A user reports someone else's comment once. When enough distinct users have reported an
 * approved comment since it was last moderated, it goes back to pending for review.
 */
export async function reportComment(
  db: Db,
  config: CommentsConfig,
  userId: number,
  input: { commentId: number; categoryId: number },
): Promise<{ hidden: boolean }> {
  const comment = await visibleComment(db, input.commentId, userId);
  if (comment.user_id === userId) throw new HttpError(BAD_INPUT, "You cannot report your own comment.");
  const category = await db.selectFrom("spam_categories").select("id").where("id", "=", input.categoryId).executeTakeFirst();
  if (!category) {
    throw new HttpError(BAD_INPUT, "Please choose a reason.", { category_id: ["Please choose a reason."] });
  }
  await db
    .insertInto("comment_reports")
    .values({ comment_id: comment.id, user_id: userId, category_id: category.id, created_at: now() })
    .onConflict((oc) => oc.columns(["comment_id", "user_id"]).doNothing())
    .execute();
  const reports = Number((await reportCount(db, comment.id))?.n ?? 0);
  if (reports >= config.reportHideThreshold && comment.status === COMMENT_STATUS.approved) {
    await db
      .updateTable("comments")
      .set({ status: COMMENT_STATUS.pending })
      .where("id", "=", comment.id)
      .where("status", "=", COMMENT_STATUS.approved)
      .execute();
    return { hidden: true };
  }
  return { hidden: false };
}

/** The blocker no longer sees the blocked user's comments (SPEC §4 "Reporting can also block"). */
export async function blockUser(db: Db, userId: number, blockUserId: number): Promise<void> {
  if (blockUserId === userId) throw new HttpError(BAD_INPUT, "You cannot block yourself.", { block_user_id: ["You cannot block yourself."] });
  const target = await db.selectFrom("users").select("id").where("id", "=", blockUserId).executeTakeFirst();
  if (!target) throw new HttpError(404, "User not found");
  await db
    .insertInto("user_blocks")
    .values({ user_id: userId, block_user_id: blockUserId, created_at: now() })
    .onConflict((oc) => oc.columns(["user_id", "block_user_id"]).doNothing())
    .execute();
}

// ---- moderation ----

export async function listForModeration(
  db: Db,
  input: { status: CommentStatusName; page: number; perPage: number },
): Promise<{ comments: ModerationComment[]; total: number }> {
  const status = COMMENT_STATUS[input.status];
  const total = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", status)
    .executeTakeFirst();
  const rows = await db
    .selectFrom("comments as c")
    .leftJoin("users as u", "u.id", "c.user_id")
    .innerJoin("collections as k", "k.id", "c.collection_id")
    .select((eb) => [
      "c.id",
      "c.comment",
      "c.status",
      "c.user_id",
      "c.created_at",
      "c.updated_at",
      "c.collection_id",
      "c.reference_comment_id",
      "k.title as collection_title",
      "u.name as user_name",
      "u.deleted_at",
      eb
        .selectFrom("comment_reports as r")
        .select(sql<number>`count(distinct r.user_id)`.as("n"))
        .whereRef("r.comment_id", "=", "c.id")
        .where((w) => w.or([w("c.moderated_at", "is", null), w("r.created_at", ">", w.ref("c.moderated_at"))]))
        .as("report_count"),
    ])
    .where("c.status", "=", status)
    // The pending queue is worked oldest first; other lists show the newest first.
    .orderBy("c.created_at", input.status === "pending" ? "asc" : "desc")
    .orderBy("c.id", input.status === "pending" ? "asc" : "desc")
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage)
    .execute();
  return {
    total: Number(total?.n ?? 0),
    comments: rows.map((r) => ({
      id: r.id,
      comment: r.comment,
      status: r.status,
      comment_user_id: r.user_id,
      created_by: r.deleted_at !== null || r.user_name === null ? DELETED_USER_NAME : r.user_name,
      created_at: r.created_at,
      updated_at: r.updated_at,
      collection_id: r.collection_id,
      collection_title: r.collection_title,
      reference_comment_id: r.reference_comment_id,
      report_count: Number(r.report_count ?? 0),
    })),
  };
}

export async function moderateComment(
  db: Db,
  input: { commentId: number; decision: "approve" | "reject"; moderatorId: number | null },
): Promise<{ id: number; status: number }> {
  const status = input.decision === "approve" ? COMMENT_STATUS.approved : COMMENT_STATUS.rejected;
  const result = await db
    .updateTable("comments")
    .set({ status, moderated_at: now(), moderated_by: input.moderatorId })
    .where("id", "=", input.commentId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, "Comment not found");
  return { id: input.commentId, status };
}
