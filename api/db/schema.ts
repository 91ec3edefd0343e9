import type { Generated, Insertable, Selectable } from "kysely";
import type { Lang } from "../../contract/lang";
import type {
  CollectionTranslationsTable, PageTranslationsTable, PillarTranslationsTable, SettingTranslationsTable, SpamCategoryTranslationsTable,
  TagTranslationsTable,
} from "./schema-translations";

export type { TranslationStatus } from "./schema-translations";

/**
 * Table types for Kysely. Portable on purpose: timestamps are ISO-8601 UTC strings (text) and
 * booleans are integers 0/1 on both SQLite and PostgreSQL, so one query reads the same everywhere.
 */
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

export interface RecentSearchesTable {
  id: Generated<number>;
  user_id: number | null;
  visitor_id: string | null;
  key: string;
  searched_at: string;
}

export interface VisitLogsTable {
  id: Generated<number>;
  collection_id: number;
  visited_at: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  page_url: string | null;
  created_at: string;
  /** Issue 20 (migration 0016): double opt-in. */
  status: Generated<"pending" | "confirmed">;
  lang: Generated<string>;
  confirm_nonce: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  email: string | null;
  password_hash: string | null;
  profile_image: string | null;
  role: "user" | "editor" | "moderator" | "admin";
  consent_accepted: Flag;
  consent_date: string | null;
  last_visit_at: string | null;
  created_at: string;
  deleted_at: string | null;
}

export interface AccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface CommentsTable {
  id: Generated<number>;
  collection_id: number;
  user_id: number;
  reference_comment_id: number | null;
  comment: string;
  /** 3 = approved (SPEC §4). */
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

export interface ContributionsTable {
  id: Generated<number>;
  user_id: number;
  collection_id: number | null;
  collection_type: number;
  title: string;
  payload: string;
  status: string;
  created_at: string;
  updated_at: string;
  /** Plain text, trimmed (0005_contributions). */
  summary: string;
  /** Plain text, stored exactly as typed. */
  body: string;
  /** An https link to the original, or null. */
  source_url: string | null;
  /** The status to go back to when a trashed contribution is restored. */
  status_before_trash: string | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  /** sha256 (hex) of the token mailed to the user; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: "google" | "facebook";
  /** The provider's stable subject id (Google "sub", Facebook user id). */
  subject: string;
  created_at: string;
}

export interface Database {
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
  recent_searches: RecentSearchesTable;
  visit_logs: VisitLogsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  comment_reports: CommentReportsTable;
  spam_categories: SpamCategoriesTable;
  user_blocks: UserBlocksTable;
  contributions: ContributionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  user_identities: UserIdentitiesTable;
  collection_translations: CollectionTranslationsTable;
  page_translations: PageTranslationsTable;
  pillar_translations: PillarTranslationsTable;
  setting_translations: SettingTranslationsTable;
  tag_translations: TagTranslationsTable;
  spam_category_translations: SpamCategoryTranslationsTable;
}

export type CollectionRow = Selectable<CollectionsTable>;
export type NewCollectionRow = Insertable<CollectionsTable>;

/** Responsible-AI self-assessments (0009_assessments); merged into Database above. */
export interface AssessmentsTable {
  /** 128 random bits, base64url: knowing it is what lets one edit the draft. */
  id: string;
  version: string;
  user_id: number | null;
  /** JSON: question id → choice id, or choice ids for a checklist. */
  answers: string;
  share_id: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}
export interface Database {
  assessments: AssessmentsTable;
}

/** The assistant (0010_assistant); merged into Database above. */
export interface AssistantAnswersTable {
  /** 16 random bytes, base64url (contract AnswerId). */
  id: string;
  question: string;
  lang: string;
  status: "answered" | "not_found";
  /** 1 helpful, 0 not helpful, null until the visitor says. */
  helpful: number | null;
  created_at: string;
}
export interface AssistantUnansweredTable {
  /** Normalised: trimmed, spaces collapsed, lower case. */
  question: string;
  count: number;
  first_asked: string;
  last_asked: string;
}
export interface Database {
  assistant_answers: AssistantAnswersTable;
  assistant_unanswered: AssistantUnansweredTable;
}

/** Campaign and call pages, consultation and site feedback (0011_campaigns, decision 0097). */
export interface CampaignsTable {
  page_id: number;
  kind: string;
  /** ISO-8601 instants; the pages show them in India time. */
  opens_at: string;
  closes_at: string;
  apply_url: string | null;
  eligibility: string;
  /** JSON: the steps, in order. */
  how_to_apply: string;
  /** JSON: [{ id, title, body }] of a consultation's draft. */
  sections: string;
}
export interface CampaignTranslationsTable {
  page_id: number;
  lang: string;
  eligibility: string;
  how_to_apply: string;
  sections: string;
  status: string;
  updated_at: string;
}
export interface ConsultationFeedbackTable {
  id: Generated<number>;
  campaign_slug: string;
  name: string;
  organisation: string;
  email: string;
  /** JSON: section id → comment. */
  comments: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  /** Relative to DATA_DIR. */
  attachment_path: string | null;
  lang: string;
  created_at: string;
}
export interface SiteFeedbackTable {
  id: Generated<number>;
  name: string;
  email: string;
  category: string;
  message: string;
  page: string;
  lang: string;
  created_at: string;
}
export interface Database {
  campaigns: CampaignsTable;
  campaign_translations: CampaignTranslationsTable;
  consultation_feedback: ConsultationFeedbackTable;
  site_feedback: SiteFeedbackTable;
}

/** Authoring and the editorial desk (0013_authoring); merged into the tables above. */
export interface ContributionsTable {
  /** An authoring kind (contract AUTHORING_KINDS). */
  kind: Generated<string>;
  /** Unique per kind; the portal's /posts/{segment}/{slug}. */
  slug: string;
  /** JSON text of the kind's fields as validated (body in Markdown). */
  fields: Generated<string>;
  image_id: string | null;
  pdf_id: string | null;
  /** The latest editor's note (changes requested, rejected). */
  review_note: string | null;
  /** The language of the call that created the item: decision e-mails go out in it. */
  lang: Generated<string>;
  submitted_at: string | null;
  trashed_at: string | null;
}
export interface EditorialAuditTable {
  id: Generated<number>;
  /** A contributions id, kept without a foreign key so the history outlives a purge. */
  item_id: number;
  actor_id: number | null;
  action: string;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  at: string;
  /** 1: an approval by the item's own author, with EDITORIAL_FOUR_EYES off (0020_audit_self_approval). */
  self_approved: Generated<Flag>;
}
export interface Database {
  editorial_audit: EditorialAuditTable;
}

/** Uploaded images and PDFs (migration 0014, decision 0100). */
export interface MediaTable {
  /** A uuid. */
  id: string;
  owner_id: number | null;
  kind: string;
  /** Sniffed from the bytes: image/jpeg, image/png, image/webp, image/avif or application/pdf. */
  mime: string;
  /** Of the full rendition; null for a PDF. */
  width: number | null;
  height: number | null;
  /** As uploaded. */
  bytes: number;
  original_name: string;
  created_at: string;
}
export interface Database {
  media: MediaTable;
}

// Jobs, saved searches and alert digests (migration 0015, decision 0104).
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  run_at: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  done_at: string | null;
  failed_at: string | null;
  unique_key: string | null;
  created_at: string;
}
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** JSON: the search's queryData. */
  query_data: string;
  alert: string;
  lang: string;
  alerted_until: string;
  created_at: string;
  updated_at: string;
}
export interface AlertDigestsTable {
  id: Generated<number>;
  user_id: number;
  period_key: string;
  item_count: number;
  sent_at: string;
}
export interface Database {
  jobs: JobsTable;
  saved_searches: SavedSearchesTable;
  alert_digests: AlertDigestsTable;
}

/** Issue 20 (migration 0016): secrets the server generated for itself (the mail-link secret). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<string>;
}
export interface Database {
  server_secrets: ServerSecretsTable;
}
