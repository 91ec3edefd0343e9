import { sql, type Kysely } from "kysely";

/**
 * Newsletter double opt-in (docs/product/follow.md#confirming-and-unsubscribing, docs/decisions/0103): an address is `pending` until its
 * confirmation link is opened. Addresses stored before this were taken at their word and stay
 * `confirmed`. `confirm_nonce` is part of the signed confirmation link and is cleared on
 * confirming, so the link works once; `confirm_sent_at` limits how often it is re-sent.
 *
 * `server_secrets` keeps secrets the server generates for itself when none is configured (the
 * mail-link secret): in the database, so every replica and every restart signs alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("confirmed"))
    .execute();
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirm_nonce", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirm_sent_at", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
  await db.schema.createIndex("newsletter_subscribers_pending").on("newsletter_subscribers").columns(["status", "created_at"]).execute();
  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("server_secrets").ifExists().execute();
  await db.schema.dropIndex("newsletter_subscribers_pending").ifExists().execute();
  for (const column of ["confirmed_at", "confirm_sent_at", "confirm_nonce", "lang", "status"]) {
    await db.schema.alterTable("newsletter_subscribers").dropColumn(column).execute();
  }
}
