import { randomBytes } from "node:crypto";
import type { Lang } from "../../contract";
import type { Db } from "../db";
import { signLink, verifyLink } from "../mail/signed-link";

/**
 * The newsletter list with double opt-in (docs/decisions/0103): an address is `pending` until the
 * link in its confirmation mail is opened, and only `confirmed` addresses get the newsletter.
 */

/** A pending address gets at most one confirmation mail in this time, however often it is entered. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;
/** Addresses that never confirm are removed after this. */
export const UNCONFIRMED_TTL_DAYS = 30;

const CONFIRM_PURPOSE = "newsletter-confirm";
const CONFIRM_BODY = /^([1-9][0-9]{0,15})-([0-9a-f]{32})$/;

export type SignupOutcome = { send: false } | { send: true; id: number; confirmToken: string };

/**
 * What a signup does: a new address becomes pending and gets a confirmation mail; a pending one
 * gets it again unless one went out recently; a confirmed one gets nothing. The visitor is told
 * the same in every case, so the form does not tell who is on the list.
 */
export async function requestSubscription(
  db: Db,
  input: { email: string; pageUrl: string | null; lang: Lang; secret: string; now: Date },
): Promise<SignupOutcome> {
  const email = input.email.toLowerCase();
  const now = input.now.toISOString();
  const nonce = randomBytes(16).toString("hex");
  const inserted = await db
    .insertInto("newsletter_subscribers")
    .values({
      email,
      page_url: input.pageUrl,
      created_at: now,
      status: "pending",
      lang: input.lang,
      confirm_nonce: nonce,
      confirm_sent_at: now,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(["id", "confirm_nonce"])
    .executeTakeFirst();
  if (inserted) return { send: true, id: inserted.id, confirmToken: confirmToken(input.secret, inserted.id, nonce) };

  // Claimed with one conditional update, so two signups at once send one mail between them.
  const resendBefore = new Date(input.now.getTime() - CONFIRMATION_RESEND_MS).toISOString();
  const resent = await db
    .updateTable("newsletter_subscribers")
    .set({ confirm_sent_at: now, lang: input.lang })
    .where("email", "=", email)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("confirm_sent_at", "is", null), eb("confirm_sent_at", "<", resendBefore)]))
    .returning(["id", "confirm_nonce"])
    .executeTakeFirst();
  if (!resent?.confirm_nonce) return { send: false };
  return { send: true, id: resent.id, confirmToken: confirmToken(input.secret, resent.id, resent.confirm_nonce) };
}

function confirmToken(secret: string, id: number, nonce: string): string {
  return signLink(secret, CONFIRM_PURPOSE, `${id}-${nonce}`);
}

export type ConfirmOutcome = { ok: true; id: number; email: string; lang: Lang } | { ok: false };

/** Confirms the address the token was made for; the nonce is cleared, so a link works once. */
export async function confirmSubscription(db: Db, token: unknown, secret: string, now: Date): Promise<ConfirmOutcome> {
  const match = CONFIRM_BODY.exec(verifyLink(secret, CONFIRM_PURPOSE, token) ?? "");
  if (!match) return { ok: false };
  const row = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "confirmed", confirm_nonce: null, confirmed_at: now.toISOString() })
    .where("id", "=", Number(match[1]))
    .where("confirm_nonce", "=", match[2])
    .where("status", "=", "pending")
    .returning(["id", "email", "lang"])
    .executeTakeFirst();
  return row ? { ok: true, id: row.id, email: row.email, lang: row.lang === "hi" ? "hi" : "en" } : { ok: false };
}

/** Unsubscribing removes the address: nothing about it is kept. True when there was one. */
export async function removeSubscriber(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("newsletter_subscribers").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes addresses still pending after 30 days; answers how many. Run daily (jobs, moderate CLI). */
export async function removeUnconfirmed(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_TTL_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db
    .deleteFrom("newsletter_subscribers")
    .where("status", "=", "pending")
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
