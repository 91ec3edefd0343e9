import { sql, type Kysely, type ColumnDefinitionBuilder, type CreateTableBuilder } from "kysely";
import { dialectOf } from "../connection";

/**
 * The first schema. Portable types only: text timestamps (ISO-8601 UTC), integer flags, text JSON.
 * The identity column is the one thing spelled differently per dialect.
 */
function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const postgres = dialectOf(db) === "postgres";
  return table.addColumn("id", "integer", (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("users"))
    .addColumn("uuid", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("password_hash", "text")
    .addColumn("profile_image", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user"))
    .addColumn("consent_accepted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consent_date", "text")
    .addColumn("last_visit_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text")
    .execute();

  await withId(db, db.schema.createTable("access_tokens"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("access_tokens_user_idx").on("access_tokens").column("user_id").execute();

  await withId(db, db.schema.createTable("collections"))
    .addColumn("collection_type", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("excerpt", "text")
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("tag_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("featured_image_url", "text")
    .addColumn("featured_image_alt", "text")
    .addColumn("featured_image_title", "text")
    .addColumn("featured_image_description", "text")
    .addColumn("read_time", "integer")
    .addColumn("published_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("source", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("location", "text")
    .addColumn("state", "text")
    .addColumn("country", "text")
    .addColumn("is_brand", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("head_category", "text")
    .addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("collections_type_slug_unique", ["collection_type", "slug"])
    .execute();
  // Listings and "latest" read by status, type and date; these keep them index-only ordered.
  await db.schema
    .createIndex("collections_listing_idx")
    .on("collections")
    .columns(["status", "collection_type", "published_at", "id"])
    .execute();
  await db.schema.createIndex("collections_published_idx").on("collections").columns(["status", "published_at", "id"]).execute();
  await db.schema.createIndex("collections_featured_idx").on("collections").columns(["status", "is_featured", "published_at"]).execute();

  await withId(db, db.schema.createTable("tags"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable("collection_tags")
    .addColumn("collection_id", "integer", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("collection_tags_pk", ["collection_id", "tag_id"])
    .execute();
  await db.schema.createIndex("collection_tags_tag_idx").on("collection_tags").columns(["tag_id", "collection_id"]).execute();

  await withId(db, db.schema.createTable("authors"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("designation", "text")
    .addColumn("organisation", "text")
    .addColumn("bio", "text")
    .addColumn("image_url", "text")
    .execute();

  await db.schema
    .createTable("collection_authors")
    .addColumn("collection_id", "integer", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.notNull().references("authors.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("collection_authors_pk", ["collection_id", "author_id"])
    .execute();
  await db.schema.createIndex("collection_authors_author_idx").on("collection_authors").columns(["author_id", "collection_id"]).execute();

  await withId(db, db.schema.createTable("tag_groups"))
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("tag_group_members")
    .addColumn("group_id", "integer", (c) => c.notNull().references("tag_groups.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("tag_group_members_pk", ["group_id", "tag_id"])
    .execute();

  await withId(db, db.schema.createTable("pillars"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("heading", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("image_url", "text")
    .addColumn("tag_id", "integer", (c) => c.references("tags.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("pages"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text")
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("static"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("recent_searches"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("visitor_id", "text")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("searched_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("recent_searches_user_idx").on("recent_searches").columns(["user_id", "searched_at"]).execute();
  await db.schema.createIndex("recent_searches_visitor_idx").on("recent_searches").columns(["visitor_id", "searched_at"]).execute();

  await withId(db, db.schema.createTable("visit_logs"))
    .addColumn("collection_id", "integer", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("visited_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("visit_logs_collection_idx").on("visit_logs").columns(["collection_id", "visited_at"]).execute();

  await withId(db, db.schema.createTable("newsletter_subscribers"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("page_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("comments"))
    .addColumn("collection_id", "integer", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reference_comment_id", "integer", (c) => c.references("comments.id").onDelete("cascade"))
    .addColumn("comment", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("comments_collection_idx").on("comments").columns(["collection_id", "status"]).execute();
  await db.schema.createIndex("comments_reference_idx").on("comments").column("reference_comment_id").execute();

  await db.schema
    .createTable("comment_likes")
    .addColumn("comment_id", "integer", (c) => c.notNull().references("comments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("comment_likes_pk", ["comment_id", "user_id"])
    .execute();

  await withId(db, db.schema.createTable("spam_categories"))
    .addColumn("name", "text", (c) => c.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable("comment_reports"))
    .addColumn("comment_id", "integer", (c) => c.notNull().references("comments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("spam_categories.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("user_blocks")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("block_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_blocks_pk", ["user_id", "block_user_id"])
    .execute();

  await withId(db, db.schema.createTable("contributions"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("collection_id", "integer", (c) => c.references("collections.id").onDelete("set null"))
    .addColumn("collection_type", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contributions_user_idx").on("contributions").columns(["user_id", "updated_at"]).execute();
  void sql;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "contributions",
    "user_blocks",
    "comment_reports",
    "spam_categories",
    "comment_likes",
    "comments",
    "newsletter_subscribers",
    "visit_logs",
    "recent_searches",
    "pages",
    "settings",
    "pillars",
    "tag_group_members",
    "tag_groups",
    "collection_authors",
    "authors",
    "collection_tags",
    "tags",
    "collections",
    "access_tokens",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
