import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./connection";
import * as m0001 from "./migrations/0001_initial";
import * as m0002 from "./migrations/0002_full_text_search";
import * as m0003 from "./migrations/0003_accounts";
import * as m0004 from "./migrations/0004_comments_moderation";
import * as m0005 from "./migrations/0005_contributions";
import * as m0006 from "./migrations/0006_search_tuning";
import * as m0007 from "./migrations/0007_search_storage_prefixes";
import * as m0008 from "./migrations/0008_translations";
import * as m0009 from "./migrations/0009_assessments";
import * as m0010 from "./migrations/0010_assistant";
import * as m0011 from "./migrations/0011_campaigns";
import * as m0012 from "./migrations/0012_video_subtitles";
import * as m0013 from "./migrations/0013_authoring";
import * as m0014 from "./migrations/0014_media";
import * as m0015 from "./migrations/0015_jobs_saved_searches";
import * as m0016 from "./migrations/0016_newsletter_opt_in";
import * as m0017 from "./migrations/0017_collection_language";
import * as m0018 from "./migrations/0018_comment_thread_pages";
import * as m0019 from "./migrations/0019_comment_post_keys";
import * as m0020 from "./migrations/0020_audit_self_approval";
import * as m0021 from "./migrations/0021_assistant_feedback_reason";
import * as m0022 from "./migrations/0022_editions";
import * as m0023 from "./migrations/0023_page_feedback";
import * as m0024 from "./migrations/0024_scheduling";
import * as m0025 from "./migrations/0025_review_assignment";
import * as m0026 from "./migrations/0026_notifications";
import * as m0027 from "./migrations/0027_role_audit";
import * as m0028 from "./migrations/0028_summary_search_index";

/**
 * Migrations are listed in code, not found by scanning a folder, so they run the same from
 * tsx, from a bundle and from tests. A new migration is appended to the list here.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_full_text_search": m0002,
  "0003_accounts": m0003,
  "0004_comments_moderation": m0004,
  "0005_contributions": m0005,
  "0006_search_tuning": m0006,
  "0007_search_storage_prefixes": m0007,
  "0008_translations": m0008,
  "0009_assessments": m0009,
  "0010_assistant": m0010,
  "0011_campaigns": m0011,
  "0012_video_subtitles": m0012,
  "0013_authoring": m0013,
  "0014_media": m0014,
  "0015_jobs_saved_searches": m0015,
  "0016_newsletter_opt_in": m0016,
  "0017_collection_language": m0017,
  "0018_comment_thread_pages": m0018,
  "0019_comment_post_keys": m0019,
  "0020_audit_self_approval": m0020,
  "0021_assistant_feedback_reason": m0021,
  "0022_editions": m0022,
  "0023_page_feedback": m0023,
  "0024_scheduling": m0024,
  "0025_review_assignment": m0025,
  "0026_notifications": m0026,
  "0027_role_audit": m0027,
  "0028_summary_search_index": m0028,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`, { cause: error });
  }
}
