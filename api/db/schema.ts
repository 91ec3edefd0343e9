/**
 * Table types for Kysely: the one `Database` type, and every table's type from the files of its
 * group (./schema-*.ts). Portable on purpose: timestamps are ISO-8601 UTC strings (text) and
 * booleans are integers 0/1 on both SQLite and PostgreSQL, so one query reads the same everywhere.
 */
import type { AccountTables } from "./schema-accounts";
import type { AssistantTables } from "./schema-assistant";
import type { CampaignTables } from "./schema-campaigns";
import type { CommentTables } from "./schema-comments";
import type { ContentTables } from "./schema-content";
import type { ContributionTables } from "./schema-contributions";
import type { FeedbackTables } from "./schema-feedback";
import type { JobTables } from "./schema-jobs";
import type { NotificationTables } from "./schema-notifications";
import type { ReviewTables } from "./schema-reviews";
import type {
  CollectionTranslationsTable,
  PageTranslationsTable,
  PillarTranslationsTable,
  SettingTranslationsTable,
  SpamCategoryTranslationsTable,
  TagTranslationsTable,
} from "./schema-translations";
import type { VisitorTables } from "./schema-visitors";

export type * from "./schema-accounts";
export type * from "./schema-assistant";
export type * from "./schema-campaigns";
export type * from "./schema-comments";
export type * from "./schema-content";
export type * from "./schema-contributions";
export type * from "./schema-feedback";
export type * from "./schema-jobs";
export type * from "./schema-notifications";
export type * from "./schema-reviews";
export type { TranslationStatus } from "./schema-translations";
export type * from "./schema-visitors";

export interface Database
  extends
    ContentTables,
    VisitorTables,
    AccountTables,
    CommentTables,
    ContributionTables,
    AssistantTables,
    CampaignTables,
    JobTables,
    FeedbackTables,
    NotificationTables,
    ReviewTables {
  collection_translations: CollectionTranslationsTable;
  page_translations: PageTranslationsTable;
  pillar_translations: PillarTranslationsTable;
  setting_translations: SettingTranslationsTable;
  tag_translations: TagTranslationsTable;
  spam_category_translations: SpamCategoryTranslationsTable;
}
