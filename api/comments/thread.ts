import type { ExpressionBuilder } from "kysely";
import {
  COMMENT_STATUS,
  encodeCommentCursor,
  REPLIES_PER_COMMENT,
  type Comment,
  type CommentPosition,
  type CommentReply,
  type CommentSort,
} from "../../contract";
import type { Db } from "../db/connection";
import type { CommentsTable, Database } from "../db/schema";
import { HttpError } from "../core/http-error";
import { blockedBy, selectRows, shape, type Row } from "./rows";

/**
 * A thread read one page at a time (docs/decisions/0110-comment-thread-pages.md): top-level comments by keyset on (created_at, id)
 * in the asked order, each with its first replies, and a cursor for the next page. The reads
 * follow the indexes of migration 0018: the first page of a thread of thousands reads about one
 * page of rows, never the thread. The count in the header is the one read of the whole thread,
 * from an index.
 */

type Direction = "asc" | "desc";
type CommentScope = ExpressionBuilder<Database & { c: CommentsTable }, "c">;

const APPROVED = COMMENT_STATUS.approved;

/**
 * docs/product/comments.md#who-sees-a-comment: approved, or the viewer's own; never by a user the viewer blocked. (A reply also
 * needs a visible comment above it: the reads below only look for replies of visible comments.)
 */
function visible(db: Db, viewerId: number | null) {
  return (eb: CommentScope) =>
    viewerId === null
      ? eb("c.status", "=", APPROVED)
      : eb.and([
          eb.or([eb("c.status", "=", APPROVED), eb("c.user_id", "=", viewerId)]),
          eb("c.user_id", "not in", blockedBy(db, viewerId)),
        ]);
}

function visibleRows(db: Db, viewerId: number | null) {
  return selectRows(db).where(visible(db, viewerId));
}

/**
 * Rows strictly after `after` in (created_at, id) `direction`. Written as a range on created_at
 * plus the tie-break, rather than a row-value comparison, so SQLite and PostgreSQL both start
 * the index scan at the cursor instead of reading the pages before it.
 */
function afterPosition(after: CommentPosition, direction: Direction) {
  const strictly = direction === "desc" ? "<" : ">";
  const orEqual = direction === "desc" ? "<=" : ">=";
  return (eb: CommentScope) =>
    eb.and([
      eb("c.created_at", orEqual, after.created_at),
      eb.or([eb("c.created_at", strictly, after.created_at), eb("c.id", strictly, after.id)]),
    ]);
}

function cursorOf(row: Pick<Row, "created_at" | "id">): string {
  return encodeCommentCursor({ created_at: row.created_at, id: row.id });
}

/** Up to `limit` rows and the cursor after the last of them when more follow (the query read limit + 1). */
function pageOf(rows: Row[], limit: number): { rows: Row[]; next: string | null } {
  if (rows.length <= limit) return { rows, next: null };
  const page = rows.slice(0, limit);
  return { rows: page, next: cursorOf(page[page.length - 1]) };
}

const byTime = (a: Row, b: Row) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id);

/** Like counts and the viewer's likes of these comments only (the primary key (comment_id, user_id) serves both). */
async function likesOf(db: Db, ids: number[], viewerId: number | null) {
  if (ids.length === 0) return { likes: new Map<number, number>(), liked: new Set<number>() };
  const [counts, mine] = await Promise.all([
    db
      .selectFrom("comment_likes")
      .select(["comment_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("comment_id", "in", ids)
      .groupBy("comment_id")
      .execute(),
    viewerId === null
      ? Promise.resolve([] as { comment_id: number }[])
      : db.selectFrom("comment_likes").select("comment_id").where("comment_id", "in", ids).where("user_id", "=", viewerId).execute(),
  ]);
  return { likes: new Map(counts.map((r) => [r.comment_id, Number(r.n)])), liked: new Set(mine.map((r) => r.comment_id)) };
}

/**
 * The first `perParent` + 1 visible replies of each parent, oldest first: one small ordered read
 * per parent (index comments_replies_idx), joined with UNION ALL into one round trip, so a
 * comment with thousands of replies costs no more than one with eleven.
 */
async function firstReplies(db: Db, parentIds: number[], viewerId: number | null, perParent: number): Promise<Row[]> {
  if (parentIds.length === 0) return [];
  const one = (parentId: number) =>
    db
      .selectFrom(
        visibleRows(db, viewerId)
          .where("c.reference_comment_id", "=", parentId)
          .orderBy("c.created_at", "asc")
          .orderBy("c.id", "asc")
          .limit(perParent + 1)
          .as("r"),
      )
      .selectAll();
  const [first, ...rest] = parentIds.map(one);
  return rest.reduce((query, next) => query.unionAll(next), first).execute();
}

/** Visible replies per parent. */
async function replyCounts(db: Db, parentIds: number[], viewerId: number | null): Promise<Map<number, number>> {
  if (parentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("comments as c")
    .select(["c.reference_comment_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("c.reference_comment_id", "in", parentIds)
    .where(visible(db, viewerId))
    .groupBy("c.reference_comment_id")
    .execute();
  return new Map(rows.map((r) => [r.reference_comment_id!, Number(r.n)]));
}

/**
 * Comments and replies the viewer can see in the whole thread: visible comments, and visible
 * replies under them. Both reads are of comments_visibility_idx within the thread (no join to
 * the rest of the table), the one read here that grows with the thread.
 */
export function threadCountQuery(db: Db, collectionId: number, viewerId: number | null) {
  const shownComments = db
    .selectFrom("comments as c")
    .select("c.id")
    .where("c.collection_id", "=", collectionId)
    .where("c.reference_comment_id", "is", null)
    .where(visible(db, viewerId));
  return db
    .selectFrom("comments as c")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("c.collection_id", "=", collectionId)
    .where(visible(db, viewerId))
    .where((eb) => eb.or([eb("c.reference_comment_id", "is", null), eb("c.reference_comment_id", "in", shownComments)]));
}

async function threadCount(db: Db, collectionId: number, viewerId: number | null): Promise<number> {
  const row = await threadCountQuery(db, collectionId, viewerId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface ThreadPageInput {
  collectionId: number;
  viewerId: number | null;
  sort: CommentSort;
  /** Where the previous page ended; null for the first page. */
  after: CommentPosition | null;
  limit: number;
}

/** The read of a page's top-level comments (one row more than the page, to know whether another follows). */
export function topLevelPage(db: Db, input: ThreadPageInput) {
  const direction: Direction = input.sort === "latest" ? "desc" : "asc";
  let query = visibleRows(db, input.viewerId).where("c.collection_id", "=", input.collectionId).where("c.reference_comment_id", "is", null);
  if (input.after) query = query.where(afterPosition(input.after, direction));
  return query
    .orderBy("c.created_at", direction)
    .orderBy("c.id", direction)
    .limit(input.limit + 1);
}

/** One page of a thread as the viewer may see it, with the thread's count and the next page's cursor. */
export async function listThreadPage(
  db: Db,
  input: ThreadPageInput,
): Promise<{ comments: Comment[]; count: number; next_cursor: string | null }> {
  const { collectionId, viewerId, limit } = input;
  const page = pageOf(await topLevelPage(db, input).execute(), limit);

  const rootIds = page.rows.map((r) => r.id);
  const [replyRows, counts, count] = await Promise.all([
    firstReplies(db, rootIds, viewerId, REPLIES_PER_COMMENT),
    replyCounts(db, rootIds, viewerId),
    threadCount(db, collectionId, viewerId),
  ]);
  const repliesOf = new Map<number, Row[]>();
  for (const row of replyRows.sort(byTime)) {
    const list = repliesOf.get(row.reference_comment_id!) ?? [];
    list.push(row);
    repliesOf.set(row.reference_comment_id!, list);
  }
  const { likes, liked } = await likesOf(db, [...rootIds, ...replyRows.map((r) => r.id)], viewerId);

  const comments = page.rows.map((row): Comment => {
    const replies = pageOf(repliesOf.get(row.id) ?? [], REPLIES_PER_COMMENT);
    return {
      ...shape(row, likes, liked),
      reply_count: counts.get(row.id) ?? 0,
      reply_comment: replies.rows.map((reply) => shape(reply, likes, liked)),
      replies_next_cursor: replies.next,
    };
  });
  return { comments, count, next_cursor: page.next };
}

export interface RepliesPageInput {
  commentId: number;
  viewerId: number | null;
  after: CommentPosition | null;
  limit: number;
}

/** One page of a visible comment's replies, oldest first; 404 when the viewer cannot see the comment. */
export async function listRepliesPage(
  db: Db,
  input: RepliesPageInput,
): Promise<{ replies: CommentReply[]; reply_count: number; next_cursor: string | null }> {
  const { commentId, viewerId, limit } = input;
  const parent = await visibleRows(db, viewerId).where("c.id", "=", commentId).executeTakeFirst();
  if (!parent) throw new HttpError(404, "Comment not found");
  let query = visibleRows(db, viewerId).where("c.reference_comment_id", "=", commentId);
  if (input.after) query = query.where(afterPosition(input.after, "asc"));
  const [rows, counts] = await Promise.all([
    query
      .orderBy("c.created_at", "asc")
      .orderBy("c.id", "asc")
      .limit(limit + 1)
      .execute(),
    replyCounts(db, [commentId], viewerId),
  ]);
  const page = pageOf(rows, limit);
  const { likes, liked } = await likesOf(
    db,
    page.rows.map((r) => r.id),
    viewerId,
  );
  return { replies: page.rows.map((row) => shape(row, likes, liked)), reply_count: counts.get(commentId) ?? 0, next_cursor: page.next };
}
