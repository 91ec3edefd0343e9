import { sql } from "kysely";
import { COMMENT_STATUS, DELETED_USER_NAME, type ModerationComment, type ModerationQueue } from "../../contract";
import type { Db } from "../db/connection";
import { BAD_INPUT, HttpError } from "../core/http-error";
import type { CommentsConfig } from "./config";
import { now, visibleComment } from "./rows";

const REQUIRE_APPROVAL_SETTING = "comments_require_approval";

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
 * A user reports someone else's comment once. Reports never hide a comment by themselves (three
 * free accounts could otherwise silence anyone): once enough distinct users reported an approved
 * comment since its last review, it joins the moderators' "reported" queue and stays visible
 * until a moderator approves (the reports are then spent) or rejects it.
 * See docs/decisions/0030-comments-moderation.md.
 */
export async function reportComment(
  db: Db,
  config: CommentsConfig,
  userId: number,
  input: { commentId: number; categoryId: number },
): Promise<{ queued: boolean }> {
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
  return { queued: reports >= config.reportReviewThreshold && comment.status === COMMENT_STATUS.approved };
}

/** Distinct reporters of the outer query's comment `c` since its last review. */
const reportsSinceReview = sql<number>`(select count(distinct r.user_id) from comment_reports r
  where r.comment_id = c.id and (c.moderated_at is null or r.created_at > c.moderated_at))`;

/** The comments of one queue: a status, or "reported" (approved, reported at least `reportThreshold` times). */
function inQueue(db: Db, queue: ModerationQueue, reportThreshold: number) {
  const base = db.selectFrom("comments as c");
  if (queue !== "reported") return base.where("c.status", "=", COMMENT_STATUS[queue]);
  return base.where("c.status", "=", COMMENT_STATUS.approved).where(reportsSinceReview, ">=", reportThreshold);
}

export async function listForModeration(
  db: Db,
  input: { status: ModerationQueue; page: number; perPage: number; reportThreshold: number },
): Promise<{ comments: ModerationComment[]; total: number }> {
  const total = await inQueue(db, input.status, input.reportThreshold)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  const oldestFirst = input.status === "pending" || input.status === "reported";
  const rows = await inQueue(db, input.status, input.reportThreshold)
    .leftJoin("users as u", "u.id", "c.user_id")
    .innerJoin("collections as k", "k.id", "c.collection_id")
    .select([
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
      reportsSinceReview.as("report_count"),
    ])
    // The queues to work (pending, reported) are oldest first; other lists show the newest first.
    .orderBy("c.created_at", oldestFirst ? "asc" : "desc")
    .orderBy("c.id", oldestFirst ? "asc" : "desc")
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
