import { NOTIFICATIONS_SHOWN, NotificationKind, type Notification, type NotificationSettings } from "../../contract";
import type { Db } from "../db";

/**
 * Notifications as facts (docs/product/notifications.md, decision 0134): every event is recorded,
 * whether or not its e-mail is wanted or sent; the settings say which e-mails go out.
 */

/** The two settings: decisions on one's submissions, replies to one's comments. */
export type NotificationTopic = keyof NotificationSettings;

export function topicOf(kind: NotificationKind): NotificationTopic {
  return kind === "reply" ? "replies" : "decisions";
}

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  path: string;
  note?: string | null;
  commentId?: number | null;
  parentCommentId?: number | null;
}

/** Records what happened; its id, or null when this reply was already recorded. */
export async function recordNotification(db: Db, input: NewNotification, at: Date): Promise<number | null> {
  const row = await db
    .insertInto("notifications")
    .values({
      user_id: input.userId,
      kind: input.kind,
      title: input.title,
      path: input.path,
      note: input.note ?? null,
      comment_id: input.commentId ?? null,
      parent_comment_id: input.parentCommentId ?? null,
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.column("comment_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Marks a notification's e-mail as sent (or on its way), or not, when sending it failed. */
export async function markMailed(db: Db, id: number, mailed = true): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ mailed: mailed ? 1 : 0 })
    .where("id", "=", id)
    .execute();
}

/** The user's newest notifications, newest first. */
export async function listNotifications(db: Db, userId: number): Promise<Notification[]> {
  const rows = await db
    .selectFrom("notifications")
    .select(["id", "kind", "title", "path", "note", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(NOTIFICATIONS_SHOWN)
    .execute();
  // A kind this version does not know (written by a newer one) is left out rather than failing the page.
  return rows.flatMap((r) => {
    const kind = NotificationKind.safeParse(r.kind);
    return kind.success ? [{ ...r, kind: kind.data }] : [];
  });
}

export async function notificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const row = await db
    .selectFrom("notification_settings")
    .select(["decisions", "replies"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { decisions: row ? row.decisions === 1 : true, replies: row ? row.replies === 1 : true };
}

export async function saveNotificationSettings(db: Db, userId: number, settings: NotificationSettings, at: Date): Promise<void> {
  const values = { decisions: settings.decisions ? 1 : 0, replies: settings.replies ? 1 : 0, updated_at: at.toISOString() };
  await db
    .insertInto("notification_settings")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

/** Turns one kind of e-mail off (the one-click opt-out); a user that no longer exists has nothing to stop. */
export async function turnTopicOff(db: Db, userId: number, topic: NotificationTopic, at: Date): Promise<void> {
  const user = await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
  if (!user) return;
  const current = await notificationSettings(db, userId);
  await saveNotificationSettings(db, userId, { ...current, [topic]: false }, at);
}
