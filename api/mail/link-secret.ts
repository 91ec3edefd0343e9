import { randomBytes } from "node:crypto";
import type { Db } from "../db";
import type { Mailer } from "./mailer";

/** The mailer and the secret that signs links in mail (unsubscribe, confirmation). */
export interface MailContext {
  mailer: Mailer;
  /** Filled once the database is ready; requests wait for that (api/main/app.ts). */
  linkSecret: string;
}

const NAME = "mail-link";

/**
 * MAIL_LINK_SECRET when configured; otherwise one generated on first start and kept in the
 * database, so links in mail already sent keep working after restarts and on every replica.
 * Two replicas starting together agree: the first insert wins, both read it back.
 */
export async function loadLinkSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("server_secrets")
    .values({ name: NAME, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", NAME).executeTakeFirstOrThrow();
  return row.value;
}
