import type { Kysely } from "kysely";

/**
 * "Four eyes" on the editorial desk (decision 0123): an approval by the item's own author, made
 * with EDITORIAL_FOUR_EYES off, is marked in its audit entry (0/1, as every flag), so a one-person
 * desk's self-approvals can be found later (GET /api/editorial/audit?self_approved=true).
 * Earlier entries are 0: before the setting there was no rule to record an exception to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("editorial_audit")
    .addColumn("self_approved", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("editorial_audit").dropColumn("self_approved").execute();
}
