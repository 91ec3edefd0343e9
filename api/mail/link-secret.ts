import { randomBytes } from "node:crypto";
import type { Db } from "../db";
import type { BackgroundWork } from "../core/background";
import type { Mailer } from "./mailer";

/** The mailer and the secret that signs links in mail (unsubscribe, confirmation). */
export interface MailContext {
  mailer: Mailer;
  /** Filled once the database is ready; requests wait for that (api/main/app.ts). */
  linkSecret: string;
  /**
   * Mail sent after the answer (replies, decisions, welcomes): the reader or editor does not wait
   * on the mail server; the API's close() and settle() wait for it.
   */
  background: BackgroundWork;
}

const NAME = "mail-link";

/**
 * The secret loaded for each database: code that mails without the request's context (a
 * contributor's decision mail, called by the desk and by jobs) signs its links with it.
 */
const loaded = new WeakMap<Db, string>();

/** The secret `loadLinkSecret` gave for `db`, or undefined before it ran. */
export function linkSecretOf(db: Db): string | undefined {
  return loaded.get(db);
}

/**
 * MAIL_LINK_SECRET when configured; otherwise one generated on first start and kept in the
 * database, so links in mail already sent keep working after restarts and on every replica.
 * Two replicas starting together agree: the first insert wins, both read it back.
 */
export async function loadLinkSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) {
    loaded.set(db, configured);
    return configured;
  }
  await db
    .insertInto("server_secrets")
    .values({ name: NAME, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", NAME).executeTakeFirstOrThrow();
  loaded.set(db, row.value);
  return row.value;
}
