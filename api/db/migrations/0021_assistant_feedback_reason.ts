import type { Kysely } from "kysely";

/**
 * "Did this answer help?" with a reason (issue "An assistant people can trust"): a visitor may
 * say why in a few words, kept with the answer (and deleted with it after 90 days) so editors see
 * what the unhelpful answers missed. Null when none was given. The same DDL serves SQLite and
 * PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("assistant_answers").addColumn("reason", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("assistant_answers").dropColumn("reason").execute();
}
