import type { Kysely } from "kysely";
import type { Db } from "../db/connection";
import type { CommentsTable, Database } from "../db/schema";

/** The comments table with the columns migration 0004_comments_moderation adds. */
export interface ModeratedCommentsTable extends CommentsTable {
  moderated_at: string | null;
  moderated_by: number | null;
}

export type CommentsDatabase = Omit<Database, "comments"> & { comments: ModeratedCommentsTable };
export type CommentsDb = Kysely<CommentsDatabase>;

/** The shared connection, typed with the moderation columns. */
export function commentsDb(db: Db | CommentsDb): CommentsDb {
  return db as unknown as CommentsDb;
}
