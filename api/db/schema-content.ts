/** Table types of the published content: items, tags, authors, pillars, settings, pages; part of `Database` in ./schema.ts. */
import type { Generated, Insertable, Selectable } from "kysely";
import type { Lang } from "../../contract/lang";

/** A boolean: an integer 0/1 on both SQLite and PostgreSQL. */
export type Flag = 0 | 1;

export interface CollectionsTable {
  id: Generated<number>;
  collection_type: number;
  title: string;
  slug: string;
  excerpt: string | null;
  /** Sanitised HTML. */
  body: string;
  /** Plain text of body, for the full-text index. */
  body_text: string;
  /** Tag names joined by spaces, for the full-text index. */
  tag_text: string;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  featured_image_title: string | null;
  featured_image_description: string | null;
  read_time: number | null;
  published_at: string | null;
  updated_at: string;
  created_at: string;
  source: string | null;
  status: "draft" | "published" | "trashed";
  location: string | null;
  state: string | null;
  country: string | null;
  is_brand: Flag;
  is_featured: Flag;
  head_category: string | null;
  /** JSON text of CollectionAttributes. */
  attributes: string;
  view_count: Generated<number>;
  created_by: number | null;
  /**
   * The text of the item's published translations, for the full-text index only
   * (0008_translations; kept by upsertItemTranslation). Empty when none is published.
   */
  translated_title: Generated<string>;
  translated_excerpt: Generated<string>;
  translated_body_text: Generated<string>;
  /** The language the item was written in (migration 0017): "en", or "hi" for a Hindi contribution. */
  lang: Generated<Lang>;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface CollectionTagsTable {
  collection_id: number;
  tag_id: number;
}

export interface AuthorsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  designation: string | null;
  organisation: string | null;
  bio: string | null;
  image_url: string | null;
}

export interface CollectionAuthorsTable {
  collection_id: number;
  author_id: number;
  position: number;
}

export interface TagGroupsTable {
  id: Generated<number>;
  key: string;
  name: string;
}

export interface TagGroupMembersTable {
  group_id: number;
  tag_id: number;
  position: number;
}

export interface PillarsTable {
  id: Generated<number>;
  title: string;
  heading: string;
  name: string;
  slug: string;
  image_url: string | null;
  tag_id: number | null;
  body: string;
  position: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string | null;
  body: string;
  kind: "static" | "policy" | "campaign";
  updated_at: string;
}

export type CollectionRow = Selectable<CollectionsTable>;
export type NewCollectionRow = Insertable<CollectionsTable>;

/** The content tables, by name. */
export interface ContentTables {
  collections: CollectionsTable;
  tags: TagsTable;
  collection_tags: CollectionTagsTable;
  authors: AuthorsTable;
  collection_authors: CollectionAuthorsTable;
  tag_groups: TagGroupsTable;
  tag_group_members: TagGroupMembersTable;
  pillars: PillarsTable;
  settings: SettingsTable;
  pages: PagesTable;
}
