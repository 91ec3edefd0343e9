import type { Lang } from "../../contract";
import { signLink, verifyLink } from "./signed-link";
import { portalLink } from "./templates";

/**
 * One-click unsubscribe (RFC 8058) for every mailing: the newsletter, saved-search alerts, a
 * user's notification e-mails of one kind (decisions on their submissions, replies to comments)
 * and an owner's weekly digest of reviews due.
 * The token names what to stop and is signed with the server's mail-link secret; it does not
 * expire, because an old e-mail must still be able to stop the mail it belongs to.
 */

export type UnsubscribeKind = "newsletter" | "alert" | "notify-decisions" | "notify-replies" | "review-digest";
export interface UnsubscribeTarget {
  kind: UnsubscribeKind;
  /** The newsletter subscriber's id, the saved search's id, or the user's id (notify-…, review-digest). */
  id: number;
}

const PURPOSE = "unsubscribe";
const KINDS: readonly UnsubscribeKind[] = ["newsletter", "alert", "notify-decisions", "notify-replies", "review-digest"];
const TOKEN_BODY = /^(newsletter|alert|notify-decisions|notify-replies|review-digest)-([1-9][0-9]{0,15})$/;

export function signUnsubscribe(target: UnsubscribeTarget, secret: string): string {
  if (!KINDS.includes(target.kind) || !Number.isSafeInteger(target.id) || target.id < 1) {
    throw new Error(`cannot sign an unsubscribe token for ${JSON.stringify(target)}`);
  }
  return signLink(secret, PURPOSE, `${target.kind}-${target.id}`);
}

/** What the token stops, or null when it is not one this server signed. */
export function verifyUnsubscribe(token: unknown, secret: string): UnsubscribeTarget | null {
  const body = verifyLink(secret, PURPOSE, token);
  const match = body ? TOKEN_BODY.exec(body) : null;
  if (!match) return null;
  return { kind: match[1] as UnsubscribeKind, id: Number(match[2]) };
}

/** The portal's unsubscribe page for the token, in the language of the mail. */
export function unsubscribeUrl(origin: string, lang: Lang, token: string): string {
  return portalLink(origin, lang, `/unsubscribe?token=${encodeURIComponent(token)}`);
}

/** The signed unsubscribe page for what `target` names: the link every such mail carries. */
export function unsubscribeLink(origin: string, lang: Lang, target: UnsubscribeTarget, secret: string): string {
  return unsubscribeUrl(origin, lang, signUnsubscribe(target, secret));
}

/** The headers of RFC 2369 and RFC 8058 that let a mail program unsubscribe with one click. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
