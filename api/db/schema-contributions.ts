/** Table types of contributions, authoring and the editorial desk, and uploaded media; part of `Database` in ./schema.ts. */
import type { Generated } from "kysely";
import type { Flag } from "./schema-content";

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
  // Authoring and the editorial desk (0013_authoring).
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

/** An item's version as it went online (migration 0022, docs/product/editorial.md#editions-and-history). */
export interface EditionsTable {
  id: Generated<number>;
  /** A contributions id, kept without a foreign key so the history outlives a purge. */
  item_id: number;
  /** The collections row readers see it in. */
  collection_id: number;
  /** 1, 2, 3 … per item. */
  number: number;
  /** JSON text of the item's fields (AuthoringFields) in this edition. */
  fields: string;
  editor_id: number | null;
  /** The public change note; null: none given. */
  note: string | null;
  /** 1: a minor change, left out of the notes readers see. */
  minor: Generated<Flag>;
  /** The edition this one restored. */
  restored_from: number | null;
  at: string;
}

/** The contribution tables, by name. */
export interface ContributionTables {
  contributions: ContributionsTable;
  editorial_audit: EditorialAuditTable;
  media: MediaTable;
  editions: EditionsTable;
  editorial_schedules: EditorialSchedulesTable;
}

/** A pending scheduled publication or unpublication (0024_scheduling, decision 0132). */
export interface EditorialSchedulesTable {
  item_id: number;
  /** "publish" | "unpublish" (contract SCHEDULE_ACTIONS). */
  action: string;
  /** When it is due: ISO, UTC. */
  at: string;
  editor_id: number | null;
  change_note: string | null;
  minor: Generated<Flag>;
  created_at: string;
}
