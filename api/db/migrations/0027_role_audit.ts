import type { Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * Desk roles (docs/product/editorial.md#roles, decision 0135): role_audit keeps every grant and
 * withdrawal of a role: who (actor_id, null from the command line), whom (user_id), the role
 * before and after, and when. It also tells the Roles page since when a user has their role.
 * The same DDL serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await db.schema
    .createTable("role_audit")
    .addColumn("id", "integer", (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("actor_id", "integer")
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("from_role", "text", (c) => c.notNull())
    .addColumn("to_role", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("role_audit_user_idx").on("role_audit").columns(["user_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("role_audit").execute();
}
