/** Table types of comments, their likes and reports, and the blocks between users; part of `Database` in ./schema.ts. */
import type { Generated } from "kysely";

export interface CommentsTable {
  id: Generated<number>;
  collection_id: number;
  user_id: number;
  reference_comment_id: number | null;
  comment: string;
  /** 3 = approved (docs/product/comments.md#who-sees-a-comment). */
  status: number;
  created_at: string;
  updated_at: string;
  /** Set when a moderator approved or rejected the comment (0004_comments_moderation). */
  moderated_at: string | null;
  moderated_by: number | null;
  /** Names the post that stored it, so a post sent twice is stored once (0019_comment_post_keys). */
  post_key: string | null;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: string;
}

export interface CommentReportsTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  category_id: number;
  created_at: string;
}

export interface SpamCategoriesTable {
  id: Generated<number>;
  name: string;
}

export interface UserBlocksTable {
  user_id: number;
  block_user_id: number;
  created_at: string;
}

/** The comment tables, by name. */
export interface CommentTables {
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  comment_reports: CommentReportsTable;
  spam_categories: SpamCategoriesTable;
  user_blocks: UserBlocksTable;
}
