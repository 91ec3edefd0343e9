import type { Lang } from "../../contract";
import type { Db } from "../db";
import { linkSecretOf } from "../mail/link-secret";
import { unsubscribeHeaders, unsubscribeLink, type UnsubscribeKind } from "../mail/unsubscribe";
import type { NotificationTopic } from "./store";

const KIND: Record<NotificationTopic, UnsubscribeKind> = { decisions: "notify-decisions", replies: "notify-replies" };

export interface OptOut {
  url: string;
  headers: Record<string, string>;
}

/**
 * The one-click opt-out of one kind of notification e-mail for one user: the signed page and
 * the List-Unsubscribe headers. Null only before the server loaded its link secret.
 */
export function optOutFor(db: Db, origin: string, lang: Lang, topic: NotificationTopic, userId: number): OptOut | null {
  const secret = linkSecretOf(db);
  if (!secret) return null;
  const url = unsubscribeLink(origin, lang, { kind: KIND[topic], id: userId }, secret);
  return { url, headers: unsubscribeHeaders(url) };
}
