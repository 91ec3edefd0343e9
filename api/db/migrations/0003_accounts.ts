import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";
import { dialectOf } from "../connection";

/**
 * Accounts (docs/product/accounts.md#accounts): one-time password-reset tokens and social identities (Google, Facebook)
 * linked to users. users and access_tokens come from 0001.
 */
function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const postgres = dialectOf(db) === "postgres";
  return table.addColumn("id", "integer", (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("password_reset_tokens"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_reset_tokens_user_idx").on("password_reset_tokens").column("user_id").execute();

  await withId(db, db.schema.createTable("user_identities"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("user_identities_provider_subject_unique", ["provider", "subject"])
    .execute();
  await db.schema.createIndex("user_identities_user_idx").on("user_identities").column("user_id").execute();

  // Token lookups are by hash (unique index from 0001); expiry sweeps read by expires_at.
  await db.schema.createIndex("access_tokens_expires_idx").on("access_tokens").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("access_tokens_expires_idx").execute();
  await db.schema.dropTable("user_identities").execute();
  await db.schema.dropTable("password_reset_tokens").execute();
}
