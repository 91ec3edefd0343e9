import { COMMENT_STATUS, type Lang } from "../../contract";
import { contentTypeById } from "../../contract/content-types";
import type { BackgroundWork } from "../core/background";
import type { Db } from "../db";
import type { Mailer } from "../mail";
import { optOutFor } from "./opt-out";
import { replyMail } from "./reply-mail";
import { markMailed, notificationSettings, recordNotification } from "./store";

/**
 * Replies (docs/product/notifications.md): when someone else's reply to a comment is visible,
 * the comment's author is told in their profile, and by e-mail unless they turned replies off.
 * Several replies to one comment within REPLY_MAIL_GAP_MS send one e-mail; each is still listed.
 * The e-mail goes after the answer (`background`): the replier does not wait on the mail server.
 */
export const REPLY_MAIL_GAP_MS = 10 * 60_000;

export interface ReplyDeps {
  mailer: Mailer;
  origin: string;
  now: () => Date;
  logger?: { error(obj: unknown, msg?: string): void };
  background: BackgroundWork;
}

export interface PostedReply {
  commentId: number;
  /** The comment replied to (the thread's first comment, or a reply in it). */
  parentId: number;
  /** The language of the page the reply was written on: the e-mail is written in it. */
  lang: Lang;
}

/** Tells the parent's author about a reply; a reply held for moderation is kept until it is approved. */
export async function replyPosted(db: Db, deps: ReplyDeps, reply: PostedReply): Promise<void> {
  try {
    const row = await db.selectFrom("comments").select("status").where("id", "=", reply.commentId).executeTakeFirst();
    if (row?.status === COMMENT_STATUS.pending) {
      await db
        .insertInto("held_reply_notices")
        .values({ comment_id: reply.commentId, parent_comment_id: reply.parentId, lang: reply.lang, created_at: deps.now().toISOString() })
        .onConflict((oc) => oc.column("comment_id").doNothing())
        .execute();
      return;
    }
    await notifyReply(db, deps, reply);
  } catch (error) {
    deps.logger?.error({ err: error, comment: reply.commentId }, "reply notification not sent");
  }
}

/** A moderator's decision on a comment: an approved held reply is told now; a rejected one never. */
export async function replyModerated(db: Db, deps: ReplyDeps, commentId: number, approved: boolean): Promise<void> {
  try {
    const held = await db.selectFrom("held_reply_notices").selectAll().where("comment_id", "=", commentId).executeTakeFirst();
    if (!held) return;
    await db.deleteFrom("held_reply_notices").where("comment_id", "=", commentId).execute();
    if (approved) await notifyReply(db, deps, { commentId, parentId: held.parent_comment_id, lang: held.lang === "hi" ? "hi" : "en" });
  } catch (error) {
    deps.logger?.error({ err: error, comment: commentId }, "reply notification not sent");
  }
}

async function notifyReply(db: Db, deps: ReplyDeps, reply: PostedReply): Promise<void> {
  const found = await db
    .selectFrom("comments as r")
    .innerJoin("comments as p", (join) => join.on("p.id", "=", reply.parentId))
    .innerJoin("collections as k", "k.id", "r.collection_id")
    .innerJoin("users as ru", "ru.id", "r.user_id")
    .innerJoin("users as pu", "pu.id", "p.user_id")
    .select([
      "r.comment",
      "r.status",
      "r.user_id as replier_id",
      "ru.name as replier",
      "p.user_id as author_id",
      "pu.name as author",
      "pu.email",
      "pu.deleted_at",
      "k.title",
      "k.slug",
      "k.collection_type",
    ])
    .where("r.id", "=", reply.commentId)
    .executeTakeFirst();
  if (!found || found.status !== COMMENT_STATUS.approved || found.replier_id === found.author_id || found.deleted_at !== null) return;
  if (await blocked(db, found.author_id, found.replier_id)) return;
  const detail = contentTypeById(found.collection_type)?.detail ?? "";
  const path = `${detail}/${found.slug}#comment-${reply.commentId}`;
  const at = deps.now();
  const id = await recordNotification(
    db,
    { userId: found.author_id, kind: "reply", title: found.title, path, commentId: reply.commentId, parentCommentId: reply.parentId },
    at,
  );
  if (id === null || !found.email || !(await notificationSettings(db, found.author_id)).replies) return;
  if (await mailedLately(db, reply.parentId, id, at)) return;
  const optOut = optOutFor(db, deps.origin, reply.lang, "replies", found.author_id);
  const mail = replyMail({
    to: found.email,
    name: found.author,
    lang: reply.lang,
    replier: found.replier,
    title: found.title,
    reply: found.comment,
    path,
    origin: deps.origin,
    unsubscribeUrl: optOut?.url ?? null,
  });
  // Marked before it is sent, so a second reply in the meantime finds this one mailed; a mail
  // that fails is unmarked, and the next reply may send one.
  await markMailed(db, id);
  deps.background.run(
    () => deps.mailer.send({ ...mail, headers: optOut?.headers }),
    (error) => {
      deps.logger?.error({ err: error, comment: reply.commentId }, "reply notification not sent");
      return markMailed(db, id, false).catch(() => undefined);
    },
  );
}

/** Whether the author blocked the replier: they see none of the replier's comments, and are not told of them. */
async function blocked(db: Db, userId: number, replierId: number): Promise<boolean> {
  const row = await db
    .selectFrom("user_blocks")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("block_user_id", "=", replierId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a reply to the same comment was mailed within the gap. */
async function mailedLately(db: Db, parentId: number, exceptId: number, at: Date): Promise<boolean> {
  const since = new Date(at.getTime() - REPLY_MAIL_GAP_MS).toISOString();
  const row = await db
    .selectFrom("notifications")
    .select("id")
    .where("parent_comment_id", "=", parentId)
    .where("mailed", "=", 1)
    .where("id", "<>", exceptId)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return row !== undefined;
}
