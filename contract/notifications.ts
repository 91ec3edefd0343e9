import { z } from "zod";

/** docs/product/notifications.md (decision 0134): what a user is told, and what they can turn off. */

/** What happened: a decision on the user's submission, or a reply to their comment. */
export const NOTIFICATION_KINDS = ["approve", "request_changes", "reject", "scheduled", "published", "reply"] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The newest notifications one user sees in their profile. */
export const NOTIFICATIONS_SHOWN = 50;

export const Notification = z.object({
  id: z.number().int(),
  kind: NotificationKind,
  /** The item's title, as it was when it happened. */
  title: z.string(),
  /** The portal page, without a language prefix: the reader's language is added when shown. */
  path: z.string(),
  /** The editor's note, when the decision had one. */
  note: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListResponse = z.object({ data: z.array(Notification) });

/** Which e-mails the user gets: decisions on their submissions, replies to their comments. */
export const NotificationSettings = z.object({ decisions: z.boolean(), replies: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const NotificationSettingsResponse = z.object({ data: NotificationSettings });
