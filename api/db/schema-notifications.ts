/** Table types of notifications (0026_notifications); part of `Database` in ./schema.ts. */
import type { Generated } from "kysely";

/** One thing that happened for a user, kept as facts so it renders in the reader's language. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** A contributor event (approve, request_changes, reject, scheduled, published) or "reply". */
  kind: string;
  /** The item's title. */
  title: string;
  /** The portal page it links to, without a language prefix. */
  path: string;
  /** The editor's note; null for replies and decisions without one. */
  note: string | null;
  /** The reply that caused a "reply" notification (unique); null otherwise. */
  comment_id: number | null;
  /** The comment that was replied to: the mail throttle counts per parent. */
  parent_comment_id: number | null;
  /** 1 when an e-mail went out for it. */
  mailed: Generated<number>;
  created_at: string;
}

/** The kinds a user turned off (0) or on (1); no row: both on. */
export interface NotificationSettingsTable {
  user_id: number;
  decisions: Generated<number>;
  replies: Generated<number>;
  updated_at: string;
}

/** A reply held for moderation whose parent's author is told once it is approved. */
export interface HeldReplyNoticesTable {
  comment_id: number;
  parent_comment_id: number;
  lang: string;
  created_at: string;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  held_reply_notices: HeldReplyNoticesTable;
}
